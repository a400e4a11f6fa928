#pragma once
// Positions shared by the Cyborg Apes text tests (tests written from the card rows, the rulings and the second box's
// glossary alone, never from the faction's files).
#include <algorithm>
#include <string>

#include <nlohmann/json.hpp>

#include "tests/smashup/table.hpp"

namespace cardtable::smashup::test::apes {

using nlohmann::json;

// Player 1 (seat 0, Cyborg Apes + Shapeshifters) to play; Player 2 (seat 1) has Dinosaurs + Aliens. `bases` is the
// JSON array of bases; `more` replaces top-level fields (seats, turn, base_deck...).
inline json position(const json& hand0, const char* bases, const json& more = json::object()) {
  json j = {{"seats",
             {{{"factions", {"cyborg-apes", "shapeshifters"}}, {"hand", hand0}, {"deck", {"walker", "collector"}}},
              {{"factions", {"dinosaurs", "aliens"}}, {"hand", json::array()}, {"deck", {"scout", "scout"}}}}},
            {"bases", json::parse(bases)},
            {"turn", {{"active", 0}, {"phase", "play"}}}};
  j.update(more);
  return j;
}

// The same position with Player 2 to play, holding `hand1`.
inline json their_turn(const json& hand1, const char* bases, const json& hand0 = json::array()) {
  json j = position(hand0, bases);
  j["seats"][1]["hand"] = hand1;
  j["turn"]["active"] = 1;
  return j;
}

inline bool has(const Names& pile, const std::string& slug) {
  return std::find(pile.begin(), pile.end(), slug) != pile.end();
}

}  // namespace cardtable::smashup::test::apes
