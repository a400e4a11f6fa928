#pragma once
// Scenario tests in a few lines: build a position from JSON, answer by short ids, read the board back by slugs.
//   Table t(R"({"seats":[{"hand":["collector"]},{}],"bases":[{"base":"the-homeworld"}]})");
//   t.answer("play collector the-homeworld");   // "#N" may be left out when only one option matches
//   CHECK(t.minions_on("the-homeworld") == Names{"collector"});
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "games/smashup/choice_text.hpp"
#include "games/smashup/play_queries.hpp"
#include "games/smashup/resolver.hpp"
#include "games/smashup/rules.hpp"
#include "games/smashup/scenario.hpp"

namespace cardtable::smashup::test {

using Names = std::vector<std::string>;

class Table {
 public:
  explicit Table(const char* scenario_json) : Table(std::string(scenario_json)) {}
  explicit Table(const std::string& scenario_json);
  explicit Table(const nlohmann::json& scenario);
  explicit Table(State s) : s(std::move(s)) {}

  // Every option id of the pending question, with the "#N" card numbers left out.
  Names options() const;
  Names full_options() const;
  // True when an option matches `short_id` (ids with their "#N" parts removed also match).
  bool can(const std::string& short_id) const;
  // Answers the one option matching `short_id`; fails the test when none or several match.
  void answer(const std::string& short_id);
  std::string prompt() const { return prompt_text(s); }
  Seat asked() const { return s.question.seat; }
  bool asking() const { return s.asking && !is_over(s); }

  // The first card with this slug on this base / in this zone.
  CardId on(const std::string& base, const std::string& slug) const;
  CardId in_hand(Seat seat, const std::string& slug) const;
  std::string id(CardId card) const { return card_token(s, card); }
  int power_of(const std::string& base, const std::string& slug) const;
  int total(const std::string& base) const;

  Names minions_on(const std::string& base) const;
  Names actions_on(const std::string& base) const;     // on the base and on its minions
  Names hand(Seat seat) const;
  Names deck(Seat seat) const;      // top first
  Names discard(Seat seat) const;
  Names bases() const;              // in play, left to right
  Names base_deck() const;          // top first
  int vp(Seat seat) const { return s.seats[seat].vp; }
  Seat controller(const std::string& base, const std::string& slug) const;
  // Runs engine effects as an ability of `source` controlled by `by` would (for vocabulary no printed card uses
  // yet), then lets the game run on to its next question.
  void effect(Seat by, CardId source, const std::function<void(Resolver&, const AbilityFrame&)>& fn);

  State s;
  std::vector<Event> log;

 private:
  Names names(const std::vector<CardId>& cards) const;
};

BaseId base_id(const std::string& slug);
// The names in alphabetical order, for comparing piles whose order does not matter.
Names sorted(Names names);
// Sorted, each id once: copies of a card in one pile are separate options with the same short id.
Names distinct(Names names);
// Whether the table's log says `seat` shuffled their deck.
bool shuffled(const Table& t, Seat seat);

// What a faction's 20-card deck is made of: card kinds, minion and action cards (copies counted), printed power.
struct DeckTotals {
  int kinds = 0;
  int minions = 0;
  int actions = 0;
  int power = 0;
};
DeckTotals deck_totals(Faction faction);

}  // namespace cardtable::smashup::test
