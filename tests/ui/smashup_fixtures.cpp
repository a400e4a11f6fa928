#include "tests/ui/smashup_fixtures.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "games/smashup/choice_text.hpp"
#include "games/smashup/resolver.hpp"
#include "games/smashup/scenario.hpp"

namespace cardtable::ui::testing {

smashup::State laseratops_table() {
  return smashup::state_from_scenario(nlohmann::json::parse(R"({
    "seats": [{"factions": ["dinosaurs", "aliens"], "hand": ["laseratops", "probe"], "discard": ["invader"]},
              {"factions": ["ninjas", "robots"], "discard": ["shinobi", "zapbot"]}],
    "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 1},
                                                    {"card": "armor-stego", "controller": 1}]},
              {"base": "the-homeworld"}],
    "turn": {"active": 0, "phase": "play", "number": 3}})"));
}

std::string answer(smashup::State& s, const std::string& id) {
  const auto* c = smashup::find_choice(s, id);
  REQUIRE(c != nullptr);
  smashup::apply(s, *c);
  return id;
}

}  // namespace cardtable::ui::testing
