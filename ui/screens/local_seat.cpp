#include "ui/screens/local_seat.hpp"

namespace cardtable::ui {

LocalSeat::LocalSeat(const framework::GameCatalog& catalog, const framework::Session& session) : session_(&session) {
  if (const auto* game = catalog.find(session.game_id())) view_ = game->part<net::SeatView>();
}

SeatPosition seat_position(const net::SeatView* view, const framework::Match& match, framework::Seat seat,
                           framework::SeatWordings words) {
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
  if (view) now.view = view->decode(view->observation(match, seat, words));
  return now;
}

const SeatPosition& LocalSeat::position(framework::Seat seat, framework::SeatWordings words) {
  if (made_ && seat == position_.seat && session_->answers() == answers_) return position_;
  position_ = seat_position(view_, session_->match(), seat, words);
  answers_ = session_->answers();
  made_ = true;
  return position_;
}

}  // namespace cardtable::ui
