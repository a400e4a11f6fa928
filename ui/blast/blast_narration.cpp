#include "ui/blast/blast_narration.hpp"

#include "games/blast/events.hpp"
#include "games/blast/rules.hpp"

namespace cardtable::ui {
namespace {

std::string standing(const blast::State& s, blast::Seat seat, framework::SeatWordings seats) {
  const int stars = s.stars[seat];
  const int planets = blast::planets_held(s, seat);
  const int points = blast::points(s, seat);
  return seats[seat].title + ": " + std::to_string(points) + (points == 1 ? " point (" : " points (") +
         std::to_string(stars) + (stars == 1 ? " star, " : " stars, ") + std::to_string(planets) +
         (planets == 1 ? " planet)" : " planets)");
}

Notice round_summary(const blast::Event& won, const blast::State& after, framework::SeatWordings seats) {
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

Notice blast_result(const blast::State& s, framework::SeatWordings seats) {
  Notice n;
  n.title = "Game over";
  if (s.winner == blast::kNobody) return n;
  const auto winner = static_cast<blast::Seat>(s.winner);
  const auto& who = seats[winner];
  const std::string score =
      std::to_string(blast::points(s, winner)) + "-" + std::to_string(blast::points(s, blast::opponent(winner)));
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

Narration narrate_blast(const blast::BlastMatch& after, framework::SeatWordings seats) {
  Narration out;
  for (const auto& e : after.last_events()) {
    out.log.push_back(blast::describe(e, seats));
    if (e.kind == blast::EventKind::RoundWon) out.notice = round_summary(e, after.state(), seats);
    if (e.kind == blast::EventKind::GameWon) out.notice = blast_result(after.state(), seats);
  }
  return out;
}

}  // namespace cardtable::ui
