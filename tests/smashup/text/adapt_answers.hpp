#pragma once
// Answering helpers for the tests written from the cards' text: the wording and order of the program's questions are
// its own business, so these adapt the answers and leave the expected outcomes to the tests.
#include <cstddef>
#include <string>

#include "tests/smashup/table.hpp"

namespace cardtable::smashup::test::text {

// a play that several permissions cover may be asked about; answers with the first extra play offered.
inline void take_extra_if_asked(Table& t) {
  for (const auto& option : t.options()) {
    if (option.rfind("with extra", 0) == 0) {
      t.answer(option);
      return;
    }
  }
}

// A card that found or named a card may ask a second question to play it ("play <card> <target>"): answers with the
// play offered for `slug` on `target` (a base's slug, or a minion's without its number), if there is one.
inline void play_found(Table& t, const std::string& slug, const std::string& target) {
  const Names short_ids = t.options();
  const Names ids = t.full_options();
  for (std::size_t i = 0; i < short_ids.size() && i < ids.size(); ++i) {
    if (short_ids[i] == "play " + slug + " " + target) {
      t.answer(ids[i]);
      return;
    }
  }
}

// Whether some option plays `slug` on `target` (a base's slug, or a minion's without its number).
inline bool can_play_on(const Table& t, const std::string& slug, const std::string& target) {
  for (const auto& option : t.options()) {
    if (option == "play " + slug + " " + target) return true;
  }
  return false;
}

// The options without "pass": a Talent is optional as a whole ("use" it or not), and how the program lets a player
// back out of one once chosen is its own business.
inline Names targets(const Table& t) {
  Names out;
  for (const auto& option : distinct(t.options())) {
    if (option != "pass") out.push_back(option);
  }
  return out;
}

inline bool prompt_names(const Table& t, const std::string& card) {
  return t.prompt().find(card) != std::string::npos;
}

inline int count(const Names& names, const std::string& slug) {
  int n = 0;
  for (const auto& name : names) n += name == slug ? 1 : 0;
  return n;
}

}  // namespace cardtable::smashup::test::text
