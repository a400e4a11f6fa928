#pragma once
// A new Smash Up game as the command line and the setup screen describe it: seats (people and bots with levels),
// how factions are chosen, and the seed; turned into the engine's setup and the session's seats.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "framework/session.hpp"
#include "games/smashup/state.hpp"

namespace cardtable::ui {

enum class FactionChoice { Random, Casual, Snake, Given };

struct SmashUpSeat {
  bool bot = false;
  std::string level = "normal";  // easy | normal | hard, or an agent name (random, heuristic)
};

struct SmashUpStart {
  std::vector<SmashUpSeat> seats{{false, "normal"}, {true, "normal"}};
  FactionChoice factions = FactionChoice::Random;
  std::vector<std::string> pairs;  // FactionChoice::Given: "aliens+ninjas", one per seat, or one for the first seat
                                   // (the others' drawn at random from the seed)
  bool two_copies = false;         // the house rule: two players may play the same faction
  std::optional<std::uint64_t> seed;
  std::uint8_t edition = smashup::kCardEdition;  // which cards may be dealt: 1 the core set, 2 with Awesome Level 9000
  std::vector<std::string> names;  // by seat: a person's name as typed; "Player N" when missing or empty
};

// "aliens+ninjas,robots+wizards" (or casual, snake, random), spaces around names ignored. Throws
// std::invalid_argument naming what is wrong in the player's words (an unknown name lists the sixteen factions).
void read_faction_list(const std::string& text, SmashUpStart& start);
// The levels a seat may ask for.
bool is_bot_level(const std::string& level);
// The level a bot seat plays at: `level` when Smash Up has that agent, else "random", with a sentence saying so.
std::string playable_level(const framework::GameCatalog& catalog, const std::string& level, std::string* note);
// The engine's setup (docs/protocol.md) for this start and seed: one pair given is the first seat's, the others'
// are drawn from the seed. Throws std::invalid_argument, in the command line's words, when the pairs cannot be
// played: how many there are, a faction not in the cards chosen (--cards), one named twice (--two-copies).
nlohmann::json smashup_setup(const SmashUpStart& start, std::uint64_t seed);
// The session's seats: people by their names ("Player N" by default), bots "Bot N" (levels made playable, seeds
// derived from `seed`). Throws std::invalid_argument when the people's names cannot be told apart (names_problem).
std::vector<framework::SeatPlayer> smashup_seats(const framework::GameCatalog& catalog, const SmashUpStart& start,
                                                 std::uint64_t seed, std::vector<std::string>* notes = nullptr);
// Throws std::invalid_argument or framework::BadSetup naming what is wrong; `notes` gets what was changed (a bot level
// Smash Up does not have).
framework::Session new_smashup_session(const framework::GameCatalog& catalog, const SmashUpStart& start,
                                       std::vector<std::string>* notes = nullptr);

}  // namespace cardtable::ui
