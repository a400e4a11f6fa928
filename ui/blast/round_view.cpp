#include "ui/blast/round_view.hpp"

#include "games/blast/events.hpp"
#include "games/blast/round_replay.hpp"
#include "games/blast/rules.hpp"
#include "ui/blast/blast_words.hpp"

namespace cardtable::ui {

using blast::CardSet;
using blast::Event;
using blast::EventKind;
using blast::Observation;
using blast::State;

namespace {

// A step of a trick, under its trick's heading.
std::string sentence(const std::string& words) { return "· " + words; }

std::string dealt_line(const Observation& view, framework::SeatWordings seats) {
  State known;
  known.first_player = view.first_player;
  known.last_round_winner = view.last_round_winner;
  Event dealt;
  dealt.kind = EventKind::RoundDealt;
  dealt.round = view.round;
  dealt.seat = blast::round_opener(known);
  return blast::describe(dealt, seats);
}

// the gifts are known to the two seats that swapped them, and this view is one of them.
std::string exchange_line(const Observation& view, framework::SeatWordings seats) {
  Event swapped;
  swapped.kind = EventKind::ExchangeSwapped;
  swapped.seat = view.seat;
  swapped.gifts[view.seat] = view.gave;
  swapped.gifts[blast::opponent(view.seat)] = view.received;
  return blast::describe(swapped, seats);
}

void add_tricks(const Observation& view, framework::SeatWordings seats, std::vector<std::string>& lines) {
  const auto& log = view.log;
  const auto replay = blast::replay_round(log, view.round, view.stars);
  int trick = 0;
  for (const auto& step : replay.steps) {
    if (step.leads_trick)
      lines.push_back("Trick " + std::to_string(++trick) + ": " + blast::planet_name(step.planet) + " (" +
                      short_requirement(step.planet) + ")");
    for (const auto& e : step.events) lines.push_back(sentence(blast::describe(e, seats)));
  }
  if (!replay.follows_rules) {
    lines.push_back("The rest of this round's record does not follow the rules, so it is not shown.");
    return;
  }
  if (view.phase != blast::Phase::GameOver || log.count == 0 || view.winner == blast::kNobody) return;
  // The last step emptied a hand: that seat won the round, and the game ended with it.
  Event won;
  won.kind = EventKind::RoundWon;
  won.seat = log.seat_of(log.count - 1);
  won.round = view.round;
  won.points = view.points;
  lines.push_back(blast::describe(won, seats));
  Event over = won;
  over.kind = EventKind::GameWon;
  over.seat = static_cast<blast::Seat>(view.winner);
  over.end = view.end;
  lines.push_back(blast::describe(over, seats));
}

// The plays of the trick on the table, when the log that led to it is not known.
void add_trick_on_table(const Observation& view, framework::SeatWordings seats, std::vector<std::string>& lines) {
  const auto& trick = view.trick;
  if (view.phase != blast::Phase::Trick || trick.play_count == 0) return;
  lines.push_back("The trick on the table: " + blast::planet_name(trick.planet) + " (" +
                  short_requirement(trick.planet) + ")");
  for (int i = 0; i < trick.play_count; ++i) {
    Event played;
    played.kind = EventKind::Played;
    played.seat = trick.seat_of_play(i);
    played.action = trick.plays[static_cast<std::size_t>(i)];
    lines.push_back(sentence(blast::describe(played, seats)));
  }
}

// What a counting player asks: which high cards are gone, and how many cards are still out of sight.
void add_counts(const Observation& view, framework::SeatWordings seats, std::vector<std::string>& lines) {
  constexpr int kHigh = 8;
  std::vector<blast::CardId> high;
  for (int value = blast::kValues - 1; value >= kHigh; --value)
    for (int f = 0; f < blast::kFactions; ++f) {
      const auto card = blast::card_of(static_cast<blast::Faction>(f), value);
      if (view.face_up.contains(card)) high.push_back(card);
    }
  const int all_high = (blast::kValues - kHigh) * blast::kFactions;
  lines.push_back("High cards face up (8 to 10): " + (high.empty() ? std::string("none") : cards_list(high)) + ", " +
                  std::to_string(high.size()) + " of " + std::to_string(all_high) + ".");
  // A gift still in the other hand is a card this seat knows is there.
  const auto them = blast::opponent(view.seat);
  const CardSet gave_held = view.exchange_done ? view.gave - view.face_up : CardSet{};
  const int never_dealt = blast::kDeckSize - blast::kSeats * blast::kHandSize;
  const int unknown_held = view.opponent_hand_size - gave_held.size();
  std::string out = "Out of " + seats[view.seat].possessive + " sight: " + count_cards(never_dealt + unknown_held) + " (" +
                    std::to_string(never_dealt) + " never dealt, " + std::to_string(unknown_held) + " in " +
                    seats[them].possessive + " hand)";
  if (!gave_held.empty())
    out += "; " + seats[them].name + " also " + seats[them].verb("hold", "holds") + " " + cards_list(gave_held.cards()) +
           ", from the exchange";
  lines.push_back(out + ".");
}

}  // namespace

std::string round_view_title(const Observation& view) { return "This round: round " + std::to_string(view.round); }

std::vector<std::string> round_view_lines(const Observation& view, framework::SeatWordings seats) {
  std::vector<std::string> lines{dealt_line(view, seats)};
  if (view.exchange_done) lines.push_back(exchange_line(view, seats));
  if (view.log.known()) {
    if (view.log.count == 0) lines.push_back("No card has been played yet.");
    add_tricks(view, seats, lines);
  } else {
    lines.push_back("How this round began is not known: the game went on from a save made before rounds were "
                    "recorded. Its tricks cannot be listed; the next round's will be.");
    add_trick_on_table(view, seats, lines);
  }
  lines.emplace_back();
  add_counts(view, seats, lines);
  return lines;
}

}  // namespace cardtable::ui
