// The Smash Up table's screen logic without a terminal: targets on the board, the two-step play, the fallback
// list, inspection, discard piles (R-4), hidden hands, the setup form and the command line's setup.
#include <algorithm>
#include <set>

#include <catch2/catch.hpp>

#include "ai/agent.hpp"
#include "ai/smashup_agents.hpp"
#include "games/smashup/choice_text.hpp"
#include "games/smashup/resolver.hpp"
#include "games/smashup/scenario.hpp"
#include "ui/smashup/smashup_board.hpp"
#include "ui/smashup/smashup_form.hpp"
#include "ui/smashup/smashup_lines.hpp"
#include "ui/smashup/smashup_narration.hpp"
#include "ui/smashup/smashup_results.hpp"
#include "games/smashup/smashup_match.hpp"
#include "ui/smashup/smashup_start.hpp"
#include "tests/ui/smashup_fixtures.hpp"
#include "ui/screens/text.hpp"

using namespace cardtable;
using namespace cardtable::ui;
using smashup::State;
using ui::testing::answer;
using ui::testing::laseratops_table;

namespace {

const framework::SeatWording kYou{"You", "your", "your", "You", "You", true};
const framework::SeatWording kBot{"Bot", "Bot's", "its", "Bot (easy)", "Bot"};

// What answering `id` from `s` does, worded for `seats`, from the one answer of a match.
Narration narrated(const State& s, const std::string& id, const std::vector<framework::SeatWording>& seats) {
  smashup::SmashUpMatch match(s);
  match.answer(id);
  return narrate_smashup(match, seats);
}

void move_to(SmashUpBoard& board, const std::string& name) {
  board.handle(Key::of(KeyKind::Home));
  for (std::size_t i = 0; i < board.items().size(); ++i) {
    const auto item = board.under_cursor();
    if (item && item->card != smashup::kNoCard &&
        std::string(smashup::card_def(board.view().kind_of(item->card)).name) == name)
      return;
    if (item && item->kind == BoardItem::Kind::Base && std::string(smashup::base_def(item->base).name) == name) return;
    board.handle(Key::of(KeyKind::Right));
  }
  FAIL("no item named " << name << " among the cursor's items");
}

// Presses `i` on what the cursor is on and returns the popup's lines, one text.
std::string inspect_here(SmashUpBoard& board) {
  board.handle(Key::chr(U'i'));
  REQUIRE(board.panel() == SmashUpBoard::Panel::Inspect);
  std::string text;
  for (const auto& l : board.inspect_lines()) text += l + "\n";
  return text;
}

// The table's words for a person against one bot, in seat order.
std::vector<framework::SeatWording> you_and_bot() {
  return {{"You", "your", "your", "You", "You", true}, {"Bot", "Bot's", "its", "Bot (random)", "Bot"}};
}
std::vector<framework::SeatWording> bot_and_you() {
  auto words = you_and_bot();
  std::swap(words[0], words[1]);
  return words;
}

std::string all_text(const std::vector<BoardLine>& lines) {
  std::string out;
  for (const auto& l : lines) out += line_text(l) + "\n";
  return out;
}

}  // namespace

TEST_CASE("[ui][smashup] a play is picked on the board: the card in hand, then the base, then the minion to destroy") {
  auto s = laseratops_table();
  SmashUpBoard board;
  board.show(smashup::observe(s, 0));
  REQUIRE(board.deciding());
  // The targets are the playable cards in hand; "Done" has no place on the board and is listed.
  CHECK(std::all_of(board.items().begin(), board.items().end(), [](const BoardItem& i) {
    return i.kind == BoardItem::Kind::HandCard || i.kind == BoardItem::Kind::Option;
  }));
  CHECK(std::find(board.options().begin(), board.options().end(), "Done playing cards") != board.options().end());

  move_to(board, "Laseratops");
  CHECK_FALSE(board.handle(Key::of(KeyKind::Enter)));  // two bases: where next
  CHECK(board.placing() != smashup::kNoCard);
  CHECK(board.prompt().find("Laseratops") != std::string::npos);
  REQUIRE(board.items().size() == 2);
  CHECK(board.items()[0].kind == BoardItem::Kind::Base);

  // Esc goes back to choosing the card; choosing again reaches the same bases.
  board.handle(Key::of(KeyKind::Escape));
  CHECK(board.placing() == smashup::kNoCard);
  move_to(board, "Laseratops");
  board.handle(Key::of(KeyKind::Enter));
  move_to(board, "Jungle Oasis");
  const auto id = board.handle(Key::of(KeyKind::Enter));
  REQUIRE(id);
  CHECK(id->rfind("play laseratops#", 0) == 0);
  CHECK(id->find("jungle-oasis") != std::string::npos);

  answer(s, *id);
  board.show(smashup::observe(s, 0));
  // The minion to destroy is on the board: only Zapbot (power 2) is a target, Armor Stego (5 now) is not.
  REQUIRE(board.deciding());
  REQUIRE(board.items().size() == 1);
  const auto target = board.under_cursor();
  REQUIRE(target);
  CHECK(target->kind == BoardItem::Kind::Minion);
  CHECK(std::string(smashup::def_of(s, target->card).name) == "Zapbot");
  CHECK(board.prompt().find("Laseratops") != std::string::npos);
  const auto destroy = board.handle(Key::chr(' '));
  REQUIRE(destroy);
  CHECK(destroy->rfind("choose zapbot#", 0) == 0);
}

