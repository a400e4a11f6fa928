// Every Zombies card and base, with their edge cases.
#include <catch2/catch.hpp>

#include <algorithm>

#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::sorted;
using test::Table;
using nlohmann::json;

namespace {

// Player 1 (seat 0, Zombies) to play on The Mothership, Evans City Cemetery and Rhodes Plaza Mall, all far from
// their breakpoints; Player 2 (seat 1) has an Invader on the Mothership.
json board(json hand0, json discard0 = json::array(), json extra = json::object()) {
  json j = {{"seats",
             {{{"factions", {"zombies", "aliens"}}, {"hand", hand0}, {"deck", {"lend-a-hand"}}, {"discard", discard0}},
              {{"factions", {"aliens", "zombies"}}, {"hand", {"collector", "jammed-signal"}}, {"deck", {"probe"}}}}},
            {"bases",
             {{{"base", "the-mothership"}, {"minions", {{{"card", "invader"}, {"controller", 1}}}}},
              {{"base", "evans-city-cemetery"}},
              {{"base", "rhodes-plaza-mall"}}}},
            {"turn", {{"active", 0}, {"phase", "play"}}}};
  j.update(extra);
  return j;
}

json minion(const char* card, int controller) { return {{"card", card}, {"controller", controller}}; }

}  // namespace

TEST_CASE("[smashup][zombies] Zombie Lord offers one minion of power 2 or less from the discard on each base without yours") {
  json extra = {{"bases",
                 {{{"base", "the-mothership"}, {"minions", {minion("walker", 0)}}},
                  {{"base", "evans-city-cemetery"}},
                  {{"base", "rhodes-plaza-mall"}, {"minions", {minion("invader", 1)}}}}}};
  Table t(board({"zombie-lord"}, {"tenacious-z", "walker", "grave-digger"}, extra));
  t.answer("play zombie-lord evans-city-cemetery");
  // The Mothership holds a Walker of theirs and the Cemetery the Lord: only the Mall is offered, and the
  // Grave Digger (power 4) is not.
  CHECK(t.prompt().find("Zombie Lord") != std::string::npos);
  CHECK(t.options() == Names{"play tenacious-z rhodes-plaza-mall", "play walker rhodes-plaza-mall", "pass"});
  t.answer("play tenacious-z rhodes-plaza-mall");
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"invader", "tenacious-z"});
  CHECK(t.discard(0) == Names{"walker", "grave-digger"});
  // The extra was played at once: the turn has no extra left and its free minion went to the Lord.
  CHECK(t.s.turn.extras.empty());
  CHECK(t.s.turn.minion_used);
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][zombies] Zombie Lord asks base by base; each extra is optional") {
  json extra = {{"bases",
                 {{{"base", "the-mothership"}}, {{"base", "evans-city-cemetery"}}, {{"base", "rhodes-plaza-mall"}}}}};
  Table t(board({"zombie-lord"}, {"tenacious-z", "tenacious-z"}, extra));
  t.answer("play zombie-lord the-mothership");
  // Both copies are offered (the same card twice).
  CHECK(t.options() == Names{"play tenacious-z evans-city-cemetery", "play tenacious-z evans-city-cemetery", "pass"});
  t.answer("pass");
  CHECK(t.options() == Names{"play tenacious-z rhodes-plaza-mall", "play tenacious-z rhodes-plaza-mall", "pass"});
  t.answer("play tenacious-z rhodes-plaza-mall");
  CHECK(t.minions_on("evans-city-cemetery").empty());
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"tenacious-z"});
  CHECK(t.discard(0) == Names{"tenacious-z"});
}

TEST_CASE("[smashup][zombies] Zombie Lord with no small minion in the discard asks nothing") {
  Table t(board({"zombie-lord"}, {"grave-digger", "outbreak"}));
  t.answer("play zombie-lord the-mothership");
  CHECK(t.options() == Names{"done"});
  CHECK(t.discard(0) == Names{"grave-digger", "outbreak"});
}

