#pragma once
// Immediate-mode drawing on the terminal: every frame is drawn whole from the current screen state. Everything is
// clipped to the screen, so a screen never draws off the edge.
#include <string_view>

#include "ui/screens/glyphs.hpp"
#include "ui/screens/rect.hpp"

namespace cardtable::ui {

// What a piece of text means; the canvas maps it to colours, or to bold/reverse/underline without colour.
enum class Style {
  Normal,
  Dim,
  Bold,
  Title,
  Frame,
  Highlight,
  Selected,
  Good,
  Bad,
  Status,
  Changeling,
  Greedbot,
  Junker,
  Shrinker,
};

class Canvas {
 public:
  Canvas(int rows, int cols, const Glyphs& glyphs, bool colour);

  int rows() const { return rows_; }
  int cols() const { return cols_; }
  const Glyphs& glyphs() const { return *glyphs_; }

  // Writes UTF-8 text at (row, col), cut at `width` columns (to the screen edge when width < 0).
  void text(int row, int col, std::string_view s, Style style = Style::Normal, int width = -1);
  // Fills `width` columns with spaces in `style` (a bar).
  void bar(int row, int col, int width, Style style);
  void box(const Rect& r, std::string_view title, Style style = Style::Frame);
  void centred(int row, std::string_view s, Style style = Style::Normal);
  // A framed window in the middle of the screen, cleared inside; returns its inside.
  Rect panel(int height, int width, std::string_view title);

 private:
  int rows_;
  int cols_;
  const Glyphs* glyphs_;
  bool colour_;
  bool ascii_;
};

}  // namespace cardtable::ui