TEST_CASE("[ui][smashup] listed answers are numbered and a digit answers them; Tab looks at everything") {
  auto s = laseratops_table();
  SmashUpBoard board;
  board.show(smashup::observe(s, 0));
  const auto done = std::find(board.options().begin(), board.options().end(), "Done playing cards");
  REQUIRE(done != board.options().end());
  const auto digit = static_cast<char32_t>(U'1' + (done - board.options().begin()));
  // Laseratops and Probe could still be played: the digit asks first, and the same digit again ends the turn.
  CHECK_FALSE(board.handle(Key::chr(digit)));
  CHECK(board.handle(Key::chr(digit)) == std::optional<std::string>("done"));
  CHECK_FALSE(board.handle(Key::chr(U'9')));
  CHECK(board.message().find("no listed choice 9") != std::string::npos);

  const auto targets = board.items().size();
  board.handle(Key::of(KeyKind::Tab));
  CHECK(board.looking());
  CHECK(board.items().size() > targets);  // bases and minions too
  move_to(board, "Armor Stego");
  CHECK_FALSE(board.handle(Key::of(KeyKind::Enter)));
  CHECK(board.message().find("not one of the choices") != std::string::npos);
}

TEST_CASE("[ui][smashup] a seat that is not asked sees the prompt but cannot answer") {
  auto s = laseratops_table();
  SmashUpBoard board;
  board.show(smashup::observe(s, 1));
  CHECK_FALSE(board.deciding());
  CHECK(board.prompt().rfind("Waiting for Player 1", 0) == 0);
  CHECK_FALSE(board.handle(Key::of(KeyKind::Enter)));
  CHECK(board.message().find("Player 1's decision") != std::string::npos);
  CHECK(board.options().empty());
}

TEST_CASE("[ui][smashup] inspecting a minion shows printed power, current power with its modifiers, and full text") {
  auto s = laseratops_table();
  SmashUpBoard board;
  board.show(smashup::observe(s, 0));
  board.handle(Key::of(KeyKind::Tab));
  move_to(board, "Armor Stego");
  const std::string text = inspect_here(board);
  CHECK(board.inspect_title() == "Armor Stego");
  CHECK(text.find("printed power 3") != std::string::npos);
  // Player 1's turn: the Stego's +2 during other players' turns is on.
  CHECK(text.find("Power now 5 (printed 3, +2 ongoing)") != std::string::npos);
  CHECK(text.find("+2 power during every other player's turn") != std::string::npos);
  board.handle(Key::chr(U'x'));
  CHECK(board.panel() == SmashUpBoard::Panel::None);
}

TEST_CASE("[ui][smashup] inspecting a copy names the card whose abilities it has, with that card's text") {
  auto s = smashup::state_from_scenario(nlohmann::json::parse(R"({
    "seats": [{"factions": ["shapeshifters", "robots"]}, {"factions": ["dinosaurs", "aliens"]}],
    "bases": [{"base": "the-homeworld", "minions": [{"card": "copycat", "controller": 0, "abilities": "warbot"},
                                                   {"card": "king-rex", "controller": 1}]}],
    "turn": {"active": 0, "phase": "play"}})"));
  SmashUpBoard board;
  board.show(smashup::observe(s, 0));
  board.handle(Key::of(KeyKind::Tab));
  move_to(board, "Copycat");
  std::string text = inspect_here(board);
  CHECK(text.find("For now it has the abilities of Warbot: ") != std::string::npos);
  board.handle(Key::chr(U'x'));
  move_to(board, "King Rex");
  text = inspect_here(board);
  CHECK(text.find("For now") == std::string::npos);
}

