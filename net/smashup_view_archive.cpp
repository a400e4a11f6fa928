// Smash Up's observation as a Boost text archive. The games stay free of Boost: the serialize functions live here,
// found by argument-dependent lookup. The saves serialize Choice for the state; a view writes a choice's fields itself,
// so no second serialize function of that type exists beside the saves' one.
#include <boost/serialization/array.hpp>
#include <boost/serialization/string.hpp>
#include <boost/serialization/vector.hpp>

#include "net/smashup_view.hpp"
#include "net/view_archive.hpp"

namespace cardtable::smashup {

template <class Archive>
void serialize(Archive& ar, SeenCard& c, const unsigned int /*version*/) {
  ar & c.card & c.def & c.owner;
}

template <class Archive>
void serialize(Archive& ar, PowerPart& p, const unsigned int /*version*/) {
  ar & p.kind & p.amount & p.card & p.base;
}

template <class Archive>
void serialize(Archive& ar, SeenMinion& m, const unsigned int /*version*/) {
  ar & m.card & m.controller & m.power & m.printed_power & m.power_parts & m.counters & m.copied & m.talent;
}

template <class Archive>
void serialize(Archive& ar, SeenAttached& a, const unsigned int /*version*/) {
  ar & a.card & a.on & a.controller & a.copied & a.talent & a.note;
}

template <class Archive>
void serialize(Archive& ar, LoosePower& p, const unsigned int /*version*/) {
  ar & p.seat & p.card & p.def & p.amount;
}

template <class Archive>
void serialize(Archive& ar, SeenBase& b, const unsigned int /*version*/) {
  ar & b.base & b.breakpoint & b.power & b.player_power & b.loose_power & b.minions & b.actions;
}

template <class Archive>
void serialize(Archive& ar, SeenSeat& s, const unsigned int /*version*/) {
  ar & s.factions & s.faction_count & s.vp & s.hand_size & s.deck_size & s.discard;
}

template <class Archive>
void serialize(Archive& ar, SeenExtra& e, const unsigned int /*version*/) {
  ar & e.type & e.max_power & e.only_on & e.from_discard & e.where_no_own_minion & e.same_name & e.only_named;
  ar & e.only_card;
}

template <class Archive>
void serialize(Archive& ar, SeenTurn& t, const unsigned int /*version*/) {
  ar & t.active & t.number & t.minion_used & t.action_used & t.minions_played & t.actions_played & t.extras;
  ar & t.extra_turn & t.extra_turns_next & t.unused_plays;
}

template <class Archive>
void serialize(Archive& ar, SeenLasting& l, const unsigned int /*version*/) {
  ar & l.source & l.def & l.controller & l.seat & l.base & l.until & l.made_on_turn & l.from & l.kind;
}

template <class Archive>
void serialize(Archive& ar, SeenOption& o, const unsigned int /*version*/) {
  ar & o.choice.kind & o.choice.a & o.choice.b & o.id & o.label & o.def;
}

template <class Archive>
void serialize(Archive& ar, SeenQuestion& q, const unsigned int /*version*/) {
  ar & q.seat & q.prompt & q.play_phase & q.options & q.shown & q.shown_text & q.refusals;
}

template <class Archive>
void serialize(Archive& ar, Observation& o, const unsigned int /*version*/) {
  ar & o.seat & o.players & o.first_player & o.hand & o.seats & o.bases & o.base_deck_size & o.base_deck_tops;
  ar & o.base_discard & o.being_played & o.turn & o.lasting & o.asking & o.question & o.winner & o.revealed;
}

}  // namespace cardtable::smashup

namespace cardtable::net {

std::string encode_smashup_observation(const smashup::Observation& view) { return to_archive(view); }

smashup::Observation decode_smashup_observation(std::string_view archive) {
  auto view = from_archive<smashup::Observation>(archive);
  if (auto problem = smashup_view_problem(view); !problem.empty()) throw ViewError("not a Smash Up view: " + problem);
  return view;
}

}  // namespace cardtable::net
