#pragma once
// Helpers shared by the text-only tests of the Aliens, Dinosaurs and Ninjas (core set) and their bases.
#include <algorithm>
#include <string>

#include "tests/smashup/table.hpp"

namespace cardtable::smashup::test::adn {

inline bool has(const Names& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

inline bool prompt_says(const Table& t, const std::string& words) {
  return t.prompt().find(words) != std::string::npos;
}

// Answers the first option whose id, "#N" card numbers left out, is `short_id` (copies of a card are separate
// options with the same short id); false when none is.
inline bool answer_first(Table& t, const std::string& short_id) {
  for (const auto& option : t.full_options()) {
    std::string bare;
    for (std::size_t i = 0; i < option.size(); ++i) {
      if (option[i] == '#') {
        while (i + 1 < option.size() && option[i + 1] >= '0' && option[i + 1] <= '9') ++i;
      } else {
        bare += option[i];
      }
    }
    if (bare == short_id) {
      t.answer(option);
      return true;
    }
  }
  return false;
}

// A "these abilities happen at the same time" question: every option is "resolve <card-or-base>".
inline bool is_order_question(const Table& t) {
  const Names options = t.options();
  return !options.empty() && std::all_of(options.begin(), options.end(),
                                         [](const std::string& o) { return o.rfind("resolve ", 0) == 0; });
}

// Answers "pass" (or "no", or the first of an order question) to every question until a play phase asks again (or
// the game stops), and returns every option offered to `seat` on the way.
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
    } else if (is_order_question(t)) {
      t.answer(t.full_options().front());
    } else {
      break;
    }
  }
  return offered;
}

// Passes every question until one names `words` in its prompt; false when none came before the next play question.
inline bool pass_until(Table& t, const std::string& words) {
  for (int guard = 0; guard < 40 && t.asking() && !t.can("done"); ++guard) {
    if (prompt_says(t, words)) return true;
    if (t.can("pass")) {
      t.answer("pass");
    } else if (t.can("no")) {
      t.answer("no");
    } else if (is_order_question(t)) {
      t.answer(t.full_options().front());
    } else {
      return false;
    }
  }
  return false;
}

// Up to the next play question: answers each question with the first of `preferred` it offers, else as pass_through.
inline void answer_through(Table& t, const Names& preferred) {
  for (int guard = 0; guard < 40 && t.asking() && !t.can("done"); ++guard) {
    const auto pick = std::find_if(preferred.begin(), preferred.end(), [&](const std::string& a) { return t.can(a); });
    if (pick != preferred.end()) {
      t.answer(*pick);
    } else if (t.can("pass")) {
      t.answer("pass");
    } else if (t.can("no")) {
      t.answer("no");
    } else if (is_order_question(t)) {
      t.answer(t.full_options().front());
    } else {
      return;
    }
  }
}

// Ends the active player's turn ("done") and passes every question on the way, up to the next play phase.
inline Names end_turn(Table& t, Seat seat) {
  t.answer("done");
  return pass_through(t, seat);
}

}  // namespace cardtable::smashup::test::adn
