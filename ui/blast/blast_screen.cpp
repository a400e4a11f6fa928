#include "ui/blast/blast_screen.hpp"

#include "games/blast/blast_match.hpp"
#include "ui/blast/blast_narration.hpp"
#include "ui/blast/blast_view.hpp"
#include "ui/terminal/canvas.hpp"

namespace cardtable::ui {
namespace {

const blast::State& state_of(const framework::Match& match) {
  return dynamic_cast<const blast::BlastMatch&>(match).state();
}

}  // namespace

void BlastScreen::show(const framework::Match& match, framework::Seat viewer) { table_.show(state_of(match), viewer); }

void BlastScreen::draw(Canvas& canvas, const TableScene& scene) {
  // Clicks are read against the layout of the screen as last drawn.
  table_.set_layout(BlastLayout{canvas.rows(), canvas.cols()});
  draw_blast(canvas, table_, scene);
}

Narration BlastScreen::narrate(const framework::Match& before, const std::string& option_id,
                               const std::vector<SeatWords>& seats) const {
  return narrate_blast(state_of(before), option_id, seats);
}

std::vector<std::string> BlastScreen::opening(const framework::Match& start,
                                              const std::vector<SeatWords>& seats) const {
  return {blast_opening(state_of(start), seats)};
}

Notice BlastScreen::result(const framework::Match& match, const std::vector<SeatWords>& seats) const {
  return blast_result(state_of(match), seats);
}

}  // namespace cardtable::ui
