#include "app/play_session.hpp"

#include <iostream>

#include <spdlog/spdlog.h>

#include "app/command_host.hpp"
#include "ui/play/table_app.hpp"

namespace cardtable::app {
namespace {

int interactive(const CommandContext& context, ui::OpenedGame* game) {
  const auto host = [&context](ui::Terminal& terminal, const ui::TableToHost& table) {
    return host_from_menu(context, terminal, table);
  };
  const auto farewell = ui::run_interactive(context.catalog, game, host);
  if (!farewell.empty()) std::cout << farewell << "\n";
  return kExitOk;
}

}  // namespace

int play_session(const CommandContext& context, ui::OpenedGame& game) {
  const auto& session = game.session;
  spdlog::info("playing {} '{}' from answer {}", session.game_id(), session.name(), session.answers().size());
  return interactive(context, &game);
}

int open_menu(const CommandContext& context) { return interactive(context, nullptr); }

}  // namespace cardtable::app
