// "This round" (r on the Blast table): the round's public log as a seat's observation carries it, in the game's own
// sentences, trick by trick; nothing of the other hand; a round whose start is not known says so.
#include <catch2/catch.hpp>

#include <cctype>

#include "framework/seat_wording.hpp"
#include "tests/blast/position.hpp"
#include "ui/blast/round_view.hpp"

using namespace cardtable;
using namespace cardtable::blast::test;

namespace {

const auto kWords = framework::neutral_wordings(2);

std::vector<std::string> lines_for(const blast::State& s, blast::Seat seat) {
  return ui::round_view_lines(blast::observe(s, seat), kWords);
}

// A Junker's trick with its discard, a Greedbot's trick pulling a planet from one zone to the other, and a third
// trick on the table.
blast::State three_tricks() {
  auto s = position("J4 S4 C1 C2 C3", "G9 S9 J9 J10 S2");
  for (const char* step : {"play zamepra J4", "pass", "discard C1", "play zamepra C2", "play zamepra G9", "pass",
                           "play zamepra S2"})
    play(s, step);
  return s;
}

bool names_card(const std::vector<std::string>& lines, const std::string& card) {
  for (const auto& line : lines) {
    const auto at = line.find(card);
    // A whole card name: "J9", not the start of "J10".
    if (at != std::string::npos && (at + card.size() == line.size() || !std::isdigit(line[at + card.size()])))
      return true;
  }
  return false;
}

}  // namespace

TEST_CASE("[ui][blast] this round: every trick in order in the game's words, who took it and what moved, Junker "
          "discards, the trick on the table, then the counts") {
  const auto s = three_tricks();
  CHECK(lines_for(s, 0) ==
        std::vector<std::string>{
            "Round 1: 15 cards each, 14 unseen; Player 1 leads.",
            "Trick 1: Zamepra (1 card)",
            "· Player 1 played J4 on Zamepra (total 4).",
            "· Player 2 passed.",
            "· Player 1 won the trick on Zamepra: it moves from the centre to Player 1's zone.",
            "· Player 1 discarded C1 (Junker).",
            "Trick 2: Zamepra (1 card)",
            "· Player 1 played C2 on Zamepra (total 2).",
            "· Player 2 played G9 on Zamepra (total 9).",
            "· Player 1 passed.",
            "· Player 2 won the trick on Zamepra: it moves from Player 1's zone to Player 2's zone (Greedbot).",
            "Trick 3: Zamepra (1 card)",
            "· Player 2 played S2 on Zamepra (total 2).",
            "",
            "High cards face up (8 to 10): G9, 1 of 12.",
            "Out of Player 1's sight: 17 cards (14 never dealt, 3 in Player 2's hand).",
        });
  CHECK(ui::round_view_title(blast::observe(s, 0)) == "This round: round 1");
}

TEST_CASE("[ui][blast] this round: nothing of the other hand shows, and the lines are the same whichever hidden cards "
          "it holds") {
  const auto s = three_tricks();
  const auto seen_by_first = lines_for(s, 0);
  for (const char* held : {"S9", "J9", "J10"}) CHECK_FALSE(names_card(seen_by_first, held));
  const auto seen_by_second = lines_for(s, 1);
  for (const char* held : {"S4", "C3"}) CHECK_FALSE(names_card(seen_by_second, held));
  CHECK(seen_by_second.back() == "Out of Player 2's sight: 16 cards (14 never dealt, 2 in Player 1's hand).");
  // The second hand's unplayed cards swapped for cards nobody was dealt: the first seat reads the very same lines.
  auto other = s;
  other.hands[1] = cards("C10 G10 S10");
  other.undealt = blast::kAllCards - other.hands[0] - other.hands[1] - other.face_up;
  CHECK(lines_for(other, 0) == seen_by_first);
}

TEST_CASE("[ui][blast][R-1] this round: the seat's own exchange, both gifts, and a gift still held by the other seat") {
  auto s = position("C3 J4", "S9 G2");
  s.exchange_count = 1;
  s.gifts = {cards("C3"), cards("S9")};
  s.has_given = {true, true};
  s.hands = {cards("J4 S9"), cards("G2 C3")};
  const auto lines = lines_for(s, 0);
  CHECK(lines[1] == "Exchange: Player 1 gave C3; Player 2 gave S9.");
  CHECK(lines.back() ==
        "Out of Player 1's sight: 15 cards (14 never dealt, 1 in Player 2's hand); Player 2 also holds C3, from the "
        "exchange.");
  // Before the swap the other seat's choice is its own: no exchange line.
  s.has_given[1] = false;
  CHECK(lines_for(s, 0)[1] == "No card has been played yet.");
}

TEST_CASE("[ui][blast] this round: the last round of a finished game ends with who emptied their hand and the result") {
  auto s = position("J4", "G9 S2");
  s.star_pile = 1;
  play(s, "play zamepra J4");
  REQUIRE(blast::is_over(s));
  const auto lines = lines_for(s, 1);
  const std::vector<std::string> end(lines.end() - 5, lines.end() - 3);
  CHECK(end == std::vector<std::string>{"Player 1 emptied their hand, won round 1 and took a star (1–0).",
                                        "The last star is taken: Player 1 won the game 1–0."});
}

TEST_CASE("[ui][blast] this round: a round whose start is not known (a save older than format 11) says so and shows "
          "the trick on the table") {
  auto s = three_tricks();
  s.log.count = blast::kRoundLogUnknown;
  const auto lines = lines_for(s, 0);
  CHECK(lines[1].rfind("How this round began is not known", 0) == 0);
  CHECK(lines[2] == "The trick on the table: Zamepra (1 card)");
  CHECK(lines[3] == "· Player 2 played S2 on Zamepra (total 2).");
  CHECK_FALSE(names_card(lines, "J4"));  // the finished tricks are not told
  CHECK(lines.back() == "Out of Player 1's sight: 17 cards (14 never dealt, 3 in Player 2's hand).");
}

TEST_CASE("[ui][blast] this round: a log that does not follow the rules is told up to where it stops making sense") {
  auto s = three_tricks();
  s.log.seats ^= 1U << 1;  // the pass of the first trick made by its leader
  const auto lines = lines_for(s, 0);
  CHECK(lines[2] == "· Player 1 played J4 on Zamepra (total 4).");
  CHECK(lines[3] == "The rest of this round's record does not follow the rules, so it is not shown.");
}
