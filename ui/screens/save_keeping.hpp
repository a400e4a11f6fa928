#pragma once
// What is on disk of the game at the table: where it was last saved, as of which decision, and why the last save
// failed. The leave dialog and the line printed on leaving say only what this knows to be true.
#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace cardtable::ui {

class SaveKeeping {
 public:
  // `home_saves` is the folder `cardtable resume` reads: a game saved there is resumed by name, elsewhere by path.
  explicit SaveKeeping(std::filesystem::path home_saves) : home_saves_(std::move(home_saves)) {}

  // A save of the game as of `answers` decisions succeeded.
  void saved(const std::filesystem::path& path, std::size_t answers, const std::string& name);
  // A save failed; `why` names the file and the reason.
  void failed(std::string why);
  // The last save attempt failed.
  bool failing() const { return !problem_.empty(); }
  // A save of the game succeeded at some point (it may be behind, or failing now).
  bool saved_somewhere() const { return last_path_.has_value(); }
  const std::string& problem() const { return problem_; }
  // Where the game goes on being saved after the person chose a file of their own (nullopt: the save folder).
  const std::optional<std::filesystem::path>& chosen_file() const { return chosen_; }
  void choose_file(std::filesystem::path path) { chosen_ = std::move(path); }
  void use_save_folder() { chosen_.reset(); }

  // Sentences on what is kept, the game having reached `answers` decisions: for the leave dialog and the shell.
  std::vector<std::string> kept(std::size_t answers) const;

 private:
  std::filesystem::path home_saves_;
  std::optional<std::filesystem::path> chosen_;
  std::optional<std::filesystem::path> last_path_;
  std::string last_name_;
  std::size_t last_answers_ = 0;
  std::string problem_;
};

}  // namespace cardtable::ui
