#include "ui/play/table_saving.hpp"

#include <spdlog/spdlog.h>

#include "saves/atomic_write.hpp"
#include "saves/save_file.hpp"
#include "ui/play/overlays.hpp"

namespace cardtable::ui {
namespace {

// The save folder, or an empty path when there is no home to hold one (the first autosave then says why).
std::filesystem::path home_saves() {
  try {
    return saves::save_dir();
  } catch (const saves::SaveError&) {
    return {};
  }
}

}  // namespace

TableSaving::TableSaving(framework::Session& session, std::string& message)
    : session_(&session), message_(&message), keeping_(home_saves()) {}

void TableSaving::open(bool over) {
  std::error_code ec;
  if (!lock_own_save()) {
    overlay_ = Overlay::OpenElsewhere;
    return;
  }
  // Opening a finished game to look at it changes nothing, its "last played" included.
  if (!over && (!session_->answers().empty() || std::filesystem::exists(save_path(), ec))) autosave();
}

std::string TableSaving::leaving_note() const {
  if (keeping_.failing()) return "q leaves; the game is NOT saved.";
  return keeping_.saved_somewhere() ? "q leaves (the game is saved)." : "q leaves (nothing was played to save).";
}

void TableSaving::ask_to_save() {
  if (keeping_.failing()) return ask_for_file();
  name_prompt_.emplace("Save a copy of this game (a checkpoint) as:",
                       session_->name() + "-" + std::to_string(session_->answers().size()));
  overlay_ = Overlay::SaveName;
}

void TableSaving::settle() {
  if (overlay_ != Overlay::None || !save_alert_) return;
  save_alert_ = false;
  overlay_ = Overlay::SaveFailed;
}

void TableSaving::draw_overlay(Canvas& canvas) {
  switch (overlay_) {
    case Overlay::SaveName:
    case Overlay::SaveFile: draw_text_prompt(canvas, *name_prompt_); break;
    case Overlay::ConfirmReplace: draw_confirm_replace(canvas, replacing_.string()); break;
    case Overlay::SaveFailed: draw_save_failed(canvas, keeping_.problem()); break;
    case Overlay::OpenElsewhere: draw_open_elsewhere(canvas, session_->name()); break;
    case Overlay::None: break;
  }
}

void TableSaving::overlay_key(Key key) {
  switch (overlay_) {
    case Overlay::SaveName:
    case Overlay::SaveFile: return on_name_key(key);
    case Overlay::ConfirmReplace:
      if (key.is('y') || key.is('Y')) {
        overlay_ = Overlay::None;
        save_to_file(replacing_);
      } else if (key.is('n') || key.is('N') || key.kind == KeyKind::Escape) {
        overlay_ = Overlay::SaveFile;  // the path typed is still there to be changed
      }
      return;
    case Overlay::SaveFailed:
      if (key.is('s'))
        ask_for_file();
      else if (key.kind == KeyKind::Enter || key.kind == KeyKind::Escape || key.is(' '))
        overlay_ = Overlay::None;
      return;
    case Overlay::OpenElsewhere:
      if (key.is('c') || key.kind == KeyKind::Enter)
        open_copy();
      else if (key.is('q') || key.kind == KeyKind::Escape || key.kind == KeyKind::Interrupt)
        leaving_ = true;
      return;
    case Overlay::None: return;
  }
}

bool TableSaving::close(bool over) {
  if (over && lock_) lock_->remove();
  return opened_;
}

void TableSaving::on_name_key(Key key) {
  switch (name_prompt_->handle(key)) {
    case TextPrompt::Outcome::Done: {
      const bool to_file = overlay_ == Overlay::SaveFile;
      overlay_ = Overlay::None;
      if (to_file)
        choose_file(name_prompt_->text());
      else
        save_as(name_prompt_->text());
      break;
    }
    case TextPrompt::Outcome::Cancelled: overlay_ = Overlay::None; break;
    case TextPrompt::Outcome::None: break;
  }
}

// Where autosaves go: the file the person chose after a failure, or the game's own file in the save folder.
std::filesystem::path TableSaving::save_path() const {
  return keeping_.chosen_file() ? *keeping_.chosen_file() : saves::autosave_path(*session_);
}

// Takes the lock of the file at `path` for this program; false when another program has that game open.
bool TableSaving::lock(const std::filesystem::path& path) {
  auto lock = saves::SaveLock::acquire(path);
  if (!lock) return false;
  lock_ = std::move(*lock);
  opened_ = true;
  return true;
}

bool TableSaving::lock_own_save() {
  try {
    return lock(save_path());
  } catch (const saves::SaveError&) {  // no save folder at all: nothing to share with another program
    opened_ = true;
    return true;
  }
}

bool TableSaving::write(const std::filesystem::path& path) {
  try {
    saves::write_save(path, *session_);
    keeping_.saved(path, session_->answers().size(), session_->name());
    return true;
  } catch (const saves::SaveError& e) {
    spdlog::error("save failed: {}", e.what());
    // A new failure is shown in full once; the status line keeps saying it until a save succeeds.
    if (!keeping_.failing() || keeping_.problem() != e.what()) save_alert_ = true;
    keeping_.failed(e.what());
    return false;
  }
}

void TableSaving::autosave() {
  try {
    write(save_path());
  } catch (const saves::SaveError& e) {  // no home folder to hold the save folder
    keeping_.failed(e.what());
    save_alert_ = true;
  }
}

void TableSaving::ask_for_file() {
  std::string suggestion;
  try {
    suggestion = (saves::home_dir() / (session_->name() + std::string(saves::kSaveExtension))).string();
  } catch (const saves::SaveError&) {
  }
  name_prompt_.emplace("Save to this file (later saves go there too):", suggestion, 200, TextPrompt::Kind::Path);
  overlay_ = Overlay::SaveFile;
}

// A file of the person's choice that exists is replaced only once they say so (the game's own file excepted).
void TableSaving::choose_file(const std::filesystem::path& path) {
  std::error_code ec;
  const bool exists = std::filesystem::symlink_status(path, ec).type() != std::filesystem::file_type::not_found;
  if (exists && !std::filesystem::equivalent(path, save_path(), ec)) {
    replacing_ = path;
    overlay_ = Overlay::ConfirmReplace;
    return;
  }
  save_to_file(path);
}

void TableSaving::save_to_file(const std::filesystem::path& path) {
  // A target that is not a regular file is refused before its lock file is made beside it (/dev/null: no
  // /dev/.null.lock either).
  try {
    saves::check_write_target(path);
  } catch (const saves::SaveError& e) {
    keeping_.failed(e.what());
    save_alert_ = false;
    overlay_ = Overlay::SaveFailed;
    return;
  }
  auto file_lock = saves::SaveLock::acquire(path);
  if (!file_lock) {
    *message_ = "Not saved: " + path.string() + " is open in another cardtable window.";
    return;
  }
  if (!write(path)) {
    file_lock->remove();  // nothing was saved there: no lock file is left beside it
    save_alert_ = false;
    overlay_ = Overlay::SaveFailed;
    return;
  }
  lock_ = std::move(*file_lock);
  keeping_.choose_file(path);
  spdlog::info("saved to {}", path.string());
  *message_ = "Saved to " + path.string() + "; the next saves go there too.";
}

// The game is open in another program: this one plays a copy under the first free name.
void TableSaving::open_copy() {
  const auto base = session_->name();
  for (int n = 1; n < 100; ++n) {
    const auto name = base + (n == 1 ? "-copy" : "-copy-" + std::to_string(n));
    std::filesystem::path path;
    try {
      path = saves::save_path_for(saves::save_dir(), name);
    } catch (const saves::SaveError& e) {
      *message_ = e.what();
      return;
    }
    std::error_code ec;
    if (std::filesystem::exists(path, ec) || !lock(path)) continue;
    session_->set_name(name);
    overlay_ = Overlay::None;
    autosave();
    *message_ = "Playing a copy, saved as " + name + ".";
    return;
  }
  *message_ = "No free name for a copy of " + base + ".";
}

// A checkpoint: a copy of the game as it is now, under its own name; the game goes on saving to its own file.
void TableSaving::save_as(const std::string& name) {
  const auto own_path = saves::autosave_path(*session_);
  const auto own_name = session_->name();
  session_->set_name(name);
  const auto path = saves::autosave_path(*session_);
  if (path == own_path) {
    session_->set_name(own_name);
    autosave();
    if (!keeping_.failing()) *message_ = "Saved as " + name + ".";
    return;
  }
  // Never over another game: a save of that name that exists, or is open elsewhere, is left alone.
  std::error_code ec;
  const bool taken = std::filesystem::exists(path, ec) || saves::SaveLock::held_elsewhere(path);
  if (taken) {
    session_->set_name(own_name);
    *message_ = "Not saved: a game called " + name + " exists already; choose another name.";
    return;
  }
  try {
    saves::write_save(path, *session_);
  } catch (const saves::SaveError& e) {
    session_->set_name(own_name);
    *message_ = std::string("Not saved: ") + e.what();
    return;
  }
  session_->set_name(own_name);
  spdlog::info("checkpoint {} saved", path.string());
  // The command to open the copy comes first: at 80 columns the rest may be cut.
  *message_ = "Copy saved: cardtable resume " + name + "  (this game goes on as " + own_name + ")";
}

}  // namespace cardtable::ui
