// The full-screen log (L at a table, issue 21 item 8): opens at the newest line, scrolls, says where it is.
#include <catch2/catch.hpp>

#include "ui/screens/history.hpp"

using namespace cardtable::ui;

namespace {

std::vector<std::string> numbered(int n) {
  std::vector<std::string> lines;
  for (int i = 1; i <= n; ++i) lines.push_back("event " + std::to_string(i));
  return lines;
}

}  // namespace

TEST_CASE("[ui][history] the log opens at its newest line and says where it is") {
  History history(numbered(120), 40, 20);
  CHECK(history.position() == "line 120/120");
  CHECK(history.rows().front() == "event 101");
  CHECK(history.rows().back() == "event 120");
  CHECK(history.at_bottom());
  CHECK_FALSE(history.at_top());
}

TEST_CASE("[ui][history] rows, pages and ends scroll; Esc, q and l close") {
  History history(numbered(120), 40, 20);
  CHECK_FALSE(history.handle(Key::of(KeyKind::Up)));
  CHECK(history.position() == "line 119/120");
  history.handle(Key::of(KeyKind::PageUp));
  CHECK(history.position() == "line 99/120");
  history.handle(Key::of(KeyKind::Home));
  CHECK(history.position() == "line 20/120");
  CHECK(history.rows().front() == "event 1");
  CHECK(history.at_top());
  history.handle(Key::of(KeyKind::Up));  // stays at the top
  CHECK(history.position() == "line 20/120");
  history.handle(Key::of(KeyKind::PageDown));
  CHECK(history.position() == "line 40/120");
  history.handle(Key::of(KeyKind::End));
  CHECK(history.position() == "line 120/120");
  CHECK(history.handle(Key::of(KeyKind::Escape)));
  CHECK(history.handle(Key::chr(U'q')));
  CHECK(history.handle(Key::chr(U'l')));
}

TEST_CASE("[ui][history] long sentences wrap on words, and a short log fits without scrolling") {
  History history({"Bot played Laseratops on The Grey Opal and destroyed your Gremlin"}, 30, 10);
  REQUIRE(history.rows().size() == 3);
  CHECK(history.rows()[0] == "Bot played Laseratops on The");
  CHECK(history.position() == "line 3/3");
  CHECK(history.at_top());
  CHECK(history.at_bottom());
}

TEST_CASE("[ui][scroll] a window opens at its top, scrolls within its text and reports the keys it does not take") {
  Scroll scroll;
  scroll.fit(25, 10);
  CHECK(scroll.top() == 0);
  CHECK_FALSE(scroll.more_above());
  CHECK(scroll.more_below());
  CHECK(scroll.handle(Key::of(KeyKind::PageDown)));
  CHECK(scroll.handle(Key::of(KeyKind::PageDown)));
  CHECK(scroll.top() == 15);  // the last page, not past it
  CHECK_FALSE(scroll.more_below());
  CHECK(scroll.position() == "line 25/25");
  CHECK(scroll.handle(Key::chr(U'k')));
  CHECK(scroll.top() == 14);
  for (const auto& other : {Key::of(KeyKind::Escape), Key::of(KeyKind::Enter), Key::chr(U'x'), Key::of(KeyKind::Left)})
    CHECK_FALSE(scroll.handle(other));
  CHECK(scroll.top() == 14);
  // The terminal grows: the same text now fits, and nothing is scrolled away.
  scroll.fit(25, 30);
  CHECK(scroll.top() == 0);
  CHECK_FALSE(scroll.more_above());
}
