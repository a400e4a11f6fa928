#include "ui/play/table_app.hpp"

#include <optional>

#include "ui/play/main_menu.hpp"
#include "ui/play/new_game.hpp"
#include "ui/play/local_place.hpp"
#include "ui/play/remote_place.hpp"
#include "ui/terminal/terminal.hpp"

namespace cardtable::ui {

std::string run_interactive(const framework::GameCatalog& catalog, OpenedGame* start, const HostTable& host) {
  Terminal terminal;
  std::optional<OpenedGame> owned;
  OpenedGame* current = start;
  bool from_menu = start == nullptr;
  std::string farewell;
  std::optional<HostRefused> refused;
  MenuRow back_to = MenuRow::NewGame;
  while (true) {
    if (!current) {
      auto picked = run_main_menu(terminal, catalog, std::move(refused), back_to);
      refused.reset();
      back_to = MenuRow::NewGame;
      if (!picked) return farewell;
      if (auto* table = std::get_if<TableToHost>(&*picked)) {
        // Hosted with this terminal at the first person's seat, then back to the menu; refused, the menu asks again.
        try {
          farewell = host(terminal, *table);
        } catch (const std::runtime_error& e) {
          refused = HostRefused{std::move(*table), e.what()};
        }
        if (terminal.stop_requested()) return farewell;
        back_to = MenuRow::HostTable;
        continue;
      }
      if (auto* table = std::get_if<TableToJoin>(&*picked)) {
        // A network seat: played here, then back to the menu (or out, when the terminal was told to stop).
        RemoteSeat seat(catalog, table->address, table->code, "");
        seat.start();
        farewell = play_remote_table(terminal, catalog, seat).farewell;
        seat.leave();
        if (terminal.stop_requested()) return farewell;
        back_to = MenuRow::JoinTable;
        continue;
      }
      owned = std::move(std::get<OpenedGame>(*picked));
      current = &*owned;
      from_menu = true;
    }
    const auto outcome = play_table(terminal, catalog, current->session, std::move(current->log), current->notes);
    farewell = outcome.farewell;
    switch (outcome.exit) {
      case TableExit::Stopped:
      case TableExit::HostGone: return farewell;
      case TableExit::Leave:
        if (!from_menu) return farewell;
        current = nullptr;
        break;
      case TableExit::Menu: current = nullptr; break;
      case TableExit::PlayAgain:
        owned = OpenedGame{play_again(catalog, current->session, outcome.rematch), std::nullopt};
        current = &*owned;
        break;
    }
  }
}

}  // namespace cardtable::ui
