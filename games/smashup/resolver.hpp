#pragma once
// The vocabulary card and base abilities are written in. A step function gets a Resolver and its AbilityFrame;
// it reads the position through queries, asks one question at a time (the answer comes back in the frame on the
// next visit), and changes the game through effects. Effects that set off triggers or need a choice of their own
// (a destroy that Buccaneer replaces) queue frames: those run after the step returns and before the frame is
// visited again, so a step that needs the result of its effects returns r.again() and continues in a later step.
#include <optional>
#include <vector>

#include "games/smashup/machinery.hpp"

namespace cardtable::smashup {

// Which minions a question may name: `minions().on(base).power_at_most(3).others(seat)`.
struct MinionFilter {
  BaseId on_base = kNoBase;
  BaseId not_on_base = kNoBase;
  int max_power = 1000;
  int min_power = -1000;
  Seat controlled_by = kNoSeat;
  Seat not_controlled_by = kNoSeat;
  CardId except_card = kNoCard;
  DefId def = kNoDef;
  std::optional<Faction> faction;  // unset: any

  MinionFilter on(BaseId b) const { auto f = *this; f.on_base = b; return f; }
  MinionFilter not_on(BaseId b) const { auto f = *this; f.not_on_base = b; return f; }
  MinionFilter power_at_most(int p) const { auto f = *this; f.max_power = p; return f; }
  MinionFilter power_below(int p) const { auto f = *this; f.max_power = p - 1; return f; }
  MinionFilter power_at_least(int p) const { auto f = *this; f.min_power = p; return f; }
  MinionFilter mine(Seat s) const { auto f = *this; f.controlled_by = s; return f; }
  MinionFilter others(Seat s) const { auto f = *this; f.not_controlled_by = s; return f; }
  MinionFilter except(CardId c) const { auto f = *this; f.except_card = c; return f; }
  MinionFilter named(DefId d) const { auto f = *this; f.def = d; return f; }
  MinionFilter of_faction(Faction x) const { auto f = *this; f.faction = x; return f; }
};
inline MinionFilter minions() { return {}; }

// The trigger of every "after this base scores" ability, of a base or of a card on it (a ReactsHook).
inline bool after_this_base_scores(const State&, const Holder& self, const Event& e) {
  return e.base == self.base;
}

// Whether a question may be declined ("you may", "up to") or must be answered.
enum class Pick : std::uint8_t { Must, May };

// The steps' vocabulary; its engine half (the event log, triggers, the rules' own questions) is Machinery's.
class Resolver : public Machinery {
 public:
  using Machinery::Machinery;

  // ---- queries (the position itself: resolver_queries.hpp)
  // Minions in play matching the filter, base by base in play order, each base's minions in arrival order.
  CardIds minions(const MinionFilter& filter) const;
  // The bases in play where `player` may play `card`: none of the cards in play forbids it there (Overrun). For a
  // card an ability plays itself (Tenacious Z from the discard pile), which must respect "cannot be played here".
  PerBase<BaseId> bases_open_to(Seat player, CardId card) const;
  // "Each winner, in turn" in three calls: `list_winners` keeps the scoring base's winners in f.picked.seats
  // and goes on at step `each`; `winner_in_turn` is the one acting now (kNoSeat once all have); `next_winner` moves
  // on and goes back to step `each`.
  Progress list_winners(AbilityFrame& f, std::uint8_t each) const;
  Seat winner_in_turn(const AbilityFrame& f) const;
  Progress next_winner(AbilityFrame& f, std::uint8_t each) const;

