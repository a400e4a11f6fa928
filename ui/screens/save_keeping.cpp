#include "ui/screens/save_keeping.hpp"

namespace cardtable::ui {

void SaveKeeping::saved(const std::filesystem::path& path, std::size_t answers, const std::string& name) {
  last_path_ = path;
  last_answers_ = answers;
  last_name_ = name;
  problem_.clear();
}

void SaveKeeping::failed(std::string why) { problem_ = std::move(why); }

std::vector<std::string> SaveKeeping::kept(std::size_t answers) const {
  std::vector<std::string> out;
  const bool at_home = last_path_ && last_path_->parent_path() == home_saves_;
  const auto how_to_continue = [&] {
    return at_home ? "cardtable resume " + last_name_ : "cardtable load " + last_path_->string();
  };
  if (!failing()) {
    if (last_path_) {
      out.push_back(at_home ? "The game is saved as " + last_name_ + "." : "The game is saved in " + last_path_->string() + ".");
      out.push_back("Continue it with: " + how_to_continue());
    } else if (answers == 0) {
      out.push_back("Nothing was played yet, so no save is kept.");
    }
    return out;
  }
  out.push_back("The game is NOT saved: " + problem_);
  if (!last_path_) {
    out.push_back("Nothing of it is on disk.");
    return out;
  }
  const auto behind = answers - last_answers_;
  out.push_back(last_path_->string() + " holds it as it was " + std::to_string(behind) +
                (behind == 1 ? " decision" : " decisions") + " ago: " + how_to_continue());
  return out;
}

}  // namespace cardtable::ui
