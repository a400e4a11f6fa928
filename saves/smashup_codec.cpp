#include "saves/smashup_codec.hpp"

#include <algorithm>
#include <variant>

#include <boost/serialization/array.hpp>
#include <boost/serialization/vector.hpp>
#include <boost/serialization/version.hpp>

#include "games/smashup/catalog.hpp"
#include "games/smashup/rules.hpp"
#include "games/smashup/zones.hpp"
#include "games/smashup/smashup_match.hpp"
#include "saves/framework_serialization.hpp"
#include "saves/optional_variant.hpp"
#include "saves/save_file.hpp"
#include "saves/typed_codec.hpp"

// Smash Up's rules stay free of Boost: its values are serialized from here, found by argument-dependent lookup.
namespace cardtable::smashup {

// Before format 11 a BaseId was a byte, and its 255 meant no base; a base id is written as the same decimal number
// whatever its width. The records whose base may be none were raised to a version (`wide`) then, and read an older
// one's 255 as today's kNoBase. Those whose base always names one (a base in play or in a deck, a scoring, a
// breakpoint change, a pick) read the same as before.
template <class Archive, class... Bases>
void none_was_a_byte(unsigned int version, unsigned int wide, Bases&... bases) {
  constexpr BaseId kByteNoBase = 255;
  if constexpr (Archive::is_loading::value)
    if (version < wide) ((bases = bases == kByteNoBase ? kNoBase : bases), ...);
}

template <class Archive>
void serialize(Archive& ar, Choice& c, const unsigned int /*version*/) {
  ar & c.kind & c.a & c.b;
}

template <class Archive>
void serialize(Archive& ar, Question& q, const unsigned int version) {
  ar & q.seat & q.asker & q.who & q.prompt & q.source & q.about & q.options;
  if (version >= 1) ar & q.shown;
  none_was_a_byte<Archive>(version, 2, q.about);
}

template <class Archive>
void serialize(Archive& ar, Event& e, const unsigned int version) {
  ar & e.kind & e.card & e.base & e.to & e.seat & e.by & e.target & e.amount & e.by_seat;
  none_was_a_byte<Archive>(version, 1, e.base, e.to);
}

template <class Archive>
void serialize(Archive& ar, ExtraPlay& e, const unsigned int version) {
  ar & e.type & e.max_power & e.only_on & e.from_discard & e.where_no_own_minion & e.source & e.only_card;
  if (version >= 1) ar & e.leaves_with_source;
  if (version >= 2) ar & e.same_name & e.only_named;
  none_was_a_byte<Archive>(version, 3, e.only_on);
}

template <class Archive>
void serialize(Archive& ar, Picks& p, const unsigned int /*version*/) {
  ar & p.cards & p.bases & p.seats & p.factions & p.placed;
}

template <class Archive>
void serialize(Archive& ar, AbilityFrame& f, const unsigned int version) {
  ar & f.hook & f.owner & f.def & f.source & f.controller & f.base & f.target & f.event;
  none_was_a_byte<Archive>(version, 3, f.base);
  ar & f.step & f.remaining;
  if (version >= 2) {
    ar & f.picked;
  } else {
    // One untyped list before format 8, whose meaning depended on the card: the replay's typed picks stand in.
    std::vector<std::uint8_t> untyped;
    ar & untyped;
    f.picked = Picks{};
    f.picked.placed = untyped.empty() ? saves::kPicksUnknownEmpty : saves::kPicksUnknown;
  }
  ar & f.answer & f.answered;
  if (version >= 1) ar & f.revealed;
}

template <class Archive>
void serialize(Archive& ar, TurnFrame& f, const unsigned int /*version*/) {
  ar & f.step & f.answer & f.answered;
}

template <class Archive>
void serialize(Archive& ar, ScoringFrame& f, const unsigned int /*version*/) {
  ar & f.base & f.step & f.place & f.answer & f.answered;
}

template <class Archive>
void serialize(Archive& ar, WindowFrame& f, const unsigned int version) {
  ar & f.window & f.base & f.next & f.passes & f.answer & f.answered;
  none_was_a_byte<Archive>(version, 1, f.base);
}

template <class Archive>
void serialize(Archive& ar, OrderTriggersFrame& f, const unsigned int /*version*/) {
  ar & f.waiting & f.only_one & f.answer & f.answered;
}

template <class Archive>
void serialize(Archive& ar, SetupFrame& f, const unsigned int /*version*/) {
  ar & f.pick & f.redraws & f.dealt & f.answer & f.answered;
}

template <class Archive>
void serialize(Archive& ar, DiscardFrame& f, const unsigned int /*version*/) {
  ar & f.seat & f.answer & f.answered;
}

template <class Archive>
void serialize(Archive& ar, EmitFrame& f, const unsigned int /*version*/) {
  ar & f.event;
}

template <class Archive>
void serialize(Archive& ar, PlayNowFrame& f, const unsigned int version) {
  ar & f.seat & f.extra & f.base_source & f.card & f.answer & f.answered;
  none_was_a_byte<Archive>(version, 1, f.base_source);
}

template <class Archive>
void serialize(Archive& ar, PermissionFrame& f, const unsigned int /*version*/) {
  ar & f.play & f.answer & f.answered;
}

template <class Archive>
void serialize(Archive& ar, CardRecord& c, const unsigned int /*version*/) {
  ar & c.def & c.owner;
}

template <class Archive>
void serialize(Archive& ar, Player& p, const unsigned int /*version*/) {
  ar & p.factions & p.faction_count & p.deck & p.hand & p.discard & p.vp;
}

template <class Archive>
void serialize(Archive& ar, MinionInPlay& m, const unsigned int version) {
  ar & m.card & m.controller;
  if (version >= 1) ar & m.abilities & m.counters & m.talent_used;
}

template <class Archive>
void serialize(Archive& ar, Attached& a, const unsigned int version) {
  ar & a.card & a.on & a.controller & a.note;
  if (version >= 1) ar & a.talent_used;
}

template <class Archive>
void serialize(Archive& ar, BaseInPlay& b, const unsigned int /*version*/) {
  ar & b.base & b.minions & b.actions;
}

template <class Archive>
void serialize(Archive& ar, TurnState& t, const unsigned int version) {
  ar & t.active & t.number;
  if (version >= 2) {
    ar & t.minions_played;
  } else {
    // Before version 2 only the active player's minions were counted.
    std::uint8_t active_minions = 0;
    ar & active_minions;
    t.minions_played = {};
    if (t.active < t.minions_played.size()) t.minions_played[t.active] = active_minions;
  }
  ar & t.actions_played & t.minion_used & t.action_used & t.extras;
  if (version >= 1)
    ar & t.plays;
  else
    t.plays = saves::kPlaysUnknown;
}

template <class Archive>
void serialize(Archive& ar, PowerMod& m, const unsigned int /*version*/) {
  ar & m.target & m.amount & m.source;
}

template <class Archive>
void serialize(Archive& ar, BreakpointMod& m, const unsigned int /*version*/) {
  ar & m.base & m.amount & m.source;
}

template <class Archive>
void serialize(Archive& ar, Lasting& l, const unsigned int version) {
  ar & l.def & l.source & l.controller & l.seat & l.base & l.until & l.made_on_turn & l.note;
  if (version >= 1) {
    ar & l.from & l.kind;
  } else if (DefId mark = 0; find_card_def("mark-of-sleep", mark) && l.def == mark) {
    l.from = From::SeatsNextTurn;  // before version 1 Mark of Sleep checked its start itself
  }
  none_was_a_byte<Archive>(version, 2, l.base);
}

template <class Archive>
void serialize(Archive& ar, UseMark& u, const unsigned int version) {
  ar & u.def & u.base;
  if (version >= 1) ar & u.seat;  // format 10; an older mark counted for every player alike
  none_was_a_byte<Archive>(version, 2, u.base);
}

template <class Archive>
void serialize(Archive& ar, State& s, const unsigned int version) {
  ar & s.rng & s.players & s.draft & s.two_copies & s.faction_bases_only & s.first_player;
  if (version >= 1)
    ar & s.rules;
  else
    s.rules = 1;
  if (version >= 2)
    ar & s.edition;
  else
    s.edition = 1;
  // The card list is stored as its records; the hooks it keeps are worked out again (rebuild_derived) before play.
  if constexpr (Archive::is_saving::value) {
    ar & s.cards.records();
  } else {
    std::vector<CardRecord> records;
    ar & records;
    s.cards.clear();
    for (const auto& card : records) s.cards.add(card);
  }
  ar & s.seats & s.bases & s.base_deck & s.base_discard & s.limbo;
  ar & s.turn & s.power_mods & s.breakpoint_mods & s.lasting & s.used;
  ar & s.stack & s.question & s.asking & s.winner;
  if (version >= 3) ar & s.extra_turns & s.turn_before_extras;
  if (version >= 4)
    ar & s.public_base_tops;
  else
    s.public_base_tops = saves::kPublicBaseTopsUnknown;
}

}  // namespace cardtable::smashup

