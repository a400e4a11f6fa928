// Time Travelers bases (Portal Room, The Nexus), tested from the card rows and the rulings alone (R-19, R-23): each
// test puts a card where its printed text matters and checks the outcome the text demands.
#include <catch2/catch.hpp>

#include "tests/smashup/text/wizards_zombies_text.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::wz::pass_through;
using test::wz::skip_windows;

// ---------------------------------------------------------------------------------------------------------------
// Portal Room (22, 2/3/1): "When this base scores, its winner gets an extra turn of their own right after the
// current turn ends."

TEST_CASE("[smashup][time_travelers][text] Portal Room: VP 2/3/1, and its winner plays an extra turn right after this one") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy","mole","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout","scout","scout"]},
                       {"factions":["ninjas","pirates"],"hand":[],"deck":["cannon","cannon","cannon","cannon"]}],
             "bases":[{"base":"portal-room","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":2},
                                                       {"card":"doctor-when","controller":2},
                                                       {"card":"spy","controller":1,"counters":1}]},
                      {"base":"the-nexus"},{"base":"jungle-oasis"}],
             "base_deck":["tar-pits"]})");
  t.answer("done");
  skip_windows(t);
  // Player 3 won (12), Player 1 second (7), Player 2 third (3).
  CHECK(t.vp(2) == 2);
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 1);
  // Right after Player 1's turn: Player 3's extra turn, then the order goes on with Player 2, then Player 3.
  REQUIRE(t.can("done"));
  CHECK(t.asked() == 2);
  t.answer("done");
  skip_windows(t);
  REQUIRE(t.can("done"));
  CHECK(t.asked() == 1);
  t.answer("done");
  skip_windows(t);
  REQUIRE(t.can("done"));
  CHECK(t.asked() == 2);
  t.answer("done");
  skip_windows(t);
  CHECK(t.asked() == 0);
}

TEST_CASE("[smashup][time_travelers][text] Portal Room: the active player who wins plays twice in a row") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy","mole","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout","scout","scout"]}],
             "bases":[{"base":"portal-room","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                       {"card":"king-rex","controller":1},{"card":"mole","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["tar-pits"]})");
  t.answer("done");
  skip_windows(t);
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 3);
  REQUIRE(t.can("done"));
  CHECK(t.asked() == 0);
  t.answer("done");
  skip_windows(t);
  CHECK(t.asked() == 1);
}

TEST_CASE("[smashup][time_travelers][text][R-19] Portal Room: tied winners each get an extra turn, the active player's first") {
  // Rulebook (seed 002): "Se os jogadores empatarem no requerimento da habilidade de uma base (tal como a do Dojo
  // Ninja), ambos podem usá-la." R-19 orders them from the active player.
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy","mole","jumper","spy","mole"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout","scout","scout","scout","scout"]}],
             "bases":[{"base":"portal-room","minions":[{"card":"king-rex","controller":0},{"card":"doctor-when","controller":0},
                                                       {"card":"king-rex","controller":1},{"card":"doctor-when","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["tar-pits"]})");
  t.answer("done");
  skip_windows(t);
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 2);
  // Player 1's extra turn, Player 2's extra turn, then Player 2's own turn, then Player 1.
  const Seat expected[] = {0, 1, 1, 0};
  for (Seat seat : expected) {
    REQUIRE(t.can("done"));
    CHECK(t.asked() == seat);
    t.answer("done");
    skip_windows(t);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The Nexus (19, 3/3/2): "After this base scores, before it is replaced, the winner may choose a base from the base
// discard pile to come in next (put it on top of the base deck)."

TEST_CASE("[smashup][time_travelers][text] The Nexus: VP 3/3/2; its winner picks a discarded base to replace it") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy","mole","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","invader","scout","scout"]},
                       {"factions":["ninjas","pirates"],"hand":[],"deck":["cannon","cannon"]}],
             "bases":[{"base":"the-nexus","minions":[{"card":"king-rex","controller":0},{"card":"mole","controller":0},
                                                     {"card":"doctor-when","controller":1},{"card":"spy","controller":2},
                                                     {"card":"jumper","controller":2}]},
                      {"base":"jungle-oasis"},{"base":"portal-room"}],
             "base_deck":["tar-pits","the-homeworld"],
             "base_discard":["the-mothership","ninja-dojo"]})");
  t.answer("done");
  skip_windows(t);
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 3);
  CHECK(t.vp(2) == 2);
  REQUIRE(t.asked() == 0);
  CHECK(t.prompt().find("Nexus") != std::string::npos);
  CHECK(test::sorted(t.options()) == Names{"choose ninja-dojo", "choose the-mothership", "pass"});
  t.answer("choose the-mothership");
  pass_through(t, 0);
  CHECK(t.bases() == Names{"the-mothership", "jungle-oasis", "portal-room"});
  CHECK(t.base_deck() == Names{"tar-pits", "the-homeworld"});
}

TEST_CASE("[smashup][time_travelers][text] The Nexus: declined, the base deck's top card replaces it") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy","mole","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","invader","scout","scout"]}],
             "bases":[{"base":"the-nexus","minions":[{"card":"king-rex","controller":1},{"card":"king-rex","controller":1},
                                                     {"card":"doctor-when","controller":0}]},
                      {"base":"jungle-oasis"}],
             "base_deck":["tar-pits","the-homeworld"],
             "base_discard":["the-mothership"]})");
  t.answer("done");
  skip_windows(t);
  // The winner is Player 2, not the active player: only they are asked.
  REQUIRE(t.asked() == 1);
  CHECK(t.can("choose the-mothership"));
  t.answer("pass");
  skip_windows(t);
  CHECK(t.bases() == Names{"tar-pits", "jungle-oasis"});
  CHECK(t.base_deck() == Names{"the-homeworld"});
}

TEST_CASE("[smashup][time_travelers][text][R-23] Doctor When: a minion you control returns to its owner's hand") {
  // R-23: "'Your minions' ... are the ones you control; a card that leaves play still goes to its owner's hand".
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["doctor-when"],"deck":["jumper","spy"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"invader","controller":0,"owner":1},
                                                        {"card":"scout","controller":1,"owner":0}]},
                      {"base":"the-nexus"}]})");
  t.answer("play doctor-when the-nexus");
  // The Invader (controlled) is one of "your minions"; the Scout Player 1 owns but does not control is not.
  CHECK(test::sorted(t.options()) == Names{"choose invader", "pass"});
  t.answer("choose invader");
  for (int guard = 0; guard < 3 && t.can("pass") && !t.can("done"); ++guard) t.answer("pass");
  CHECK(t.hand(1) == Names{"invader"});
  CHECK(t.hand(0).empty());
}

TEST_CASE("[smashup][time_travelers][text] Time Walk: played from the discard pile by It's Astounding, it still goes under the deck") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["its-astounding"],"deck":["jumper","mole","operative"],
                        "discard":["time-walk"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  t.answer("play its-astounding");
  t.answer("play time-walk");
  CHECK(test::sorted(t.hand(0)) == Names{"jumper", "mole"});
  CHECK(t.deck(0) == Names{"operative", "time-walk"});
  CHECK(t.discard(0) == Names{"its-astounding"});
  // Its extras: two minions this turn.
  t.answer("play jumper the-nexus");
  CHECK(t.can("play mole the-nexus"));
}