TEST_CASE("[smashup][zombies] Grave Digger may take a minion, not an action, from the discard into the hand") {
  Table t(board({"grave-digger"}, {"grave-robbing", "walker", "tenacious-z"}));
  t.answer("play grave-digger evans-city-cemetery");
  CHECK(t.options() == Names{"choose walker", "choose tenacious-z", "pass"});
  t.answer("choose walker");
  CHECK(t.hand(0) == Names{"walker"});
  CHECK(t.discard(0) == Names{"grave-robbing", "tenacious-z"});
}

TEST_CASE("[smashup][zombies] Grave Digger's take is optional, and with no minion in the discard nothing is asked") {
  Table t(board({"grave-digger"}, {"walker"}));
  t.answer("play grave-digger evans-city-cemetery");
  t.answer("pass");
  CHECK(t.discard(0) == Names{"walker"});

  Table none(board({"grave-digger"}, {"outbreak"}));
  none.answer("play grave-digger evans-city-cemetery");
  CHECK(none.options() == Names{"done"});
  CHECK(none.hand(0).empty());
}

TEST_CASE("[smashup][zombies] Tenacious Z is played from the discard as an extra minion, once per turn") {
  Table t(board({"walker"}, {"tenacious-z", "tenacious-z"}));
  CHECK(t.can("use tenacious-z"));
  t.answer("use tenacious-z");
  CHECK(t.prompt().find("Tenacious Z") != std::string::npos);
  // Using it is playing it: the base is asked at once, without pass.
  CHECK(t.options() == Names{"choose the-mothership", "choose evans-city-cemetery", "choose rhodes-plaza-mall"});
  t.answer("choose the-mothership");
  CHECK(t.minions_on("the-mothership") == Names{"invader", "tenacious-z"});
  // Only one Tenacious Z per turn: the other copy stays in the discard; the free minion is still there.
  CHECK_FALSE(t.can("use tenacious-z"));
  CHECK(t.discard(0) == Names{"tenacious-z"});
  CHECK_FALSE(t.s.turn.minion_used);
  CHECK(t.s.turn.minions_played[0] == 1);
  CHECK(t.can("play walker evans-city-cemetery"));
}

TEST_CASE("[smashup][zombies] Tenacious Z's once-per-turn mark ends with the turn") {
  Table t(board(json::array(), {"tenacious-z", "tenacious-z"}));
  t.answer("use tenacious-z");
  t.answer("choose rhodes-plaza-mall");
  CHECK_FALSE(t.can("use tenacious-z"));
  CHECK(t.s.used.size() == 1);
  t.answer("done");
  CHECK(t.s.turn.active == 1);
  CHECK(t.s.used.empty());
}

TEST_CASE("[smashup][zombies] Tenacious Z respects another player's Overrun, and is not offered with no base open") {
  json overrun = {{"bases",
                   {{{"base", "the-mothership"}, {"actions", {{{"card", "overrun"}, {"controller", 1}}}}},
                    {{"base", "evans-city-cemetery"}}}}};
  Table t(board(json::array(), {"tenacious-z"}, overrun));
  t.answer("use tenacious-z");
  CHECK(t.options() == Names{"choose evans-city-cemetery"});

  json shut = {{"bases", {{{"base", "the-mothership"}, {"actions", {{{"card", "overrun"}, {"controller", 1}}}}}}}};
  Table none(board(json::array(), {"tenacious-z"}, shut));
  CHECK_FALSE(none.can("use tenacious-z"));
}

TEST_CASE("[smashup][zombies] Tenacious Z is not a Special from the hand, nor during another player's turn") {
  Table hand(board({"tenacious-z"}));
  CHECK_FALSE(hand.can("use tenacious-z"));
  CHECK(hand.can("play tenacious-z the-mothership"));

  json theirs = {{"turn", {{"active", 1}, {"phase", "play"}}}};
  Table t(board(json::array(), {"tenacious-z"}, theirs));
  CHECK(t.asked() == 1);
  CHECK_FALSE(t.can("use tenacious-z"));
}