TEST_CASE("[ui][smashup][R-4] every discard pile can be looked at, the viewer's first") {
  auto s = laseratops_table();
  SmashUpBoard board;
  board.show(smashup::observe(s, 0));
  board.handle(Key::chr(U'd'));
  REQUIRE(board.panel() == SmashUpBoard::Panel::Discards);
  CHECK(board.discard_seat() == 0);
  board.handle(Key::of(KeyKind::Right));
  CHECK(board.discard_seat() == 1);
  board.handle(Key::of(KeyKind::Right));
  CHECK(board.discard_seat() == 0);
  board.handle(Key::of(KeyKind::Escape));
  CHECK(board.panel() == SmashUpBoard::Panel::None);
}

TEST_CASE("[ui][smashup] the board lines show bases, power, VP and minions, and hide the hand for hand-over") {
  auto s = laseratops_table();
  SmashUpBoard board;
  board.show(smashup::observe(s, 0));
  const auto names = you_and_bot();
  const auto lines = board_lines(board, names, 78, false);
  const auto bases = all_text(lines.bases);
  // Each base says every player's power there; the bot is named with its level once, in the player list.
  CHECK(bases.find("Jungle Oasis 7/12 · You 0 · Bot 7  VP 2-0-0") != std::string::npos);
  CHECK(bases.find("The Homeworld 0/23 · You 0 · Bot 0  VP 4-2-1") != std::string::npos);
  CHECK(bases.find("    Bot: Zapbot 2 (Ro), Armor Stego 5* (Di)") != std::string::npos);
  CHECK(all_text(lines.players).find("  Bot (random)  ") != std::string::npos);
  CHECK(bases.find("(random)") == std::string::npos);
  CHECK(bases.find("The Homeworld") != std::string::npos);
  CHECK(all_text(lines.players).find("hand 2  deck 0  discard 1") != std::string::npos);
  CHECK(all_text(lines.hand).find("Laseratops 4") != std::string::npos);
  CHECK(lines.turn == "Turn 3 · You to play · plays left: minion 1, action 1, extra 0");
  for (const auto* group : {&lines.players, &lines.bases, &lines.hand, &lines.options})
    for (const auto& line : *group) CHECK(columns(line_text(line)) <= 78);

  const auto hidden = board_lines(board, names, 78, true);
  CHECK(all_text(hidden.hand).find("Laseratops") == std::string::npos);
  CHECK(all_text(hidden.hand).find("hidden") != std::string::npos);
}

TEST_CASE("[ui][smashup] the log, the prompt and the board's notes name the seats as the table does") {
  const std::vector<framework::SeatWording> seats{kYou, {"Bot 2", "Bot 2's", "its", "Bot 2 (random)", "Bot 2"}};
  auto s = laseratops_table();
  SmashUpBoard board;
  board.show(smashup::observe(s, 0, seats), seats);
  CHECK(board.prompt().starts_with("You: play a card"));
  board.handle(Key::of(KeyKind::Tab));
  move_to(board, "Zapbot");
  CHECK(board.cursor_note().find("(Bot 2) on Jungle Oasis") != std::string::npos);
  const std::string text = inspect_here(board);
  CHECK(text.find("Owner: Bot 2.") != std::string::npos);
  CHECK(text.find("Controller: Bot 2.") != std::string::npos);
  // Ending the turn: the bot's turn begins in its own name, and what it drew is told in its words.
  const auto told = narrated(s, "done", seats);
  CHECK(std::find(told.log.begin(), told.log.end(), "Bot 2's turn begins.") != told.log.end());
  CHECK(std::none_of(told.log.begin(), told.log.end(),
                     [](const std::string& line) { return line.find("Player") != std::string::npos; }));
}

