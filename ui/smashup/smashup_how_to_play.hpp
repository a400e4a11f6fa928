#pragma once
#include <vector>

#include "ui/screens/pager.hpp"

namespace cardtable::ui {

// Smash Up's rules in a few screens, as this program plays them (../shared/rules/smashup.md), and the table's keys.
std::vector<Page> smashup_how_to_play();

}  // namespace cardtable::ui