TEST_CASE("[smashup][zombies] Tenacious Z is no scoring Special: a scoring base asks nobody \"Me first!\"") {
  json extra = {{"bases",
                 {{{"base", "rhodes-plaza-mall"},
                   {"minions",
                    {minion("supreme-overlord", 0), minion("supreme-overlord", 0), minion("supreme-overlord", 0),
                     minion("supreme-overlord", 0), minion("supreme-overlord", 1)}}}}},
                {"base_deck", {"the-mothership"}}};
  Table t(board(json::array(), {"tenacious-z"}, extra));
  t.answer("done");
  // The Mall scored without a before- or after-scoring question; Player 2's turn is next.
  CHECK(t.vp(0) == 4);
  CHECK(t.asked() == 1);
  CHECK(t.bases() == Names{"the-mothership"});
}

TEST_CASE("[smashup][zombies] Walker discards the top card of the deck or leaves it there") {
  Table t(board({"walker"}, json::array(), {{"seats", {{{"hand", {"walker"}}, {"deck", {"grave-robbing", "outbreak"}}}, json::object()}}}));
  t.answer("play walker the-mothership");
  CHECK(t.prompt().find("Walker") != std::string::npos);
  CHECK(t.options() == Names{"choose grave-robbing", "pass"});
  t.answer("choose grave-robbing");
  CHECK(t.discard(0) == Names{"grave-robbing"});
  CHECK(t.deck(0) == Names{"outbreak"});

  Table keep(board({"walker"}, json::array(), {{"seats", {{{"hand", {"walker"}}, {"deck", {"grave-robbing", "outbreak"}}}, json::object()}}}));
  keep.answer("play walker the-mothership");
  keep.answer("pass");
  CHECK(keep.deck(0) == Names{"grave-robbing", "outbreak"});
  CHECK(keep.discard(0).empty());
}

TEST_CASE("[smashup][zombies] Walker on an empty deck looks at the reshuffled discard; with both empty nothing happens") {
  Table t(board({"walker"}, json::array(), {{"seats", {{{"hand", {"walker"}}, {"discard", {"outbreak"}}}, json::object()}}}));
  t.answer("play walker the-mothership");
  CHECK(t.options() == Names{"choose outbreak", "pass"});
  t.answer("pass");
  CHECK(t.deck(0) == Names{"outbreak"});

  Table empty(board({"walker"}, json::array(), {{"seats", {{{"hand", {"walker"}}}, json::object()}}}));
  empty.answer("play walker the-mothership");
  CHECK(empty.options() == Names{"done"});
}

TEST_CASE("[smashup][zombies] Grave Robbing must take one card of any kind from the discard") {
  Table t(board({"grave-robbing"}, {"walker", "outbreak"}));
  t.answer("play grave-robbing");
  CHECK(t.options() == Names{"choose walker", "choose outbreak"});  // no pass: mandatory
  t.answer("choose outbreak");
  CHECK(t.hand(0) == Names{"outbreak"});
  CHECK(t.discard(0) == Names{"walker", "grave-robbing"});

  // It is not in its own discard pile while it resolves: with an empty pile it takes nothing.
  Table none(board({"grave-robbing"}));
  none.answer("play grave-robbing");
  CHECK(none.hand(0).empty());
  CHECK(none.discard(0) == Names{"grave-robbing"});
}

TEST_CASE("[smashup][zombies] Lend a Hand shuffles the chosen discards into the deck") {
  Table t(board({"lend-a-hand"}, {"walker", "outbreak", "overrun"}));
  t.answer("play lend-a-hand");
  CHECK(t.options() == Names{"choose walker", "choose outbreak", "choose overrun", "pass"});
  t.answer("choose walker");
  CHECK(t.options() == Names{"choose outbreak", "choose overrun", "pass"});
  t.answer("choose overrun");
  t.answer("pass");
  CHECK(t.discard(0) == Names{"outbreak", "lend-a-hand"});
  CHECK(sorted(t.deck(0)) == Names{"lend-a-hand", "overrun", "walker"});
  CHECK(std::any_of(t.log.begin(), t.log.end(), [](const Event& e) { return e.kind == EventKind::DeckShuffled; }));
}