  // ---- questions: each stores the question and returns Ask; with no legal option it asks nothing and returns
  // again() with f.answered == false, so the next step sees "no target" through chosen(f) == nullopt.
  Progress choose_minion(AbilityFrame& f, int prompt, CardSpan candidates, Pick pick, AffectKind how,
                         Seat asked = kNoSeat);
  // The whole of a common ability in two visits: pick one of `candidates` (those it may affect), then destroy it,
  // return it to its owner's hand or put it on the bottom of its owner's deck (`how`), and finish.
  Progress choose_minion_then(AbilityFrame& f, int prompt, CardSpan candidates, Pick pick,
                              AffectKind how);
  // An action in play, dropping those the ability cannot affect (Steam Queen's, Smoke Bomb's minion's own).
  Progress choose_action(AbilityFrame& f, int prompt, CardSpan candidates, Pick pick, AffectKind how,
                         Seat asked = kNoSeat);
  Progress choose_card(AbilityFrame& f, int prompt, CardSpan cards, Pick pick, Seat asked = kNoSeat);
  // A card of a hand or a deck, which the other players cannot see (a search, "a minion from your hand"): asked even
  // when none fits, `pass` being the only option then, so that nobody learns from whether a player is asked what
  // those cards hold.
  Progress choose_hidden_card(AbilityFrame& f, int prompt, CardSpan cards, Pick pick, Seat asked = kNoSeat);
  Progress choose_base(AbilityFrame& f, int prompt, BaseSpan bases, Pick pick, Seat asked = kNoSeat);
  // Asks `seat` which of the plays `extra` allows now to make (which card, where it goes). "Play it" about one card
  // has no pass (Pick::Must), since a card that can legally be played must be; plays onto the base `except`
  // are left out. With none, nothing is asked and play_chosen(f) then plays nothing, except for an extra that a hand
  // card could use: that is asked anyway, with pass alone (R-27: the asking must not tell what the hand holds).
  Progress choose_play(AbilityFrame& f, int prompt, Seat seat, const ExtraPlay& extra, Pick pick = Pick::Must,
                       BaseId except = kNoBase);
  Progress choose_player(AbilityFrame& f, int prompt, std::vector<Seat> seats, Pick pick, Seat asked = kNoSeat);
  Progress choose_faction(AbilityFrame& f, int prompt, std::vector<Faction> options, Pick pick,
                          Seat asked = kNoSeat);
  Progress ask_yes_no(AbilityFrame& f, int prompt, Seat asked = kNoSeat);
  // Shows `seen` to the controller alone (a hand looked at) and asks for one of `cards`; with none of them to pick,
  // the controller still looks and answers pass, under the same prompt: the others see the prompt, and must not
  // learn from it what the hand holds.
  Progress look_and_choose_card(AbilityFrame& f, int prompt, std::vector<CardId> seen, std::vector<CardId> cards);
  // Arranging cards on a deck (Spy, For My Eyes Only, ISI's Swingin' Pad, Permit to Kill): `start_arranging` keeps
  // `cards` in f.picked.cards; then every visit of one step calls `arrange_on_deck`, which asks `looker` for the
  // next card (prompt `which`), then whether it goes on top of its owner's deck (yes) or at the bottom (no; prompt
  // `where`, asked only with `bottom`), and puts it there; a card put on top later lies above one put there earlier.
  // It returns nullopt once all are placed. The cards are shown to `looker` alone with each question, so that
  // seat's bots keep them where they are.
  void start_arranging(AbilityFrame& f, const std::vector<CardId>& cards) const;
  std::optional<Progress> arrange_on_deck(AbilityFrame& f, int which, int where, bool bottom, Seat looker);
  // "Reveal the top cards of your deck and take any number of one type into your hand" (Portal, Monkey See, Monkey
  // Do): `reveal_top_cards` shows everyone the controller's top `count` and keeps them in f.picked.cards; then
  // `take_revealed`, at step `ask` and `ask + 1`, offers those of `type` one at a time until the player passes or
  // none is left (then nullopt, with f.picked.cards the revealed cards still on the deck).
  void reveal_top_cards(AbilityFrame& f, std::size_t count);
  std::optional<Progress> take_revealed(AbilityFrame& f, int prompt, CardType type, std::uint8_t ask);
  // The card, base, seat or faction picked by the last answer; nullopt after `pass` or when nothing could be picked.
  std::optional<std::uint8_t> chosen(const AbilityFrame& f) const;
  bool said_yes(const AbilityFrame& f) const { return f.answered && f.answer.kind == ChoiceKind::Yes; }
  // Makes the play answered to choose_play for `seat` (its ability is queued); false when there was none to make.
  bool play_chosen(const AbilityFrame& f, Seat seat) { return f.answered && play_choice(seat, f.answer); }

