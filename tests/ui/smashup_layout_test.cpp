// The Smash Up table as laid out on a terminal, without a terminal: mouse clicks read against the layout the drawing
// uses, and a 4-player game at 80x24 where every public number stays reachable.
#include <algorithm>
#include <set>

#include <catch2/catch.hpp>

#include "games/smashup/catalog.hpp"
#include "games/smashup/choice_text.hpp"
#include "games/smashup/resolver.hpp"
#include "games/smashup/scenario.hpp"
#include "tests/ui/smashup_fixtures.hpp"
#include "ui/screens/text.hpp"
#include "ui/smashup/smashup_board.hpp"
#include "ui/smashup/smashup_layout.hpp"
#include "ui/smashup/smashup_lines.hpp"

using namespace cardtable;
using namespace cardtable::ui;
using smashup::State;
using ui::testing::answer;
using ui::testing::laseratops_table;

namespace {

constexpr int kRows = 24;
constexpr int kCols = 80;

framework::SeatWording bot_words(const std::string& name, const std::string& level) {
  return {name, name + "'s", "its", name + " (" + level + ")", name.substr(0, 5)};
}

TableScene scene_for(int players) {
  TableScene scene;
  scene.seats.push_back({"You", "your", "your", "You", "You", true});
  for (int p = 2; p <= players; ++p) scene.seats.push_back(bot_words("Bot " + std::to_string(p), "normal"));
  scene.keys = "arrows enter  tab look  i card  d discards  s save  u undo  ? help  q quit";
  return scene;
}

// Lays the board out as the screen draws it and keeps the layout for the next click, as the view does.
const SmashUpLayout& draw(SmashUpBoard& board, const TableScene& scene, int rows = kRows, int cols = kCols) {
  board.set_layout(lay_out_board(board, scene, rows, cols));
  return board.layout();
}

// Where the first drawn span that starts with `text` begins (row, column), found by walking the spans the way they
// are painted: each after the one before it, from the board's first column.
Key start_of(const SmashUpLayout& layout, const std::string& text) {
  for (const auto& placed : layout.lines) {
    int col = kBoardCol;
    for (const auto& span : placed.line) {
      if (span.text.rfind(text, 0) == 0) return Key::click(placed.row, col);
      col += columns(span.text);
    }
  }
  FAIL("'" << text << "' is not drawn");
  return {};
}

// A click in the middle of that text.
Key click_on(const SmashUpLayout& layout, const std::string& text) {
  const auto at = start_of(layout, text);
  return Key::click(at.row, at.col + columns(text) / 2);
}

bool drawn(const SmashUpLayout& layout, const std::string& text) {
  return std::any_of(layout.lines.begin(), layout.lines.end(),
                     [&](const PlacedLine& p) { return line_text(p.line).find(text) != std::string::npos; });
}

std::string all_of_text(const std::vector<BoardLine>& lines) {
  std::string out;
  for (const auto& line : lines) out += line_text(line) + "\n";
  return out;
}

nlohmann::json cards(const std::string& slug, int n) { return nlohmann::json(std::vector<std::string>(n, slug)); }

// Turn 14 of a 4-player game: five bases, most with minions of several players, actions attached to minions and to
// a base, and every player's VP, hand, deck and discard different, so each number names its player.
State four_player_table() {
  using nlohmann::json;
  json s = json::parse(R"({
    "seats": [
      {"factions": ["dinosaurs", "tricksters"], "vp": 7,
       "hand": ["laseratops", "augmentation", "gnome", "brownie", "take-the-shinies", "king-rex"]},
      {"factions": ["ninjas", "wizards"], "vp": 12, "hand": ["shinobi", "portal", "scry", "neophyte"]},
      {"factions": ["pirates", "zombies"], "vp": 3,
       "hand": ["walker", "walker", "broadside", "cannon", "dinghy", "grave-digger", "outbreak", "mall-crawl",
                "first-mate", "buccaneer"]},
      {"factions": ["robots", "aliens"], "vp": 14, "hand": ["zapbot", "hoverbot", "probe", "scout", "invader",
                                                            "abduction", "beam-up"]}],
    "bases": [
      {"base": "jungle-oasis", "minions": [
        {"card": "armor-stego", "controller": 0, "actions": ["upgrade"]},
        {"card": "ninja-acolyte", "controller": 1}, {"card": "tenacious-z", "controller": 2}]},
      {"base": "tar-pits", "minions": [
        {"card": "microbot-guard", "controller": 3}, {"card": "warbot", "controller": 3},
        {"card": "ninja-master", "controller": 1}, {"card": "saucy-wench", "controller": 2}]},
      {"base": "the-great-library", "minions": [
        {"card": "pirate-king", "controller": 2}, {"card": "first-mate", "controller": 2},
        {"card": "invader", "controller": 3}, {"card": "enchantress", "controller": 1}]},
      {"base": "ninja-dojo", "minions": [
        {"card": "war-raptor", "controller": 0}, {"card": "war-raptor", "controller": 0},
        {"card": "tiger-assassin", "controller": 1}, {"card": "zombie-lord", "controller": 2}]},
      {"base": "the-central-brain", "minions": [
        {"card": "nukebot", "controller": 3}, {"card": "leprechaun", "controller": 0}],
       "actions": [{"card": "flame-trap", "controller": 0}]}],
    "turn": {"active": 0, "phase": "play", "number": 14}})");
  s["seats"][0]["deck"] = cards("gremlin", 21);
  s["seats"][0]["discard"] = cards("howl", 4);
  s["seats"][1]["deck"] = cards("scry", 18);
  s["seats"][1]["discard"] = cards("portal", 9);
  s["seats"][2]["deck"] = cards("walker", 23);
  s["seats"][2]["discard"] = cards("grave-robbing", 12);
  s["seats"][3]["deck"] = cards("zapbot", 11);
  s["seats"][3]["discard"] = cards("probe", 15);
  return smashup::state_from_scenario(s);
}

