// The Blast table's screen logic driven by keys, on hand-built positions: what is selected, whether it is legal and
// what it totals, why not, and the answer Enter makes.
#include <catch2/catch.hpp>

#include "tests/blast/position.hpp"
#include "ui/blast/blast_table.hpp"

using namespace cardtable;
using namespace cardtable::blast::test;
using cardtable::ui::BlastTable;
using cardtable::ui::Key;
using cardtable::ui::KeyKind;
using cardtable::ui::TableMode;
using cardtable::ui::Tone;

namespace {

const Key kEnter = Key::of(KeyKind::Enter);

// Moves the cursor onto `card` with Home and Right, as a person would, and presses space.
void pick(BlastTable& table, const std::string& card) {
  const auto id = *blast::parse_card(card);
  const auto hand = table.hand();
  const auto at = std::find(hand.begin(), hand.end(), id);
  REQUIRE(at != hand.end());
  table.handle(Key::of(KeyKind::Home));
  for (auto i = hand.begin(); i != at; ++i) table.handle(Key::of(KeyKind::Right));
  REQUIRE(table.handle(Key::chr(' ')) == std::nullopt);
}

void pick_all(BlastTable& table, const std::string& cards) {
  std::istringstream in(cards);
  std::string card;
  while (in >> card) pick(table, card);
}

// Shows `s` as `viewer`'s table is given it: the viewer's observation, and the options when it is asked.
void show(BlastTable& table, const blast::State& s, blast::Seat viewer) {
  std::vector<framework::Option> asked;
  if (!blast::is_over(s) && s.to_move == viewer)
    for (const auto& a : blast::legal_actions(s)) asked.push_back({blast::to_string(a), blast::describe_play(a)});
  table.show(blast::observe(s, viewer), asked);
}

std::vector<std::string> names(const std::vector<blast::CardId>& cards) {
  std::vector<std::string> out;
  for (auto c : cards) out.push_back(blast::card_name(c));
  return out;
}

}  // namespace

TEST_CASE("[ui][blast] leading: a legal selection shows its total and Enter plays it") {
  BlastTable table;
  show(table, position("C3 G3 J9", "S1 S2"), 0);
  CHECK(table.mode() == TableMode::Lead);
  table.handle(Key::chr('2'));  // Peolara
  CHECK(table.planet() == blast::Planet::Peolara);
  pick_all(table, "C3 G3");
  const auto feedback = table.feedback();
  CHECK(feedback.tone == Tone::Good);
  CHECK(feedback.text.find("C3 G3 on Peolara (total 6)") != std::string::npos);
  CHECK(table.handle(kEnter) == std::optional<std::string>("play peolara C3 G3"));
}

TEST_CASE("[ui][blast] an illegal selection is explained and Enter does not answer") {
  BlastTable table;
  show(table, position("C3 G4 J9", "S1 S2"), 0);
  table.handle(Key::chr('2'));
  pick_all(table, "C3 G4");
  auto feedback = table.feedback();
  CHECK(feedback.tone == Tone::Bad);
  CHECK(feedback.text == "Not legal: Peolara needs cards of the same value");
  CHECK(table.handle(kEnter) == std::nullopt);
  CHECK(table.feedback().text.find("same value") != std::string::npos);
}

TEST_CASE("[ui][blast] too few and too many cards are counted, not played") {
  BlastTable table;
  show(table, position("C3 G3 J3 J9", "S1 S2"), 0);
  table.handle(Key::chr('3'));  // Usiri: three cards
  pick_all(table, "C3 G3");
  CHECK(table.feedback().text == "2 of 3 cards selected (C3 G3).");
  CHECK(table.handle(kEnter) == std::nullopt);
  table.handle(Key::chr('1'));  // Zamepra takes one card
  CHECK(table.feedback().tone == Tone::Bad);
  CHECK(table.feedback().text == "Zamepra takes 1 card; 2 are selected.");
}

TEST_CASE("[ui][blast][R-2] the leader cannot pass: p explains why") {
  BlastTable table;
  show(table, position("C3 J9", "S1 S2"), 0);
  CHECK(table.handle(Key::chr('p')) == std::nullopt);
  CHECK(table.feedback().tone == Tone::Bad);
  CHECK(table.feedback().text.find("who leads a trick must play") != std::string::npos);
  CHECK(table.feedback().text.find("R-2") == std::string::npos);  // players read no rule codes (issue 21 item 3)
}

