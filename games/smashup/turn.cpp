// The five phases of a turn (rules "A turn"), the hand limit, and the end of the game.
#include <algorithm>

#include "games/smashup/engine.hpp"

namespace cardtable::smashup {
namespace {

void start_turn(State& s) {
  const Seat active = s.turn.active;
  const auto number = static_cast<std::uint16_t>(s.turn.number + 1);
  s.turn = TurnState{};
  s.turn.active = active;
  s.turn.number = number;
  for (auto& b : s.bases) {
    for (auto& m : b.minions) m.talent_used = false;
    for (auto& a : b.actions) a.talent_used = false;
  }
}

void finish_turn(Resolver& r) {
  State& s = r.mutable_state();
  const Seat active = s.turn.active;
  s.power_mods.clear();
  s.breakpoint_mods.clear();
  s.used.clear();
  s.turn.extras.clear();
  r.expire_lasting([&](const Lasting& l) {
    return l.until == Until::EndOfTurn || l.until == Until::AbilityEnds ||
           (l.until == Until::SeatsNextTurnEnds && l.seat == active && l.made_on_turn < s.turn.number);
  });
}

// Rules "End of the game": at the end of a turn, 15 VP or more and a single leader wins.
Seat single_leader_at_fifteen(const State& s) {
  int best = -1;
  int leaders = 0;
  Seat leader = kNoSeat;
  for (Seat seat = 0; seat < s.players; ++seat) {
    const int vp = s.seats[seat].vp;
    if (vp > best) {
      best = vp;
      leaders = 1;
      leader = seat;
    } else if (vp == best) {
      ++leaders;
    }
  }
  return best >= kWinningVp && leaders == 1 ? leader : kNoSeat;
}

// Whose turn comes next: a queued extra turn (Portal Room) first; after the last one, play goes on clockwise from
// the player whose ordinary turn came before them.
Seat next_turn(State& s) {
  if (!s.extra_turns.empty()) {
    if (s.turn_before_extras == kNoSeat) s.turn_before_extras = s.turn.active;
    const Seat seat = s.extra_turns.front();
    s.extra_turns.erase(s.extra_turns.begin());
    return seat;
  }
  const Seat before = s.turn_before_extras == kNoSeat ? s.turn.active : s.turn_before_extras;
  s.turn_before_extras = kNoSeat;
  return static_cast<Seat>((before + 1) % s.players);
}

}  // namespace

Progress turn_step(Resolver& r, TurnFrame& f) {
  State& s = r.mutable_state();
  const Seat active = s.turn.active;
  switch (f.step) {
    case TurnStep::Start:
      start_turn(s);
      r.expire_lasting([&](const Lasting& l) {
        return l.until == Until::ControllersNextTurn && l.controller == active && l.made_on_turn < s.turn.number;
      });
      f.step = TurnStep::StartTriggers;
      r.emit({EventKind::TurnStarted, kNoCard, kNoBase, kNoBase, active, kNoCard, kNoCard,
              in_extra_turn(s) ? std::int8_t{1} : std::int8_t{0}});
      return Again{};
    case TurnStep::StartTriggers:
      f.step = TurnStep::Play;
      return Again{};
    case TurnStep::Play:
      if (f.answered) {
        f.answered = false;
        if (f.answer.kind == ChoiceKind::Done)
          f.step = TurnStep::Score;
        else
          perform_play(r, f.answer);
        return Again{};
      }
    {
      auto options = r.reused_options();
      play_options(s, options, r.audit());
      r.ask(active, Asker::Rule, 0, static_cast<std::uint8_t>(RulePrompt::PlayCards), kNoCard, kNoBase,
            std::move(options), Resolver::Options::Sorted);
      return Ask{};
    }
    case TurnStep::Score: {
      // Rules "Score bases": one at a time in the active player's order, checking again after each.
      BaseId next = kNoBase;
      if (f.answered) {
        f.answered = false;
        next = f.answer.a;
      } else {
        const auto ready = bases_ready(s);
        if (ready.empty()) {
          f.step = TurnStep::Draw;
          return Again{};
        }
        if (ready.size() > 1) {
          auto options = r.reused_options();
          for (auto b : ready) options.push_back({ChoiceKind::Score, b});
          r.ask(active, Asker::Rule, 0, static_cast<std::uint8_t>(RulePrompt::ScoreOrder), kNoCard, kNoBase,
                std::move(options));
          return Ask{};
        }
        next = ready.front();
      }
      ScoringFrame scoring;
      scoring.base = next;
      r.push(scoring);
      return Again{};
    }
    case TurnStep::Draw:
      r.draw(active, kDrawPerTurn);
      f.step = TurnStep::Discard;
      return Again{};
    case TurnStep::Discard:
      f.step = TurnStep::End;
      if (static_cast<int>(s.seats[active].hand.size()) > kHandLimit) {
        DiscardFrame discard;
        discard.seat = active;
        r.push(discard);
      }
      return Again{};
    case TurnStep::End:
      f.step = TurnStep::EndTriggers;
      r.emit({EventKind::TurnEnded, kNoCard, kNoBase, kNoBase, active});
      return Again{};
    case TurnStep::EndTriggers:
      f.step = TurnStep::Finish;
      return Again{};
    case TurnStep::Finish: {
      finish_turn(r);
      const Seat winner = single_leader_at_fifteen(s);
      if (winner != kNoSeat) {
        s.winner = winner;
        r.log({EventKind::GameWon, kNoCard, kNoBase, kNoBase, winner, kNoCard, kNoCard,
               static_cast<std::int8_t>(std::min<int>(s.seats[winner].vp, 127))});
        return Done{};
      }
      s.turn.active = next_turn(s);
      f.step = TurnStep::Start;
      return Again{};
    }
  }
  return Done{};
}

Progress discard_step(Resolver& r, DiscardFrame& f) {
  if (f.answered) {
    f.answered = false;
    r.discard_from_hand(f.seat, f.answer.a);
    return Again{};
  }
  const auto& hand = r.hand(f.seat);
  if (static_cast<int>(hand.size()) <= kHandLimit) return Done{};
  auto options = r.reused_options();
  for (auto c : hand) options.push_back({ChoiceKind::Card, c});
  r.ask(f.seat, Asker::Rule, 0, static_cast<std::uint8_t>(RulePrompt::DiscardToLimit), kNoCard, kNoBase,
        std::move(options));
  return Ask{};
}

}  // namespace cardtable::smashup