// "kNoBase wide": format 11, a base that may be none is kNoBase (0xFFFF), no longer a byte's 255 (none_was_a_byte).
// Choice is as it was: a kind that names a base names one, and an unused `a` or `b` is 255 in every format.
BOOST_CLASS_VERSION(cardtable::smashup::Choice, 0)
BOOST_CLASS_VERSION(cardtable::smashup::Question, 2)  // 1: shown; 2: kNoBase wide
BOOST_CLASS_VERSION(cardtable::smashup::Event, 1)  // 1: kNoBase wide
// ExtraPlay: 1: leaves_with_source; 2: same_name, only_named; 3: kNoBase wide
BOOST_CLASS_VERSION(cardtable::smashup::ExtraPlay, 3)
BOOST_CLASS_VERSION(cardtable::smashup::Picks, 0)
BOOST_CLASS_VERSION(cardtable::smashup::AbilityFrame, 3)  // 1: revealed; 2: typed picks; 3: kNoBase wide
BOOST_CLASS_VERSION(cardtable::smashup::TurnFrame, 0)
BOOST_CLASS_VERSION(cardtable::smashup::ScoringFrame, 0)
BOOST_CLASS_VERSION(cardtable::smashup::WindowFrame, 1)  // 1: kNoBase wide
BOOST_CLASS_VERSION(cardtable::smashup::OrderTriggersFrame, 0)
BOOST_CLASS_VERSION(cardtable::smashup::SetupFrame, 0)
BOOST_CLASS_VERSION(cardtable::smashup::DiscardFrame, 0)
BOOST_CLASS_VERSION(cardtable::smashup::EmitFrame, 0)
BOOST_CLASS_VERSION(cardtable::smashup::PlayNowFrame, 1)  // 1: kNoBase wide
BOOST_CLASS_VERSION(cardtable::smashup::PermissionFrame, 0)
BOOST_CLASS_VERSION(cardtable::smashup::CardRecord, 0)
BOOST_CLASS_VERSION(cardtable::smashup::Player, 0)
BOOST_CLASS_VERSION(cardtable::smashup::MinionInPlay, 1)  // 1: abilities, counters, talent used
BOOST_CLASS_VERSION(cardtable::smashup::Attached, 1)  // 1: talent used
BOOST_CLASS_VERSION(cardtable::smashup::BaseInPlay, 0)
BOOST_CLASS_VERSION(cardtable::smashup::TurnState, 2)  // 1: plays; 2: minions played per seat
BOOST_CLASS_VERSION(cardtable::smashup::PowerMod, 0)
BOOST_CLASS_VERSION(cardtable::smashup::BreakpointMod, 0)
BOOST_CLASS_VERSION(cardtable::smashup::Lasting, 2)  // 1: from, kind; 2: kNoBase wide
BOOST_CLASS_VERSION(cardtable::smashup::UseMark, 2)  // 1: seat; 2: kNoBase wide
BOOST_CLASS_VERSION(cardtable::smashup::State, 4)  // 1: rules; 2: edition; 3: extra turns; 4: public base tops

