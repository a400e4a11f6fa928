#include "ui/blast/blast_narration.hpp"

#include <algorithm>

#include "games/blast/events.hpp"
#include "games/blast/rules.hpp"

namespace cardtable::ui {
namespace {

std::string standing(const blast::Observation& v, blast::Seat seat, framework::SeatWordings seats) {
  const int stars = v.stars[seat];
  const int planets = static_cast<int>(std::count(v.planet_zone.begin(), v.planet_zone.end(), seat));
  const int points = v.points[seat];
  return seats[seat].title + ": " + std::to_string(points) + (points == 1 ? " point (" : " points (") +
         std::to_string(stars) + (stars == 1 ? " star, " : " stars, ") + std::to_string(planets) +
         (planets == 1 ? " planet)" : " planets)");
}

Notice round_summary(const blast::Event& won, const blast::Observation& after, framework::SeatWordings seats) {
  Notice n;
  n.title = "Round " + std::to_string(won.round) + " is over";
  const auto& who = seats[won.seat];
  n.lines.push_back(who.name + " emptied " + who.own + " hand first and took a star.");
  n.lines.push_back("");
  n.lines.push_back(standing(after, 0, seats));
  n.lines.push_back(standing(after, 1, seats));
  n.lines.push_back("Stars left in the pile: " + std::to_string(after.star_pile) + ".");
  n.lines.push_back("");
  n.lines.push_back("Planets and stars stay where they are; 7 points wins.");
  return n;
}

}  // namespace

std::string blast_opening(const blast::State& start, framework::SeatWordings seats) {
  blast::Event dealt;
  dealt.kind = blast::EventKind::RoundDealt;
  dealt.round = start.round;
  dealt.seat = blast::round_opener(start);
  return blast::describe(dealt, seats);
}

Notice blast_result(const blast::Observation& s, framework::SeatWordings seats) {
  Notice n;
  n.title = "Game over";
  if (s.winner == blast::kNobody) return n;
  const auto winner = static_cast<blast::Seat>(s.winner);
  const auto& who = seats[winner];
  const std::string score = std::to_string(s.points[winner]) + "-" + std::to_string(s.points[blast::opponent(winner)]);
  n.lines.push_back(who.second_person ? who.name + " win, " + score + "!" : who.title + " wins, " + score + ".");
  n.lines.push_back(s.end == blast::GameEnd::LastStar ? "The last star was taken: most points wins."
                                                      : who.name + " reached 7 points.");
  n.lines.push_back("");
  // Ranked: the winner first.
  n.lines.push_back("1st  " + standing(s, winner, seats));
  n.lines.push_back("2nd  " + standing(s, blast::opponent(winner), seats));
  n.lines.push_back(std::to_string(s.round) + (s.round == 1 ? " round played." : " rounds played."));
  return n;
}

std::optional<Notice> blast_notice(const blast::BlastMatch& after, framework::SeatWordings seats) {
  // The game's end is told rather than its last round's.
  const blast::Event* ended = nullptr;
  for (const auto& e : after.last_events())
    if (e.kind == blast::EventKind::RoundWon || e.kind == blast::EventKind::GameWon) ended = &e;
  if (!ended) return std::nullopt;
  // Every count the summaries give is public: any seat's view serves.
  const auto seen = blast::observe(after.state(), 0);
  return ended->kind == blast::EventKind::GameWon ? blast_result(seen, seats) : round_summary(*ended, seen, seats);
}

Narration narrate_blast(const blast::BlastMatch& after, framework::SeatWordings seats) {
  Narration out;
  for (const auto& e : after.last_events()) out.log.push_back(blast::describe(e, seats));
  out.notice = blast_notice(after, seats);
  return out;
}

}  // namespace cardtable::ui
