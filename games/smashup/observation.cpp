#include "games/smashup/observation.hpp"

#include <algorithm>

#include "games/smashup/choice_text.hpp"
#include "games/smashup/play_queries.hpp"

namespace cardtable::smashup {
namespace {

SeenCard seen(const State& s, CardId card) { return {card, s.cards[card].def, s.cards[card].owner}; }

std::vector<SeenCard> seen(const State& s, const std::vector<CardId>& cards) {
  std::vector<SeenCard> out;
  out.reserve(cards.size());
  for (auto c : cards) out.push_back(seen(s, c));
  return out;
}

SeenBase seen_base(const State& s, const BaseInPlay& b, int total) {
  SeenBase out{b.base, breakpoint(s, b.base), total, {}, {}, {}, {}};
  for (Seat p = 0; p < s.players; ++p) {
    out.player_power.push_back(player_power(s, b.base, p));
    for (const auto& source : unattached_power_sources(s, b.base, p))
      out.loose_power.push_back({p, source.card, s.cards[source.card].def, source.amount});
  }
  for (const auto& m : b.minions)
    out.minions.push_back({seen(s, m.card), m.controller, power(s, m.card),
                           printed_power(s, m.card), power_parts(s, m.card), m.counters, m.abilities,
                           talent_state(s, m.card)});
  for (const auto& a : b.actions) {
    const DefId abilities = abilities_def(s, a.card);
    out.actions.push_back({seen(s, a.card), a.on, a.controller,
                           abilities != s.cards[a.card].def ? abilities : kNoDef, talent_state(s, a.card), a.note});
  }
  return out;
}

SeenTurn seen_turn(const State& s) {
  const auto& t = s.turn;
  SeenTurn out{t.active, t.number, t.minion_used, t.action_used, t.minions_played[t.active], t.actions_played,
               {}, in_extra_turn(s), s.extra_turns, unused_plays(s)};
  for (const auto& e : t.extras)
    out.extras.push_back({e.type, e.max_power, e.only_on, e.from_discard, e.where_no_own_minion, e.same_name,
                          e.only_named, e.only_card == kNoCard ? SeenCard{} : seen(s, e.only_card)});
  return out;
}

std::vector<SeenLasting> seen_lasting(const State& s) {
  std::vector<SeenLasting> out;
  for (const auto& l : s.lasting)
    out.push_back({seen(s, l.source), l.def, l.controller, l.seat, l.base, l.until, l.made_on_turn, l.from, l.kind});
  return out;
}

DefId card_named(const State& s, const Choice& c) {
  return names_card(c.kind) && c.a < s.cards.size() ? s.cards[c.a].def : kNoDef;
}

SeenQuestion seen_question(const State& s, Seat seat, framework::SeatWordings words) {
  const auto& q = s.question;
  SeenQuestion out;
  out.seat = q.seat;
  out.prompt = prompt_text(s, words);
  out.play_phase = q.asker == Asker::Rule && q.prompt == static_cast<std::uint8_t>(RulePrompt::PlayCards);
  // the options can name cards in a hand (a discard, Probe): only the seat that answers sees them.
  if (q.seat != seat) return out;
  for (const auto& c : q.options)
    out.options.push_back({c, choice_id(s, c), choice_label(s, c, words), card_named(s, c)});
  out.shown = seen(s, q.shown);
  out.shown_text = shown_text(s);
  if (out.play_phase)
    for (auto c : s.seats[seat].hand) out.refusals.push_back(play_refusal(s, c));
  return out;
}

}  // namespace

std::vector<CardId> revealed_cards(const State& s) {
  std::vector<CardId> out;
  for (const auto& frame : s.stack) {
    if (const auto* a = std::get_if<AbilityFrame>(&frame)) out.insert(out.end(), a->revealed.begin(), a->revealed.end());
    if (const auto* p = std::get_if<PlayNowFrame>(&frame); p && p->extra.only_card != kNoCard)
      out.push_back(p->extra.only_card);
  }
  return out;
}

Observation observe(const State& s, Seat seat, framework::SeatWordings words) {
  if (words.size() < s.players) words = neutral_words();
  Observation o;
  o.seat = seat;
  o.players = s.players;
  o.first_player = s.first_player;
  if (seat < s.seats.size()) o.hand = seen(s, s.seats[seat].hand);
  for (const auto& p : s.seats)
    o.seats.push_back({p.factions, p.faction_count, p.vp, p.hand.size(), p.deck.size(), seen(s, p.discard)});
  const auto totals = base_totals(s);
  for (std::size_t i = 0; i < s.bases.size(); ++i) o.bases.push_back(seen_base(s, s.bases[i], totals[i]));
  o.base_deck_size = s.base_deck.size();
  const auto tops = std::min<std::size_t>(s.public_base_tops, s.base_deck.size());
  o.base_deck_tops.assign(s.base_deck.rbegin(), s.base_deck.rbegin() + static_cast<std::ptrdiff_t>(tops));
  o.base_discard = s.base_discard;
  o.being_played = seen(s, s.limbo);
  o.revealed = seen(s, revealed_cards(s));
  o.turn = seen_turn(s);
  o.lasting = seen_lasting(s);
  o.asking = s.asking;
  if (s.asking) o.question = seen_question(s, seat, words);
  o.winner = s.winner;
  return o;
}

const SeenBase* Observation::base(BaseId id) const {
  const auto at = std::find_if(bases.begin(), bases.end(), [&](const SeenBase& b) { return b.base == id; });
  return at == bases.end() ? nullptr : &*at;
}

const SeenMinion* Observation::minion(CardId card, BaseId* where) const {
  for (const auto& b : bases)
    for (const auto& m : b.minions)
      if (m.card.card == card) {
        if (where) *where = b.base;
        return &m;
      }
  return nullptr;
}

const SeenAttached* Observation::attached(CardId card, BaseId* where) const {
  for (const auto& b : bases)
    for (const auto& a : b.actions)
      if (a.card.card == card) {
        if (where) *where = b.base;
        return &a;
      }
  return nullptr;
}

const SeenCard* Observation::in_hand(CardId card) const {
  const auto at = std::find_if(hand.begin(), hand.end(), [&](const SeenCard& c) { return c.card == card; });
  return at == hand.end() ? nullptr : &*at;
}

DefId Observation::kind_of(CardId card) const {
  const auto in = [&](const std::vector<SeenCard>& zone) {
    const auto at = std::find_if(zone.begin(), zone.end(), [&](const SeenCard& c) { return c.card == card; });
    return at == zone.end() ? kNoDef : at->def;
  };
  if (const auto* c = in_hand(card)) return c->def;
  if (const auto* m = minion(card)) return m->card.def;
  if (const auto* a = attached(card)) return a->card.def;
  for (const auto& p : seats)
    if (const DefId def = in(p.discard); def != kNoDef) return def;
  for (const auto* zone : {&being_played, &revealed, &question.shown})
    if (const DefId def = in(*zone); def != kNoDef) return def;
  for (const auto& o : question.options)
    if (o.def != kNoDef && o.choice.a == card) return o.def;
  for (const auto& e : turn.extras)
    if (e.only_card.card == card) return e.only_card.def;
  return kNoDef;
}

std::string card_token(const SeenCard& card) { return card_token(card.def, card.card); }

}  // namespace cardtable::smashup
