// Ghosts (Awesome Level 9000): strong with an almost empty hand. Many cards check "2 or fewer cards in your hand"
// (the glossary: counted when checked; a card being played is no longer in the hand, and Ongoing checks switch on
// and off as the hand changes, on anyone's turn); the others thin the hand by discarding.
#include <algorithm>

#include "games/smashup/resolver.hpp"

namespace cardtable::smashup {
namespace {

constexpr std::size_t kFewCards = 2;

bool few_cards(const State& s, Seat seat) { return s.seats[seat].hand.size() <= kFewCards; }

// "Cards controlled by other players cannot affect it": their minions and actions cannot move, return, destroy it
// or attach to it (R-21: their power changes, control changes and restrictions still reach it); a base's ability
// (by == kNoCard) is nobody's card.
bool by_other_players_card(const Affect& a, Seat self) { return a.by != kNoCard && a.by_seat != self; }

// Spectre, Special: with 2 or fewer cards in hand it may be played from the discard pile in place of a hand minion,
// using any minion play its owner has (the glossary: not an extra naming another card; limits still apply).
bool spectre_from_discard(const State& s, CardId, Seat player) { return few_cards(s, player); }

// Haunting: while its controller holds 2 or fewer cards, +3 power and untouchable by other players' cards.
int haunting_power(const State& s, const Holder& self, CardId minion, BaseId) {
  return minion == self.card && few_cards(s, self.controller) ? 3 : 0;
}
bool haunting_prevents(const State& s, const Holder& self, const Affect& a) {
  return a.target == self.card && by_other_players_card(a, self.controller) && few_cards(s, self.controller);
}

// Spirit: pick a minion; you may discard as many cards as its power (counted when you agree) to destroy it.
Progress spirit(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1;
            return r.choose_minion(f, 0, r.minions(minions()), Pick::Must, AffectKind::Destroy);
    case 1: {
      const auto m = r.chosen(f);
      if (!m || r.hand(f.controller).size() < static_cast<std::size_t>(r.power(*m))) return r.done();
      f.picked.cards = {*m};
      f.step = 2;
      return r.ask_yes_no(f, 1);
    }
    case 2:
      if (!r.said_yes(f)) return r.done();
      f.remaining = static_cast<std::int16_t>(r.power(f.picked.cards[0]));
      f.step = 3;
      return r.again();
    case 3: {
      const auto& hand = r.hand(f.controller);
      if (f.remaining > 0 && hand.size() > static_cast<std::size_t>(f.remaining)) {
        f.step = 4;
        return r.choose_card(f, 2, hand, Pick::Must);
      }
      // The whole rest of the hand goes: nothing to choose.
      const auto rest = std::min(hand.size(), static_cast<std::size_t>(std::max<int>(f.remaining, 0)));
      for (auto c : std::vector<CardId>(hand.begin(), hand.begin() + static_cast<std::ptrdiff_t>(rest)))
        r.discard_from_hand(f.controller, c);
      r.destroy(f.picked.cards[0], f);
      return r.done();
    }
    case 4:
      if (auto c = r.chosen(f)) r.discard_from_hand(f.controller, *c);
      --f.remaining;
      f.step = 3;
      return r.again();
  }
  return r.corrupt_step(f);
}

// Ghost: you may discard a card.
Progress ghost(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1; return r.choose_card(f, 0, r.hand(f.controller), Pick::May);
    case 1: if (auto c = r.chosen(f)) r.discard_from_hand(f.controller, *c);
            return r.done();
  }
  return r.corrupt_step(f);
}

std::vector<CardId> minions_in_discard(const Resolver& r, Seat seat, DefId only = kNoDef) {
  std::vector<CardId> out;
  for (auto c : r.discard(seat))
    if (r.def(c).type == CardType::Minion && (only == kNoDef || r.state().cards[c].def == only)) out.push_back(c);
  return out;
}

// Across the Divide: name a title by taking a first minion of it from the discard pile, then any number more of
// that title ("any number" includes none: passing at once names nothing).
Progress across_the_divide(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1; return r.choose_card(f, 0, minions_in_discard(r, f.controller), Pick::May);
    case 1: {
      const auto c = r.chosen(f);
      if (!c) return r.done();
      if (f.picked.cards.empty()) f.picked.cards = {*c};
      r.take_into_hand(*c);
      f.step = 1;
      const DefId title = r.state().cards[f.picked.cards[0]].def;
      return r.choose_card(f, 1, minions_in_discard(r, f.controller, title), Pick::May);
    }
  }
  return r.corrupt_step(f);
}

