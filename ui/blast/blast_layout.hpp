#pragma once
// Where each part of the Blast table sits for a terminal of a given size. Drawing and mouse clicks both use it.

#include "ui/screens/rect.hpp"

namespace cardtable::ui {

inline constexpr int kBlastMinCols = 80;
inline constexpr int kBlastMinRows = 24;
inline constexpr int kCardWidth = 5;  // "[S10]"
inline constexpr int kMaxHand = 15;

// 80×24 and larger: extra rows go to the log, extra columns to the trick and the log.
struct BlastLayout {
  int rows = kBlastMinRows;
  int cols = kBlastMinCols;

  Rect title() const { return {0, 0, cols, 1}; }
  Rect planets() const { return {1, 0, 48, 8}; }
  Rect trick() const { return {1, 48, cols - 48, 8}; }
  Rect seen() const { return {9, 0, 28, rows - 16}; }
  Rect log() const { return {9, 28, cols - 28, rows - 16}; }
  int planet_row(int index) const { return planets().row + 2 + index; }
  int hand_header() const { return rows - 7; }
  int hand_marks() const { return rows - 6; }
  int hand_cards() const { return rows - 5; }
  int card_note() const { return rows - 4; }
  int feedback() const { return rows - 3; }
  int prompt() const { return rows - 2; }
  int keys() const { return rows - 1; }
  int hand_col() const { return (cols - kMaxHand * kCardWidth) / 2; }

  bool fits() const { return rows >= kBlastMinRows && cols >= kBlastMinCols; }
  // The hand position under a click, or -1.
  int card_at(int row, int col, int hand_size) const {
    if (row != hand_cards() && row != hand_marks()) return -1;
    const int offset = col - hand_col();
    if (offset < 0) return -1;
    const int index = offset / kCardWidth;
    return index < hand_size ? index : -1;
  }
  // The planet row under a click, or -1.
  int planet_at(int row, int col) const {
    if (!planets().contains(row, col)) return -1;
    const int index = row - planet_row(0);
    return index >= 0 && index < 5 ? index : -1;
  }
};

}  // namespace cardtable::ui