TEST_CASE("[smashup][zombies] Lend a Hand may move no card at all") {
  Table t(board({"lend-a-hand"}, {"walker"}));
  t.answer("play lend-a-hand");
  t.answer("pass");
  CHECK(t.discard(0) == Names{"walker", "lend-a-hand"});
  CHECK(t.deck(0) == Names{"lend-a-hand"});
}

TEST_CASE("[smashup][zombies] Mall Crawl puts chosen copies of one name from the deck into the discard, then shuffles") {
  json extra = {{"seats",
                 {{{"hand", {"mall-crawl"}}, {"deck", {"walker", "grave-digger", "walker", "outbreak", "walker"}}},
                  json::object()}}};
  Table t(board(json::array(), json::array(), extra));
  t.answer("play mall-crawl");
  CHECK(t.options() == Names{"choose walker", "choose outbreak", "choose grave-digger", "pass"});
  t.answer("choose walker");
  // Only the same name from now on.
  CHECK(t.options() == Names{"choose walker", "pass"});
  t.answer("choose walker");
  t.answer("pass");
  CHECK(t.discard(0) == Names{"walker", "walker", "mall-crawl"});
  CHECK(sorted(t.deck(0)) == Names{"grave-digger", "outbreak", "walker"});
  CHECK(std::any_of(t.log.begin(), t.log.end(), [](const Event& e) { return e.kind == EventKind::DeckShuffled; }));
}

TEST_CASE("[smashup][zombies] Mall Crawl may take every copy, or none") {
  json extra = {{"seats", {{{"hand", {"mall-crawl"}}, {"deck", {"walker", "outbreak", "walker"}}}, json::object()}}};
  Table all(board(json::array(), json::array(), extra));
  all.answer("play mall-crawl");
  all.answer("choose walker");
  all.answer("choose walker");
  // No copy is left: its player is asked all the same, and can only pass.
  CHECK(all.options() == Names{"pass"});
  all.answer("pass");
  CHECK(all.options() == Names{"done"});
  CHECK(all.deck(0) == Names{"outbreak"});

  Table none(board(json::array(), json::array(), extra));
  none.answer("play mall-crawl");
  none.answer("pass");
  CHECK(none.discard(0) == Names{"mall-crawl"});
  CHECK(sorted(none.deck(0)) == Names{"outbreak", "walker", "walker"});
}

TEST_CASE("[smashup][zombies] Not Enough Bullets takes minions sharing one name from the discard") {
  Table t(board({"not-enough-bullets"}, {"walker", "outbreak", "tenacious-z", "walker", "walker"}));
  t.answer("play not-enough-bullets");
  // Minions only, one choice per name.
  CHECK(t.options() == Names{"choose walker", "choose tenacious-z", "pass"});
  t.answer("choose walker");
  CHECK(t.options() == Names{"choose walker", "pass"});
  t.answer("choose walker");
  t.answer("pass");
  CHECK(t.hand(0) == Names{"walker", "walker"});
  CHECK(t.discard(0) == Names{"outbreak", "tenacious-z", "walker", "not-enough-bullets"});
}

TEST_CASE("[smashup][zombies] Not Enough Bullets with no minion in the discard does nothing") {
  Table t(board({"not-enough-bullets"}, {"outbreak"}));
  t.answer("play not-enough-bullets");
  CHECK(t.options() == Names{"done"});
  CHECK(t.hand(0).empty());
}

TEST_CASE("[smashup][zombies] Outbreak grants an extra minion only on a base where you have no minion") {
  json extra = {{"bases",
                 {{{"base", "the-mothership"}, {"minions", {minion("walker", 0)}}},
                  {{"base", "evans-city-cemetery"}},
                  {{"base", "rhodes-plaza-mall"}}}}};
  Table t(board({"outbreak", "grave-digger", "tenacious-z"}, json::array(), extra));
  t.answer("play outbreak");
  CHECK(t.s.turn.extras.size() == 1);
  t.answer("play grave-digger evans-city-cemetery");
  // the restricted extra or the free minion; with the extra, the free minion is left, anywhere.
  CHECK(t.options() == Names{"with extra-1", "with free-play"});
  t.answer("with extra-1");
  CHECK(t.s.turn.extras.empty());
  CHECK_FALSE(t.s.turn.minion_used);
  CHECK(t.can("play tenacious-z the-mothership"));
}