TEST_CASE("[ui][smashup] the setup form sets players, seats and the faction draft") {
  SmashUpForm form{std::filesystem::path{}};
  CHECK(form.rows().size() == 6);  // players, two seats, factions, seed, start
  form.handle(Key::of(KeyKind::Right));  // 3 players
  CHECK(form.start().seats.size() == 3);
  CHECK(form.rows().size() == 7);
  form.handle(Key::of(KeyKind::Down));  // seat 1: person -> bot, easy
  form.handle(Key::of(KeyKind::Right));
  CHECK(form.start().seats[0].bot);
  CHECK(form.start().seats[0].level == "easy");
  form.handle(Key::of(KeyKind::Down));  // seat 2: bot normal -> person (backwards through the kinds)
  form.handle(Key::of(KeyKind::Left));
  form.handle(Key::of(KeyKind::Left));
  CHECK_FALSE(form.start().seats[1].bot);
  form.handle(Key::of(KeyKind::Down));
  form.handle(Key::of(KeyKind::Down));  // factions
  form.handle(Key::of(KeyKind::Left));  // random -> snake draft
  CHECK(form.start().factions == FactionChoice::Snake);
  const auto details = form.details();
  REQUIRE_FALSE(details.empty());
  CHECK(details.front().rfind("Aliens: ", 0) == 0);
  CHECK(form.handle(Key::of(KeyKind::Enter)) == SmashUpForm::Outcome::None);  // Enter elsewhere goes to Start
  CHECK(form.handle(Key::of(KeyKind::Enter)) == SmashUpForm::Outcome::Start);
  CHECK(smashup_setup(form.start(), 9)["draft"] == "snake");
  CHECK(form.handle(Key::of(KeyKind::Escape)) == SmashUpForm::Outcome::Back);
}

TEST_CASE("[ui][smashup] --factions reads pairs, casual, snake and random, and refuses a malformed pair") {
  SmashUpStart start;
  read_faction_list("aliens+ninjas,robots+wizards", start);
  CHECK(start.factions == FactionChoice::Given);
  CHECK(start.pairs == std::vector<std::string>{"aliens+ninjas", "robots+wizards"});
  CHECK(smashup_setup(start, 4)["factions"].size() == 2);
  read_faction_list("casual", start);
  CHECK(start.factions == FactionChoice::Casual);
  CHECK(smashup_setup(start, 4)["draft"] == "casual");
  CHECK_THROWS_AS(read_faction_list("aliens", start), std::invalid_argument);
}

TEST_CASE("[ui][smashup] --factions speaks the player's language: spaces, one pair, the sixteen names, --cards, --two-copies (issue 37 item 10)") {
  SmashUpStart start;
  // Spaces around names and pairs are ignored; names may be written as printed.
  read_faction_list(" ghosts + Steampunks ,  aliens+ninjas ", start);
  CHECK(start.pairs == std::vector<std::string>{"ghosts+steampunks", "aliens+ninjas"});
  read_faction_list(" Casual ", start);
  CHECK(start.factions == FactionChoice::Casual);
  // An unknown name lists the sixteen.
  try {
    read_faction_list("ghost+steampunks", start);
    FAIL("'ghost' was read");
  } catch (const std::invalid_argument& e) {
    const std::string what = e.what();
    CHECK(what.rfind("'ghost' is not a faction; the sixteen are aliens, ", 0) == 0);
    for (const auto& faction : smashup::known_factions()) CHECK(what.find(std::string(faction.slug)) != std::string::npos);
  }
  // One pair is the first seat's; the others' are drawn from the seed, all different, the same for the same seed.
  start.seats = {{false, "normal"}, {true, "normal"}, {true, "normal"}};
  read_faction_list("ghosts+steampunks", start);
  const auto setup = smashup_setup(start, 4);
  REQUIRE(setup["factions"].size() == 3);
  CHECK(setup["factions"][0] == "ghosts+steampunks");
  std::set<std::string> used;
  for (const auto& pair : setup["factions"]) {
    const auto text = pair.get<std::string>();
    used.insert(text.substr(0, text.find('+')));
    used.insert(text.substr(text.find('+') + 1));
  }
  CHECK(used.size() == 6);
  CHECK(smashup_setup(start, 4) == setup);
  CHECK(smashup::state_from_setup(setup).players == 3);
  // Too many or too few pairs, a faction not in the cards chosen, one named twice: said as the command line says it.
  read_faction_list("ghosts+steampunks,aliens+ninjas", start);
  CHECK_THROWS_WITH(smashup_setup(start, 4), Catch::StartsWith("--factions gives 2 pairs for 3 players: give 1 pair (yours"));
  start.seats.pop_back();
  start.edition = 1;
  CHECK_THROWS_WITH(smashup_setup(start, 4), "Ghosts come with Awesome Level 9000: add --cards al9000 (or --cards all)");
  start.edition = smashup::kCardEdition;
  read_faction_list("ghosts+aliens,aliens+ninjas", start);
  CHECK_THROWS_WITH(smashup_setup(start, 4), "Aliens: named for 2 players; two players may play the same faction only "
                                             "with --two-copies (a house rule)");
  read_faction_list("ghosts+ghosts,aliens+ninjas", start);
  CHECK_THROWS_WITH(smashup_setup(start, 4), "a player cannot play Ghosts twice");
  // --two-copies: the house rule, which the engine's setup then allows.
  start.two_copies = true;
  read_faction_list("ghosts+aliens,aliens+ninjas", start);
  const auto shared = smashup_setup(start, 4);
  CHECK(shared["two_copies"] == true);
  CHECK(smashup::state_from_setup(shared).seats[1].factions[0] == smashup::Faction::Aliens);
}

