#include "games/blast/planet.hpp"

namespace cardtable::blast {
namespace {

struct PlanetText {
  const char* code;
  const char* name;
  const char* requirement;
};

constexpr PlanetText kText[kPlanets] = {
    {"zamepra", "Zamepra", "1 card"},
    {"peolara", "Peolara", "2 cards of the same value"},
    {"usiri", "Usiri", "3 cards of the same value"},
    {"vao-d", "Vao D", "3 consecutive values, one faction (kept all trick)"},
    {"thora-iii", "Thora III", "3 consecutive values, 3 factions (kept all trick)"},
};

const PlanetText& text(Planet p) { return kText[static_cast<int>(p)]; }

}  // namespace

std::string planet_code(Planet p) { return text(p).code; }
std::string planet_name(Planet p) { return text(p).name; }
std::string planet_requirement(Planet p) { return text(p).requirement; }

std::optional<Planet> parse_planet(std::string_view code) {
  for (Planet p : kAllPlanets)
    if (code == text(p).code) return p;
  return std::nullopt;
}

}  // namespace cardtable::blast