  // ---- effects on minions. The checked forms respect "cannot be affected" and replacements (Tooth and Claw,
  // Buccaneer); `f` names who does it. Destroying also discards the actions attached to the minion.
  void destroy(CardId minion, const AbilityFrame& f);
  // `f`'s card has the minion's controller destroy it (Bear Hug: "each other player destroys their lowest-power
  // minion"): it is still `f`'s card doing it, but that controller is the player who destroyed it (Field of Honor).
  void destroy_own(CardId minion, const AbilityFrame& f);
  void move(CardId minion, BaseId to, const AbilityFrame& f);
  void return_to_hand(CardId minion, const AbilityFrame& f);
  void to_deck_bottom(CardId minion, const AbilityFrame& f);
  // Destroys these minions in one effect: they leave play together, so a card among them answers the others'
  // destruction too, with the abilities it had (R-24: Microbot Archive draws for every Microbot Broadside destroys
  // with it, whichever of them goes first).
  void destroy_together(CardSpan minions, const AbilityFrame& f);
  // Unchecked forms for replacement steps (a replacement is not a new "affect").
  void destroy_now(CardId minion, CardId by, Seat by_seat = kNoSeat, bool by_its_controller = false);
  void move_now(CardId minion, BaseId to, Seat by_seat = kNoSeat);
  // ---- effects on actions in play: checked like those on minions; leaving play takes what the card granted
  // (its unused extras) with it.
  void destroy_action(CardId action, const AbilityFrame& f);
  void return_action_to_hand(CardId action, const AbilityFrame& f);
  // Onto another base (`onto` kNoCard) or onto a minion on that base.
  void move_action(CardId action, BaseId to, CardId onto, const AbilityFrame& f);
  // Unchecked: an action destroying itself (Flame Trap), a replacement step (Tooth and Claw).
  void destroy_action(CardId action, CardId by);
  // Checked: an action in play goes to the bottom of its owner's deck (Monkey on Your Back).
  void action_to_deck_bottom(CardId action, const AbilityFrame& f);

  // ---- what a minion carries: counters (they move with it and go when it leaves play), control, abilities
  void add_counters(CardId minion, int amount, const AbilityFrame& f);
  // `seat` controls the minion until `until` (declared: the engine gives control back then, or when it leaves play).
  void take_control(CardId minion, Seat seat, Until until, const AbilityFrame& f);
  // The minion (or attached action) has the abilities of card kind `of` (kNoDef: its own again) until this is called
  // again or it leaves play; every hook, Special and Talent then answers as `of`'s.
  void give_abilities(CardId minion, DefId of);
  // Runs card kind `of`'s "when you play it" ability once, as if `f`'s card had it (a one-shot copy).
  void run_ability(DefId of, const AbilityFrame& f);
  // give_abilities until `until` (a LastingKind::Abilities effect), or until the card leaves play: then it has its
  // own again (Copycat: until the end of the turn).
  void give_abilities_until(CardId card, DefId of, Until until);
  // Until the end of this turn.
  void modify_power(CardId minion, int amount, CardId source);
  void modify_breakpoint(BaseId base, int amount, CardId source);
  // A lasting effect made now (its made_on_turn is this turn).
  void add_lasting(Lasting l);
  // Ends the lasting effects `ends` picks; a control that ends gives the minion back.
  template <class Pred>
  void expire_lasting(Pred ends) {
    for (const auto& l : s_.lasting)
      if ((l.kind == LastingKind::Control || l.kind == LastingKind::Abilities) && ends(l)) end_lasting(l);
    std::erase_if(s_.lasting, ends);
  }