TEST_CASE("[ui][smashup] bot seats get a playable level, saying so when Smash Up lacks the one asked for") {
  SmashUpStart start;
  start.seats = {{false, "normal"}, {true, "normal"}, {true, "random"}};
  framework::GameCatalog with_bots;
  with_bots.add(smashup::smashup_game().with(ai::smashup_bots()));
  std::vector<std::string> notes;
  const auto seats = smashup_seats(with_bots, start, 11, &notes);
  REQUIRE(seats.size() == 3);
  CHECK(seats[0].name == "Player 1");
  CHECK_FALSE(seats[0].is_bot);
  CHECK(seats[1].bot_level == "normal");
  CHECK(seats[2].bot_level == "random");
  CHECK(seats[1].bot_seed != seats[2].bot_seed);
  CHECK(notes.empty());

  // Registered without its bots, Smash Up seats them as the random agent and says so once.
  framework::GameCatalog bare;
  bare.add(smashup::smashup_game());
  const auto fallback = smashup_seats(bare, start, 11, &notes);
  CHECK(fallback[1].bot_level == "random");
  CHECK(fallback[1].bot_seed == seats[1].bot_seed);
  REQUIRE(notes.size() == 1);
  CHECK(notes[0].find("no 'normal' bot") != std::string::npos);
}

TEST_CASE("[ui][smashup] ending the turn with plays left asks first; any other key goes back") {
  auto s = laseratops_table();
  SmashUpBoard board;
  board.show(smashup::observe(s, 0));
  board.handle(Key::of(KeyKind::End));  // the last item: "Done playing cards"
  REQUIRE(board.under_cursor()->kind == BoardItem::Kind::Option);
  CHECK_FALSE(board.handle(Key::of(KeyKind::Enter)));
  CHECK(board.message() == "End turn? You can still play a minion and an action. Enter ends it; any other key goes back.");
  CHECK_FALSE(board.handle(Key::of(KeyKind::Left)));  // not confirmed: back to choosing
  board.handle(Key::of(KeyKind::Right));
  CHECK_FALSE(board.handle(Key::of(KeyKind::Enter)));  // asked again
  CHECK(board.handle(Key::of(KeyKind::Enter)) == std::optional<std::string>("done"));
}

TEST_CASE("[ui][smashup] the cursor stops at the ends instead of wrapping onto Done playing cards") {
  auto s = laseratops_table();
  SmashUpBoard board;
  board.show(smashup::observe(s, 0));
  const auto first = board.under_cursor();
  board.handle(Key::of(KeyKind::Left));
  CHECK(board.under_cursor() == first);
  CHECK(board.under_cursor()->kind == BoardItem::Kind::HandCard);
  for (std::size_t i = 0; i < board.items().size() + 2; ++i) board.handle(Key::of(KeyKind::Right));
  CHECK(board.under_cursor()->kind == BoardItem::Kind::Option);
  board.handle(Key::of(KeyKind::Right));
  CHECK(board.under_cursor()->kind == BoardItem::Kind::Option);
}