// Every row the layout places lies between the title and the note row, one line per row.
void check_rows(const SmashUpLayout& layout) {
  std::set<int> used{0, layout.rule_above, layout.rule_below, layout.note_row, layout.keys_row};
  for (int r = 0; r < static_cast<int>(layout.prompt.size()); ++r) used.insert(layout.prompt_row + r);
  CHECK(used.size() == 5 + layout.prompt.size());
  for (const auto& placed : layout.lines) {
    CHECK(placed.row > 0);
    CHECK(placed.row < layout.note_row);
    CHECK(columns(line_text(placed.line)) <= layout.cols - 2 * kBoardCol);
    CHECK(used.insert(placed.row).second);
  }
  CHECK(layout.log_rows >= 0);
  CHECK(layout.log_row + layout.log_rows <= layout.note_row);
  CHECK(layout.prompt_row + static_cast<int>(layout.prompt.size()) <= layout.note_row);
}

}  // namespace

TEST_CASE("[ui][smashup][mouse] a click on a highlighted minion answers it, as Enter on it would") {
  auto s = laseratops_table();
  SmashUpBoard board;
  const auto scene = scene_for(2);
  board.show(smashup::observe(s, 0));
  // The card in the hand, then the base, both by clicks where they are drawn.
  CHECK_FALSE(board.handle(click_on(draw(board, scene), "Laseratops 4")));
  REQUIRE(board.placing() != smashup::kNoCard);
  const auto play = board.handle(click_on(draw(board, scene), "Jungle Oasis"));
  REQUIRE(play);
  CHECK(play->rfind("play laseratops#", 0) == 0);
  CHECK(play->find("jungle-oasis") != std::string::npos);

  answer(s, *play);
  board.show(smashup::observe(s, 0));
  const auto& layout = draw(board, scene);
  // The cell just before the minion's name is the seat's label, not the minion: nothing happens there.
  const auto zapbot = start_of(layout, "Zapbot 2");
  CHECK_FALSE(board.handle(Key::click(zapbot.row, zapbot.col - 1)));
  CHECK(board.panel() == SmashUpBoard::Panel::None);
  const auto destroy = board.handle(zapbot);
  REQUIRE(destroy);
  CHECK(destroy->rfind("choose zapbot#", 0) == 0);
}

