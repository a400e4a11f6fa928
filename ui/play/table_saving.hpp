#pragma once
// The saves of a local table: the autosave after every decision, a checkpoint under a name (s), a file of the
// person's choice after a failure, the lock that keeps a game open in one program at a time, and the windows they
// open (the name asked, a file that exists, a failed save, a game open elsewhere).
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "framework/session.hpp"
#include "saves/save_lock.hpp"
#include "ui/screens/key.hpp"
#include "ui/screens/save_keeping.hpp"
#include "ui/screens/text_prompt.hpp"

namespace cardtable::ui {

class Canvas;

class TableSaving {
 public:
  // `message`: the table's message line, where what a save did is said.
  TableSaving(framework::Session& session, std::string& message);

  // Before the first frame: takes the lock of the game's save and saves (a new game is first saved at its first
  // decision, so one left before that leaves no save behind); another program holding it opens the window offering
  // a copy.
  void open(bool over);
  void autosave();
  bool failing() const { return keeping_.failing(); }
  // What is on disk, for the leave confirmation and the shell.
  std::vector<std::string> kept() const { return keeping_.kept(session_->answers().size()); }
  // What q does on the too-small screen, and only what is true of the disk.
  std::string leaving_note() const;
  // s: a checkpoint under a name, or a file of the person's choice while saves fail.
  void ask_to_save();

  // A new failure waits to be shown in full: opens its window (only while nothing else covers the table).
  void settle();
  bool overlay_open() const { return overlay_ != Overlay::None; }
  void draw_overlay(Canvas& canvas);
  void overlay_key(Key key);
  // The game is open in another program and the person chose to leave rather than play a copy.
  bool leaving() const { return leaving_; }

  // The table closes: a finished game keeps its save (its results), not its lock file. False when the game was never
  // opened here (another program has it).
  bool close(bool over);

 private:
  enum class Overlay { None, SaveName, SaveFile, ConfirmReplace, SaveFailed, OpenElsewhere };

  std::filesystem::path save_path() const;
  bool lock(const std::filesystem::path& path);
  bool lock_own_save();
  bool write(const std::filesystem::path& path);
  void ask_for_file();
  void on_name_key(Key key);
  void choose_file(const std::filesystem::path& path);
  void save_to_file(const std::filesystem::path& path);
  void open_copy();
  void save_as(const std::string& name);

  framework::Session* session_;
  std::string* message_;
  SaveKeeping keeping_;
  Overlay overlay_ = Overlay::None;
  std::optional<TextPrompt> name_prompt_;
  std::filesystem::path replacing_;  // the existing file "save to a file of your choice" asks about
  std::optional<saves::SaveLock> lock_;
  bool opened_ = false;      // this program holds the save's lock (or it could not be locked at all)
  bool save_alert_ = false;  // a new save failure waits to be shown in full
  bool leaving_ = false;
};

}  // namespace cardtable::ui
