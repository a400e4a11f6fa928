// Aliens: 10 minions and 10 actions that send minions back to their owners' hands, plus The Homeworld and
// The Mothership. Card text is our paraphrase of the original printing.
#include "games/smashup/resolver.hpp"

namespace cardtable::smashup {
namespace {

// Supreme Overlord: you may return any minion in play to its owner's hand.
Progress supreme_overlord(Resolver& r, AbilityFrame& f) {
  return r.choose_minion_then(f, 0, r.minions(minions()), Pick::May, AffectKind::Return);
}

// Invader: gain 1 VP (mandatory in the original wording).
Progress invader(Resolver& r, AbilityFrame& f) {
  r.gain_vp(f.controller, 1, kNoBase, f.source);
  return r.done();
}

// Scout: after its base scores, its controller may put it into their hand instead of the discard pile.
Progress scout(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: if (r.base_of(f.source) != f.base) return r.done();
            f.step = 1; return r.ask_yes_no(f, 0);
    case 1: if (r.said_yes(f)) r.return_to_hand(f.source, f);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Collector: you may return a minion of power 3 or less on this base to its owner's hand.
Progress collector(Resolver& r, AbilityFrame& f) {
  return r.choose_minion_then(f, 0, r.minions(minions().on(f.base).power_at_most(3)), Pick::May, AffectKind::Return);
}

// Abduction: return a minion to its owner's hand, then you may play an extra minion.
Progress abduction(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1; return r.choose_minion(f, 0, r.minions(minions()), Pick::Must, AffectKind::Return);
    case 1: if (auto t = r.chosen(f)) r.return_to_hand(*t, f);
            r.grant_extra(f.controller, ExtraPlay{.type = CardType::Minion, .source = f.source});
            return r.done();
  }
  return r.corrupt_step(f);
}

// Beam Up: return a minion to its owner's hand.
Progress beam_up(Resolver& r, AbilityFrame& f) {
  return r.choose_minion_then(f, 0, r.minions(minions()), Pick::Must, AffectKind::Return);
}

// Crop Circles: choose a base; every minion on it returns to its owner's hand.
Progress crop_circles(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1; return r.choose_base(f, 0, r.bases(), Pick::Must);
    case 1: if (auto b = r.chosen(f))
              for (auto m : r.minions(minions().on(*b))) r.return_to_hand(m, f);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Disintegrator: put a minion of power 3 or less on the bottom of its owner's deck.
Progress disintegrator(Resolver& r, AbilityFrame& f) {
  return r.choose_minion_then(f, 0, r.minions(minions().power_at_most(3)), Pick::Must, AffectKind::DeckBottom);
}

// Invasion: move a minion to another base.
Progress invasion(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1; return r.choose_minion(f, 0, r.minions(minions()), Pick::Must, AffectKind::Move);
    case 1: {
      const auto t = r.chosen(f);
      if (!t) return r.done();
      f.picked.cards = {*t};
      f.step = 2;
      return r.choose_base(f, 1, r.bases_except(r.base_of(*t)), Pick::Must);
    }
    case 2: if (auto b = r.chosen(f)) r.move(f.picked.cards[0], *b, f);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Jammed Signal (Ongoing, on a base): every player ignores this base's ability.
bool jammed_signal_ignores(const State&, const Holder& self, BaseId base, Seat) {
  return self.base == base;
}

// Probe: look at another player's hand (all of it, actions too, even with no minion in it) and make them discard a
// minion you choose from it.
Progress probe(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1; return r.choose_player(f, 0, r.other_players(f.controller), Pick::Must);
    case 1: {
      const auto who = r.chosen(f);
      if (!who) return r.done();
      f.picked.seats = {*who};
      std::vector<CardId> minion_cards;
      for (auto c : r.hand(*who))
        if (r.def(c).type == CardType::Minion) minion_cards.push_back(c);
      f.step = 2;
      return r.look_and_choose_card(f, 1, r.hand(*who), minion_cards);
    }
    case 2: if (auto c = r.chosen(f)) r.discard_from_hand(f.picked.seats[0], *c);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Terraforming: take any base from the base deck and swap it with a base in play (its minions stay, its actions
// are discarded, it goes into the base deck), shuffle the base deck, then you may play an extra minion there.
Progress terraforming(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1; return r.choose_base(f, 0, r.base_deck(), Pick::Must);
    case 1: {
      const auto incoming = r.chosen(f);
      if (!incoming) return r.done();
      f.picked.bases = {*incoming};
      f.step = 2;
      return r.choose_base(f, 1, r.bases(), Pick::Must);
    }
    case 2: {
      const auto outgoing = r.chosen(f);
      if (!outgoing) return r.done();
      r.swap_base(*outgoing, f.picked.bases[0]);
      r.shuffle_base_deck();
      r.grant_extra(f.controller,
                    ExtraPlay{.type = CardType::Minion, .only_on = f.picked.bases[0], .source = f.source});
      return r.done();
    }
  }
  return r.corrupt_step(f);
}

// The Homeworld: after a minion is played here, its owner may play an extra minion of power 2 or less. Jammed
// Signal makes everyone ignore the base. R-10: an infiltrating player only MAY ignore it, and the extra is optional
// anyway, so it is still granted: not playing it is ignoring the base.
bool homeworld_reacts(const State&, const Holder& self, const Event& e) {
  return e.base == self.base;
}
Progress homeworld(Resolver& r, AbilityFrame& f) {
  if (!r.base_ignored(f.base, kNoSeat))
    r.grant_extra(r.owner(f.event.card), ExtraPlay{.type = CardType::Minion, .max_power = 2}, f.base);
  return r.done();
}

// The Mothership: after it scores, each winner may return one of their minions of power 3 or less from it to hand.
Progress mothership(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: return r.list_winners(f, 1);
    case 1: {
      const Seat winner = r.winner_in_turn(f);
      if (winner == kNoSeat) return r.done();
      f.step = 2;
      // Jammed Signal: nobody is offered anything. R-10: an infiltrating winner is still offered the optional
      // return; passing is ignoring the base.
      if (r.base_ignored(f.base, kNoSeat)) return r.again();
      return r.choose_minion(f, 0, r.minions(minions().on(f.base).mine(winner).power_at_most(3)), Pick::May,
                             AffectKind::Return, winner);
    }
    case 2: if (auto t = r.chosen(f)) r.return_to_hand(*t, f);
            return r.next_winner(f, 1);
  }
  return r.corrupt_step(f);
}

constexpr CardDef kAliens[] = {
    {.slug = "supreme-overlord", .name = "Supreme Overlord", .faction = Faction::Aliens, .type = CardType::Minion,
     .power = 5, .copies = 1,
     .text = "When you play it, you may pick any one minion in play and send it back to its owner's hand.",
     .on_play = supreme_overlord, .prompts = {"you may return a minion to its owner's hand"}},
    {.slug = "invader", .name = "Invader", .faction = Faction::Aliens, .type = CardType::Minion, .power = 3,
     .copies = 2, .text = "When you play it, you score 1 VP.", .on_play = invader},
    {.slug = "scout", .name = "Scout", .faction = Faction::Aliens, .type = CardType::Minion, .power = 3, .copies = 3,
     .text = "Special: once the base this minion is on has been scored, you may put this card into your hand "
             "rather than into your discard pile.",
     .prompts = {"its base scored: put Scout into your hand instead of your discard pile?"},
     .reacts = {events(EventKind::BaseScored), after_this_base_scores}, .reaction = scout},
    {.slug = "collector", .name = "Collector", .faction = Faction::Aliens, .type = CardType::Minion, .power = 2,
     .copies = 4,
     .text = "When you play it, you may choose a minion with power 3 or less on this base and send it back to "
             "its owner's hand.",
     .on_play = collector, .prompts = {"you may return a minion of power 3 or less here to its owner's hand"}},
    {.slug = "abduction", .name = "Abduction", .faction = Faction::Aliens, .type = CardType::Action,
     .text = "Send any one minion in play back to its owner's hand, then you may play one extra minion this turn.",
     .on_play = abduction, .prompts = {"choose a minion to return to its owner's hand"}},
    {.slug = "beam-up", .name = "Beam Up", .faction = Faction::Aliens, .type = CardType::Action, .copies = 2,
     .text = "Send any one minion in play back to its owner's hand.", .on_play = beam_up,
     .prompts = {"choose a minion to return to its owner's hand"}},
    {.slug = "crop-circles", .name = "Crop Circles", .faction = Faction::Aliens, .type = CardType::Action,
     .text = "Pick one base: every minion on it goes back to its owner's hand.", .on_play = crop_circles,
     .prompts = {"choose a base: every minion on it returns to its owner's hand"}},
    {.slug = "disintegrator", .name = "Disintegrator", .faction = Faction::Aliens, .type = CardType::Action,
     .copies = 2,
     .text = "Pick any minion in play whose power is 3 or less and put it at the bottom of its owner's deck.",
     .on_play = disintegrator, .prompts = {"choose a minion of power 3 or less to put under its owner's deck"}},
    {.slug = "invasion", .name = "Invasion", .faction = Faction::Aliens, .type = CardType::Action,
     .text = "Move any one minion from its base to a different base.", .on_play = invasion,
     .prompts = {"choose a minion to move", "choose the base to move it to"}},
    {.slug = "jammed-signal", .name = "Jammed Signal", .faction = Faction::Aliens, .type = CardType::Action,
     .text = "Play it on a base. Ongoing: every player ignores that base's ability.", .play_on = PlayOn::Base,
     .ignores_base = jammed_signal_ignores},
    {.slug = "probe", .name = "Probe", .faction = Faction::Aliens, .type = CardType::Action,
     .text = "Choose another player and look at their hand; pick a minion card in it, and that player must "
             "discard it.",
     .on_play = probe, .prompts = {"choose a player whose hand you look at",
                                   "choose a minion they must discard (pass when their hand holds none)"}},
    {.slug = "terraforming", .name = "Terraforming", .faction = Faction::Aliens, .type = CardType::Action,
     .text = "Search the base deck for a base and swap it with a base in play (its minions stay; its actions are "
             "discarded; it goes into the base deck). Shuffle the base deck. Then you may play an extra minion on "
             "the new base.",
     .on_play = terraforming,
     .prompts = {"choose a base from the base deck to bring into play", "choose the base in play it replaces"}},
};

constexpr BaseDef kAlienBases[] = {
    {.slug = "the-homeworld", .name = "The Homeworld", .faction = Faction::Aliens, .breakpoint = 23,
     .vp = {4, 2, 1},
     .text = "After each time a minion is played here, its owner may play an extra minion of power 2 or less.",
     .reacts = {events(EventKind::MinionPlayed), homeworld_reacts}, .reaction = homeworld},
    {.slug = "the-mothership", .name = "The Mothership", .faction = Faction::Aliens, .breakpoint = 20,
     .vp = {4, 2, 1},
     .text = "After this base scores, the winner may return one of their minions of power 3 or less from here to "
             "their hand.",
     .prompts = {"you may return one of your minions of power 3 or less here to your hand"},
     .reacts = {events(EventKind::BaseScored), after_this_base_scores}, .reaction = mothership},
};

}  // namespace

FactionDef aliens_faction() {
  return {Faction::Aliens, "aliens", "Aliens",
          "Abduct minions back to their owners' hands and score VP when they land.", kAliens, kAlienBases};
}

}  // namespace cardtable::smashup
