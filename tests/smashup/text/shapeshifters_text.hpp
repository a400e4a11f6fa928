#pragma once
// Positions and answers shared by the Shapeshifters text tests (tests written from the card rows, the rulings and the
// second box's glossary alone, never from the faction's files).
#include <algorithm>
#include <string>

#include <nlohmann/json.hpp>

#include "tests/smashup/table.hpp"

namespace cardtable::smashup::test::shifters {

using nlohmann::json;

// Player 1 (seat 0, Shapeshifters + Cyborg Apes) to play; Player 2 (seat 1) has Dinosaurs + Aliens.
inline json position(const json& hand0, const json& deck0, const char* bases) {
  return {{"seats",
           {{{"factions", {"shapeshifters", "cyborg-apes"}}, {"hand", hand0}, {"deck", deck0}},
            {{"factions", {"dinosaurs", "aliens"}}, {"hand", json::array()}, {"deck", {"scout", "scout"}}}}},
          {"bases", json::parse(bases)},
          {"turn", {{"active", 0}, {"phase", "play"}}}};
}

// The same with Player 2 to play, holding `hand1`.
inline json their_turn(const json& hand1, const json& deck0, const char* bases) {
  json j = position(json::array(), deck0, bases);
  j["seats"][1]["hand"] = hand1;
  j["turn"]["active"] = 1;
  return j;
}

inline int count(const Names& pile, const std::string& slug) {
  return static_cast<int>(std::count(pile.begin(), pile.end(), slug));
}

// Plays the card found by a search (or offered) onto `base`, whichever form the questions take: the card, the base,
// then the play itself, in one or several steps. Returns whether any of those steps offered to pass.
inline bool put_on(Table& t, const std::string& card, const std::string& base) {
  bool offered_pass = false;
  for (int step = 0; step < 4 && t.asking(); ++step) {
    offered_pass = offered_pass || t.can("pass");
    if (t.can("play " + card + " " + base)) {
      t.answer("play " + card + " " + base);
      break;
    }
    if (t.can("choose " + card)) t.answer("choose " + card);
    else if (t.can("choose " + base)) t.answer("choose " + base);
    else break;
  }
  return offered_pass;
}

}  // namespace cardtable::smashup::test::shifters
