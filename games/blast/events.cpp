#include "games/blast/events.hpp"

namespace cardtable::blast {
namespace {

std::string cards_text(CardSet cards) {
  std::string out;
  for (CardId c : cards.cards()) out += (out.empty() ? "" : " ") + card_name(c);
  return out.empty() ? "nothing" : out;
}

std::string zone_text(std::int8_t zone, framework::SeatWordings words) {
  if (zone == kCentre) return "the centre";
  return words[static_cast<std::size_t>(zone)].possessive + " zone";
}

std::string score_text(const std::array<int, kSeats>& points) {
  return std::to_string(points[0]) + "–" + std::to_string(points[1]);
}

}  // namespace

std::string describe(const Event& e, framework::SeatWordings words) {
  const std::string& who = words[e.seat].name;
  const std::array<std::string, kSeats> names{words[0].name, words[1].name};
  switch (e.kind) {
    case EventKind::RoundDealt:
      return "Round " + std::to_string(e.round) + ": 15 cards each, 14 unseen; " + who + " " +
             words[e.seat].verb("lead", "leads") + ".";
    case EventKind::ExchangeSwapped:
      return "Exchange: " + names[0] + " gave " + cards_text(e.gifts[0]) + "; " + names[1] + " gave " +
             cards_text(e.gifts[1]) + ".";
    case EventKind::Played: return who + " played " + describe_play(e.action) + ".";
    case EventKind::Passed: return who + " passed.";
    case EventKind::TrickWon: {
      std::string out = who + " won the trick on " + planet_name(e.planet) + ": ";
      if (e.from_zone == e.to_zone) return out + "it stays in " + zone_text(e.to_zone, words) + ".";
      out += "it moves from " + zone_text(e.from_zone, words) + " to " + zone_text(e.to_zone, words);
      return out + (e.greedbot ? " (Greedbot)." : ".");
    }
    case EventKind::JunkerDiscard: return who + " discarded " + cards_text(e.action.chosen) + " (Junker).";
    case EventKind::RoundWon:
      return who + " emptied " + words[e.seat].own + " hand, won round " + std::to_string(e.round) + " and took a star (" +
             score_text(e.points) + ").";
    case EventKind::GameWon:
      if (e.end == GameEnd::LastStar)
        return "The last star is taken: " + who + " won the game " + score_text(e.points) + ".";
      return who + " reached 7 points and won the game " + score_text(e.points) + ".";
  }
  return {};
}

}  // namespace cardtable::blast
