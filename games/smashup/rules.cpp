#include "games/smashup/rules.hpp"

#include <algorithm>
#include <cassert>
#include <string>

#include "games/smashup/engine.hpp"
#include "games/smashup/promise_audit.hpp"

namespace cardtable::smashup {

bool is_over(const State& s) { return s.winner != kNoSeat; }

const Question& pending(const State& s) { return s.question; }

bool is_legal(const State& s, const Choice& c) {
  if (!s.asking) return false;
  const auto& options = s.question.options;
  return std::binary_search(options.begin(), options.end(), c);
}

namespace {

// Gives the answer to the frame that asked.
void answer(State& s, const Choice& c) {
  assert(is_legal(s, c));
  s.asking = false;
  std::visit(
      [&](auto& f) {
        if constexpr (requires { f.answered; }) {
          f.answer = c;
          f.answered = true;
        }
      },
      s.stack.back());
}

}  // namespace

void apply(State& s, const Choice& c, std::vector<Event>* log) {
  answer(s, c);
  advance(s, log);
}

void apply_audited(State& s, const Choice& c, PromiseAudit& audit) {
  answer(s, c);
  advance(s, nullptr, &audit);
}

PromiseAudit::Counts& PromiseAudit::events_of(const Holder& h, bool is_base) {
  return is_base ? base_events.at(h.base) : h.lasting ? lasting_events.at(h.def) : card_events.at(h.def);
}

std::uint32_t& PromiseAudit::own_base_of(const Holder& h) {
  return h.card == kNoCard && !h.lasting ? base_own_base.at(h.base)
                                         : h.lasting ? lasting_own_base.at(h.def) : card_own_base.at(h.def);
}

void PromiseAudit::trigger_asked(const Holder& h, const Reacts& reacts, bool is_base, const Event& e) {
  if (reacts.to & event_bit(e.kind)) ++events_of(h, is_base)[static_cast<std::size_t>(e.kind)];
}

void PromiseAudit::special_asked(DefId def, const Special& special, const SpecialWindow& w) {
  if (special.in & window_bit(w.kind)) ++card_windows.at(def)[static_cast<std::size_t>(w.kind)];
}

std::vector<double> results(const State& s) {
  std::vector<double> out(s.players, 0.0);
  if (s.winner != kNoSeat) out[s.winner] = 1.0;
  return out;
}

std::string card_problem(const State& s) {
  std::vector<int> seen(s.cards.size(), 0);
  auto count = [&](const std::vector<CardId>& zone, const char* where) -> std::string {
    for (auto c : zone) {
      if (c >= s.cards.size()) return std::string("unknown card id ") + std::to_string(c) + " in " + where;
      ++seen[c];
    }
    return {};
  };
  for (std::size_t i = 0; i < s.seats.size(); ++i) {
    const auto& p = s.seats[i];
    for (const auto* zone : {&p.deck, &p.hand, &p.discard})
      if (auto e = count(*zone, "a player's pile"); !e.empty()) return e;
    for (const auto* zone : {&p.deck, &p.hand, &p.discard})
      for (auto c : *zone)
        if (s.cards[c].owner != i)
          return "card " + std::to_string(c) + " is in another owner's hand, deck or discard pile";
  }
  if (auto e = count(s.limbo, "the cards being played"); !e.empty()) return e;
  for (const auto& b : s.bases) {
    std::vector<CardId> cards;
    for (const auto& m : b.minions) cards.push_back(m.card);
    for (const auto& a : b.actions) cards.push_back(a.card);
    if (auto e = count(cards, "a base"); !e.empty()) return e;
    for (const auto& a : b.actions) {
      if (a.on == kNoCard) continue;
      if (std::none_of(b.minions.begin(), b.minions.end(), [&](const MinionInPlay& m) { return m.card == a.on; }))
        return "action " + std::to_string(a.card) + " is attached to a minion that is not on its base";
    }
  }
  for (std::size_t c = 0; c < seen.size(); ++c)
    if (seen[c] != 1) return "card " + std::to_string(c) + " is in " + std::to_string(seen[c]) + " places";
  return {};
}

}  // namespace cardtable::smashup
