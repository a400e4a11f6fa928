#include "games/blast/round_replay.hpp"

#include "games/blast/rules.hpp"

namespace cardtable::blast {
namespace {

// Each seat holds the cards it puts face up in the log and one card neither does, so no hand empties before the log
// ends (a finished game's end is the observation's to tell).
State public_start(const RoundLog& log, std::uint16_t round, const std::array<std::uint8_t, kSeats>& stars) {
  std::array<CardSet, kSeats> spent{};
  for (int i = 0; i < log.count; ++i) {
    const Action& a = log.steps[static_cast<std::size_t>(i)];
    spent[log.seat_of(i)] |= a.kind == ActionKind::Play ? a.play_cards() : a.chosen;
  }
  const auto spare = (kAllCards - spent[0] - spent[1]).cards();
  State s;
  s.round = round;
  s.phase = Phase::Trick;
  s.planet_zone = log.start_zones;
  s.stars = stars;
  s.log.count = kRoundLogUnknown;  // the replay keeps no log of its own
  for (Seat seat = 0; seat < kSeats; ++seat) {
    s.hands[seat] = spent[seat];
    if (seat < spare.size()) s.hands[seat].insert(spare[seat]);
  }
  const Seat leader = log.count > 0 ? log.seat_of(0) : 0;
  s.trick.leader = leader;
  s.to_move = leader;
  return s;
}

}  // namespace

RoundReplay replay_round(const RoundLog& log, std::uint16_t round, const std::array<std::uint8_t, kSeats>& stars) {
  RoundReplay replay;
  State s = public_start(log, round, stars);
  for (int i = 0; i < log.count; ++i) {
    const Action& a = log.steps[static_cast<std::size_t>(i)];
    if (s.to_move != log.seat_of(i) || !is_legal(s, a)) {
      replay.follows_rules = false;
      break;
    }
    auto& step = replay.steps.emplace_back();
    step.leads_trick = s.phase == Phase::Trick && s.trick.play_count == 0;
    step.planet = a.planet;
    apply(s, a, &step.events);
  }
  return replay;
}

}  // namespace cardtable::blast
