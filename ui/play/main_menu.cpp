#include "ui/play/main_menu.hpp"

#include <algorithm>
#include <ctime>

#include <spdlog/spdlog.h>

#include "saves/save_file.hpp"
#include "saves/save_lock.hpp"
#include "ui/play/game_ui.hpp"
#include "ui/play/overlays.hpp"
#include "ui/play/rule_books.hpp"
#include "ui/screens/choice_list.hpp"
#include "ui/screens/pager.hpp"
#include "ui/screens/text.hpp"
#include "ui/terminal/canvas.hpp"
#include "ui/terminal/terminal.hpp"

namespace cardtable::ui {
namespace {

constexpr int kMenuMinRows = 16;
constexpr int kMenuMinCols = 60;

std::string when(std::int64_t seconds) {
  const auto t = static_cast<std::time_t>(seconds);
  std::tm parts{};
  if (!::localtime_r(&t, &parts)) return "?";
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%d %H:%M", &parts);
  return text;
}

// The newest game that can be played on: finished games and saves that cannot be loaded are passed by.
const saves::SaveListing* newest_loadable(const std::vector<saves::SaveListing>& list) {
  for (const auto& save : list)
    if (save.problem.empty() && !save.over) return &save;
  return nullptr;
}

// What Continue would open, and the newer saves it passes by because they cannot be loaded.
std::string continue_note(const std::vector<saves::SaveListing>& saves, const saves::SaveListing* newest) {
  const auto end = newest ? saves.begin() + (newest - saves.data()) : saves.end();
  const auto broken = std::count_if(saves.begin(), end, [](const auto& s) { return !s.problem.empty(); });
  std::string note = newest ? newest->summary : "no game to play on";
  if (broken > 0) note += " (" + std::to_string(broken) + (broken == 1 ? " newer save cannot" : " newer saves cannot") + " be loaded)";
  return note;
}

// "the rules of Blast and of Smash Up"
std::string rules_note(const std::vector<RuleBook>& books) {
  std::string titles;
  for (std::size_t i = 0; i < books.size(); ++i)
    titles += (i == 0 ? "" : i + 1 == books.size() ? " and of " : ", of ") + books[i].game;
  return "the rules of " + titles;
}

// The games with cards to browse, by title.
std::vector<std::pair<std::string, std::function<std::unique_ptr<Browser>()>>> card_books(
    const framework::GameCatalog& catalog) {
  std::vector<std::pair<std::string, std::function<std::unique_ptr<Browser>()>>> out;
  for (const auto& game : catalog.modules())
    if (const auto* screens = game.part<GameUi>(); screens && screens->cards) out.emplace_back(game.info.title, screens->cards);
  return out;
}

ChoiceList main_list(const std::vector<saves::SaveListing>& saves, const std::vector<RuleBook>& books,
                     const framework::GameCatalog& catalog) {
  const auto* newest = newest_loadable(saves);
  std::string cards;
  for (const auto& [title, browser] : card_books(catalog)) cards += (cards.empty() ? "every card of " : " and ") + title;
  return ChoiceList("Main menu", {
                                     {"New game", "", true},
                                     {"Continue", continue_note(saves, newest), newest != nullptr},
                                     {"Load...", saves.empty() ? "no saved games" : "", !saves.empty()},
                                     {"How to play", rules_note(books), !books.empty()},
                                     {"Cards", cards.empty() ? "no game has cards to browse" : cards + ", searchable",
                                      !cards.empty()},
                                     // Each note on one row of an 80-column menu, so every row shows at 80x24.
                                     {"Join a table", "someone hosts a table: their address and your code", true},
                                     {"Host a table", "others join you, each at their own terminal", true},
                                     {"Quit", "", true},
                                 });
}

// Every game's New game rows, in the catalog's order.
std::vector<NewGameEntry> new_game_entries(const framework::GameCatalog& catalog) {
  std::vector<NewGameEntry> out;
  for (const auto& game : catalog.modules())
    if (const auto* screens = game.part<GameUi>()) out.insert(out.end(), screens->new_game.begin(), screens->new_game.end());
  return out;
}

ChoiceList new_game_list(const std::vector<NewGameEntry>& entries, const std::string& title = "New game") {
  std::vector<Choice> choices;
  for (const auto& entry : entries) choices.push_back({entry.label, entry.note, true});
  return ChoiceList(title, std::move(choices));
}

ChoiceList load_list(const std::vector<saves::SaveListing>& saves) {
  std::vector<Choice> choices;
  for (const auto& save : saves) {
    if (save.problem.empty())
      choices.push_back({save.name, save.summary + " (" + when(save.last_played_at) + ")", true});
    else
      choices.push_back({save.name, "cannot be loaded: " + save.problem, false});
  }
  return ChoiceList("Load a saved game", std::move(choices));
}

class MainMenu {
 public:
  MainMenu(Terminal& terminal, const framework::GameCatalog& catalog, std::optional<HostRefused> refused, MenuRow at)
      : terminal_(terminal),
        catalog_(catalog),
        saves_(read_saves()),
        list_(main_list(saves_, books_, catalog_)) {
    if (at != MenuRow::NewGame) {
      main_row_ = at == MenuRow::JoinTable ? kJoinRow : kHostRow;
      list_.set_cursor(main_row_);
    }
    if (refused) {
      main_row_ = kHostRow;
      go(Level::Host);
      ask_listen(std::move(refused->table.session), refused->table.listen);
      message_ = "Not hosted: " + refused->why;
    }
  }

