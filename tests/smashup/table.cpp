#include "tests/smashup/table.hpp"

#include <algorithm>
#include <regex>
#include <stdexcept>

#include "games/smashup/engine.hpp"
#include "games/smashup/zones.hpp"

namespace cardtable::smashup::test {
namespace {

std::string without_numbers(const std::string& id) { return std::regex_replace(id, std::regex("#[0-9]+"), ""); }

std::string joined(const Names& names) {
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

}  // namespace

BaseId base_id(const std::string& slug) {
  BaseId b = kNoBase;
  if (!find_base_def(slug, b)) throw std::invalid_argument("no base " + slug);
  return b;
}

Table::Table(const std::string& scenario_json) : Table(nlohmann::json::parse(scenario_json)) {}
Table::Table(const nlohmann::json& scenario) : s(state_from_scenario(scenario)) {}

Names Table::full_options() const {
  Names out;
  if (!s.asking) return out;
  for (const auto& c : s.question.options) out.push_back(choice_id(s, c));
  return out;
}

Names Table::options() const {
  Names out;
  for (const auto& id : full_options()) out.push_back(without_numbers(id));
  return out;
}

bool Table::can(const std::string& short_id) const {
  for (const auto& id : full_options())
    if (id == short_id || without_numbers(id) == short_id) return true;
  return false;
}

void Table::effect(Seat by, CardId source, const std::function<void(Resolver&, const AbilityFrame&)>& fn) {
  AbilityFrame f;
  f.def = s.cards[source].def;
  f.source = source;
  f.controller = by;
  f.base = base_of(s, source);
  Resolver r(s, &log);
  fn(r, f);
  for (auto it = r.queued().rbegin(); it != r.queued().rend(); ++it) s.stack.push_back(std::move(*it));
  s.asking = false;  // the question waiting is asked again once the effects have resolved
  advance(s, &log);
}

void Table::answer(const std::string& short_id) {
  if (!asking()) throw std::logic_error("no question is pending for '" + short_id + "'");
  std::vector<Choice> matches;
  for (const auto& c : s.question.options) {
    const auto id = choice_id(s, c);
    if (id == short_id) {
      matches = {c};
      break;
    }
    if (without_numbers(id) == short_id) matches.push_back(c);
  }
  // Copies of one card in the same pile are interchangeable: take the first.
  auto same_pile = [&](const Choice& c) {
    const auto a = locate(s, c.a), b = locate(s, matches.front().a);
    return c.kind == matches.front().kind && c.b == matches.front().b && a.kind == b.kind && a.seat == b.seat &&
           (a.kind == ZoneKind::Hand || a.kind == ZoneKind::Discard || a.kind == ZoneKind::Deck);
  };
  if (matches.size() > 1 && std::all_of(matches.begin(), matches.end(), same_pile)) matches.resize(1);
  if (matches.size() != 1)
    throw std::logic_error("'" + short_id + "' matches " + std::to_string(matches.size()) + " options of: " +
                           joined(full_options()) + " (prompt: " + prompt() + ")");
  apply(s, matches.front(), &log);
}

CardId Table::on(const std::string& base, const std::string& slug) const {
  const auto* b = find_base(s, base_id(base));
  if (b) {
    for (const auto& m : b->minions)
      if (def_of(s, m.card).slug == slug) return m.card;
    for (const auto& a : b->actions)
      if (def_of(s, a.card).slug == slug) return a.card;
  }
  throw std::logic_error("no " + slug + " on " + base);
}

CardId Table::in_hand(Seat seat, const std::string& slug) const {
  for (auto c : s.seats[seat].hand)
    if (def_of(s, c).slug == slug) return c;
  throw std::logic_error("no " + slug + " in hand " + std::to_string(seat));
}

int Table::power_of(const std::string& base, const std::string& slug) const { return power(s, on(base, slug)); }
int Table::total(const std::string& base) const { return total_power(s, base_id(base)); }

Names Table::names(const std::vector<CardId>& cards) const {
  Names out;
  for (auto c : cards) out.emplace_back(def_of(s, c).slug);
  return out;
}

Names Table::minions_on(const std::string& base) const {
  std::vector<CardId> cards;
  if (const auto* b = find_base(s, base_id(base)))
    for (const auto& m : b->minions) cards.push_back(m.card);
  return names(cards);
}

Names Table::actions_on(const std::string& base) const {
  std::vector<CardId> cards;
  if (const auto* b = find_base(s, base_id(base)))
    for (const auto& a : b->actions) cards.push_back(a.card);
  return names(cards);
}

Names Table::hand(Seat seat) const { return names(s.seats[seat].hand); }
Names Table::deck(Seat seat) const {
  auto cards = s.seats[seat].deck;
  std::reverse(cards.begin(), cards.end());
  return names(cards);
}
Names Table::discard(Seat seat) const { return names(s.seats[seat].discard); }

Names Table::bases() const {
  Names out;
  for (const auto& b : s.bases) out.emplace_back(base_def(b.base).slug);
  return out;
}

Names Table::base_deck() const {
  Names out;
  for (auto it = s.base_deck.rbegin(); it != s.base_deck.rend(); ++it) out.emplace_back(base_def(*it).slug);
  return out;
}

Seat Table::controller(const std::string& base, const std::string& slug) const {
  return controller_of(s, on(base, slug));
}

Names sorted(Names names) {
  std::sort(names.begin(), names.end());
  return names;
}

Names distinct(Names names) {
  names = sorted(std::move(names));
  names.erase(std::unique(names.begin(), names.end()), names.end());
  return names;
}

bool shuffled(const Table& t, Seat seat) {
  return std::any_of(t.log.begin(), t.log.end(),
                     [&](const Event& e) { return e.kind == EventKind::DeckShuffled && e.seat == seat; });
}

DeckTotals deck_totals(Faction faction) {
  DeckTotals totals;
  for (const auto& card : faction_def(faction).cards) {
    ++totals.kinds;
    (card.type == CardType::Minion ? totals.minions : totals.actions) += card.copies;
    if (card.type == CardType::Minion) totals.power += card.power * card.copies;
  }
  return totals;
}

}  // namespace cardtable::smashup::test
