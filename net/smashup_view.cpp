#include "net/smashup_view.hpp"

#include "games/smashup/catalog.hpp"
#include "games/smashup/choice_text.hpp"
#include "games/smashup/json_view.hpp"
#include "games/smashup/smashup_match.hpp"

namespace cardtable::net {
namespace {

using smashup::kNoBase;
using smashup::kNoDef;
using smashup::kNoSeat;

// Checks a decoded view one kind of value at a time; the first problem found is kept.
class ViewCheck {
 public:
  explicit ViewCheck(int players) : players_(players) {}

  void seat(smashup::Seat s) { fail_if(s >= players_, "a seat out of range"); }
  void seat_or_none(smashup::Seat s) { fail_if(s != kNoSeat && s >= players_, "a seat out of range"); }
  void def(smashup::DefId d) { fail_if(!smashup::is_card_def(d), "an unknown card kind"); }
  void def_or_none(smashup::DefId d) { fail_if(d != kNoDef && !smashup::is_card_def(d), "an unknown card kind"); }
  void base(smashup::BaseId b) { fail_if(!smashup::is_base_def(b), "an unknown base"); }
  void base_or_none(smashup::BaseId b) { fail_if(b != kNoBase && !smashup::is_base_def(b), "an unknown base"); }
  void card(const smashup::SeenCard& c) {
    def(c.def);
    seat(c.owner);
  }
  void cards(const std::vector<smashup::SeenCard>& zone) {
    for (const auto& c : zone) card(c);
  }
  template <class Enum>
  void at_most(Enum value, Enum last) {
    fail_if(value > last, "a value out of range");
  }
  void fail_if(bool broken, const char* what) {
    if (broken && problem_.empty()) problem_ = what;
  }
  const std::string& problem() const { return problem_; }

 private:
  int players_;
  std::string problem_;
};

void check_board(ViewCheck& check, const smashup::Observation& o) {
  for (const auto& b : o.bases) {
    check.base(b.base);
    check.fail_if(b.player_power.size() != o.players, "a base without one power per seat");
    for (const auto& loose : b.loose_power) {
      check.seat(loose.seat);
      check.def_or_none(loose.def);
    }
    for (const auto& m : b.minions) {
      check.card(m.card);
      check.seat(m.controller);
      check.def_or_none(m.copied);
      check.at_most(m.talent, smashup::TalentState::Used);
      for (const auto& part : m.power_parts) {
        check.at_most(part.kind, smashup::PowerPart::Kind::Ongoing);
        check.base_or_none(part.base);
      }
    }
    for (const auto& a : b.actions) {
      check.card(a.card);
      check.seat(a.controller);
      check.def_or_none(a.copied);
      check.at_most(a.talent, smashup::TalentState::Used);
    }
  }
  for (auto base : o.base_deck_tops) check.base(base);
  for (auto base : o.base_discard) check.base(base);
  check.cards(o.being_played);
  for (const auto& l : o.lasting) {
    check.card(l.source);
    check.def(l.def);
    check.seat(l.controller);
    check.seat_or_none(l.seat);
    check.base_or_none(l.base);
    check.at_most(l.until, smashup::Until::LeavesPlay);
    check.at_most(l.from, smashup::From::SeatsNextTurn);
    check.at_most(l.kind, smashup::LastingKind::Abilities);
  }
}

void check_turn_and_question(ViewCheck& check, const smashup::Observation& o) {
  check.seat(o.turn.active);
  for (const auto& e : o.turn.extras) {
    check.at_most(e.type, smashup::CardType::Action);
    check.base_or_none(e.only_on);
    check.def_or_none(e.only_named);
  }
  for (auto seat : o.turn.extra_turns_next) check.seat(seat);
  check.seat(o.question.seat);
  for (const auto& option : o.question.options) {
    check.at_most(option.choice.kind, smashup::ChoiceKind::Permission);
    check.def_or_none(option.def);
  }
  check.cards(o.question.shown);
}

}  // namespace

std::string smashup_view_problem(const smashup::Observation& o) {
  if (o.players < smashup::kMinPlayers || o.players > smashup::kMaxPlayers || o.seats.size() != o.players)
    return "a player count out of range";
  ViewCheck check(o.players);
  check.seat(o.seat);
  check.seat(o.first_player);
  check.seat_or_none(o.winner);
  check.cards(o.hand);
  for (const auto& seat : o.seats) {
    check.fail_if(seat.faction_count > seat.factions.size(), "a faction count out of range");
    for (auto faction : seat.factions)
      check.fail_if(!smashup::is_faction(static_cast<int>(faction)), "an unknown faction");
    check.cards(seat.discard);
  }
  check_board(check, o);
  check_turn_and_question(check, o);
  return check.problem();
}

SeatView smashup_seat_view() {
  return {
      [](const framework::Match& match, framework::Seat seat, framework::SeatWordings words) {
        return encode_smashup_observation(dynamic_cast<const smashup::SmashUpMatch&>(match).observe(seat, words));
      },
      [](std::string_view archive) { return smashup::observation_to_json(decode_smashup_observation(archive)); },
      [](std::string_view archive) { return std::any(decode_smashup_observation(archive)); },
      [](const framework::Match& after, framework::SeatWordings words) {
        const auto& match = dynamic_cast<const smashup::SmashUpMatch&>(after);
        std::vector<std::string> said;
        for (const auto& e : match.last_events())
          if (auto sentence = smashup::describe(match.state(), e, words); !sentence.empty()) said.push_back(sentence);
        return said;
      },
      nullptr,  // the notices are the game's screens' (app/game_modules.cpp)
  };
}

}  // namespace cardtable::net
