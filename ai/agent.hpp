#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "ai/ismcts.hpp"
#include "framework/game_catalog.hpp"
#include "framework/match.hpp"

namespace cardtable::ai {

// An answer and why, in a sentence for the player of the seat asked ("wins Zamepra in 85% of the bot's playouts …");
// `why` is empty for an agent that does not search.
struct Advice {
  std::string option;
  std::string why;
};

// Something that answers decisions: a bot level, the heuristic baseline, or the random agent.
class Agent {
 public:
  virtual ~Agent() = default;
  // Picks one of match.pending().options (by id) for the seat to move. Decides only from what that seat may see;
  // the same match position (as seen by that seat) and the same seed give the same answer.
  virtual std::string choose(const framework::Match& match, std::uint64_t seed) = 0;
  // The same answer as choose, with what the search saw of it (a hint, serve's bot).
  virtual Advice advise(const framework::Match& match, std::uint64_t seed) { return {choose(match, seed), {}}; }
};

// What an agent spec may change of a search: its iterations (0: its own) and the threads it searches on
// (search_threads.hpp; each thread spends the whole budget, so more threads search more in the same time).
struct SearchBudget {
  int iterations = 0;
  int threads = 1;
};

// A game's bots besides the random agent (a part of its GameModule): its heuristic, its search at a named level
// ("easy", "normal", "hard": the names are kLevels, each game's search says what a level spends), and its PIMC
// yardstick (pimc.hpp). A budget's iterations replace the level's when not 0, so a level can be compared with
// itself at another budget (a slower release's level is the same search with fewer iterations in the same time).
struct GameBots {
  std::function<std::unique_ptr<Agent>()> heuristic;
  std::function<std::unique_ptr<Agent>(const std::string& level, SearchBudget budget)> search;
  std::function<std::unique_ptr<Agent>(SearchBudget budget)> pimc;
};

inline constexpr const char* kLevels[] = {"easy", "normal", "hard"};

// A game's search agent at `level` with `budget` (GameBots::search).
template <class SearchAgent, class Level>
std::unique_ptr<Agent> search_agent(Level level, SearchBudget budget) {
  if (budget.iterations > 0) level.search.iterations = budget.iterations;
  level.search.threads = budget.threads;
  return std::make_unique<SearchAgent>(level);
}
inline constexpr int kMaxIterations = 1'000'000;

// spec: "random", "heuristic", "pimc", "bot:easy", "bot:normal", "bot:hard"; a search may name its own budget,
// "bot:normal@2500" or "pimc@20000" (1 to kMaxIterations iterations), and its threads, "bot:hard/2" (1 to
// kMaxThreads; default 1). Throws std::invalid_argument on an unknown spec or a game without that agent (a game whose
// module has no GameBots plays only "random").
std::unique_ptr<Agent> make_agent(const framework::GameCatalog& catalog, const std::string& game_id,
                                  const std::string& spec);
std::vector<std::string> agent_specs(const framework::GameCatalog& catalog, const std::string& game_id);
// True for a bot level's name (one of kLevels).
bool is_level(const std::string& name);
// The spec of the agent a seat's bot level names: "easy" → "bot:easy"; "random" and "heuristic" are specs already.
std::string level_spec(const std::string& level);

// The threads a bot named by its level alone searches on: a seat's bot at the table, a hint, serve's bot. The program
// sets it once from --threads (default: every core of the machine, so a machine with more cores meets a stronger bot
// in the same time); it is 1 until then. Agents named in full (the arena's, the benchmarks', the tests') say their own.
void set_level_threads(int threads);
int level_threads();
// Every core of this machine (1 when it cannot tell), at most kMaxThreads.
int machine_threads();
// level_spec(level) searching on level_threads() threads: "bot:hard/4"; a spec that names no search stays as it is.
std::string threaded_level_spec(const std::string& level);

// The seed a bot uses for its n-th decision in a session, so a resumed game replays the bot exactly.
std::uint64_t decision_seed(std::uint64_t bot_seed, std::size_t decision_index);

}  // namespace cardtable::ai