TEST_CASE("[smashup][zombies] Outbreak's extra cannot go where you already have a minion") {
  json extra = {{"bases",
                 {{{"base", "the-mothership"}, {"minions", {minion("walker", 0)}}},
                  {{"base", "evans-city-cemetery"}, {"minions", {minion("walker", 0)}}}}}};
  Table t(board({"outbreak", "grave-digger", "tenacious-z"}, json::array(), extra));
  t.answer("play outbreak");
  t.answer("play tenacious-z the-mothership");
  CHECK(t.s.turn.minion_used);
  CHECK_FALSE(t.can("play grave-digger the-mothership"));
  CHECK_FALSE(t.can("play grave-digger evans-city-cemetery"));
  CHECK(t.s.turn.extras.size() == 1);
}

TEST_CASE("[smashup][zombies] Overrun stops other players' minions on its base until its controller's next turn") {
  Table t(board({"overrun", "walker"}, json::array(),
                {{"seats", {{{"hand", {"overrun", "walker"}}, {"deck", {"outbreak", "outbreak", "outbreak"}}},
                            {{"hand", {"collector", "jammed-signal"}}, {"deck", {"probe", "probe", "probe"}}}}}}));
  t.answer("play overrun the-mothership");
  CHECK(t.actions_on("the-mothership") == Names{"overrun"});
  // Its controller still may play minions there.
  CHECK(t.can("play walker the-mothership"));
  t.answer("done");
  // Player 2's turn: no minion on the Mothership, but actions there and minions elsewhere are fine.
  CHECK(t.asked() == 1);
  CHECK_FALSE(t.can("play collector the-mothership"));
  CHECK(t.can("play collector evans-city-cemetery"));
  CHECK(t.can("play jammed-signal the-mothership"));
  CHECK(t.actions_on("the-mothership") == Names{"overrun"});
  t.answer("done");
  // The start of Player 1's next turn destroys it.
  CHECK(t.asked() == 0);
  CHECK(t.actions_on("the-mothership").empty());
  CHECK(t.discard(0) == Names{"overrun"});
}

TEST_CASE("[smashup][zombies] They Keep Coming grants an extra minion from the discard, not from the hand") {
  Table t(board({"they-keep-coming", "walker", "tenacious-z"}, {"grave-digger"}));
  t.answer("play they-keep-coming");
  t.answer("play walker the-mothership");
  t.answer("pass");  // Walker leaves the top card
  // The free minion is used; the extra takes a minion from the discard only.
  CHECK_FALSE(t.can("play tenacious-z evans-city-cemetery"));
  CHECK(t.can("play grave-digger evans-city-cemetery"));
  t.answer("play grave-digger evans-city-cemetery");
  CHECK(t.minions_on("evans-city-cemetery") == Names{"grave-digger"});
  CHECK(t.discard(0) == Names{"they-keep-coming"});
  CHECK(t.s.turn.extras.empty());
}

TEST_CASE("[smashup][zombies] They Keep Coming with no minion in the discard keeps its extra for later this turn") {
  Table t(board({"they-keep-coming", "walker"}, json::array(),
                {{"seats", {{{"hand", {"they-keep-coming", "walker"}}, {"deck", {"tenacious-z", "outbreak"}}},
                            json::object()}}}));
  t.answer("play they-keep-coming");
  CHECK(t.s.turn.extras.size() == 1);
  t.answer("play walker the-mothership");
  // Walker discards the top card, a Tenacious Z: now the extra has a minion to take.
  t.answer("choose tenacious-z");
  CHECK(t.can("play tenacious-z evans-city-cemetery"));
  t.answer("play tenacious-z evans-city-cemetery");
  CHECK(t.s.turn.extras.empty());
  CHECK(t.minions_on("evans-city-cemetery") == Names{"tenacious-z"});
}

