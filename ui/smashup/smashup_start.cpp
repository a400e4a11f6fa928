#include "ui/smashup/smashup_start.hpp"

#include <algorithm>
#include <stdexcept>

#include "ai/agent.hpp"
#include "ui/play/new_game.hpp"
#include "ui/play/player_names.hpp"

namespace cardtable::ui {

void read_faction_list(const std::string& text, SmashUpStart& start) {
  start.pairs.clear();
  if (text == "random") {
    start.factions = FactionChoice::Random;
    return;
  }
  if (text == "casual" || text == "snake") {
    start.factions = text == "casual" ? FactionChoice::Casual : FactionChoice::Snake;
    return;
  }
  std::size_t from = 0;
  while (from <= text.size()) {
    const auto comma = std::min(text.find(',', from), text.size());
    const auto pair = text.substr(from, comma - from);
    if (pair.find('+') == std::string::npos || pair.front() == '+' || pair.back() == '+')
      throw std::invalid_argument("each player's factions are written \"aliens+ninjas\", not '" + pair + "'");
    start.pairs.push_back(pair);
    from = comma + 1;
  }
  start.factions = FactionChoice::Given;
}

bool is_bot_level(const std::string& level) {
  return ai::is_level(level) || level == "random" || level == "heuristic";
}

std::string playable_level(const framework::GameCatalog& catalog, const std::string& level, std::string* note) {
  const auto known = ai::agent_specs(catalog, "smashup");
  const auto spec = ai::level_spec(level);
  if (std::find(known.begin(), known.end(), spec) != known.end()) return level;
  if (note)
    *note = "Smash Up has no '" + level + "' bot in this build yet: its bots play 'random' (known: " +
            [&] {
              std::string all;
              for (const auto& k : known) all += (all.empty() ? "" : ", ") + k;
              return all;
            }() + ").";
  return "random";
}

nlohmann::json smashup_setup(const SmashUpStart& start, std::uint64_t seed) {
  // The edition is always written, so a save replays with the cards it was dealt from whatever later editions add.
  nlohmann::json setup{{"seed", seed}, {"players", start.seats.size()}, {"edition", start.edition}};
  switch (start.factions) {
    case FactionChoice::Random: break;
    case FactionChoice::Casual: setup["draft"] = "casual"; break;
    case FactionChoice::Snake: setup["draft"] = "snake"; break;
    case FactionChoice::Given:
      if (start.pairs.size() != start.seats.size())
        throw std::invalid_argument("--factions names " + std::to_string(start.pairs.size()) + " pairs for " +
                                    std::to_string(start.seats.size()) + " players");
      setup["factions"] = start.pairs;
      break;
  }
  return setup;
}

std::vector<framework::SeatPlayer> smashup_seats(const framework::GameCatalog& catalog, const SmashUpStart& start,
                                                 std::uint64_t seed, std::vector<std::string>* notes) {
  std::vector<framework::SeatPlayer> seats;
  for (std::size_t i = 0; i < start.seats.size(); ++i) {
    const auto& seat = start.seats[i];
    const auto number = std::to_string(i + 1);
    if (!seat.bot) {
      seats.push_back({player_name(i < start.names.size() ? start.names[i] : "", i), false, "", 0});
      continue;
    }
    std::string note;
    const auto level = playable_level(catalog, seat.level, &note);
    if (!note.empty() && notes && std::find(notes->begin(), notes->end(), note) == notes->end()) notes->push_back(note);
    seats.push_back({"Bot " + number, true, level, bot_seed(seed, i)});
  }
  std::vector<std::string> people;
  for (const auto& seat : seats)
    if (!seat.is_bot) people.push_back(seat.name);
  if (const auto problem = names_problem(people); !problem.empty()) throw std::invalid_argument(problem);
  return seats;
}

framework::Session new_smashup_session(const framework::GameCatalog& catalog, const SmashUpStart& start,
                                       std::vector<std::string>* notes) {
  // Smash Up's setup takes seeds up to 2^63 - 1.
  const std::uint64_t seed = start.seed.value_or(system_seed() >> 1);
  return start_session(catalog, "smashup", smashup_setup(start, seed), smashup_seats(catalog, start, seed, notes));
}

}  // namespace cardtable::ui