TEST_CASE("[ui][smashup][mouse] a click on a listed answer answers it") {
  auto s = laseratops_table();
  SmashUpBoard board;
  board.show(smashup::observe(s, 0));
  // Cards could still be played: the first click asks, a second one on the same answer ends the turn.
  const auto& layout = draw(board, scene_for(2));
  CHECK_FALSE(board.handle(click_on(layout, "1 Done playing cards")));
  CHECK(board.message().rfind("End turn? You can still play a minion and an action.", 0) == 0);
  const auto done = board.handle(click_on(layout, "1 Done playing cards"));
  CHECK(done == std::optional<std::string>("done"));
}

TEST_CASE("[ui][smashup][mouse] a click on what is not a choice answers nothing and leaves the question as it was") {
  auto s = laseratops_table();
  SmashUpBoard board;
  const auto scene = scene_for(2);
  board.show(smashup::observe(s, 0));
  board.handle(click_on(draw(board, scene), "Laseratops 4"));
  answer(s, board.handle(click_on(draw(board, scene), "Jungle Oasis")).value());
  board.show(smashup::observe(s, 0));
  const auto& layout = draw(board, scene);
  const auto items = board.items();
  const auto cursor = board.cursor();

  // The rule, the players' lines, a gap between spans and the empty right edge mean nothing.
  for (const auto& key : {Key::click(layout.rule_above, 10), Key::click(1, 5), Key::click(layout.note_row, 3),
                          Key::click(layout.keys_row, 3), Key::click(click_on(layout, "Zapbot 2").row, kCols - 2)}) {
    CHECK_FALSE(board.handle(key));
    CHECK(board.panel() == SmashUpBoard::Panel::None);
  }
  // Armor Stego (5 now) is no target of Laseratops: the click opens its full text instead of answering.
  CHECK_FALSE(board.handle(click_on(layout, "Armor Stego")));
  CHECK(board.panel() == SmashUpBoard::Panel::Inspect);
  CHECK(board.inspect_title() == "Armor Stego");
  // Any key (a click too) closes the text; the question, its targets and the cursor are as they were.
  CHECK_FALSE(board.handle(click_on(layout, "Zapbot 2")));
  CHECK(board.panel() == SmashUpBoard::Panel::None);
  CHECK(board.items() == items);
  CHECK(board.cursor() == cursor);
  CHECK(board.view() == smashup::observe(s, 0));
}

TEST_CASE("[ui][smashup][mouse] a seat that is not asked can click to read a card but answers nothing") {
  auto s = laseratops_table();
  SmashUpBoard board;
  board.show(smashup::observe(s, 1));
  CHECK_FALSE(board.handle(click_on(draw(board, scene_for(2)), "Zapbot 2")));
  CHECK(board.panel() == SmashUpBoard::Panel::Inspect);
  CHECK(board.inspect_title() == "Zapbot");
}

TEST_CASE("[ui][smashup][mouse] clicks hit what is drawn after the bases scroll") {
  auto s = four_player_table();
  SmashUpBoard board;
  const auto scene = scene_for(4);
  board.show(smashup::observe(s, 0));
  board.handle(click_on(draw(board, scene), "Laseratops 4"));
  REQUIRE(board.placing() != smashup::kNoCard);
  // Down to the last base: the first ones scroll out of view.
  board.handle(Key::of(KeyKind::End));
  const auto& layout = draw(board, scene);
  REQUIRE(layout.more_above);
  CHECK_FALSE(drawn(layout, "Jungle Oasis"));
  // Not the base under the cursor (The Central Brain): one drawn above it in the scrolled view, by the end of its
  // ability, which is all of it left in view.
  const std::string dojo_ability = "scores, the winner may destroy any one minion in play.";
  REQUIRE(drawn(layout, dojo_ability));
  CHECK_FALSE(drawn(layout, "Ninja Dojo"));
  const auto play = board.handle(click_on(layout, "destroy"));
  REQUIRE(play);
  CHECK(play->rfind("play laseratops#", 0) == 0);
  CHECK(play->find("ninja-dojo") != std::string::npos);
}