TEST_CASE("[ui][smashup] an optional effect that could only hit the person's own cards starts on Pass") {
  // Ninja Master: "you may destroy a minion on this base". On a base holding only Player 1's own minions (and the
  // Master itself), one careless Enter must not destroy one of them (issue 37: every optional choice starts on Pass).
  auto mine = smashup::state_from_scenario(nlohmann::json::parse(R"({
    "seats": [{"factions": ["ninjas", "aliens"], "hand": ["ninja-master"]}, {"factions": ["dinosaurs", "robots"]}],
    "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0}]}, {"base": "the-homeworld"}],
    "turn": {"active": 0, "phase": "play", "number": 3}})"));
  answer(mine, "play ninja-master#0 jungle-oasis");
  SmashUpBoard board;
  board.show(smashup::observe(mine, 0));
  REQUIRE(board.deciding());
  REQUIRE(board.under_cursor());
  CHECK(board.under_cursor()->kind == BoardItem::Kind::Option);
  CHECK(board.handle(Key::of(KeyKind::Enter)) == std::optional<std::string>("pass"));
}

TEST_CASE("[ui][smashup] Enter on a hand card that cannot be played says why, not just that it is no choice") {
  auto s = smashup::state_from_scenario(nlohmann::json::parse(R"({
    "seats": [{"hand": ["collector", "beam-up"]}, {}],
    "bases": [{"base": "the-mothership"}],
    "turn": {"active": 0, "phase": "play", "minion_used": true}})"));
  SmashUpBoard board;
  board.show(smashup::observe(s, 0));
  REQUIRE(board.deciding());
  board.handle(Key::of(KeyKind::Tab));
  move_to(board, "Collector");
  CHECK_FALSE(board.handle(Key::of(KeyKind::Enter)));
  CHECK(board.message() == "You have already played your minion this turn.");
}

TEST_CASE("[ui][smashup] the open panel scrolls with the arrows and closes on any other key (issue 21 item 1)") {
  auto s = laseratops_table();
  SmashUpBoard board;
  board.show(smashup::observe(s, 0));
  board.handle(Key::chr(U'i'));
  REQUIRE(board.panel() == SmashUpBoard::Panel::Inspect);
  // Drawing fits the scroll: a text of 30 rows seen 10 at a time.
  board.panel_scroll().fit(30, 10);
  CHECK_FALSE(board.handle(Key::of(KeyKind::Down)));
  CHECK_FALSE(board.handle(Key::of(KeyKind::PageDown)));
  CHECK(board.panel() == SmashUpBoard::Panel::Inspect);
  CHECK(board.panel_scroll().top() == 11);
  board.handle(Key::chr(U'k'));  // vi up
  CHECK(board.panel_scroll().top() == 10);
  board.handle(Key::of(KeyKind::End));
  CHECK(board.panel_scroll().position() == "line 30/30");
  board.handle(Key::chr(U'x'));
  CHECK(board.panel() == SmashUpBoard::Panel::None);
  // Opened again, it starts at its top.
  board.handle(Key::chr(U'i'));
  board.panel_scroll().fit(30, 10);
  CHECK(board.panel_scroll().top() == 0);
}

TEST_CASE("[ui][smashup] i on a base offered from the base deck shows its breakpoint, VP and ability (issue 21 item 2)") {
  auto s = smashup::state_from_scenario(nlohmann::json::parse(R"({
    "seats": [{"factions": ["aliens", "dinosaurs"], "hand": ["terraforming"]}, {"factions": ["ninjas", "robots"]}],
    "bases": [{"base": "jungle-oasis"}, {"base": "the-homeworld"}],
    "base_deck": ["tortuga", "ninja-dojo"],
    "turn": {"active": 0, "phase": "play", "number": 3}})"));
  const auto play = std::find_if(s.question.options.begin(), s.question.options.end(),
                                 [](const smashup::Choice& c) { return c.kind == smashup::ChoiceKind::PlayAction; });
  REQUIRE(play != s.question.options.end());
  smashup::apply(s, *play);
  SmashUpBoard board;
  board.show(smashup::observe(s, 0));
  // Terraforming asks for a base in the base deck: those are listed answers, not places on the board.
  const auto& options = board.options();
  const auto tortuga = std::find_if(options.begin(), options.end(),
                                    [](const std::string& o) { return o.find("Tortuga") != std::string::npos; });
  REQUIRE(tortuga != options.end());
  const BoardItem listed{BoardItem::Kind::Option, smashup::kNoCard, smashup::kNoBase,
                         static_cast<std::size_t>(tortuga - options.begin())};
  board.handle(Key::of(KeyKind::Home));
  for (std::size_t i = 0; i < board.items().size() && board.under_cursor() != listed; ++i)
    board.handle(Key::of(KeyKind::Right));
  REQUIRE(board.under_cursor() == listed);
  const std::string text = inspect_here(board);
  CHECK(text.find("Pirates base. Breakpoint 21. VP 4 / 3 / 2") != std::string::npos);
  CHECK(text.find("the runner-up may move one of their minions from another base onto the new base.") !=
        std::string::npos);
  CHECK(text.find("Power here") == std::string::npos);  // it is not in play
}