  std::optional<MenuChoice> run() {
    while (!done_ && !terminal_.stop_requested()) {
      draw();
      const auto key = terminal_.read_key(100);
      if (key.kind == KeyKind::None || key.kind == KeyKind::Resize) continue;
      if (key.kind == KeyKind::Interrupt) return std::nullopt;
      if (pager_) {
        if (pager_->handle(key)) pager_.reset();
        continue;
      }
      if (browser_) {
        if (!browser_->handle(key)) browser_.reset();
        continue;
      }
      if (join_prompt_) {
        on_join_key(key);
        continue;
      }
      if (listen_prompt_) {
        on_listen_key(key);
        continue;
      }
      if (form_) {
        // PgUp/PgDn scroll what the row means (the factions' list is longer than the screen); the rest is the form's.
        if (key.kind == KeyKind::PageUp || key.kind == KeyKind::PageDown) {
          details_scroll_.handle(key);
          continue;
        }
        const auto row = form_->cursor();
        on_form(form_->handle(key));
        if (form_ && form_->cursor() != row) details_scroll_ = Scroll();
        continue;
      }
      if (help_) {
        help_ = help_scroll_.handle(key);
        continue;
      }
      if (key.is('?')) {
        help_scroll_ = Scroll();
        help_ = true;
        continue;
      }
      if (deleting_) {
        confirm_delete(key);
        continue;
      }
      message_.clear();
      if (level_ == Level::Load && key.is('x') && list_.cursor() < saves_.size()) {
        deleting_ = list_.cursor();
        message_ = "Delete the save " + saves_[*deleting_].name + "? y deletes it, any other key keeps it.";
        continue;
      }
      on_choice(list_.handle(key));
    }
    return std::move(chosen_);
  }

 private:
  enum class Level { Main, NewGame, Load, HowToPlay, Host };
  static constexpr std::size_t kJoinRow = 5;
  static constexpr std::size_t kHostRow = 6;

  // The saves in the save folder; none when it cannot be read, which the menu then says (a new game is still played,
  // and its table says where it cannot be saved).
  std::vector<saves::SaveListing> read_saves() {
    try {
      folder_ = saves::save_dir().string();
      folder_problem_.clear();
      return saves::list_saves(saves::save_dir(), catalog_);
    } catch (const saves::SaveError& e) {
      spdlog::warn("menu: {}", e.what());
      folder_problem_ = e.what();
      return {};
    }
  }

  void go(Level level) {
    level_ = level;
    saves_ = read_saves();
    switch (level) {
      case Level::Main: list_ = main_list(saves_, books_, catalog_); break;
      case Level::NewGame: list_ = new_game_list(entries_); break;
      case Level::Host: list_ = new_game_list(entries_, "Host a table: the game"); break;
      case Level::Load: list_ = load_list(saves_); break;
      case Level::HowToPlay: list_ = rule_book_list(books_); break;
    }
  }

  // The answer to "Delete the save ...?": only y deletes, and never a game open in another window.
  void confirm_delete(Key key) {
    const auto save = saves_.at(*deleting_);
    const auto row = *deleting_;
    deleting_.reset();
    if (!key.is('y') && !key.is('Y')) {
      message_ = "Kept " + save.name + ".";
      return;
    }
    bool deleted = false;
    try {
      saves::delete_save(save.path);
      spdlog::info("menu: deleted {}", save.path.string());
      message_ = "Deleted " + save.name + ".";
      deleted = true;
    } catch (const saves::SaveError& e) {
      message_ = std::string("Not deleted: ") + e.what();
    }
    go(saves_.size() > 1 || !deleted ? Level::Load : Level::Main);
    if (level_ == Level::Load) list_.set_cursor(std::min(row, saves_.empty() ? 0 : saves_.size() - 1));
  }

