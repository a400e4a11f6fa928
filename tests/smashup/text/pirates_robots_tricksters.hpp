#pragma once
// Shared helpers of the Pirates, Robots and Tricksters text tests (tests written from the card rows and the rulings
// alone, never from the faction files).
#include <algorithm>
#include <string>

#include "tests/smashup/table.hpp"

namespace cardtable::smashup::test::prt {

inline bool has(const Names& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

inline int count(const Names& names, const std::string& name) {
  return static_cast<int>(std::count(names.begin(), names.end(), name));
}

// Whether the pending question only asks which of several simultaneous abilities resolves first.
inline bool order_question(const Table& t) {
  const Names options = t.options();
  return !options.empty() && std::all_of(options.begin(), options.end(),
                                         [](const std::string& o) { return o.rfind("resolve ", 0) == 0; });
}

// Answers "pass" (or "no", or the first of an order question) to every question until a play phase asks again (or
// the game stops), and returns every option offered to `seat` on the way.
inline Names pass_through(Table& t, Seat seat) {
  Names offered;
  for (int guard = 0; guard < 60 && t.asking() && !t.can("done"); ++guard) {
    if (t.asked() == seat) {
      for (const auto& o : t.options()) offered.push_back(o);
    }
    if (t.can("pass")) {
      t.answer("pass");
    } else if (t.can("no")) {
      t.answer("no");
    } else if (order_question(t)) {
      t.answer(t.full_options().front());
    } else {
      break;
    }
  }
  return offered;
}

// Passes every "Me first!" question (before or after a base scores) now pending, and nothing else.
inline void skip_windows(Table& t) {
  for (int guard = 0; guard < 20 && t.asking() && t.prompt().find("use a Special, or pass") != std::string::npos;
       ++guard) {
    t.answer("pass");
  }
}

}  // namespace cardtable::smashup::test::prt
