#pragma once
// Draws the Blast table from the screen logic and the loop's scene. Reads only the viewer's observation.
#include "ui/blast/blast_table.hpp"
#include "ui/screens/game_table.hpp"

namespace cardtable::ui {

class Canvas;

void draw_blast(Canvas& canvas, const BlastTable& table, const TableScene& scene);

}  // namespace cardtable::ui
