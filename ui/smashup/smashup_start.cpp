#include "ui/smashup/smashup_start.hpp"

#include <algorithm>
#include <cctype>
#include <span>
#include <stdexcept>

#include "ai/agent.hpp"
#include "framework/rng.hpp"
#include "games/smashup/catalog.hpp"
#include "ui/play/new_game.hpp"
#include "ui/play/player_names.hpp"
#include "ui/screens/text.hpp"

namespace cardtable::ui {

namespace {

std::string trimmed(const std::string& text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

std::string known_slugs() {
  std::string out;
  for (const auto& faction : smashup::known_factions()) out += (out.empty() ? "" : ", ") + std::string(faction.slug);
  return out;
}

// A faction named by its slug ("bear-cavalry") or its name ("Bear Cavalry"), any case.
const smashup::FactionDef* faction_named(const std::string& name) {
  const auto wanted = lower(name);
  for (const auto& faction : smashup::known_factions())
    if (wanted == faction.slug || wanted == lower(std::string(faction.name))) return &faction;
  return nullptr;
}

// What --cards must say for a faction of that card edition.
std::string cards_for(std::uint8_t edition) {
  return edition <= 2 ? "come with Awesome Level 9000: add --cards al9000 (or --cards all)"
                      : "come with Science Fiction Double Feature: add --cards all";
}

// The pairs of the other seats, drawn from the factions no one has named (or, with two copies, named once).
std::vector<std::string> drawn_pairs(const SmashUpStart& start, const std::vector<std::string>& named, std::uint64_t seed) {
  std::vector<std::string> pool;
  for (const auto& faction : smashup::factions(start.edition)) {
    const auto uses = std::count(named.begin(), named.end(), std::string(faction.slug));
    for (auto copies = start.two_copies ? 2 : 1; copies > uses; --copies) pool.push_back(std::string(faction.slug));
  }
  auto rng = framework::Rng::from_seed(seed ^ 0x50414952);  // "PAIR": not the deal's own draws
  std::vector<std::string> out;
  for (std::size_t seat = 1; seat < start.seats.size(); ++seat) {
    rng.shuffle(std::span<std::string>(pool));
    const auto first = pool.back();
    pool.pop_back();
    const auto other = std::find_if(pool.rbegin(), pool.rend(), [&](const std::string& f) { return f != first; });
    if (other == pool.rend()) throw std::invalid_argument("not enough factions left to draw the other players' pairs");
    out.push_back(first + "+" + *other);
    pool.erase(std::next(other).base());
  }
  return out;
}

}  // namespace

void read_faction_list(const std::string& text, SmashUpStart& start) {
  start.pairs.clear();
  const auto way = lower(trimmed(text));
  if (way == "random" || way.empty()) {
    start.factions = FactionChoice::Random;
    return;
  }
  if (way == "casual" || way == "snake") {
    start.factions = way == "casual" ? FactionChoice::Casual : FactionChoice::Snake;
    return;
  }
  std::size_t from = 0;
  while (from <= text.size()) {
    const auto comma = std::min(text.find(',', from), text.size());
    const auto pair = trimmed(text.substr(from, comma - from));
    const auto plus = pair.find('+');
    if (plus == std::string::npos || pair.find('+', plus + 1) != std::string::npos)
      throw std::invalid_argument("each player's two factions are written with a + between them (ghosts+steampunks), "
                                  "not '" + pair + "'");
    std::string slugs;
    for (const auto& name : {trimmed(pair.substr(0, plus)), trimmed(pair.substr(plus + 1))}) {
      const auto* faction = faction_named(name);
      if (!faction)
        throw std::invalid_argument("'" + name + "' is not a faction; the sixteen are " + known_slugs() + ".");
      slugs += (slugs.empty() ? "" : "+") + std::string(faction->slug);
    }
    start.pairs.push_back(slugs);
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
    case FactionChoice::Given: {
      const auto players = start.seats.size();
      if (start.pairs.size() != players && start.pairs.size() != 1)
        throw std::invalid_argument("--factions gives " + std::to_string(start.pairs.size()) + " pairs for " +
                                    std::to_string(players) + " players: give 1 pair (yours; the others' are drawn at "
                                    "random) or " + std::to_string(players) + " pairs (one per player, in seat order)");
      std::vector<std::string> named;
      for (const auto& pair : start.pairs) {
        const auto plus = pair.find('+');
        const auto a = pair.substr(0, plus);
        const auto b = pair.substr(plus + 1);
        if (a == b)
          throw std::invalid_argument("a player cannot play " + std::string(smashup::find_faction(a)->name) + " twice");
        for (const auto& slug : {a, b}) {
          const auto& faction = *smashup::find_faction(slug);
          if (faction.edition > start.edition)
            throw std::invalid_argument(std::string(faction.name) + " " + cards_for(faction.edition));
          const auto uses = std::count(named.begin(), named.end(), slug) + 1;
          if (uses > (start.two_copies ? 2 : 1))
            throw std::invalid_argument(
                std::string(faction.name) + ": named for " + std::to_string(uses) + " players; " +
                (start.two_copies ? "even with --two-copies, at most two players share a faction"
                                  : "two players may play the same faction only with --two-copies (a house rule)"));
          named.push_back(slug);
        }
      }
      auto pairs = start.pairs;
      if (pairs.size() == 1 && players > 1) {
        const auto drawn = drawn_pairs(start, named, seed);
        pairs.insert(pairs.end(), drawn.begin(), drawn.end());
      }
      setup["factions"] = pairs;
      break;
    }
  }
  if (start.two_copies) setup["two_copies"] = true;
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