  void load(const std::filesystem::path& path) {
    try {
      chosen_ = open_saved_game(path, catalog_);
      done_ = true;
    } catch (const saves::SaveError& e) {
      spdlog::warn("menu: save refused: {}", e.what());
      message_ = e.what();
    }
  }

  void on_choice(ChoiceList::Outcome outcome) {
    if (outcome == ChoiceList::Outcome::Back) {
      if (level_ == Level::Main) {
        done_ = true;
      } else {
        go(Level::Main);
        list_.set_cursor(main_row_);
      }
      return;
    }
    if (outcome != ChoiceList::Outcome::Chosen) return;
    const auto index = list_.cursor();
    switch (level_) {
      case Level::Main:
        // Back from a submenu lands on the row that opened it.
        main_row_ = index;
        if (index == 0) go(Level::NewGame);
        if (index == 1) load(newest_loadable(saves_)->path);
        if (index == 2) go(Level::Load);
        if (index == 3) go(Level::HowToPlay);
        if (index == 4) browser_ = card_books(catalog_).front().second();
        if (index == kJoinRow) ask_address("");
        if (index == kHostRow) go(Level::Host);
        if (index == kHostRow + 1) done_ = true;
        return;
      case Level::NewGame:
      case Level::Host: {
        const auto& entry = entries_.at(index);
        if (entry.form) {
          form_ = entry.form();
          details_scroll_ = Scroll();
          return;
        }
        try {
          set_up(entry.start(catalog_));
        } catch (const std::exception& e) {
          message_ = e.what();
        }
        return;
      }
      case Level::Load: load(saves_.at(index).path); return;
      case Level::HowToPlay: pager_.emplace(books_.at(index).pages); return;
    }
  }

  // "Join a table": the address, then the code; each read before anything connects, and asked again when wrong.
  void ask_address(const std::string& typed) {
    join_address_.reset();
    join_prompt_.emplace("The host's address (HOST or HOST:PORT; port 7457 when none is given):", typed, 200,
                         TextPrompt::Kind::Path, "Type the host's address first.");
  }

  void on_join_key(Key key) {
    const auto outcome = join_prompt_->handle(key);
    if (outcome == TextPrompt::Outcome::Cancelled) {
      join_prompt_.reset();
      message_.clear();
      return;
    }
    if (outcome != TextPrompt::Outcome::Done) return;
    const auto typed = join_prompt_->text();
    try {
      if (!join_address_) {
        join_address_ = net::read_host_address(typed);
        join_prompt_.emplace("Your seat's code, as the host sent it:", "", 100, TextPrompt::Kind::Name,
                             "Type or paste your seat's code first.");
        message_.clear();
        return;
      }
      chosen_ = TableToJoin{*join_address_, net::parse_join_code(typed)};
      done_ = true;
    } catch (const std::exception& e) {
      message_ = std::string(join_address_ ? "Not a join code: " : "Not an address: ") + e.what();
      if (join_address_)
        join_prompt_.emplace("Your seat's code, as the host sent it:", typed, 100, TextPrompt::Kind::Name,
                             "Type or paste your seat's code first.");
      else
        ask_address(typed);
    }
  }

  void on_form(NewGameForm::Outcome outcome) {
    if (outcome == NewGameForm::Outcome::Back) form_.reset();
    if (outcome != NewGameForm::Outcome::Start) return;
    try {
      set_up(form_->session(catalog_));
      form_.reset();
    } catch (const std::exception& e) {
      message_ = e.what();
    }
  }

  // A game set up: played here (New game), or hosted once the address to listen on is given (Host a table).
  void set_up(framework::Session session) {
    if (level_ != Level::Host) {
      chosen_ = OpenedGame{std::move(session), std::nullopt};
      done_ = true;
      return;
    }
    ask_listen(std::move(session), "0.0.0.0:7457");
  }

  void ask_listen(framework::Session session, const std::string& typed) {
    hosted_.emplace(std::move(session));
    listen_prompt_.emplace("Listen on ADDRESS:PORT (0.0.0.0:7457: every address of this machine):",
                           typed, 200, TextPrompt::Kind::Path, "Type an address and a port first (0.0.0.0:7457).");
  }