  // ---- cards and players
  void draw(Seat seat, int count);
  // `from` and `by` name what gave the VP (the base that scored or whose ability it is; the card), for the log.
  void gain_vp(Seat seat, int amount, BaseId from, CardId by = kNoCard);
  void discard_from_hand(Seat seat, CardId card);
  void discard_at_random(Seat seat, int count);
  // Top card of a deck (shuffling the discard pile in first when the deck is empty), or kNoCard.
  CardId top_of_deck(Seat seat);
  void reveal(CardId card);
  // Up to `count` cards from the top of a deck, top first, without moving them; a deck shorter than that gets the
  // shuffled discard pile under it first (rules: looking past the end of a deck), so fewer come back only when both
  // run out.
  std::vector<CardId> top_cards(Seat seat, std::size_t count);
  void take_into_hand(CardId card);        // from a deck or discard pile (search, "take a card from your discard")
  // A revealed card goes into its owner's hand and everyone is told which (R-4: it stays public): Portal, Neophyte.
  void show_into_hand(CardId card);
  void put_on_deck_top(CardId card);       // from a hand, deck or discard pile
  void put_on_deck_bottom(CardId card);
  void put_in_discard(CardId card);        // discard a card from a hand or deck
  void shuffle_deck(Seat seat);
  // Rules: revealing past the end of a deck shuffles the discard pile into a new deck; for an ability that reveals
  // several cards at once (Portal) the cards already revealed stay on top, so the shuffled pile goes under them.
  void shuffle_discard_under_deck(Seat seat);
  // Grants one more minion or action this turn (restrictions in `extra`); outside its owner's play phase, or when a
  // Special grants it, the extra must be played at once, so it becomes a "play it now or lose it" question.
  void grant_extra(Seat seat, ExtraPlay extra, BaseId base_source = kNoBase);
  // Asks `seat` to play one card matching `extra` at once (or decline).
  void play_extra_now(Seat seat, ExtraPlay extra, BaseId base_source = kNoBase);
  // Plays a card through an ability (its ability fires; it uses none of the turn's plays).
  void play_minion(Seat seat, CardId card, BaseId base);
  void play_action(Seat seat, CardId card, BaseId base = kNoBase, CardId on_minion = kNoCard);
  // Uses `card`'s Special for `seat`. An action used from the hand is played: it is announced like any action played
  // (Secret Agent answers it), waits in limbo and goes to the discard pile once its ability is over (Hidden Ninja,
  // Full Sail); no play limit counts it.
  void use_special(CardId card, Seat seat, BaseId base);
  // Makes one play of a card for `seat` as an ability plays it (PlayMinion .. PlayOnMinion); false for any other choice.
  bool play_choice(Seat seat, const Choice& play);
  // True when `seat` could play a card as `extra` right now (a revealed action with somewhere legal to go).
  bool can_play_extra(Seat seat, const ExtraPlay& extra) const;
  // Every play `seat` could make now as `extra` (card and base, or card and minion), as the play phase words them.
  std::vector<Choice> extra_play_choices(Seat seat, const ExtraPlay& extra) const;

  // ---- bases
  // Puts `incoming` (from the base deck) in place of `outgoing`, which goes into the base deck; the minions stay,
  // actions attached to the outgoing base are discarded.
  void swap_base(BaseId outgoing, BaseId incoming);
  void shuffle_base_deck();
  // Moves a base already in the base deck to its top (School of Wizardry).
  void put_base_on_top(BaseId base);
  // Puts a base from the base discard pile on top of the base deck: it replaces the next base that scores (The Nexus,
  // Time is Fleeting).
  void put_discarded_base_on_top(BaseId base);
  // Records what an attached action named when played (Block the Path names a faction).
  void set_note(CardId attached_action, std::uint8_t note);

  // ---- once-per marks (Shinobi R-7, Tenacious Z), cleared at the end of the turn; r.was_used reads them
  void mark_used(DefId def, BaseId base = kNoBase, Seat seat = kNoSeat) { s_.used.push_back({def, base, seat}); }

  // True while another copy of `f`'s trigger, set off by one more event of the same effect (same kind, same card,
  // same player), still waits to resolve: "each time one or more minions are destroyed here" pays only once for
  // minions one effect destroyed together (Field of Honor), so the last copy does it and the others pass.
  bool same_trigger_waiting(const AbilityFrame& f) const;

  // ---- turns
  // `seat` takes an extra turn after the current turn ends (after those already queued); it is a turn like any other
  // for "your turn" and "your next turn" rules. None is taken once the game has ended.
  void queue_extra_turn(Seat seat);

  // ---- flow
  Progress done() const { return Done{}; }
  Progress again() const { return Again{}; }
  // A damaged save names a step that does not exist: fail loudly.
  [[noreturn]] Progress corrupt_step(const AbilityFrame& f) const;

 private:
  // The steps behind the effects are free functions in resolver*.cpp, but these: `affect` queues the replacements
  // (Machinery's), `end_lasting` (a control gives the minion back, a copy ends) is expire_lasting's.
  void affect(AffectKind how, CardId minion, BaseId to, const AbilityFrame& f, bool by_its_controller = false);
  void end_lasting(const Lasting& l);
};

}  // namespace cardtable::smashup
