#pragma once
// Hand-built Blast positions for rule tests: name the cards of each hand, everything else is undealt.
#include <sstream>
#include <stdexcept>
#include <string>

#include "games/blast/rules.hpp"

namespace cardtable::blast::test {

inline CardSet cards(const std::string& names) {
  CardSet set;
  std::istringstream in(names);
  std::string word;
  while (in >> word) {
    auto c = parse_card(word);
    if (!c) throw std::invalid_argument("bad card in test: " + word);
    set.insert(*c);
  }
  return set;
}

// A trick about to be led by `leader`, round 1, no exchange, all planets in the centre.
inline State position(const std::string& hand0, const std::string& hand1, Seat leader = 0) {
  State s = new_game(Setup{1, leader});
  s.phase = Phase::Trick;
  s.exchange_count = 0;
  s.hands = {cards(hand0), cards(hand1)};
  s.undealt = kAllCards - s.hands[0] - s.hands[1];
  s.trick = Trick{};
  s.trick.leader = leader;
  s.to_move = leader;
  return s;
}

inline Action act(const std::string& text) {
  auto a = parse_action(text);
  if (!a) throw std::invalid_argument("bad action in test: " + text);
  return *a;
}

// Applies an action given as text, requiring it to be legal.
inline std::vector<Event> play(State& s, const std::string& text) {
  auto legal = find_legal(s, act(text));
  if (!legal) throw std::logic_error("not legal in test: " + text + " (" + why_illegal(s, act(text)) + ")");
  std::vector<Event> events;
  apply(s, *legal, &events);
  return events;
}

inline std::vector<std::string> legal_strings(const State& s) {
  std::vector<std::string> out;
  for (const auto& a : legal_actions(s)) out.push_back(to_string(a));
  return out;
}

inline bool has(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

}  // namespace cardtable::blast::test