TEST_CASE("[smashup][zombies] They're Coming to Get You lets its base take minions from the discard with the normal play") {
  Table t(board({"theyre-coming-to-get-you", "walker"}, {"grave-digger", "tenacious-z"}));
  t.answer("play theyre-coming-to-get-you evans-city-cemetery");
  CHECK(t.can("play grave-digger evans-city-cemetery"));
  CHECK_FALSE(t.can("play grave-digger the-mothership"));
  t.answer("play grave-digger evans-city-cemetery");
  t.answer("pass");  // Grave Digger's own ability
  // It gives no extra play: the turn's one minion is spent, from the hand and from the discard alike.
  CHECK(t.s.turn.minion_used);
  CHECK_FALSE(t.can("play walker the-mothership"));
  CHECK_FALSE(t.can("play tenacious-z evans-city-cemetery"));
  CHECK(t.actions_on("evans-city-cemetery") == Names{"theyre-coming-to-get-you"});
}

TEST_CASE("[smashup][zombies] They're Coming to Get You works only for its controller, on their turns") {
  json theirs = {{"seats", {{{"discard", {"walker"}}}, {{"hand", json::array()}, {"discard", {"invader"}}}}},
                 {"bases",
                  {{{"base", "the-mothership"}},
                   {{"base", "evans-city-cemetery"},
                    {"actions", {{{"card", "theyre-coming-to-get-you"}, {"controller", 0}}}}}}},
                 {"turn", {{"active", 1}, {"phase", "play"}}}};
  Table t(board(json::array(), json::array(), theirs));
  CHECK(t.asked() == 1);
  CHECK(t.options() == Names{"done"});
  t.answer("done");
  // Player 1's own turn: their Walker may come back onto the Cemetery.
  CHECK(t.asked() == 0);
  CHECK(t.can("play walker evans-city-cemetery"));
}

TEST_CASE("[smashup][zombies][R-6] They're Coming to Get You as first printed: every minion play may come from the discard") {
  Table t(board({"theyre-coming-to-get-you"}, {"walker", "tenacious-z"},
                {{"turn", {{"active", 0}, {"phase", "play"}, {"extras", {{{"type", "minion"}}}}}}}));
  t.answer("play theyre-coming-to-get-you evans-city-cemetery");
  t.answer("play walker evans-city-cemetery");
  t.answer("pass");
  CHECK(t.s.turn.minion_used);
  CHECK(t.s.turn.extras.size() == 1);
  t.answer("play tenacious-z evans-city-cemetery");
  CHECK(t.s.turn.extras.empty());
  // No once-per-turn limit (the later printing's): with an extra minion, two came from the discard this turn.
  CHECK(t.minions_on("evans-city-cemetery") == Names{"walker", "tenacious-z"});
}

TEST_CASE("[smashup][zombies] They're Coming to Get You brings back minions, never actions") {
  json extra = {{"bases",
                 {{{"base", "the-mothership"}},
                  {{"base", "evans-city-cemetery"},
                   {"actions", {{{"card", "theyre-coming-to-get-you"}, {"controller", 0}}}}}}}};
  Table t(board(json::array(), {"overrun", "walker"}, extra));
  CHECK_FALSE(t.s.turn.action_used);
  CHECK(t.can("play walker evans-city-cemetery"));
  for (const auto& option : t.options()) CHECK(option.rfind("play overrun", 0) == std::string::npos);
}

TEST_CASE("[smashup][zombies] They're Coming to Get You: a discard-pile minion may use a restricted extra that fits") {
  // The free minion is spent; an extra "power 2 or less" (as Zapbot's) covers a Walker from the discard pile.
  json extra = {{"bases",
                 {{{"base", "the-mothership"}},
                  {{"base", "evans-city-cemetery"},
                   {"actions", {{{"card", "theyre-coming-to-get-you"}, {"controller", 0}}}}}}},
                {"turn", {{"active", 0}, {"phase", "play"}, {"minion_used", true},
                          {"extras", {{{"type", "minion"}, {"max_power", 2}}}}}}};
  Table t(board(json::array(), {"walker", "grave-digger"}, extra));
  CHECK(t.can("play walker evans-city-cemetery"));
  CHECK_FALSE(t.can("play grave-digger evans-city-cemetery"));
  CHECK_FALSE(t.can("play walker the-mothership"));
  t.answer("play walker evans-city-cemetery");
  CHECK(t.s.turn.extras.empty());
  CHECK(t.minions_on("evans-city-cemetery") == Names{"walker"});
}