TEST_CASE("[ui][blast] following with nothing that can beat the trick: the prompt says so and offers pass") {
  auto s = position("C9 C8", "J5 J6 J2");
  play(s, "play zamepra C9");
  BlastTable table;
  show(table, s, 1);
  REQUIRE(table.mode() == TableMode::Follow);
  CHECK(table.prompt() == "Nothing in your hand can beat 9 on Zamepra: pass (p).");
}

TEST_CASE("[ui][blast] following: too low a total is explained, p passes, the planet is fixed") {
  auto s = position("C5 C9", "J5 J6 J2");
  play(s, "play zamepra C5");
  BlastTable table;
  show(table, s, 1);
  CHECK(table.mode() == TableMode::Follow);
  CHECK(table.prompt() == "Beat 5 on Zamepra, or pass (p).");
  table.handle(Key::chr('4'));
  CHECK(table.planet() == blast::Planet::Zamepra);
  CHECK(table.feedback().text == "This trick is on Zamepra.");
  pick(table, "J5");
  CHECK(table.feedback().text == "Not legal: A total of 5 does not beat 5");
  CHECK(table.handle(Key::chr('p')) == std::optional<std::string>("pass"));
}

TEST_CASE("[ui][blast][R-7] a Shrinker's lower value is used when it makes the play legal, and said so") {
  BlastTable table;
  show(table, position("J5 S6 C1", "G1 G2"), 0);
  table.handle(Key::chr('2'));
  pick_all(table, "J5 S6");  // a pair only with S6 counting as 5
  CHECK(table.feedback().text.find("J5 S6- on Peolara (total 10)") != std::string::npos);
  CHECK(table.handle(kEnter) == std::optional<std::string>("play peolara J5 S6-"));
}

TEST_CASE("[ui][blast][R-7] counting a Shrinker lower for no reason is not offered: the higher total is played") {
  BlastTable table;
  show(table, position("S7 C1", "G1 G2"), 0);
  pick(table, "S7");
  CHECK(table.feedback().text.find("S7 on Zamepra (total 7): legal") != std::string::npos);
  CHECK(table.handle(kEnter) == std::optional<std::string>("play zamepra S7"));
}

TEST_CASE("[ui][blast][R-7] a Changeling on Vao D asks which faction it counts as") {
  BlastTable table;
  // C5 and C6 make a one-faction run with G7 only as Greedbots: one way, played at once.
  show(table, position("C5 C6 G7 J6 J7", "S1 S2"), 0);
  table.handle(Key::chr('4'));
  pick_all(table, "C5 C6 G7");
  CHECK(table.handle(kEnter) == std::optional<std::string>("play vao-d C5=G C6=G G7"));
  // Three Changelings may count as any one faction: the person chooses.
  show(table, position("C5 C6 C7 J9", "S1 S2"), 0);
  table.handle(Key::chr('4'));
  pick_all(table, "C5 C6 C7");
  CHECK(table.handle(kEnter) == std::nullopt);
  REQUIRE(table.mode() == TableMode::Declare);
  CHECK(table.declarations().size() == 4);
  table.handle(Key::of(KeyKind::Down));
  const auto second = blast::to_string(table.declarations()[1]);
  CHECK(table.handle(kEnter) == std::optional<std::string>(second));
  CHECK(table.mode() == TableMode::Lead);
}

TEST_CASE("[ui][blast] Esc closes the declaration choice without answering") {
  BlastTable table;
  show(table, position("C5 C6 C7 J9", "S1 S2"), 0);
  table.handle(Key::chr('4'));
  pick_all(table, "C5 C6 C7");
  table.handle(kEnter);
  REQUIRE(table.mode() == TableMode::Declare);
  CHECK(table.handle(Key::of(KeyKind::Escape)) == std::nullopt);
  CHECK(table.mode() == TableMode::Lead);
  CHECK(table.selected().size() == 3);
}

TEST_CASE("[ui][blast] the hand sorts by value or by faction, and the cursor stays on its card") {
  BlastTable table;
  show(table, position("S1 C9 G1 J5", "S2 S3"), 0);
  CHECK(names(table.hand()) == std::vector<std::string>{"G1", "S1", "J5", "C9"});
  table.handle(Key::of(KeyKind::End));  // C9
  table.handle(Key::chr('t'));
  CHECK(table.order() == ui::HandOrder::Faction);
  CHECK(names(table.hand()) == std::vector<std::string>{"C9", "G1", "J5", "S1"});
  CHECK(table.cursor() == 0);
}