namespace cardtable::saves {
namespace {

std::unique_ptr<framework::Match> smashup_match(const nlohmann::json&, const smashup::State& state) {
  // The derived values (the hooks each base notes, the card list's unions) are not saved: they are worked out once
  // the state is known to be sound.
  auto rebuilt = state;
  smashup::rebuild_derived(rebuilt);
  return std::make_unique<smashup::SmashUpMatch>(std::move(rebuilt));
}

// Before format 5 an ability did not keep the cards it revealed, before format 8 its picks were untyped. Either
// side may be the stored one (same_state is given the replay first).
void align_ability(smashup::AbilityFrame& x, smashup::AbilityFrame& y) {
  if (x.revealed.empty()) x.revealed = y.revealed;
  if (y.revealed.empty()) y.revealed = x.revealed;
  if (picks_unknown(x.picked)) x.picked = y.picked;
  if (picks_unknown(y.picked)) y.picked = x.picked;
}

// Fields older formats did not store are taken from the replay before the stored game and the replay are compared.
void align_older_formats(smashup::State& x, smashup::State& y) {
  if (x.turn.plays == kPlaysUnknown || y.turn.plays == kPlaysUnknown) x.turn.plays = y.turn.plays = kPlaysUnknown;
  if (x.public_base_tops == kPublicBaseTopsUnknown) x.public_base_tops = y.public_base_tops;
  if (y.public_base_tops == kPublicBaseTopsUnknown) y.public_base_tops = x.public_base_tops;
  // Before format 4: only the active player's minions were counted, and no extra said it leaves with its card.
  if (x.turn.minions_played.size() == y.turn.minions_played.size())
    for (std::size_t seat = 0; seat < x.turn.minions_played.size(); ++seat) {
      if (seat == x.turn.active) continue;
      if (x.turn.minions_played[seat] == 0) x.turn.minions_played[seat] = y.turn.minions_played[seat];
      if (y.turn.minions_played[seat] == 0) y.turn.minions_played[seat] = x.turn.minions_played[seat];
    }
  // Before format 4 a question did not keep the cards it showed its seat (Question version 1).
  if (x.question.shown.empty()) x.question.shown = y.question.shown;
  if (y.question.shown.empty()) y.question.shown = x.question.shown;
  if (x.stack.size() == y.stack.size())
    for (std::size_t i = 0; i < x.stack.size(); ++i) {
      if (auto* a = std::get_if<smashup::AbilityFrame>(&x.stack[i]))
        if (auto* b = std::get_if<smashup::AbilityFrame>(&y.stack[i])) align_ability(*a, *b);
      // Abilities waiting for their order to be chosen are frames too.
      auto* a = std::get_if<smashup::OrderTriggersFrame>(&x.stack[i]);
      auto* b = std::get_if<smashup::OrderTriggersFrame>(&y.stack[i]);
      if (a && b && a->waiting.size() == b->waiting.size())
        for (std::size_t w = 0; w < a->waiting.size(); ++w) align_ability(a->waiting[w], b->waiting[w]);
    }
  if (x.turn.extras.size() == y.turn.extras.size())
    for (std::size_t i = 0; i < x.turn.extras.size(); ++i) {
      const bool leaves = x.turn.extras[i].leaves_with_source || y.turn.extras[i].leaves_with_source;
      x.turn.extras[i].leaves_with_source = y.turn.extras[i].leaves_with_source = leaves;
    }
}

// The rules an older save replays by come from its stored state (setup_for_state).
// Games saved before format 6 were dealt from the core set only (card edition 1), format 6 games from the core set and
// Awesome Level 9000 (edition 2).
nlohmann::json setup_for_format(int format, nlohmann::json setup) {
  if (!setup.is_object()) return setup;
  if (format < 6 && !setup.contains("edition")) setup["edition"] = 1;
  if (format == 6 && !setup.contains("edition")) setup["edition"] = 2;
  return setup;
}

// The rules a game was played by are in its stored state (State version 1 on; an older state was played before R-20,
// by rules 1): a setup that does not name them replays by those. The format alone cannot tell: R-20 landed inside
// save format 4 (23c8330), so the format-4 games of a5c8f4d were played by rules 1 and later ones by rules 2; before
// format 8 no game was played by rules 3.
// The same for the card edition a game was dealt from: format 7 was written both by programs dealing edition 2 by
// default (02d0c51) and by programs dealing edition 3 (7eb2a97 on), and `serve`'s games did not write it into their
// setup; the stored state (State version 2 on) says which.
void setup_for_state(const framework::Match& stored, nlohmann::json& setup) {
  if (!setup.is_object()) return;
  const auto& s = dynamic_cast<const smashup::SmashUpMatch&>(stored).state();
  if (!setup.contains("rules") && s.rules != smashup::kRulesVersion) setup["rules"] = s.rules;
  if (!setup.contains("edition") && s.edition != smashup::kCardEdition) setup["edition"] = s.edition;
}

std::string ability_name(const smashup::AbilityFrame& f) {
  if (f.owner == smashup::Asker::Card && smashup::is_card_def(f.def)) return std::string(smashup::card_def(f.def).name);
  if (f.owner == smashup::Asker::Base && smashup::is_base_def(f.def)) return std::string(smashup::base_def(f.def).name);
  return "a rule";
}

bool same_ability(const smashup::AbilityFrame& a, const smashup::AbilityFrame& b) {
  return a.hook == b.hook && a.owner == b.owner && a.def == b.def && a.source == b.source &&
         a.controller == b.controller && a.step == b.step;
}

// An ability read from a save older than typed picks, going on without a replay that reached it. Its untyped picks
// meant what that version's steps made them mean (a card, or a card kind...), which today's steps cannot read: the
// same ability at the same step where the replay under today's rules got to has them typed; with nothing chosen
// yet, there is nothing to read.
std::string settle_picks(smashup::AbilityFrame& f, const smashup::AbilityFrame* replayed) {
  if (!picks_unknown(f.picked)) return {};
  if (replayed && same_ability(f, *replayed) && !picks_unknown(replayed->picked)) {
    f.picked = replayed->picked;
    return {};
  }
  if (f.picked.placed == kPicksUnknownEmpty) {
    f.picked = smashup::Picks{};
    return {};
  }
  return "it was saved in the middle of " + ability_name(f) +
         "'s ability, whose earlier choices that version kept in a form only its own rules could read";
}

// The frame at `index` of the replay's stack, when it is an ability too (the stacks have the same frames there).
template <class Frame>
const Frame* replayed_frame(const smashup::State* replayed, std::size_t size, std::size_t index) {
  if (!replayed || replayed->stack.size() != size) return nullptr;
  return std::get_if<Frame>(&replayed->stack[index]);
}

// A stored position going on under today's rules (StateCodec::go_on): the fields older formats did not store are
// worked out from the position, and the rules are today's, in the state and in the setup (a rematch deals by them).
std::string settle_position(smashup::State& s, const smashup::State* replayed, nlohmann::json& setup) {
  if (s.turn.plays == kPlaysUnknown) {
    // At least the minions and actions counted this turn were played in it.
    int plays = s.turn.actions_played;
    for (auto minions : s.turn.minions_played) plays += minions;
    s.turn.plays = static_cast<std::uint16_t>(plays);
  }
  // Nobody is known to have seen the top of the base deck: the bots' determinization shuffles all of it.
  if (s.public_base_tops == kPublicBaseTopsUnknown) s.public_base_tops = 0;
  for (std::size_t i = 0; i < s.stack.size(); ++i) {
    if (auto* f = std::get_if<smashup::AbilityFrame>(&s.stack[i]))
      if (auto why = settle_picks(*f, replayed_frame<smashup::AbilityFrame>(replayed, s.stack.size(), i)); !why.empty())
        return why;
    if (auto* order = std::get_if<smashup::OrderTriggersFrame>(&s.stack[i])) {
      const auto* other = replayed_frame<smashup::OrderTriggersFrame>(replayed, s.stack.size(), i);
      for (std::size_t w = 0; w < order->waiting.size(); ++w) {
        const bool paired = other && other->waiting.size() == order->waiting.size();
        if (auto why = settle_picks(order->waiting[w], paired ? &other->waiting[w] : nullptr); !why.empty())
          return why;
      }
    }
  }
  s.rules = smashup::kRulesVersion;
  if (setup.is_object()) setup.erase("rules");
  return {};
}

}  // namespace

StateCodec smashup_codec() {
  auto codec = typed_codec<smashup::SmashUpMatch, smashup::State, smashup_state_problem, smashup_match,
                           align_older_formats, settle_position>();
  codec.setup_for_format = setup_for_format;
  codec.setup_for_state = setup_for_state;
  return codec;
}

}  // namespace cardtable::saves