  void on_listen_key(Key key) {
    const auto outcome = listen_prompt_->handle(key);
    if (outcome == TextPrompt::Outcome::Cancelled) {
      listen_prompt_.reset();
      hosted_.reset();
      message_.clear();
      return;
    }
    if (outcome != TextPrompt::Outcome::Done) return;
    chosen_ = TableToHost{std::move(*hosted_), listen_prompt_->text()};
    done_ = true;
  }

  void draw_form(Canvas& canvas) {
    const int width = std::min(canvas.cols() - 4, 76);
    const auto rows = form_->rows();
    const Rect box{4, (canvas.cols() - width) / 2, width, static_cast<int>(rows.size()) + 2};
    canvas.box(box, form_->title());
    for (std::size_t i = 0; i < rows.size(); ++i) {
      const bool at = i == form_->cursor();
      const int row = box.row + 1 + static_cast<int>(i);
      canvas.text(row, box.col + 2, std::string(at ? canvas.glyphs().pointer : " ") + " " + rows[i].label,
                  at ? Style::Highlight : Style::Bold, 14);
      if (!rows[i].value.empty()) canvas.text(row, box.col + 18, "< " + rows[i].value + " >", Style::Normal, width - 20);
    }
    // What the row means, wrapped under the form; longer than the room left, it scrolls (PgUp/PgDn) and says so.
    std::vector<std::string> parts;
    for (const auto& line : form_->details())
      for (auto& part : wrap(line, width)) parts.push_back(std::move(part));
    // Why the last key changed nothing (the form's own refusal), else why Start did not start: wrapped, over the key bar.
    const auto refused = form_->refusal();
    const auto note = wrap(refused.empty() ? message_ : refused, width);
    const int note_rows = std::max(1, static_cast<int>(note.size()));
    const int first_row = box.row + box.height;
    const int room = std::max(1, canvas.rows() - 2 - note_rows - first_row);
    details_scroll_.fit(static_cast<int>(parts.size()), room);
    for (int i = 0; i < room && details_scroll_.top() + i < static_cast<int>(parts.size()); ++i)
      canvas.text(first_row + i, box.col, parts[static_cast<std::size_t>(details_scroll_.top() + i)], Style::Dim, width);
    if (details_scroll_.more_below() || details_scroll_.more_above())
      canvas.text(canvas.rows() - 2 - note_rows, box.col,
                  std::string(details_scroll_.more_below() ? "more below (PgDn)  " : "") +
                      (details_scroll_.more_above() ? "more above (PgUp)  " : "") + "(" + details_scroll_.position() + ")",
                  Style::Bold, width);
    for (int i = 0; i < static_cast<int>(note.size()); ++i)
      canvas.text(canvas.rows() - 1 - note_rows + i, box.col, note[static_cast<std::size_t>(i)], Style::Bad, width);
    canvas.bar(canvas.rows() - 1, 0, canvas.cols(), Style::Status);
    canvas.text(canvas.rows() - 1, 1, "Up/down choose a row, left/right change it, Enter starts, Esc goes back.",
                Style::Status, canvas.cols() - 2);
    terminal_.show();
  }