TEST_CASE("[ui][blast] up/down and the vi keys choose the planet when leading") {
  BlastTable table;
  show(table, position("S1 C9", "S2 S3"), 0);
  table.handle(Key::of(KeyKind::Down));
  CHECK(table.planet() == blast::Planet::Peolara);
  table.handle(Key::chr('k'));
  table.handle(Key::chr('k'));
  CHECK(table.planet() == blast::Planet::ThoraIII);
}

TEST_CASE("[ui][blast] Enter on a one-card planet with nothing selected plays the card under the cursor") {
  BlastTable table;
  show(table, position("S1 C9", "S2 S3"), 0);
  table.handle(Key::of(KeyKind::Right));
  CHECK(table.handle(kEnter) == std::optional<std::string>("play zamepra C9"));
}

TEST_CASE("[ui][blast] a click on a card selects it and a click on a planet chooses it") {
  BlastTable table;
  ui::BlastLayout layout{24, 80};
  table.set_layout(layout);
  show(table, position("S1 C9", "S2 S3"), 0);
  table.handle(Key::click(layout.hand_cards(), layout.hand_col() + ui::kCardWidth + 2));
  CHECK(table.selected() == cards("C9"));
  table.handle(Key::click(layout.planet_row(2), 5));
  CHECK(table.planet() == blast::Planet::Usiri);
}

TEST_CASE("[ui][blast] while the other player is to move, selecting is refused with a reason") {
  BlastTable table;
  show(table, position("S1 C9", "S2 S3", 1), 0);
  CHECK(table.mode() == TableMode::Watching);
  table.handle(Key::chr(' '));
  CHECK(table.selected().empty());
  CHECK(table.feedback().text == "It is not your turn yet.");
}

TEST_CASE("[ui][blast][R-4] the Junker discard: Enter discards the card under the cursor") {
  auto s = position("J5 C1 C2", "G1 G2 G3");
  play(s, "play zamepra J5");
  play(s, "pass");
  REQUIRE(s.phase == blast::Phase::JunkerDiscard);
  BlastTable table;
  show(table, s, 0);
  CHECK(table.mode() == TableMode::Discard);
  CHECK(table.prompt() == "Junker: you won with a Junker, discard one card.");
  table.handle(Key::of(KeyKind::Right));
  CHECK(table.handle(kEnter) == std::optional<std::string>("discard C2"));
}

TEST_CASE("[ui][blast][R-1] the exchange: the seat ahead starts with its forced highest cards selected") {
  auto s = position("C10 G9 J1 S2", "S9 J3 G4 C5");
  s.phase = blast::Phase::Exchange;
  s.exchange_count = 2;
  s.planet_zone[0] = 0;
  s.planet_zone[1] = 0;  // seat 0 is ahead by 2
  s.exchange_leader = 0;
  s.to_move = 0;
  BlastTable table;
  show(table, s, 0);
  CHECK(table.mode() == TableMode::Give);
  CHECK(table.selected() == cards("C10 G9"));
  CHECK(table.feedback().tone == Tone::Good);
  CHECK(table.handle(kEnter) == std::optional<std::string>("give G9 C10"));
  // Swapping in a lower card is refused with the rule.
  table.handle(Key::of(KeyKind::Home));
  table.handle(Key::chr(' '));  // J1 in
  table.handle(Key::of(KeyKind::End));
  table.handle(Key::chr(' '));  // C10 out
  CHECK(table.feedback().tone == Tone::Bad);
  CHECK(table.feedback().text.find("highest cards") != std::string::npos);
  CHECK(table.handle(kEnter) == std::nullopt);
}

TEST_CASE("[ui][blast] a new position clears the selection; the same position keeps it") {
  auto s = position("C5 C9 J1", "J6 J2");
  BlastTable table;
  show(table, s, 0);
  pick(table, "C9");
  show(table, s, 0);
  CHECK(table.selected() == cards("C9"));
  play(s, "play zamepra C5");
  play(s, "play zamepra J6");
  show(table, s, 0);
  CHECK(table.selected().empty());
  CHECK(table.mode() == TableMode::Follow);
}

TEST_CASE("[ui][blast] a hint selects its cards and planet, so Enter plays it (issue 21 item 9)") {
  BlastTable table;
  show(table, position("C3 J9 J8 G8", "S1 S2"), 0);
  REQUIRE(table.mode() == TableMode::Lead);
  REQUIRE(table.point_at("play peolara G8 J8"));
  CHECK(names(table.selected().cards()) == std::vector<std::string>{"G8", "J8"});
  CHECK(table.planet() == blast::Planet::Peolara);
  CHECK(table.feedback().tone == Tone::Good);
  CHECK(table.handle(kEnter) == std::optional<std::string>("play peolara G8 J8"));
  // An answer that is not legal now is refused and selects nothing.
  BlastTable other;
  show(other, position("C3 J9", "S1 S2"), 0);
  CHECK_FALSE(other.point_at("pass"));
  CHECK(other.selected().empty());
}