TEST_CASE("[smashup][zombies] They're Coming to Get You ends when it leaves play with its scored base") {
  json extra = {{"seats",
                 {{{"hand", json::array()}, {"deck", {"outbreak", "outbreak", "outbreak", "outbreak", "outbreak",
                                                        "outbreak", "outbreak", "outbreak", "outbreak"}},
                   {"discard", {"walker"}}},
                  {{"deck", {"probe", "probe"}}}}},
                {"bases",
                 {{{"base", "the-mothership"}},
                  {{"base", "evans-city-cemetery"},
                   {"minions",
                    {minion("supreme-overlord", 0), minion("supreme-overlord", 0), minion("supreme-overlord", 0),
                     minion("supreme-overlord", 0)}},
                   {"actions", {{{"card", "theyre-coming-to-get-you"}, {"controller", 0}}}}}}},
                {"base_deck", {"rhodes-plaza-mall"}}};
  Table t(board(json::array(), json::array(), extra));
  CHECK(t.can("play walker evans-city-cemetery"));
  t.answer("done");
  CHECK(t.discard(0) == Names{"walker", "theyre-coming-to-get-you", "supreme-overlord", "supreme-overlord",
                              "supreme-overlord", "supreme-overlord"});
  t.answer("done");
  // Player 1's next turn: the Walker stays in the discard pile.
  CHECK(t.asked() == 0);
  for (const auto* base : {"the-mothership", "rhodes-plaza-mall"}) CHECK_FALSE(t.can(std::string("play walker ") + base));
}

TEST_CASE("[smashup][zombies] Evans City Cemetery: the winner discards their hand and draws five") {
  json extra = {{"seats",
                 {{{"hand", {"walker", "outbreak"}},
                   {"deck", {"grave-digger", "grave-digger", "walker", "walker", "overrun", "mall-crawl", "lend-a-hand"}}},
                  {{"hand", {"collector"}}, {"deck", {"probe"}}}}},
                {"bases",
                 {{{"base", "evans-city-cemetery"},
                   {"minions",
                    {minion("supreme-overlord", 0), minion("supreme-overlord", 0), minion("supreme-overlord", 0),
                     minion("supreme-overlord", 0), minion("invader", 1)}}}}},
                {"base_deck", {"the-mothership"}}};
  Table t(board(json::array(), json::array(), extra));
  t.answer("done");
  CHECK(t.vp(0) == 5);
  CHECK(t.vp(1) == 3);
  // Five new cards after the scoring, then the turn's draw of two.
  CHECK(t.hand(0) == Names{"grave-digger", "grave-digger", "walker", "walker", "overrun", "mall-crawl",
                           "lend-a-hand"});
  CHECK(t.discard(0) == Names{"walker", "outbreak", "supreme-overlord", "supreme-overlord", "supreme-overlord",
                              "supreme-overlord"});
  // The runner-up keeps their hand.
  CHECK(t.hand(1) == Names{"collector"});
  CHECK(t.bases() == Names{"the-mothership"});
}

