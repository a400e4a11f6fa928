#include "ui/screens/local_seat.hpp"

namespace cardtable::ui {

LocalSeat::LocalSeat(const framework::GameCatalog& catalog, const framework::Session& session) : session_(&session) {
  if (const auto* game = catalog.find(session.game_id())) view_ = game->part<net::SeatView>();
}

const SeatPosition& LocalSeat::position(framework::Seat seat, framework::SeatWordings words) {
  if (made_ && seat == position_.seat && session_->answers() == answers_) return position_;
  const auto& match = session_->match();
  SeatPosition now;
  now.seat = seat;
  now.over = match.is_over();
  if (now.over) {
    now.results = match.results();
  } else {
    auto question = match.pending();
    // as the host sends it, the options go only to the seat asked.
    if (question.seat != seat) question.options.clear();
    now.question = std::move(question);
  }
  if (view_) now.view = view_->decode(view_->observation(match, seat, words));
  position_ = std::move(now);
  answers_ = session_->answers();
  made_ = true;
  return position_;
}

}  // namespace cardtable::ui