TEST_CASE("[ui][blast] a hinted pass is given by Enter, wherever the cursor is (issue 37 item 3)") {
  // Following on Zamepra, one card is the whole answer: with nothing selected, Enter would play the card under the
  // cursor. After the hint "Pass", Enter passes.
  auto s = position("C3 J9 J8", "S1 S2", 1);
  play(s, "play zamepra S1");
  BlastTable table;
  show(table, s, 0);
  REQUIRE(table.mode() == TableMode::Follow);
  REQUIRE(table.point_at("pass"));
  CHECK(table.selected().empty());
  table.handle(Key::of(KeyKind::End));
  CHECK(table.handle(kEnter) == std::optional<std::string>("pass"));
  // Without the hint, the same Enter plays the card under the cursor.
  BlastTable unhinted;
  show(unhinted, s, 0);
  unhinted.handle(Key::of(KeyKind::End));
  CHECK(unhinted.handle(kEnter) == std::optional<std::string>("play zamepra J9"));
  // A selection of the person's own ends the hint: Enter plays what they selected.
  table.handle(Key::of(KeyKind::Home));
  table.handle(Key::chr(' '));
  CHECK(table.handle(kEnter) == std::optional<std::string>("play zamepra C3"));
}

TEST_CASE("[ui][blast][R-1] a hinted gift is given by Enter, wherever the cursor is (issue 37 item 3)") {
  auto s = position("C10 G9 J1 S2", "S9 J3 G4 C5");
  s.phase = blast::Phase::Exchange;
  s.exchange_count = 2;
  s.planet_zone[0] = 2;
  s.planet_zone[1] = 2;  // seat 1 is ahead: seat 0 gives any two cards
  s.exchange_leader = 1;
  s.to_move = 0;
  BlastTable table;
  show(table, s, 0);
  REQUIRE(table.mode() == TableMode::Give);
  REQUIRE(table.point_at("give J1 S2"));
  CHECK(table.selected() == cards("J1 S2"));
  table.handle(Key::of(KeyKind::End));
  CHECK(table.handle(kEnter) == std::optional<std::string>("give J1 S2"));
}

TEST_CASE("[ui][blast][R-4] a hinted Junker discard is given by Enter, wherever the cursor is (issue 37 item 3)") {
  auto s = position("J5 C1 C2", "G1 G2 G3");
  play(s, "play zamepra J5");
  play(s, "pass");
  REQUIRE(s.phase == blast::Phase::JunkerDiscard);
  BlastTable table;
  show(table, s, 0);
  REQUIRE(table.point_at("discard C1"));
  table.handle(Key::of(KeyKind::End));
  CHECK(table.handle(kEnter) == std::optional<std::string>("discard C1"));
}

TEST_CASE("[ui][blast] a hinted lead is given by Enter after the cursor moved (issue 37 item 3)") {
  BlastTable table;
  show(table, position("C3 J9 J8 G8", "S1 S2"), 0);
  REQUIRE(table.point_at("play zamepra J9"));
  CHECK(table.planet() == blast::Planet::Zamepra);
  table.handle(Key::of(KeyKind::Home));
  CHECK(table.handle(kEnter) == std::optional<std::string>("play zamepra J9"));
}

TEST_CASE("[ui][blast] a hinted play whose cards could count several ways is given as hinted, without asking") {
  const auto s = position("C2 G3 S4 J9", "S1 S2");
  std::string declared;
  for (const auto& a : blast::legal_actions(s))
    if (const auto id = blast::to_string(a); id.find('=') != std::string::npos && a.planet == blast::Planet::ThoraIII)
      declared = id;
  REQUIRE_FALSE(declared.empty());
  BlastTable table;
  show(table, s, 0);
  REQUIRE(table.point_at(declared));
  CHECK(table.handle(kEnter) == std::optional<std::string>(declared));
  CHECK(table.mode() != TableMode::Declare);
  // Without the hint, the same cards ask how they count.
  BlastTable unhinted;
  show(unhinted, s, 0);
  unhinted.handle(Key::chr('5'));
  pick_all(unhinted, "C2 G3 S4");
  CHECK(unhinted.handle(kEnter) == std::nullopt);
  CHECK(unhinted.mode() == TableMode::Declare);
}
