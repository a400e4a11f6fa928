#include "framework/session.hpp"

namespace cardtable::framework {

Session::Session(const GameCatalog& catalog, std::string game_id, nlohmann::json setup, std::vector<SeatPlayer> seats)
    : catalog_(&catalog),
      game_id_(std::move(game_id)),
      setup_(std::move(setup)),
      seats_(std::move(seats)),
      match_(catalog.create(game_id_, setup_)) {}

Session::Session(const GameCatalog& catalog, std::string game_id, nlohmann::json setup, std::vector<SeatPlayer> seats,
                 std::unique_ptr<Match> start)
    : catalog_(&catalog),
      game_id_(std::move(game_id)),
      setup_(std::move(setup)),
      seats_(std::move(seats)),
      start_(std::move(start)),
      match_(start_->clone()) {}

std::unique_ptr<Match> Session::fresh_match() const {
  return start_ ? start_->clone() : catalog_->create(game_id_, setup_);
}

std::vector<std::string> Session::answer(std::string_view option_id) {
  const Seat decider = match_->is_over() ? Seat{0} : match_->deciding_seat();
  auto said = match_->answer(option_id);
  answers_.emplace_back(option_id);
  deciders_.push_back(decider);
  return said;
}

void Session::rewind_to(std::size_t count) {
  if (count > answers_.size()) count = answers_.size();
  auto fresh = fresh_match();
  std::vector<Seat> deciders;
  for (std::size_t i = 0; i < count; ++i) {
    deciders.push_back(fresh->deciding_seat());
    fresh->answer(answers_[i]);
  }
  answers_.resize(count);
  deciders_ = std::move(deciders);
  match_ = std::move(fresh);
}

void Session::restore(std::unique_ptr<Match> match, std::vector<std::string> answers) {
  match_ = std::move(match);
  if (answers != answers_) deciders_.clear();
  answers_ = std::move(answers);
}

}  // namespace cardtable::framework