TEST_CASE("[smashup][zombies] Evans City Cemetery: tied winners both discard and draw five; an empty hand still draws") {
  json extra = {{"seats",
                 {{{"hand", json::array()}, {"deck", {"walker", "walker", "walker", "walker", "walker", "walker", "walker"}}},
                  {{"hand", {"collector", "probe"}}, {"deck", {"invader", "invader", "invader", "invader", "invader", "probe"}}}}},
                {"bases",
                 {{{"base", "evans-city-cemetery"},
                   {"minions",
                    {minion("supreme-overlord", 0), minion("supreme-overlord", 0), minion("supreme-overlord", 1),
                     minion("supreme-overlord", 1)}}}}},
                {"base_deck", {"the-mothership"}}};
  Table t(board(json::array(), json::array(), extra));
  t.answer("done");
  CHECK(t.vp(0) == 5);
  CHECK(t.vp(1) == 5);
  // Player 1 drew five and then the turn's two.
  CHECK(t.hand(0) == Names{"walker", "walker", "walker", "walker", "walker", "walker", "walker"});
  CHECK(t.hand(1) == Names{"invader", "invader", "invader", "invader", "invader"});
  CHECK(t.discard(1) == Names{"collector", "probe", "supreme-overlord", "supreme-overlord"});
}

TEST_CASE("[smashup][zombies] Evans City Cemetery under Jammed Signal leaves the winner's hand alone") {
  json extra = {{"seats", {{{"hand", {"walker"}}, {"deck", {"outbreak", "outbreak", "outbreak"}}}, json::object()}},
                {"bases",
                 {{{"base", "evans-city-cemetery"},
                   {"minions",
                    {minion("supreme-overlord", 0), minion("supreme-overlord", 0), minion("supreme-overlord", 0),
                     minion("supreme-overlord", 0)}},
                   {"actions", {{{"card", "jammed-signal"}, {"controller", 1}}}}}}},
                {"base_deck", {"the-mothership"}}};
  Table t(board(json::array(), json::array(), extra));
  t.answer("done");
  CHECK(t.vp(0) == 5);
  // Only the turn's draw of two.
  CHECK(t.hand(0) == Names{"walker", "outbreak", "outbreak"});
}

TEST_CASE("[smashup][zombies] Rhodes Plaza Mall gives 1 VP per minion to every player there, and nothing for places") {
  json extra = {{"players", 4},
                {"seats", {{{"hand", json::array()}}, json::object(), json::object(), json::object()}},
                {"bases",
                 {{{"base", "rhodes-plaza-mall"},
                   {"minions",
                    {minion("supreme-overlord", 0), minion("supreme-overlord", 0), minion("supreme-overlord", 0),
                     minion("supreme-overlord", 0), minion("supreme-overlord", 1), minion("invader", 1),
                     minion("invader", 2), minion("collector", 2), minion("collector", 3)}}}}},
                {"base_deck", {"the-mothership"}}};
  Table t(board(json::array(), json::array(), extra));
  t.answer("done");
  // 1st, 2nd, 3rd and an unranked 4th: VP by minion count only.
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(2) == 2);
  CHECK(t.vp(3) == 1);
  CHECK(t.bases() == Names{"the-mothership"});
}

TEST_CASE("[smashup][zombies] Rhodes Plaza Mall under Jammed Signal gives nobody any VP") {
  json extra = {{"bases",
                 {{{"base", "rhodes-plaza-mall"},
                   {"minions",
                    {minion("supreme-overlord", 0), minion("supreme-overlord", 0), minion("supreme-overlord", 0),
                     minion("supreme-overlord", 0), minion("supreme-overlord", 1)}},
                   {"actions", {{{"card", "jammed-signal"}, {"controller", 1}}}}}}},
                {"base_deck", {"the-mothership"}}};
  Table t(board(json::array(), json::array(), extra));
  t.answer("done");
  CHECK(t.vp(0) == 0);
  CHECK(t.vp(1) == 0);
}

TEST_CASE("[smashup][zombies] the deck is 20 cards: 10 minions (5, 4x2, 2x3, 2x4; power 27) and 10 actions") {
  int minions = 0, actions = 0, power = 0;
  for (auto id : faction_cards(Faction::Zombies)) {
    const auto& d = card_def(id);
    (d.type == CardType::Minion ? minions : actions) += d.copies;
    power += d.power * d.copies;
  }
  CHECK(minions == 10);
  CHECK(actions == 10);
  CHECK(power == 27);
  const auto* zombies = &faction_def(Faction::Zombies);
  REQUIRE(zombies);
  CHECK(zombies->bases.size() == 2);
}