// Door to the Beyond: while its player holds 2 or fewer cards, their minions on this base have +2 power.
int door_to_the_beyond_power(const State& s, const Holder& self, CardId minion, BaseId minion_base) {
  return minion_base == self.base && controller_of(s, minion) == self.controller && few_cards(s, self.controller)
             ? 2
             : 0;
}

// Ghostly Arrival: an extra minion and an extra action, each optional.
Progress ghostly_arrival(Resolver& r, AbilityFrame& f) {
  r.grant_extra(f.controller, ExtraPlay{.type = CardType::Minion, .source = f.source});
  r.grant_extra(f.controller, ExtraPlay{.type = CardType::Action, .source = f.source});
  return r.done();
}

// Incorporeal: other players' cards cannot affect the minion it is on.
bool incorporeal_prevents(const State&, const Holder& self, const Affect& a) {
  return a.target == self.on && by_other_players_card(a, self.controller);
}

// Make Contact (original printing): playable only as the last card in hand; you control the minion it is on for as
// long as it stays there.
bool make_contact_playable(const State& s, CardId self, Seat player) {
  const auto& hand = s.seats[player].hand;
  return hand.size() == 1 && hand.front() == self;
}
Progress make_contact(Resolver& r, AbilityFrame& f) {
  if (r.base_of(f.source) != kNoBase && f.target != kNoCard)
    r.take_control(f.target, f.controller, Until::WhileAttached, f);
  return r.done();
}

// Séance: with 2 or fewer cards in hand (Séance itself is being played, so it does not count), draw up to 5.
Progress seance(Resolver& r, AbilityFrame& f) {
  const auto held = r.hand(f.controller).size();
  if (held <= kFewCards) r.draw(f.controller, static_cast<int>(5 - held));
  return r.done();
}

// Shady Deal: with 2 or fewer cards in hand, 1 VP.
Progress shady_deal(Resolver& r, AbilityFrame& f) {
  if (few_cards(r.state(), f.controller)) r.gain_vp(f.controller, 1, kNoBase, f.source);
  return r.done();
}

// The Dead Rise: discard any number of cards, then you may play, as an extra minion, a minion from your discard pile
// whose power is below the number discarded (the cards just discarded included). R-18: played normally in the play
// phase, its extra lasts the rest of the turn (as They Keep Coming's); grant_extra makes it "now or never" elsewhere.
Progress the_dead_rise(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1; return r.choose_card(f, 0, r.hand(f.controller), Pick::May);
    case 1:
      if (auto c = r.chosen(f)) {
        r.discard_from_hand(f.controller, *c);
        ++f.remaining;
        f.step = 0;
        return r.again();
      }
      if (f.remaining > 0)
        r.grant_extra(f.controller,
                      ExtraPlay{.type = CardType::Minion, .max_power = static_cast<std::int8_t>(std::min(f.remaining - 1, 127)),
                                .from_discard = true, .source = f.source});
      return r.done();
  }
  return r.corrupt_step(f);
}

// Haunted House: after a player plays a minion here, that player discards a card. A player who may ignore the base
// (Infiltrate, R-10) is asked, as the discard is mandatory.
bool haunted_house_reacts(const State&, const Holder& self, const Event& e) {
  return e.base == self.base;
}
Progress haunted_house(Resolver& r, AbilityFrame& f) {
  const Seat seat = f.event.seat;
  switch (f.step) {
    case 0:
      if (r.base_ignored(f.base, kNoSeat) || r.hand(seat).empty()) return r.done();
      if (r.base_ignored(f.base, seat)) {
        f.step = 1;
        return r.ask_yes_no(f, 1, seat);
      }
      f.step = 2;
      return r.again();
    case 1:
      if (r.said_yes(f)) return r.done();
      f.step = 2;
      return r.again();
    case 2: f.step = 3; return r.choose_card(f, 0, r.hand(seat), Pick::Must, seat);
    case 3: if (auto c = r.chosen(f)) r.discard_from_hand(seat, *c);
            return r.done();
  }
  return r.corrupt_step(f);
}

// The Dread Gazebo: no actions may be played onto it. R-25: those are the actions played on the base itself, so an
// action may still be played on a minion there.
bool dread_gazebo_forbids(const State& s, const Holder&, Seat, CardId card, BaseId) {
  return def_of(s, card).type == CardType::Action && def_of(s, card).play_on == PlayOn::Base;
}

