#pragma once
#include <vector>

#include "ui/screens/pager.hpp"

namespace cardtable::ui {

// Blast's rules in a few screens, as this program plays them (../shared/rules/blast.md).
std::vector<Page> blast_how_to_play();

}  // namespace cardtable::ui
