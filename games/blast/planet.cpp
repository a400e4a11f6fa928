#include "games/blast/planet.hpp"

namespace cardtable::blast {
namespace {

struct PlanetText {
  const char* code;
  const char* name;
  const char* requirement;
  int cards;
};

constexpr PlanetText kText[kPlanets] = {
    {"zamepra", "Zamepra", "1 card", 1},
    {"peolara", "Peolara", "2 cards of the same value", 2},
    {"usiri", "Usiri", "3 cards of the same value", 3},
    {"vao-d", "Vao D", "3 consecutive values, one faction (kept all trick)", 3},
    {"thora-iii", "Thora III", "3 consecutive values, 3 factions (kept all trick)", 3},
};

const PlanetText& text(Planet p) { return kText[static_cast<int>(p)]; }

}  // namespace

std::string planet_code(Planet p) { return text(p).code; }
std::string planet_name(Planet p) { return text(p).name; }
std::string planet_requirement(Planet p) { return text(p).requirement; }
int cards_per_play(Planet p) { return text(p).cards; }

std::optional<Planet> parse_planet(std::string_view code) {
  for (Planet p : kAllPlanets)
    if (code == text(p).code) return p;
  return std::nullopt;
}

}  // namespace cardtable::blast