TEST_CASE("[ui][smashup] a 4-player game at 80x24: every player's numbers and every base's total are reachable") {
  const auto s = four_player_table();
  SmashUpBoard board;
  const auto scene = scene_for(4);
  board.show(smashup::observe(s, 0, scene.seats), scene.seats);

  // The players, the hand, the prompt and the listed answers are on the screen at once.
  const auto& first = draw(board, scene);
  check_rows(first);
  for (auto c : s.seats[0].hand) CHECK(drawn(first, card_text(s.cards[c].def)));
  CHECK(drawn(first, "1 Done playing cards"));
  REQUIRE_FALSE(first.prompt.empty());
  CHECK(first.prompt.front().rfind("You: play a card", 0) == 0);
  CHECK(first.log_rows >= 1);
  for (smashup::Seat p = 0; p < 4; ++p) {
    const auto& seat = s.seats[p];
    CHECK(drawn(first, scene.seats[p].title));
    CHECK(drawn(first, "VP " + std::to_string(seat.vp) + "/15"));
    CHECK(drawn(first, "hand " + std::to_string(seat.hand.size()) + "  deck " + std::to_string(seat.deck.size()) +
                           "  discard " + std::to_string(seat.discard.size())));
  }
  // The bases need more rows than there are: they scroll.
  CHECK(first.more_below);

  // Looking around (Tab, then the arrows through everything) scrolls every base and minion into view.
  std::string seen;
  board.handle(Key::of(KeyKind::Tab));
  board.handle(Key::of(KeyKind::Home));  // the cursor does not wrap round: start from the first item
  for (std::size_t i = 0; i < board.items().size(); ++i) {
    const auto& layout = draw(board, scene);
    check_rows(layout);
    for (const auto& placed : layout.lines) seen += line_text(placed.line) + "\n";
    board.handle(Key::of(KeyKind::Right));
  }
  const auto view = smashup::observe(s, 0);
  for (const auto& b : view.bases) {
    const std::string name(smashup::base_def(b.base).name);
    INFO(name);
    CHECK(seen.find(name + " " + std::to_string(smashup::total_power(s, b.base)) + "/" +
                    std::to_string(smashup::breakpoint(s, b.base))) != std::string::npos);
    for (const auto& m : b.minions) CHECK(seen.find(minion_text(m)) != std::string::npos);
    for (const auto& a : b.actions)
      CHECK(seen.find(std::string(smashup::def_of(s, a.card.card).name)) != std::string::npos);
  }
}


TEST_CASE("[ui][smashup] short of rows, the prompt and then the bases condense; the hand and answers stay whole") {
  auto scenario = nlohmann::json::parse(R"({
    "seats": [{"factions": ["dinosaurs", "tricksters"]}, {"factions": ["ninjas", "wizards"]},
              {"factions": ["pirates", "zombies"]}, {"factions": ["robots", "aliens"]}],
    "bases": [{"base": "jungle-oasis", "minions": [{"card": "shinobi", "controller": 1}]},
              {"base": "tar-pits", "minions": [{"card": "walker", "controller": 2}]},
              {"base": "ninja-dojo"}, {"base": "the-central-brain"}, {"base": "the-great-library"}],
    "turn": {"active": 0, "phase": "play", "number": 20}})");
  // A hand far beyond anything a game deals (eleven rows of cards) squeezes everything else.
  scenario["seats"][0]["hand"] = cards("gnome", 90);
  const auto s = smashup::state_from_scenario(scenario);
  SmashUpBoard board;
  board.show(smashup::observe(s, 0));
  const auto& layout = draw(board, scene_for(4));
  check_rows(layout);
  std::string hand;
  for (const auto& placed : layout.lines) hand += line_text(placed.line);
  std::size_t gnomes = 0;
  for (auto at = hand.find("Gnome 3"); at != std::string::npos; at = hand.find("Gnome 3", at + 1)) ++gnomes;
  CHECK(gnomes == 90);
  CHECK(drawn(layout, "1 Done playing cards"));
  CHECK(layout.prompt.size() == 1);
  CHECK(layout.log_rows == 0);
  INFO(layout.rule_below - layout.rule_above - 1 << " base rows, hand ends at " << layout.prompt_row);
  CHECK(layout.rule_below - layout.rule_above - 1 >= 1);  // the bases keep at least a row, and scroll
  CHECK(layout.more_below);
}