constexpr CardDef kGhosts[] = {
    {.slug = "spectre", .name = "Spectre", .faction = Faction::Ghosts, .type = CardType::Minion, .power = 5,
     .text = "Special: while you hold 2 or fewer cards, you may play this from your discard pile with any minion play "
             "you have, instead of a minion from your hand.",
     .plays_from_discard = spectre_from_discard},
    {.slug = "haunting", .name = "Haunting", .faction = Faction::Ghosts, .type = CardType::Minion, .power = 3,
     .copies = 2,
     .text = "Ongoing: while you hold 2 or fewer cards, +3 power, and other players' cards cannot affect it.",
     .power_bonus = haunting_power, .power_scope = PowerScope::Self, .prevents = haunting_prevents},
    {.slug = "spirit", .name = "Spirit", .faction = Faction::Ghosts, .type = CardType::Minion, .power = 3,
     .copies = 3,
     .text = "When you play it, choose a minion. You may discard as many cards as its power; if you do, destroy it.",
     .on_play = spirit,
     .prompts = {"choose a minion you may destroy by discarding as many cards as its power",
                 "discard as many cards as that minion's power to destroy it?", "choose a card to discard"}},
    {.slug = "ghost", .name = "Ghost", .faction = Faction::Ghosts, .type = CardType::Minion, .power = 2,
     .copies = 4, .text = "When you play it, you may discard a card.", .on_play = ghost,
     .prompts = {"you may choose a card to discard"}},
    {.slug = "across-the-divide", .name = "Across the Divide", .faction = Faction::Ghosts, .type = CardType::Action,
     .text = "Name a minion: take any number of minions of that name from your discard pile into your hand.",
     .on_play = across_the_divide,
     .prompts = {"choose a minion in your discard pile to name and take into your hand",
                 "you may take another minion of that name into your hand"}},
    {.slug = "door-to-the-beyond", .name = "Door to the Beyond", .faction = Faction::Ghosts,
     .type = CardType::Action,
     .text = "Play it on a base. Ongoing: while you hold 2 or fewer cards, your minions here have +2 power.",
     .play_on = PlayOn::Base, .power_bonus = door_to_the_beyond_power,
     .power_scope = PowerScope::ThisBase},
    {.slug = "ghostly-arrival", .name = "Ghostly Arrival", .faction = Faction::Ghosts, .type = CardType::Action,
     .copies = 2, .text = "You may play an extra minion and an extra action this turn.", .on_play = ghostly_arrival},
    {.slug = "incorporeal", .name = "Incorporeal", .faction = Faction::Ghosts, .type = CardType::Action,
     .copies = 2, .text = "Play it on one of your minions. Ongoing: other players' cards cannot affect that minion.",
     .play_on = PlayOn::OwnMinion, .prevents = incorporeal_prevents},
    {.slug = "make-contact", .name = "Make Contact", .faction = Faction::Ghosts, .type = CardType::Action,
     .text = "Play it only when it is the last card in your hand, on a minion. Ongoing: you control that minion.",
     .play_on = PlayOn::Minion, .on_play = make_contact, .play_condition = make_contact_playable},
    {.slug = "seance", .name = "Séance", .faction = Faction::Ghosts, .type = CardType::Action,
     .text = "If you hold 2 or fewer other cards, draw until you hold 5.", .on_play = seance},
    {.slug = "shady-deal", .name = "Shady Deal", .faction = Faction::Ghosts, .type = CardType::Action,
     .text = "If you hold 2 or fewer other cards, gain 1 VP.", .on_play = shady_deal},
    {.slug = "the-dead-rise", .name = "The Dead Rise", .faction = Faction::Ghosts, .type = CardType::Action,
     .text = "Discard any number of cards. Then you may play an extra minion from your discard pile with less power "
             "than the number discarded.",
     .on_play = the_dead_rise, .prompts = {"choose a card to discard, or pass when you are done"}},
};

constexpr BaseDef kGhostBases[] = {
    {.slug = "haunted-house", .name = "Haunted House", .faction = Faction::Ghosts, .breakpoint = 18,
     .vp = {4, 3, 2}, .text = "After a player plays a minion here, that player discards a card.",
     .prompts = {"you played a minion here: choose a card to discard",
                 "you infiltrated Haunted House: ignore it and keep your cards (yes), or discard a card (no)?"},
     .reacts = {events(EventKind::MinionPlayed), haunted_house_reacts}, .reaction = haunted_house},
    {.slug = "the-dread-gazebo", .name = "The Dread Gazebo", .faction = Faction::Ghosts, .breakpoint = 20,
     .vp = {4, 2, 1}, .text = "No player may play actions onto this base.",
     .forbids_play = {ForbidsScope::ThisBase, dread_gazebo_forbids}},
};

}  // namespace

FactionDef ghosts_faction() {
  return {Faction::Ghosts, "ghosts", "Ghosts",
          "Strong with an almost empty hand: discard to grow stronger and slip past other cards.", kGhosts,
          kGhostBases, 2};
}

}  // namespace cardtable::smashup