namespace {

// The Mothership (breakpoint 20, VP 4/2/1) at 20 power: it scores when Player 1 is done playing cards.
smashup::State mothership_ready() {
  return smashup::state_from_scenario(nlohmann::json::parse(R"({
    "seats": [{"deck": ["beam-up", "beam-up"]}, {"deck": ["beam-up", "beam-up"]}],
    "bases": [{"base": "the-mothership", "minions": [
      {"card": "supreme-overlord", "controller": 0}, {"card": "supreme-overlord", "controller": 0},
      {"card": "invader", "controller": 0}, {"card": "supreme-overlord", "controller": 1},
      {"card": "collector", "controller": 1}]}],
    "base_deck": ["the-homeworld"],
    "turn": {"active": 0, "phase": "play", "number": 3}})"));
}

}  // namespace

TEST_CASE("[ui][smashup] a base at its breakpoint is marked on the board as one that scores (issue 21 item 5)") {
  const auto s = mothership_ready();
  SmashUpBoard board;
  board.show(smashup::observe(s, 0));
  const auto lines = board_lines(board, you_and_bot(), 78, false);
  CHECK(all_text(lines.bases).find("The Mothership 20/20 scores · You ") != std::string::npos);
  board.show(smashup::observe(laseratops_table(), 0));
  CHECK(all_text(board_lines(board, you_and_bot(), 78, false).bases).find("scores") == std::string::npos);
}

TEST_CASE("[ui][smashup] each scoring shows a summary to acknowledge, and the log tells it before the VP (issue 21 item 5)") {
  const std::vector<framework::SeatWording> seats{kYou, kBot};
  const auto told = narrated(mothership_ready(), "done", seats);
  REQUIRE(told.notice);
  CHECK(told.notice->title == "The Mothership scored");
  const auto& lines = told.notice->lines;
  const auto has = [&](const std::string& line) { return std::find(lines.begin(), lines.end(), line) != lines.end(); };
  CHECK(has("The Mothership scores with 20 power."));
  CHECK(has("  1st  You  13 power  +4 VP"));
  CHECK(has("  2nd  Bot   7 power  +2 VP"));
  smashup::BaseId mothership{};
  REQUIRE(smashup::find_base_def("the-mothership", mothership));
  CHECK(has("Its ability: " + std::string(smashup::base_def(mothership).text)));
  CHECK(has("VP now: You 4, Bot 2."));
  const auto at = [&](const std::string& line) {
    return std::find(told.log.begin(), told.log.end(), line) - told.log.begin();
  };
  CHECK(at("The Mothership scores with 20 power.") < at("You took 1st place on The Mothership with 13 power."));
  CHECK(at("You took 1st place on The Mothership with 13 power.") < at("You gained 4 VP from The Mothership."));
  CHECK(at("You gained 4 VP from The Mothership.") < static_cast<long>(told.log.size()));
  // An answer that scores nothing asks for no acknowledgement.
  CHECK_FALSE(narrated(laseratops_table(), "done", seats).notice);
}

