#pragma once

namespace cardtable::ui {

// A rectangle of terminal cells.
struct Rect {
  int row = 0;
  int col = 0;
  int width = 0;
  int height = 0;
  bool contains(int r, int c) const { return r >= row && r < row + height && c >= col && c < col + width; }
};

}  // namespace cardtable::ui
