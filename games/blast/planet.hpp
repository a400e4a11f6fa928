#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace cardtable::blast {

enum class Planet : std::uint8_t { Zamepra = 0, Peolara = 1, Usiri = 2, VaoD = 3, ThoraIII = 4 };
inline constexpr int kPlanets = 5;
inline constexpr std::array<Planet, kPlanets> kAllPlanets{Planet::Zamepra, Planet::Peolara, Planet::Usiri,
                                                         Planet::VaoD, Planet::ThoraIII};

std::string planet_code(Planet p);  // "vao-d"
std::string planet_name(Planet p);  // "Vao D"
std::string planet_requirement(Planet p);
std::optional<Planet> parse_planet(std::string_view code);
constexpr int cards_per_play(Planet p) { return p == Planet::Zamepra ? 1 : p == Planet::Peolara ? 2 : 3; }

}  // namespace cardtable::blast
