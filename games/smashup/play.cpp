// The play phase's plays, made: the permission a play uses (asking which when they differ, R-20), then the card
// played through the Resolver; a Special or Talent used from the play phase.
#include <algorithm>

#include "games/smashup/engine.hpp"
#include "games/smashup/permissions.hpp"

namespace cardtable::smashup {
namespace {

// The first extra of a same-name group used names the card kind the others of its group allow (Blossom).
void name_the_group(State& s, const ExtraPlay& used, CardId card) {
  if (!used.same_name || used.only_named != kNoDef) return;
  for (auto& e : s.turn.extras)
    if (e.same_name && e.source == used.source && e.type == used.type) e.only_named = s.cards[card].def;
}

void play_with(Resolver& r, const Choice& c, int permission) {
  State& s = r.mutable_state();
  const Seat seat = s.turn.active;
  const auto p = played_card(s, seat, c);
  const bool minion = def_of(s, p.card).type == CardType::Minion;
  if (permission == kNormalPlay) {
    (minion ? s.turn.minion_used : s.turn.action_used) = true;
  } else if (permission >= 0) {
    const ExtraPlay used = s.turn.extras[static_cast<std::size_t>(permission)];
    s.turn.extras.erase(s.turn.extras.begin() + permission);
    name_the_group(s, used, p.card);
  }
  switch (c.kind) {
    case ChoiceKind::PlayMinion: r.play_minion(seat, p.card, c.b); break;
    case ChoiceKind::PlayAction: r.play_action(seat, p.card); break;
    case ChoiceKind::PlayOnBase: r.play_action(seat, p.card, c.b); break;
    case ChoiceKind::PlayOnMinion: r.play_action(seat, p.card, p.base, c.b); break;
    default: break;
  }
}

// The frame that uses `card`'s Talent, marking that card's use for the turn.
AbilityFrame talent_frame(State& s, CardId card) {
  AbilityFrame f;
  f.hook = Hook::Talent;
  f.def = abilities_def(s, card);
  f.source = card;
  for (auto& b : s.bases) {
    for (auto& m : b.minions)
      if (m.card == card) {
        m.talent_used = true;
        f.controller = m.controller;
        f.base = b.base;
      }
    for (auto& a : b.actions)
      if (a.card == card) {
        a.talent_used = true;
        f.controller = a.controller;
        f.base = b.base;
        f.target = a.on;
      }
  }
  return f;
}

}  // namespace

void perform_play(Resolver& r, const Choice& c) {
  State& s = r.mutable_state();
  const Seat seat = s.turn.active;
  if (c.kind == ChoiceKind::Use) {
    if (talent_usable(s, seat, c.a))
      r.push(talent_frame(s, c.a));
    else
      r.use_special(c.a, seat, base_of(s, c.a));
    return;
  }
  // when the permissions that fit would leave different plays for later, the player picks one.
  const auto permissions = distinct_permissions(s, seat, c);
  if (permissions.size() > 1 && s.rules >= 2) {
    PermissionFrame ask;
    ask.play = c;
    r.push(ask);
    return;
  }
  play_with(r, c, permissions.empty() ? kNoAllowance : permissions.front());
}

Progress permission_step(Resolver& r, PermissionFrame& f) {
  if (f.answered) {
    f.answered = false;
    play_with(r, f.play, f.answer.a == kFreePlay ? kNormalPlay : f.answer.a);
    return Done{};
  }
  auto options = r.reused_options();
  for (int p : distinct_permissions(r.state(), r.active(), f.play))
    options.push_back({ChoiceKind::Permission, p == kNormalPlay ? kFreePlay : static_cast<std::uint8_t>(p)});
  const auto where = played_card(r.state(), r.active(), f.play);
  r.ask(r.active(), Asker::Rule, 0, static_cast<std::uint8_t>(RulePrompt::WhichPermission), where.card, where.base,
        std::move(options));
  return Ask{};
}

}  // namespace cardtable::smashup
