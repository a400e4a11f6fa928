// Sentences name the seats in the words they are given (issue 18 item 4): the protocol's "Player 1", the person at the
// table as "You" (with its verbs and "your"), a bot as "Bot", hot-seat players by their names.
#include <catch2/catch.hpp>

#include "games/smashup/choice_text.hpp"
#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using cardtable::framework::SeatWording;
using test::Table;

namespace {

const std::vector<SeatWording> kYouAndBot{{"You", "your", "your", "You", "You", true},
                                          {"Bot", "Bot's", "its", "Bot (easy)", "Bot"}};
const std::vector<SeatWording> kHotSeat{{"Ada", "Ada's", "their", "Ada", "Ada"}, {"Bo", "Bo's", "their", "Bo", "Bo"}};

// Player 2 has Probe's victim cards; both have decks to shuffle.
Table probe_table() {
  return Table(nlohmann::json{
      {"seats",
       {{{"factions", {"aliens", "dinosaurs"}}, {"hand", {"probe"}}, {"deck", {"invader"}}},
        {{"factions", {"ninjas", "pirates"}}, {"hand", {"beam-up", "invader", "scout"}}, {"deck", {"probe"}}}}},
      {"bases", {{{"base", "the-homeworld"}}, {{"base", "the-mothership"}}}},
      {"turn", {{"active", 0}, {"phase", "play"}}}});
}

}  // namespace

TEST_CASE("[smashup][wording] an ability's sentence names its controller and the player it hit in the given words") {
  Table t = probe_table();
  t.answer("play probe");
  t.answer("choose seat1");
  t.log.clear();
  t.answer("choose scout");
  REQUIRE_FALSE(t.log.empty());
  const auto& discarded = t.log.front();
  CHECK(describe(t.s, discarded) == "Player 1's Probe: Player 2 discarded Scout.");
  CHECK(describe(t.s, discarded, kYouAndBot) == "Your Probe: Bot discarded Scout.");
  CHECK(describe(t.s, discarded, kHotSeat) == "Ada's Probe: Bo discarded Scout.");
}

TEST_CASE("[smashup][wording] 'you' gets its own verbs and 'your'; others keep theirs") {
  Table t = probe_table();
  Event shuffled{.kind = EventKind::DeckShuffled, .seat = 0};
  CHECK(describe(t.s, shuffled) == "Player 1 shuffled their deck.");
  CHECK(describe(t.s, shuffled, kYouAndBot) == "You shuffled your deck.");
  shuffled.seat = 1;
  CHECK(describe(t.s, shuffled, kYouAndBot) == "Bot shuffled its deck.");
  CHECK(describe(t.s, shuffled, kHotSeat) == "Bo shuffled their deck.");

  const Event turn{.kind = EventKind::TurnStarted, .seat = 0};
  CHECK(describe(t.s, turn, kYouAndBot) == "Your turn begins.");
  CHECK(describe(t.s, turn, kHotSeat) == "Ada's turn begins.");

  const auto invader = t.s.seats[0].deck.front();
  const Event back{.kind = EventKind::ControlReturned, .card = invader, .seat = 0};
  CHECK(describe(t.s, back) == "Player 1 controls Invader again.");
  CHECK(describe(t.s, back, kYouAndBot) == "You control Invader again.");
}

TEST_CASE("[smashup][wording] the prompt and the options name the seats in the given words") {
  Table t = probe_table();
  t.answer("play probe");
  CHECK(prompt_text(t.s).starts_with("Player 1 · Probe: "));
  CHECK(prompt_text(t.s, kYouAndBot).starts_with("You · Probe: "));
  REQUIRE(t.s.question.options.size() == 1);
  CHECK(choice_label(t.s, t.s.question.options.front()) == "Player 2");
  CHECK(choice_label(t.s, t.s.question.options.front(), kHotSeat) == "Bo");
}

TEST_CASE("[smashup][wording] no card's or base's question names it twice: its prompts do not start with its name") {
  // prompt_text puts "Player 1 · Haunted House: " before every prompt of Haunted House.
  for (const DefId id : card_defs()) {
    const auto& d = card_def(id);
    for (const auto prompt : d.prompts) {
      INFO(d.name << ": " << prompt);
      CHECK_FALSE(prompt.starts_with(d.name));
    }
  }
  for (const BaseId id : base_defs()) {
    const auto& d = base_def(id);
    for (const auto prompt : d.prompts) {
      INFO(d.name << ": " << prompt);
      CHECK_FALSE(prompt.starts_with(d.name));
    }
  }
}

TEST_CASE("[smashup][wording] The Spy Who Ditched Me's question names the card once") {
  Table t(R"({"seats": [{"hand": ["the-spy-who-ditched-me"]}, {"hand": ["zapbot", "howl"]}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play the-spy-who-ditched-me");
  CHECK(t.prompt() == "Player 2 · The Spy Who Ditched Me: discard a minion card from your hand");
}

TEST_CASE("[smashup][wording] actions whose text is a Special for a scoring window are played alike in the play "
          "phase, labelled as doing nothing now") {
  Table t(R"({"seats": [{"hand": ["live-and-let-chum", "the-base-is-not-enough", "wormhole", "time-is-fleeting"],
                         "deck": ["zapbot"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 1}]}],
              "base_discard": ["tar-pits"], "turn": {"active": 0, "phase": "play"}})");
  for (const auto* slug : {"live-and-let-chum", "the-base-is-not-enough", "wormhole", "time-is-fleeting"}) {
    INFO(slug);
    const Choice* play = find_choice(t.s, "play " + t.id(t.in_hand(0, slug)));
    REQUIRE(play != nullptr);
    CHECK(choice_label(t.s, *play).ends_with("(does nothing now: its Special is for when a base scores)"));
  }
  t.answer("play wormhole");
  CHECK(t.discard(0) == test::Names{"wormhole"});
  CHECK(t.minions_on("jungle-oasis") == test::Names{"zapbot"});
}
