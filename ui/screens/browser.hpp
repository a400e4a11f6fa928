#pragma once
// A window of reference text a person leafs and searches through (Smash Up's cards), over a table or from the main
// menu: the screen logic only, drawn by draw_text_window.
#include <string>
#include <vector>

#include "ui/screens/key.hpp"
#include "ui/screens/scroll.hpp"

namespace cardtable::ui {

class Browser {
 public:
  virtual ~Browser() = default;
  virtual std::string title() const = 0;
  virtual std::vector<std::string> lines() const = 0;
  // The window's last row: the keys it takes.
  virtual std::string footer() const = 0;
  // Handles a key (the scroll keys scroll); false when the key closes the browser.
  virtual bool handle(Key key) = 0;
  Scroll& scroll() { return scroll_; }

 protected:
  Scroll scroll_;
};

}  // namespace cardtable::ui
