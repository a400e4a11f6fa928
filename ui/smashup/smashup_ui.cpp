#include "ui/smashup/smashup_ui.hpp"

#include "ui/smashup/card_browser.hpp"
#include "ui/smashup/smashup_form.hpp"
#include "ui/smashup/smashup_how_to_play.hpp"
#include "ui/smashup/smashup_screen.hpp"

namespace cardtable::ui {

GameUi smashup_ui() {
  return {[] { return std::make_unique<SmashUpScreen>(); },
          "2-4 players: factions, minions and bases",
          smashup_how_to_play,
          {{"Smash Up...", "2-4 players: people and bots, factions picked or drafted", nullptr,
            [] { return std::make_unique<SmashUpForm>(); }}},
          [] { return std::make_unique<CardBrowser>(std::vector<smashup::Faction>{}); }};
}

}  // namespace cardtable::ui