TEST_CASE("[ui][smashup] a base's ability wraps on words under its name instead of being cut (issue 21 item 2)") {
  auto s = laseratops_table();
  SmashUpBoard board;
  board.show(smashup::observe(s, 0));
  for (const int cols : {80, 120}) {
    const auto lines = board_lines(board, scene_for(2).seats, cols - 2 * kBoardCol, false);
    std::string joined;
    for (const auto& line : lines.bases) {
      CHECK(columns(line_text(line)) <= cols - 2 * kBoardCol);
      joined += line_text(line) + " ";
    }
    // Every word of both abilities is on the board, in order, with single spaces between them.
    std::string words;
    for (char c : joined)
      if (c != ' ' || (!words.empty() && words.back() != ' ')) words += c;
    for (const auto base : {"jungle-oasis", "the-homeworld"}) {
      smashup::BaseId id{};
      REQUIRE(smashup::find_base_def(base, id));
      CHECK(words.find(std::string(smashup::base_def(id).text)) != std::string::npos);
    }
    CHECK(joined.find("...") == std::string::npos);
  }
}

TEST_CASE("[ui][smashup] the board marks a ready Talent T and a used one t, and a minion showing copied abilities") {
  auto s = smashup::state_from_scenario(nlohmann::json::parse(R"({
      "seats": [{"discard": ["zapbot"]}, {}],
      "bases": [{"base": "jungle-oasis",
                 "minions": [{"card": "time-raider", "controller": 0},
                             {"card": "zapbot", "controller": 1, "abilities": "warbot"}],
                 "actions": [{"card": "zeppelin", "controller": 0}]}],
      "turn": {"active": 0, "phase": "play"}})"));
  const auto raider = s.bases[0].minions[0].card;
  const auto zeppelin = s.bases[0].actions[0].card;
  const auto minion = [&](smashup::CardId c) { return minion_text(*smashup::observe(s, 0).minion(c)); };
  const auto talent = [&](smashup::CardId c) { return talent_mark(smashup::observe(s, 0).attached(c)->talent); };
  CHECK(minion(raider) == "Time Raider 3 T");
  CHECK(minion(s.bases[0].minions[1].card) == "Zapbot 2 as Warbot");
  CHECK(talent(zeppelin) == " T");
  answer(s, "use " + smashup::card_token(s, raider));
  answer(s, "pass");
  CHECK(minion(raider) == "Time Raider 3 t");
  CHECK(talent(zeppelin) == " T");
}

TEST_CASE("[ui][smashup] each base's title line gives every player's power there, at 80x24 with 4 players (issue 37 item 4)") {
  const auto s = four_player_table();
  SmashUpBoard board;
  const auto scene = scene_for(4);
  board.show(smashup::observe(s, 0, scene.seats), scene.seats);
  const auto lines = board_lines(board, scene.seats, kCols - 2 * kBoardCol, false);
  for (const auto& b : board.view().bases) {
    std::string expected = std::string(smashup::base_def(b.base).name) + " " + std::to_string(b.power) + "/" +
                           std::to_string(b.breakpoint);
    for (smashup::Seat p = 0; p < 4; ++p) {
      // The powers add up to the base's total, and each one is the seat's own.
      CHECK(b.player_power[p] == smashup::player_power(s, b.base, p));
      expected += " · " + scene.seats[p].name + (p == 0 ? " " : ": ") + std::to_string(b.player_power[p]);
    }
    INFO(expected);
    const auto at = std::find_if(lines.bases.begin(), lines.bases.end(), [&](const BoardLine& line) {
      return line_text(line).rfind(std::string(smashup::base_def(b.base).name) + " ", 0) == 0;
    });
    REQUIRE(at != lines.bases.end());
    // On the title line, or wrapped on words onto the next.
    std::string title = line_text(*at);
    if (at + 1 != lines.bases.end()) title += " " + line_text(*(at + 1));
    std::string joined;
    for (char c : title)
      if (c != ' ' || joined.empty() || joined.back() != ' ') joined += c;
    CHECK(joined.find(expected) == 0);
    for (const auto& line : lines.bases) CHECK(columns(line_text(line)) <= kCols - 2 * kBoardCol);
  }
}

