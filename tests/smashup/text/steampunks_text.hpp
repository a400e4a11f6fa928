#pragma once
// The position the Steampunks text tests start from, shared by their three files.
#include <nlohmann/json.hpp>

namespace cardtable::smashup::test::text {

// Two players; Player 1 (seat 0) plays Steampunks and Killer Plants. `extra` is merged over the position.
inline nlohmann::json board(const nlohmann::json& extra) {
  auto j = nlohmann::json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": [], "deck": ["sprout", "sprout", "sprout"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": [], "deck": ["cub-scout", "cub-scout", "cub-scout"]}],
    "bases": [{"base": "the-great-library"}, {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "play"}})");
  j.merge_patch(extra);
  return j;
}

}  // namespace cardtable::smashup::test::text
