#include "ui/blast/blast_screen.hpp"

#include "games/blast/blast_match.hpp"
#include "ui/blast/blast_narration.hpp"
#include "ui/blast/blast_view.hpp"
#include "ui/blast/how_to_play.hpp"
#include "ui/terminal/canvas.hpp"

namespace cardtable::ui {
namespace {

const blast::BlastMatch& match_of(const framework::Match& match) { return dynamic_cast<const blast::BlastMatch&>(match); }

const blast::State& state_of(const framework::Match& match) { return match_of(match).state(); }

}  // namespace

void BlastScreen::show(const SeatPosition& position, framework::SeatWordings) {
  table_.show(std::any_cast<const blast::Observation&>(position.view),
              position.asked() ? position.question->options : std::vector<framework::Option>{});
}

void BlastScreen::draw(Canvas& canvas, const TableScene& scene) {
  // Clicks are read against the layout of the screen as last drawn.
  table_.set_layout(BlastLayout{canvas.rows(), canvas.cols()});
  draw_blast(canvas, table_, scene);
}

std::vector<std::string> BlastScreen::legend() const {
  return {
      "C, G, J, S: Changeling, Greedbot, Junker, Shrinker, each in a colour of its own; the number is the card's value.",
      "[C2] in your hand: the card under the cursor. ▲ above a card: it is selected for your play (underlined "
      "without colour).",
      "▸ beside a planet: the planet your play goes on. ● shows where each planet lies: on your side, in the middle "
      "or on the other player's side; · is an empty place.",
      "★ in the title: stars each player has won; the pile holds the stars still to be won.",
      "In a trick and in the log: S5- is a Shrinker counted one lower; C5=J is a Changeling counted as a Junker.",
      "Seen this round: every card played face up, by faction; one drawn in red (underlined without colour) was "
      "discarded after a Junker won a trick.",
      "The line under your hand says what the card under the cursor does and whether the selected cards can be "
      "played; when they can count in several ways, Enter lists the ways (c clears the selection)."};
}

std::vector<Page> BlastScreen::rules() const { return blast_how_to_play(); }

Narration BlastScreen::narrate(const framework::Match& after, const std::vector<std::string>&,
                               framework::SeatWordings seats) const {
  return narrate_blast(match_of(after), seats);
}

std::optional<Notice> BlastScreen::notice(const framework::Match& after, framework::SeatWordings seats) const {
  return blast_notice(match_of(after), seats);
}

std::vector<std::string> BlastScreen::opening(const framework::Match& start, framework::SeatWordings seats) const {
  return {blast_opening(state_of(start), seats)};
}

Notice BlastScreen::result(const SeatPosition& end, framework::SeatWordings seats) const {
  return blast_result(std::any_cast<const blast::Observation&>(end.view), seats);
}

}  // namespace cardtable::ui
