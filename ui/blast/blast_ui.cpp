#include "ui/blast/blast_ui.hpp"

#include "ai/agent.hpp"
#include "ui/blast/blast_form.hpp"
#include "ui/blast/blast_screen.hpp"
#include "ui/blast/blast_start.hpp"
#include "ui/blast/how_to_play.hpp"

namespace cardtable::ui {

GameUi blast_ui() {
  GameUi ui{[] { return std::make_unique<BlastScreen>(); }, "2 players: planets and stars", blast_how_to_play, {},
            nullptr};
  for (const char* level : ai::kLevels) {
    BlastStart start;
    start.bot_level = level;
    ui.new_game.push_back({std::string("Blast vs the bot, ") + level, "",
                           [start](const framework::GameCatalog& catalog) { return new_blast_session(catalog, start); },
                           nullptr});
  }
  ui.new_game.push_back({"Blast, two players...", "hot-seat: names, who leads; hands hidden between turns", nullptr,
                         [] { return std::make_unique<BlastHotSeatForm>(); }});
  return ui;
}

}  // namespace cardtable::ui
