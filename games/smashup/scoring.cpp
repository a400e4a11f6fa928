// Scoring one base (rules "Scoring one base"): the before-scoring window, VP by place, the base's and cards'
// scoring abilities, the after-scoring window, clearing the base and replacing it.
#include <algorithm>
#include <array>

#include "games/smashup/engine.hpp"
#include "games/smashup/holders.hpp"
#include "games/smashup/zones.hpp"

namespace cardtable::smashup {

namespace {

void award(Resolver& r, ScoringFrame& f) {
  const State& s = r.state();
  const auto powers = base_powers(s, f.base);
  f.place = rank_places(s, f.base, powers);
  const auto& def = base_def(f.base);
  // The log tells the scoring before the VP it gives: the power there, then each player's place.
  Event scoring{EventKind::BaseScoring};
  scoring.base = f.base;
  scoring.amount = static_cast<std::int8_t>(std::min(powers.total, 127));
  r.log(scoring);
  for (Seat seat = 0; seat < s.players; ++seat) {
    if (f.place[seat] == 0) continue;
    Event place{EventKind::PlaceTaken};
    place.base = f.base;
    place.seat = seat;
    place.place = f.place[seat];
    place.amount = static_cast<std::int8_t>(std::clamp(powers.players[seat], -128, 127));
    r.log(place);
  }
  std::vector<int> vp(s.players, 0);
  for (Seat seat = 0; seat < s.players; ++seat)
    if (f.place[seat] > 0) vp[seat] = def.vp[f.place[seat] - 1U];
  if (def.score_bonus && !base_ignored(s, f.base, kNoSeat)) def.score_bonus(s, f.base, f.place, vp);
  for (Seat seat = 0; seat < s.players; ++seat) r.gain_vp(seat, vp[seat], f.base);
}

// Everything still on the base goes to its owner's discard pile (not "destroyed"); the base is replaced.
void clear_and_replace(Resolver& r, BaseId base) {
  State& s = r.mutable_state();
  // Jammed Signal leaves with the scored base, so whether everyone ignores the base's ability is judged now and
  // carried by the event: an ignored base answers nothing after it is replaced (Tortuga).
  const bool ignored = base_ignored(s, base, kNoSeat);
  auto* slot = base_slot(s, base);
  std::vector<CardId> leaving;
  for (const auto& a : slot->actions) leaving.push_back(a.card);
  const std::size_t first_minion = leaving.size();
  for (const auto& m : slot->minions) leaving.push_back(m.card);
  // each minion answers its own "goes to the discard pile" with the abilities it had there (a Copycat's copy).
  std::vector<DefId> had;
  for (const auto& m : slot->minions) had.push_back(abilities_def(s, m.card));
  for (auto c : leaving) {
    lift(s, c);
    put_in_owner_discard(s, c);
  }
  std::erase_if(s.breakpoint_mods, [&](const BreakpointMod& m) { return m.base == base; });
  s.base_discard.push_back(base);
  if (s.base_deck.empty()) {
    // an empty base deck is refilled by shuffling the base discard pile.
    s.base_deck.swap(s.base_discard);
    r.shuffle_base_deck();
  }
  const BaseId incoming = s.base_deck.back();
  s.base_deck.pop_back();
  if (s.public_base_tops > 0) --s.public_base_tops;
  replace_base(*base_slot(s, base), incoming);
  // The minions were discarded before the base was replaced: abilities that answer it come before the replaced
  // base's (Tortuga), and know which base is the new one (Doppelgänger may not play there).
  for (std::size_t i = first_minion; i < leaving.size(); ++i)
    r.trigger({EventKind::MinionDiscarded, leaving[i], base, incoming, owner_of(s, leaving[i])}, had[i - first_minion]);
  r.emit({EventKind::BaseReplaced, kNoCard, base, incoming, kNoSeat, kNoCard, kNoCard, ignored ? std::int8_t{1} : std::int8_t{0}});
}

}  // namespace

Progress scoring_step(Resolver& r, ScoringFrame& f) {
  // A base that left play before it was awarded (swapped away in a window) no longer scores.
  if (f.step <= 3 && !find_base(r.state(), f.base)) return Done{};
  switch (f.step) {
    case 0: {
      f.step = 1;
      // "Before this base scores" abilities (Secret Volcano Headquarters) resolve first, then the window opens.
      r.trigger({EventKind::BaseAboutToScore, kNoCard, f.base});
      WindowFrame w;
      w.window = Window::BeforeScoring;
      w.base = f.base;
      w.next = r.active();
      r.push(w);
      return Again{};
    }
    case 1: {
      award(r, f);
      f.step = 2;
      Seat winner = kNoSeat;
      for (Seat seat = 0; seat < r.players(); ++seat)
        if (f.place[seat] == 1 && winner == kNoSeat) winner = seat;
      r.emit({EventKind::BaseScored, kNoCard, f.base, kNoBase, winner});
      return Again{};
    }
    case 2: {
      f.step = 3;
      WindowFrame w;
      w.window = Window::AfterScoring;
      w.base = f.base;
      w.next = r.active();
      r.push(w);
      return Again{};
    }
    case 3:
      f.step = 4;
      clear_and_replace(r, f.base);
      return Again{};
    default: return Done{};
  }
}

Progress window_step(Resolver& r, WindowFrame& f) {
  const State& s = r.state();
  const auto kind = f.window == Window::BeforeScoring ? SpecialWindow::Kind::BeforeScoring
                                                      : SpecialWindow::Kind::AfterScoring;
  const Seat asked = f.next;
  f.next = static_cast<Seat>((f.next + 1) % s.players);
  if (f.answered) {
    f.answered = false;
    if (f.answer.kind == ChoiceKind::Pass) {
      ++f.passes;
      return Again{};
    }
    f.passes = 0;
    r.use_special(f.answer.a, asked, f.base);
    return Again{};
  }
  if (f.passes >= s.players || !find_base(s, f.base)) return Done{};
  // a player is asked when they have a Special usable now, or might hold one for all the others can tell (a
  // card of theirs out of sight that could be used from the hand): who is asked tells nobody what a hand holds. A
  // window nobody is asked in closes at once instead of asking everyone to pass.
  const auto askable = [&](Seat seat) {
    const SpecialWindow w{kind, f.base, seat};
    return may_hold_special(s, seat, w, r.audit()) || !usable_specials(s, seat, w, r.audit()).empty();
  };
  bool anyone = false;
  for (Seat seat = 0; seat < s.players && !anyone; ++seat) anyone = askable(seat);
  if (!anyone) return Done{};
  if (!askable(asked)) {
    ++f.passes;
    return Again{};
  }
  const auto usable = usable_specials(s, asked, SpecialWindow{kind, f.base, asked}, r.audit());
  auto options = r.reused_options();
  for (auto c : usable) options.push_back({ChoiceKind::Use, c});
  options.push_back({ChoiceKind::Pass});
  f.next = asked;  // the answer comes back to this visit's seat
  r.ask(asked, Asker::Rule, 0, static_cast<std::uint8_t>(RulePrompt::MeFirst), kNoCard, f.base, std::move(options));
  return Ask{};
}

}  // namespace cardtable::smashup
