#include "games/smashup/smashup_match.hpp"

#include "framework/errors.hpp"
#include "games/smashup/choice_text.hpp"
#include "games/smashup/json_view.hpp"
#include "games/smashup/scenario.hpp"

namespace cardtable::smashup {
namespace {

using framework::BadSetup;
using nlohmann::json;

Faction faction_named(const std::string& slug) {
  Faction f{};
  if (!faction_from_slug(slug, f)) throw BadSetup("unknown faction '" + slug + "'");
  return f;
}

// "aliens+ninjas" or ["aliens", "ninjas"].
std::array<Faction, 2> pair_named(const json& j) {
  std::vector<std::string> names;
  if (j.is_string()) {
    const auto text = j.get<std::string>();
    const auto plus = text.find('+');
    if (plus == std::string::npos) throw BadSetup("write a pair of factions as \"aliens+ninjas\"");
    names = {text.substr(0, plus), text.substr(plus + 1)};
  } else if (j.is_array() && j.size() == 2 && j[0].is_string() && j[1].is_string()) {
    names = {j[0].get<std::string>(), j[1].get<std::string>()};
  } else {
    throw BadSetup("each player's factions are \"a+b\" or [\"a\", \"b\"]");
  }
  return {faction_named(names[0]), faction_named(names[1])};
}

// Two implemented factions per player drawn from the seed (the two-copies option when too few are implemented).
void random_factions(Setup& setup) {
  auto rng = framework::Rng::from_seed(setup.seed ^ 0x5eedfac7105ULL);
  std::vector<Faction> pool;
  for (const auto& f : factions(setup.edition)) pool.push_back(f.faction);
  if (static_cast<int>(pool.size()) < 2 * setup.players) {
    setup.two_copies = true;
    const auto single = pool;
    pool.insert(pool.end(), single.begin(), single.end());
  }
  if (pool.size() < 4 || static_cast<int>(pool.size()) < 2 * setup.players)
    throw BadSetup("not enough implemented factions for a game of " + std::to_string(setup.players));
  for (int tries = 0; tries < 1000; ++tries) {
    rng.shuffle(std::span<Faction>(pool));
    bool fine = true;
    for (int p = 0; p < setup.players; ++p) fine = fine && pool[2U * p] != pool[2U * p + 1];
    if (!fine) continue;
    setup.factions.clear();
    for (int p = 0; p < setup.players; ++p) setup.factions.push_back({pool[2U * p], pool[2U * p + 1]});
    return;
  }
  throw BadSetup("could not deal factions");
}

std::uint8_t edition_named(const json& edition) {
  if (!edition.is_number_integer() || edition.get<std::int64_t>() < 1 || edition.get<std::int64_t>() > kCardEdition)
    throw BadSetup("edition must be 1 to " + std::to_string(kCardEdition));
  return static_cast<std::uint8_t>(edition.get<int>());
}

}  // namespace

Setup setup_from_json(const json& j) {
  if (!j.is_object()) throw BadSetup("smashup setup must be a JSON object");
  Setup setup;
  try {
    if (j.contains("seed")) {
      // Any 64-bit seed, as Blast takes: callers draw seeds from the whole unsigned range.
      const auto& seed = j["seed"];
      if (!seed.is_number_unsigned() && !(seed.is_number_integer() && seed.get<std::int64_t>() >= 0))
        throw BadSetup("seed must be a non-negative integer");
      setup.seed = j["seed"].get<std::uint64_t>();
    }
    if (j.contains("players")) {
      // Checked as a 64-bit number: a cast to int first would read 4294967298 as 2.
      const auto& players = j["players"];
      if (!players.is_number_integer() || players.get<std::int64_t>() < kMinPlayers ||
          players.get<std::int64_t>() > kMaxPlayers)
        throw BadSetup("Smash Up is for 2 to 4 players, not " + players.dump());
      setup.players = players.get<int>();
    }
    if (j.contains("two_copies")) setup.two_copies = j["two_copies"].get<bool>();
    if (j.contains("faction_bases_only")) setup.faction_bases_only = j["faction_bases_only"].get<bool>();
    if (j.contains("first") && !j["first"].is_null()) {
      // Compared as the number it is: read as an int first, 4294967297 would wrap to seat 1.
      if (!j["first"].is_number_integer() || j["first"].get<std::int64_t>() < 0 ||
          j["first"].get<std::int64_t>() >= kMaxPlayers)
        throw BadSetup("first must be a seat");
      setup.first = static_cast<Seat>(j["first"].get<int>());
    }
    if (j.contains("edition")) setup.edition = edition_named(j["edition"]);
    if (j.contains("draft")) {
      const auto mode = j["draft"].get<std::string>();
      if (mode == "casual") setup.draft = Draft::Casual;
      else if (mode == "snake") setup.draft = Draft::Snake;
      else throw BadSetup("draft is \"casual\" or \"snake\"");
    }
    if (j.contains("bases")) {
      for (const auto& b : j["bases"]) {
        const auto slug = b.get<std::string>();
        BaseId id = kNoBase;
        if (!find_base_def(slug, id))
          throw BadSetup("unknown base '" + slug + "'");
        setup.bases.push_back(id);
      }
    }
    if (j.contains("factions")) {
      if (setup.draft != Draft::Given) throw BadSetup("give factions or a draft, not both");
      if (!j["factions"].is_array()) throw BadSetup("factions is a list of pairs, one per player");
      for (const auto& pair : j["factions"]) setup.factions.push_back(pair_named(pair));
      if (!j.contains("players")) setup.players = static_cast<int>(setup.factions.size());
    } else if (setup.draft == Draft::Given) {
      if (setup.players < kMinPlayers || setup.players > kMaxPlayers)
        throw BadSetup("Smash Up is for 2 to 4 players, not " + std::to_string(setup.players));
      random_factions(setup);
    }
  } catch (const json::exception& e) {
    throw BadSetup(std::string("bad smashup setup: ") + e.what());
  }
  check_setup(setup);
  return setup;
}

State state_from_setup(const json& setup) {
  State s = setup.is_object() && setup.contains("scenario") ? state_from_scenario(setup["scenario"])
                                                           : new_game(setup_from_json(setup));
  // A scenario is dealt nothing, but its edition still says which factions Block the Path may name.
  if (setup.is_object() && setup.contains("scenario") && setup.contains("edition"))
    s.edition = edition_named(setup["edition"]);
  if (setup.is_object() && setup.contains("rules")) {
    const auto& rules = setup["rules"];
    if (!rules.is_number_integer() || rules.get<std::int64_t>() < 1 || rules.get<std::int64_t>() > kRulesVersion)
      throw BadSetup("rules must be 1 to " + std::to_string(kRulesVersion));
    s.rules = static_cast<std::uint8_t>(rules.get<int>());
  }
  return s;
}

framework::Decision SmashUpMatch::pending() const {
  framework::Decision d;
  d.seat = state_.question.seat;
  d.turn = state_.turn.active;
  d.prompt = prompt_text(state_);
  for (const auto& c : state_.question.options) d.options.push_back({choice_id(state_, c), choice_label(state_, c)});
  return d;
}

std::vector<std::string> SmashUpMatch::answer(std::string_view option_id) {
  if (smashup::is_over(state_)) throw framework::IllegalOption("the game is over");
  const Choice* c = find_choice(state_, option_id);
  if (!c) throw framework::IllegalOption("'" + std::string(option_id) + "' is not one of the options now");
  const Choice chosen = *c;
  last_events_.clear();
  apply(state_, chosen, &last_events_);
  std::vector<std::string> said;
  for (const auto& e : last_events_)
    if (auto sentence = describe(state_, e); !sentence.empty()) said.push_back(std::move(sentence));
  return said;
}

json SmashUpMatch::state_json() const { return state_to_json(state_); }

json SmashUpMatch::observation_json(framework::Seat seat) const {
  if (seat >= state_.players) throw framework::IllegalOption("no such seat");
  return observation_to_json(observe(seat));
}

std::string SmashUpMatch::summary() const {
  std::string out = "Smash Up · turn " + std::to_string(state_.turn.number) + " ·";
  for (std::size_t i = 0; i < state_.seats.size(); ++i)
    out += (i == 0 ? " " : "–") + std::to_string(state_.seats[i].vp);
  if (smashup::is_over(state_)) out += " · over";
  return out;
}

framework::GameModule smashup_game() {
  return {{"smashup", "Smash Up", kMinPlayers, kMaxPlayers, "turns", {{"edition", kCardEdition}}},
          [](const json& setup) { return std::make_unique<SmashUpMatch>(state_from_setup(setup)); },
          {}};
}

}  // namespace cardtable::smashup
