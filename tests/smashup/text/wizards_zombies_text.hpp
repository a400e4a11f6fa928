#pragma once
// Shared helpers of the Wizards, Zombies, Super Spies and Time Travelers text tests (tests written from the card rows
// and the rulings alone).
#include <algorithm>
#include <string>

#include "tests/smashup/table.hpp"

namespace cardtable::smashup::test::wz {

inline bool has(const Names& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

inline long count(const Names& names, const std::string& name) {
  return std::count(names.begin(), names.end(), name);
}

// Whether the pending question's prompt mentions `text` (the card or base that asks).
inline bool asks_about(const Table& t, const std::string& text) {
  return t.asking() && t.prompt().find(text) != std::string::npos;
}

// Answers "pass" (or "no") to every question until a play phase asks again (or the game stops), and returns every
// option offered to `seat` on the way.
inline Names pass_through(Table& t, Seat seat) {
  Names offered;
  for (int guard = 0; guard < 40 && t.asking() && !t.can("done"); ++guard) {
    if (t.asked() == seat) {
      for (const auto& o : t.options()) offered.push_back(o);
    }
    if (t.can("pass")) {
      t.answer("pass");
    } else if (t.can("no")) {
      t.answer("no");
    } else {
      break;
    }
  }
  return offered;
}

// Passes every "Me first!" window question (before or after a base scores) now pending.
inline void skip_windows(Table& t) {
  for (int guard = 0; guard < 20 && asks_about(t, "use a Special, or pass"); ++guard) t.answer("pass");
}

// Answers the first option of every question that mentions `text` (an order of cards, a placement...), so a test
// gets past a question whose form is the program's business.
inline void first_while(Table& t, const std::string& text) {
  for (int guard = 0; guard < 20 && asks_about(t, text); ++guard) t.answer(t.options().front());
}

// Plays a card by its short id; when several permissions could cover it, answers `with` ("with free-play" or
// "with extra-<k>"), or the first one offered when `with` is not.
inline void play(Table& t, const std::string& id, const std::string& with = "with free-play") {
  t.answer(id);
  if (asks_about(t, "more than one of your plays")) t.answer(t.can(with) ? with : t.options().front());
}

}  // namespace cardtable::smashup::test::wz