TEST_CASE("[ui][smashup] the results rank the players with the VP each base gave them (issue 21 item 11)") {
  framework::GameCatalog catalog;
  catalog.add(smashup::smashup_game());
  // Player 1 has 14 VP, The Mothership is ready: done scores it (+4) and the turn ends with a winner.
  const auto scenario = nlohmann::json::parse(R"({
    "seats": [{"factions": ["aliens", "dinosaurs"], "vp": 14, "deck": ["beam-up", "beam-up"]},
              {"factions": ["ninjas", "robots"], "vp": 3, "deck": ["beam-up", "beam-up"]}],
    "bases": [{"base": "the-mothership", "minions": [
      {"card": "supreme-overlord", "controller": 0}, {"card": "supreme-overlord", "controller": 0},
      {"card": "invader", "controller": 0}, {"card": "supreme-overlord", "controller": 1},
      {"card": "collector", "controller": 1}]}, {"base": "the-homeworld"}],
    "base_deck": ["tortuga"], "turn": {"active": 0, "phase": "play", "number": 3}})");
  framework::Session session(catalog, "smashup", {{"scenario", scenario}},
                             {{"You", false, "", 0}, {"Bot", true, "easy", 1}});
  for (int i = 0; i < 10 && !session.match().is_over(); ++i)
    session.answer(session.match().pending().options.front().id);
  REQUIRE(session.match().is_over());
  const std::vector<framework::SeatWording> seats{kYou, kBot};
  const auto end = dynamic_cast<const smashup::SmashUpMatch&>(session.match()).observe(1);
  const auto results = smashup_results(end, vp_sources(session), seats);
  CHECK(results.title == "Game over");
  CHECK(results.lines == std::vector<std::string>{"You win with 18 VP!", "",
                                                  "1st  You         18 VP  Aliens+Dinosaurs",
                                                  "     from The Mothership 4",
                                                  "2nd  Bot (easy)   5 VP  Ninjas+Robots",
                                                  "     from The Mothership 2", "", "Turns played: 3."});
}

TEST_CASE("[ui][smashup] a hint picks its card and puts the cursor on its place, so Enter gives it (issue 21 item 9)") {
  auto s = laseratops_table();
  SmashUpBoard board;
  board.show(smashup::observe(s, 0));
  std::string hinted;
  for (const auto& c : s.question.options)
    if (c.kind == smashup::ChoiceKind::PlayMinion && smashup::base_def(c.b).name == std::string_view("Jungle Oasis"))
      hinted = smashup::choice_id(s, c);
  REQUIRE_FALSE(hinted.empty());
  REQUIRE(board.point_at(hinted));
  // Laseratops could go to two bases: the hint has picked it and points at the base.
  CHECK(board.placing() != smashup::kNoCard);
  REQUIRE(board.under_cursor());
  CHECK(board.under_cursor()->kind == BoardItem::Kind::Base);
  CHECK(board.handle(Key::of(KeyKind::Enter)) == std::optional<std::string>(hinted));
  // A listed answer gets the cursor too; something not offered is refused and changes nothing.
  board.show(smashup::observe(s, 0));
  REQUIRE(board.point_at("done"));
  CHECK(board.under_cursor()->kind == BoardItem::Kind::Option);
  const auto cursor = board.cursor();
  CHECK_FALSE(board.point_at("play king-rex#1 jungle-oasis"));
  CHECK(board.cursor() == cursor);
}

TEST_CASE("[ui][smashup] inspecting a base names power that belongs to no minion and the card giving it") {
  auto s = smashup::state_from_scenario(nlohmann::json::parse(R"({
      "seats": [{}, {}],
      "bases": [{"base": "jungle-oasis", "minions": [{"card": "captain-ahab", "controller": 0}],
                 "actions": [{"card": "aggromotive", "controller": 0}]}],
      "turn": {"active": 0, "phase": "play"}})"));
  SmashUpBoard board;
  board.show(smashup::observe(s, 0));
  board.handle(Key::of(KeyKind::Tab));
  move_to(board, "Jungle Oasis");
  const std::string text = inspect_here(board);
  CHECK(text.find("Power here: 7 (Player 1 7, Player 2 0)") != std::string::npos);
  CHECK(text.find("Player 1 has +5 power here on no minion, from Aggromotive.") != std::string::npos);
}

TEST_CASE("[ui][smashup] the turn line says when the turn is an extra one (Portal Room)") {
  auto s = smashup::state_from_scenario(nlohmann::json::parse(R"({
    "seats": [{}, {}],
    "bases": [{"base": "portal-room", "minions": [{"card": "king-rex", "controller": 1},
                                                  {"card": "king-rex", "controller": 1},
                                                  {"card": "king-rex", "controller": 1},
                                                  {"card": "zapbot", "controller": 1}]}],
    "base_deck": ["jungle-oasis"],
    "turn": {"active": 0, "phase": "play", "number": 3}})"));
  answer(s, "done");
  SmashUpBoard board;
  board.show(smashup::observe(s, 1));
  const auto lines = board_lines(board, bot_and_you(), 78, false);
  CHECK(lines.turn == "Turn 4 · You to play (extra turn) · plays left: minion 1, action 1, extra 0");
}