  void draw() {
    auto canvas = terminal_.frame();
    if (canvas.rows() < kMenuMinRows || canvas.cols() < kMenuMinCols) {
      draw_too_small(canvas, kMenuMinRows, kMenuMinCols, "q leaves.");
      terminal_.show();
      return;
    }
    canvas.bar(0, 0, canvas.cols(), Style::Title);
    canvas.text(0, 1, "CARDTABLE", Style::Title);
    const std::string version = "version " CARDTABLE_VERSION;
    canvas.text(0, canvas.cols() - columns(version) - 1, version, Style::Title);
    canvas.centred(2, "Card games at the terminal", Style::Bold);
    if (pager_) return draw_pager(canvas);
    if (browser_) {
      draw_text_window(canvas, browser_->title(), browser_->lines(), browser_->scroll(), browser_->footer());
      return terminal_.show();
    }
    if (form_) return draw_form(canvas);
    if (join_prompt_ || listen_prompt_) {
      if (join_prompt_)
        draw_text_prompt(canvas, *join_prompt_, "Join a table",
                         join_address_ ? "Enter joins, Esc goes back." : "Enter goes on to the code, Esc goes back.");
      else
        draw_text_prompt(canvas, *listen_prompt_, "Host a table", "Enter hosts the table, Esc goes back.");
      int row = canvas.rows() - 4;
      for (const auto& part : wrap(message_, canvas.cols() - 2))
        if (row < canvas.rows() - 1) canvas.text(row++, 1, part, Style::Bad, canvas.cols() - 2);
      return terminal_.show();
    }
    // The lists use the screen's width (a save's summary is long); a note that still does not fit wraps under itself.
    const int width = std::min(canvas.cols() - 4, 116);
    const int item_rows = choice_rows(list_, width - 4);
    const int height = std::min(static_cast<int>(list_.choices().size()) * item_rows + 2, canvas.rows() - 9);
    const Rect box{4, (canvas.cols() - width) / 2, width, height};
    canvas.box(box, list_.title());
    draw_choices(canvas, list_, box.row + 1, box.col + 2, box.width - 4, box.height - 2);
    // Rows the box has no room for are said on its frame, where the mark hides nothing.
    if (list_.scroll() > 0) canvas.text(box.row, box.col + box.width - 14, " more above ", Style::Dim);
    if (list_.scroll() + list_.visible_choices() < list_.choices().size())
      canvas.text(box.row + box.height - 1, box.col + box.width - 14, " more below ", Style::Dim);
    const std::string& note = !message_.empty() ? message_ : !folder_problem_.empty() ? folder_problem_ : list_.message();
    int row = box.row + box.height + 1;
    for (const auto& part : wrap(note, box.width)) canvas.text(row++, box.col, part, Style::Bad, box.width);
    // Where the saves are kept: under the Load list, on rows of its own (a long path does not fit the key bar).
    if (level_ == Level::Load && message_.empty() && !folder_.empty())
      for (const auto& part : wrap("Saves are kept in " + folder_ + ".", box.width))
        if (row < canvas.rows() - 1) canvas.text(row++, box.col, part, Style::Dim, box.width);
    if (help_)
      draw_help(canvas, {{"up/down, j/k", "move"},
                         {"enter, 1-9", "choose (or click the row)"},
                         {"esc", "back to the main menu"},
                         {"x", "in Load: delete the save under the cursor (asks first)"},
                         {"q, Ctrl-C", "quit"},
                         {"?", "this help"}},
                {}, help_scroll_, "Any other key closes this.");
    canvas.bar(canvas.rows() - 1, 0, canvas.cols(), Style::Status);
    canvas.text(canvas.rows() - 1, 1,
                std::string("up/down move  enter choose  ") + (level_ == Level::Load ? "x delete  " : "") +
                    "esc back  ? help  q quit",
                Style::Status, canvas.cols() - 2);
    terminal_.show();
  }

  void draw_pager(Canvas& canvas) {
    draw_page(canvas, *pager_);
    canvas.bar(canvas.rows() - 1, 0, canvas.cols(), Style::Status);
    canvas.text(canvas.rows() - 1, 1, "right/space next  left back  esc menu", Style::Status);
    terminal_.show();
  }

  Terminal& terminal_;
  const framework::GameCatalog& catalog_;
  const std::vector<RuleBook> books_ = rule_books(catalog_);
  const std::vector<NewGameEntry> entries_ = new_game_entries(catalog_);
  std::string folder_;          // where saves are kept
  std::string folder_problem_;  // why the save folder cannot be read, when it cannot
  std::vector<saves::SaveListing> saves_;
  Level level_ = Level::Main;
  std::size_t main_row_ = 0;
  ChoiceList list_;
  std::optional<Pager> pager_;
  std::unique_ptr<Browser> browser_;  // Cards
  bool help_ = false;
  std::optional<std::size_t> deleting_;  // the save asked about: "Delete ...?"
  Scroll help_scroll_;
  std::unique_ptr<NewGameForm> form_;
  Scroll details_scroll_;  // of what the form's row means
  std::string message_;
  std::optional<TextPrompt> join_prompt_;
  std::optional<net::HostAddress> join_address_;  // read from the first prompt; the second asks for the code
  std::optional<TextPrompt> listen_prompt_;       // Host a table: where to listen
  std::optional<framework::Session> hosted_;     // the game set up to host, while the address is asked
  std::optional<MenuChoice> chosen_;
  bool done_ = false;
};

}  // namespace

std::optional<MenuChoice> run_main_menu(Terminal& terminal, const framework::GameCatalog& catalog,
                                        std::optional<HostRefused> refused, MenuRow at) {
  MainMenu menu(terminal, catalog, std::move(refused), at);
  return menu.run();
}

}  // namespace cardtable::ui