TEST_CASE("[ui][smashup] each minion on the board carries its faction's tag, told apart for all sixteen (issue 37 item 4)") {
  std::set<std::string> tags;
  for (const auto& faction : smashup::known_factions()) tags.insert(faction_tag(faction.faction));
  CHECK(tags.size() == smashup::known_factions().size());
  CHECK(faction_tag(smashup::Faction::Aliens) == "Al");
  const auto s = four_player_table();
  SmashUpBoard board;
  const auto scene = scene_for(4);
  board.show(smashup::observe(s, 0, scene.seats), scene.seats);
  std::string bases;
  for (const auto& line : board_lines(board, scene.seats, kCols - 2 * kBoardCol, false).bases)
    bases += line_text(line) + "\n";
  for (const auto& b : board.view().bases)
    for (const auto& m : b.minions)
      CHECK(bases.find(minion_text(m) + " (" + faction_tag(smashup::card_def(m.card.def).faction) + ")") !=
            std::string::npos);
  CHECK(bases.find("* (Di) [Upgrade]") != std::string::npos);
  CHECK(bases.find("Microbot Guard") != std::string::npos);
}

TEST_CASE("[ui][smashup] while the bases scroll, the title line of the base under the cursor stays in view (issue 37 item 4)") {
  const auto s = four_player_table();
  SmashUpBoard board;
  const auto scene = scene_for(4);
  board.show(smashup::observe(s, 0, scene.seats), scene.seats);
  board.handle(Key::of(KeyKind::Tab));
  board.handle(Key::of(KeyKind::Home));
  int scrolled_minions = 0;
  for (std::size_t i = 0; i < board.items().size(); ++i, board.handle(Key::of(KeyKind::Right))) {
    const auto item = board.under_cursor();
    REQUIRE(item);
    if (item->kind != BoardItem::Kind::Minion && item->kind != BoardItem::Kind::Attached) continue;
    const auto& layout = draw(board, scene);
    check_rows(layout);
    const auto* b = board.view().base(item->base);
    const auto title = std::string(smashup::base_def(item->base).name) + " " + std::to_string(b->power) + "/";
    INFO(title);
    CHECK(drawn(layout, title));
    scrolled_minions += layout.more_above;
  }
  // Some of those minions were on bases scrolled part out of view: the title was kept for them.
  CHECK(scrolled_minions > 0);
}

TEST_CASE("[ui][smashup] the compact view shows a line per base, the one under the cursor open (issue 37 item 4)") {
  const auto s = four_player_table();
  SmashUpBoard board;
  const auto scene = scene_for(4);
  board.show(smashup::observe(s, 0, scene.seats), scene.seats);
  const auto full = board_lines(board, scene.seats, kCols - 2 * kBoardCol, false).bases.size();
  board.handle(Key::chr(U'v'));
  REQUIRE(board.compact());
  // The cursor is in the hand: every base is one line (name, the powers of the players there, VP), all on screen.
  auto lines = board_lines(board, scene.seats, kCols - 2 * kBoardCol, false);
  CHECK(lines.bases.size() == board.view().bases.size());
  CHECK(lines.bases.size() < full);
  CHECK(line_text(lines.bases[1]).find("Tar Pits") == 0);
  CHECK(line_text(lines.bases[4]).find("The Central Brain 12/19 · You 6 · Bot 4: 6  VP 4-2-1") == 0);
  const auto& layout = draw(board, scene);
  CHECK_FALSE(layout.more_below);
  for (const auto& b : board.view().bases) CHECK(drawn(layout, std::string(smashup::base_def(b.base).name) + " "));
  // Looking at a minion opens its base alone.
  board.handle(Key::of(KeyKind::Tab));
  board.handle(Key::of(KeyKind::Home));
  board.handle(Key::of(KeyKind::Right));  // the first base's first minion
  REQUIRE(board.under_cursor()->kind == BoardItem::Kind::Minion);
  lines = board_lines(board, scene.seats, kCols - 2 * kBoardCol, false);
  CHECK(lines.bases.size() > board.view().bases.size());
  CHECK(all_of_text(lines.bases).find("Armor Stego") != std::string::npos);
  CHECK(all_of_text(lines.bases).find("Warbot") == std::string::npos);
  board.handle(Key::chr(U'v'));
  CHECK_FALSE(board.compact());
}
