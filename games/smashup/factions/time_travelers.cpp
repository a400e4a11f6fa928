// Time Travelers (Science Fiction Double Feature), being written: the cards here are final, the faction is not
// playable until all 20 cards and its two bases exist (edition 0 in the registry). They bring cards back from the
// discard pile and out of play. Cards still to write are appended to the table, never inserted.
#include "games/smashup/resolver.hpp"

namespace cardtable::smashup {
namespace {

// Time Raider, Talent: put a card from your discard pile on the bottom of your deck.
Progress time_raider(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1; return r.choose_card(f, 0, r.discard(f.controller), Pick::May);
    case 1: if (auto c = r.chosen(f)) r.put_on_deck_bottom(*c);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Into the Time Slip: return any one card in play, a minion or an attached action, anyone's, to its owner's hand.
Progress into_the_time_slip(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      auto cards = r.minions(minions());
      const auto actions = r.actions_in_play();
      cards.insert(cards.end(), actions.begin(), actions.end());
      f.step = 1;
      return r.choose_minion(f, 0, cards, Pick::Must, AffectKind::Return);
    }
    case 1: {
      const auto c = r.chosen(f);
      if (!c) return r.done();
      if (r.def(*c).type == CardType::Minion)
        r.return_to_hand(*c, f);
      else
        r.return_action_to_hand(*c, f);
      return r.done();
    }
  }
  return r.corrupt_step(f);
}

constexpr CardDef kTimeTravelers[] = {
    {.slug = "time-raider", .name = "Time Raider", .faction = Faction::TimeTravelers, .type = CardType::Minion,
     .power = 3, .copies = 3, .text = "Talent: put a card from your discard pile on the bottom of your deck.",
     .prompts = {"choose a card in your discard pile to put on the bottom of your deck"}, .talent = time_raider},
    {.slug = "into-the-time-slip", .name = "Into the Time Slip", .faction = Faction::TimeTravelers,
     .type = CardType::Action, .copies = 2,
     .text = "Return any one card in play (a minion or an attached action, anyone's) to its owner's hand.",
     .on_play = into_the_time_slip, .prompts = {"choose a card in play to return to its owner's hand"}},
};

}  // namespace

FactionDef time_travelers_faction() {
  return {Faction::TimeTravelers, "time-travelers", "Time Travelers",
          "Bring cards back from the discard pile and play them again.", kTimeTravelers, {}, 0};
}

}  // namespace cardtable::smashup
