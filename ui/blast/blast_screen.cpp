#include "ui/blast/blast_screen.hpp"

#include "games/blast/blast_match.hpp"
#include "ui/blast/blast_narration.hpp"
#include "ui/blast/blast_view.hpp"
#include "ui/blast/how_to_play.hpp"
#include "ui/blast/round_view.hpp"
#include "ui/play/overlays.hpp"
#include "ui/terminal/canvas.hpp"

namespace cardtable::ui {
namespace {

const blast::BlastMatch& match_of(const framework::Match& match) { return dynamic_cast<const blast::BlastMatch&>(match); }

const blast::State& state_of(const framework::Match& match) { return match_of(match).state(); }

}  // namespace

void BlastScreen::show(const SeatPosition& position, framework::SeatWordings seats) {
  const auto& view = std::any_cast<const blast::Observation&>(position.view);
  table_.show(view, position.asked() ? position.question->options : std::vector<framework::Option>{});
  seats_.assign(seats.begin(), seats.end());
  if (!round_open()) return;
  // Hot-seat: the round as one person saw it (their exchange) closes when the keyboard goes to the other.
  if (view.seat != round_built_.seat) {
    round_scroll_.reset();
    return;
  }
  if (!(view == round_built_)) build_round(seats);
}

void BlastScreen::build_round(framework::SeatWordings seats) {
  round_built_ = table_.view();
  round_lines_ = round_view_lines(round_built_, seats);
}

bool BlastScreen::opens_window(Key key) {
  if (!key.is('r')) return false;
  build_round(seats_);
  // The newest trick and the counts under it are what a player looks for first.
  round_scroll_.emplace(Scroll::Start::Bottom);
  return true;
}

std::optional<std::string> BlastScreen::handle(Key key) {
  if (round_open()) {
    // Scrolling keys scroll; any other closes the window and does nothing else (no card is played by it).
    if (!round_scroll_->handle(key)) round_scroll_.reset();
    return std::nullopt;
  }
  if (opens_window(key)) return std::nullopt;
  return table_.handle(key);
}

void BlastScreen::draw(Canvas& canvas, const TableScene& scene) {
  // Clicks are read against the layout of the screen as last drawn.
  table_.set_layout(BlastLayout{canvas.rows(), canvas.cols()});
  draw_blast(canvas, table_, scene);
  // While the keyboard changes hands nothing of a seat's own is shown (the exchange line is).
  if (round_open() && !scene.hide_hand)
    draw_text_window(canvas, round_view_title(round_built_), round_lines_, *round_scroll_,
                     "up/down, PgUp/PgDn scroll  Esc closes");
}

std::vector<KeyHelp> BlastScreen::keys() const {
  auto keys = table_.keys();
  keys.push_back({"r", "this round so far: every trick in order (each play and pass, who took it and where its "
                       "planet went, Junker discards), the high cards face up and how many cards you have not seen; "
                       "up/down, PgUp/PgDn scroll it, Esc closes it"});
  return keys;
}

std::string BlastScreen::key_bar() const {
  // While the person waits (or the game is over) the bar has room; deciding, `?` lists r.
  const auto mode = table_.mode();
  const auto bar = table_.key_bar();
  return mode == TableMode::Watching || mode == TableMode::Over ? bar + "  r round" : bar;
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
