// What one seat may see (R-4): its own hand, every count, every public zone and what is on the bases, the pending
// question's options only for the seat asked; and nothing hidden, whatever the other hands hold or the decks' order.
#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>

#include "games/smashup/observation.hpp"
#include "tests/ai/smashup_positions.hpp"
#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;

namespace {

// The same game with `card` of another kind (a card list is only built, never edited).
void change_kind(State& s, CardId card, DefId def) {
  CardList cards;
  for (std::size_t i = 0; i < s.cards.size(); ++i)
    cards.add(i == card ? CardRecord{def, s.cards[i].owner} : s.cards[i]);
  s.cards = cards;
}

// Seat 0 (Dinosaurs+Aliens) to play; The Central Brain holds its War Raptor (a +1 counter, an Upgrade) against a
// Zapbot and an Aggromotive of seat 1; seat 1's Armor Stego stands on Jungle Oasis.
Table central_brain() {
  return Table(R"({
    "seats": [{"factions": ["dinosaurs", "aliens"], "vp": 3, "hand": ["augmentation", "probe", "king-rex"],
               "deck": ["invader", "scout", "collector"], "discard": ["howl"]},
              {"factions": ["robots", "steampunks"], "vp": 5, "hand": ["zapbot", "mechanic"],
               "deck": ["difference-engine", "zapbot"], "discard": ["mechanic"]}],
    "bases": [{"base": "the-central-brain",
               "minions": [{"card": "war-raptor", "controller": 0, "counters": 1, "actions": ["upgrade"]},
                           {"card": "zapbot", "controller": 1}],
               "actions": [{"card": "aggromotive", "controller": 1}]},
              {"base": "jungle-oasis", "minions": [{"card": "armor-stego", "controller": 1}]}],
    "base_deck": ["tar-pits", "ninja-dojo"],
    "base_discard": ["the-homeworld"],
    "turn": {"active": 0, "phase": "play", "number": 4,
             "extras": [{"type": "minion", "max_power": 2, "only_on": "jungle-oasis"}]}})");
}

Names slugs(const std::vector<SeenCard>& cards) {
  Names out;
  for (const auto& c : cards) out.push_back(std::string(card_def(c.def).slug));
  return out;
}

DefId kind(const std::string& slug) {
  DefId def = kNoDef;
  REQUIRE(find_card_def(slug, def));
  return def;
}

CardId card_of(const State& s, const std::string& slug, const std::vector<CardId>& zone) {
  const auto at = std::find_if(zone.begin(), zone.end(), [&](CardId c) { return s.cards[c].def == kind(slug); });
  REQUIRE(at != zone.end());
  return *at;
}

}  // namespace

TEST_CASE("[smashup][observation][R-4] a seat sees its hand, every count and discard pile, VP, factions and bases") {
  const auto t = central_brain();
  const auto o = observe(t.s, 0);
  CHECK(o.seat == 0);
  CHECK(o.players == 2);
  CHECK(slugs(o.hand) == Names{"augmentation", "probe", "king-rex"});
  CHECK(std::all_of(o.hand.begin(), o.hand.end(), [](const SeenCard& c) { return c.owner == 0; }));
  for (std::size_t i = 0; i < o.hand.size(); ++i) CHECK(o.hand[i].card == t.s.seats[0].hand[i]);

  REQUIRE(o.seats.size() == 2);
  CHECK(o.seats[0].vp == 3);
  CHECK(o.seats[1].vp == 5);
  CHECK(o.seats[0].faction_count == 2);
  CHECK(o.seats[1].factions == std::array{Faction::Robots, Faction::Steampunks});
  CHECK(o.seats[0].hand_size == 3);
  CHECK(o.seats[0].deck_size == 3);
  CHECK(o.seats[1].hand_size == 2);
  CHECK(o.seats[1].deck_size == 2);
  CHECK(slugs(o.seats[0].discard) == Names{"howl"});
  CHECK(slugs(o.seats[1].discard) == Names{"mechanic"});
  CHECK(o.seats[1].discard[0].owner == 1);

  CHECK(o.base_deck_size == 2);
  CHECK(o.base_deck_tops.empty());
  CHECK(o.base_discard == std::vector<BaseId>{test::base_id("the-homeworld")});
  CHECK(o.being_played.empty());
  CHECK(o.lasting.empty());
  CHECK_FALSE(o.over());
}

TEST_CASE("[smashup][observation][R-4] each minion's power comes with its printed power and every change, by cause") {
  auto t = central_brain();
  const auto o = observe(t.s, 0);
  const BaseId brain = test::base_id("the-central-brain");
  REQUIRE(o.bases.size() == 2);
  const auto& b = o.bases[0];
  CHECK(b.base == brain);
  CHECK(b.breakpoint == 19);
  REQUIRE(b.minions.size() == 2);

  const auto raptor = t.on("the-central-brain", "war-raptor");
  const auto upgrade = t.s.bases[0].actions[0].card;
  const auto& m = b.minions[0];
  CHECK(m.card.card == raptor);
  CHECK(m.controller == 0);
  CHECK(m.card.owner == 0);
  CHECK(m.counters == 1);
  CHECK(m.printed_power == 2);
  // 2 printed, +1 counter, +1 The Central Brain, +1 itself (a War Raptor on its base), +2 Upgrade.
  CHECK(m.power == 7);
  CHECK(m.power_parts == std::vector<PowerPart>{{PowerPart::Kind::Counters, 1},
                                                {PowerPart::Kind::Ongoing, 1, kNoCard, brain},
                                                {PowerPart::Kind::Ongoing, 1, raptor},
                                                {PowerPart::Kind::Ongoing, 2, upgrade}});
  CHECK(b.minions[1].power == 3);  // Zapbot: 2 printed, +1 The Central Brain

  // Attached actions keep where they are: Upgrade on the War Raptor, Aggromotive on the base.
  REQUIRE(b.actions.size() == 2);
  CHECK(card_def(b.actions[0].card.def).slug == std::string("upgrade"));
  CHECK(b.actions[0].on == raptor);
  CHECK(b.actions[0].controller == 0);
  CHECK(card_def(b.actions[1].card.def).slug == std::string("aggromotive"));
  CHECK(b.actions[1].on == kNoCard);
  CHECK(b.actions[1].controller == 1);

  // Aggromotive's 5 belong to no minion: they count for seat 1 and the total, and are named.
  CHECK(b.player_power == std::vector<int>{7, 8});
  CHECK(b.power == 15);
  REQUIRE(b.loose_power.size() == 1);
  CHECK(b.loose_power[0].seat == 1);
  CHECK(b.loose_power[0].amount == 5);
  CHECK(b.loose_power[0].card == b.actions[1].card.card);

  // Armor Stego has +2 during another player's turn.
  CHECK(o.bases[1].minions[0].power == 5);
  CHECK(o.bases[1].minions[0].power_parts ==
        std::vector<PowerPart>{{PowerPart::Kind::Ongoing, 2, o.bases[1].minions[0].card.card}});

  // A change until the end of the turn shows, naming the card that made it.
  t.answer("play augmentation");
  t.answer("choose war-raptor");
  const auto after = observe(t.s, 1);
  const auto& raptor_now = *after.minion(raptor);
  CHECK(raptor_now.power == 11);
  CHECK(std::count(raptor_now.power_parts.begin(), raptor_now.power_parts.end(),
                   PowerPart{PowerPart::Kind::ThisTurn, 4, t.s.seats[0].discard.back()}) == 1);
  CHECK(after.bases[0].player_power[0] == 11);
}

TEST_CASE("[smashup][observation][R-4] the turn's plays left, its extra plays and whose turn it is") {
  auto t = central_brain();
  auto o = observe(t.s, 1);
  CHECK(o.turn.active == 0);
  CHECK(o.turn.number == 4);
  CHECK_FALSE(o.turn.minion_used);
  CHECK_FALSE(o.turn.action_used);
  CHECK_FALSE(o.turn.extra_turn);
  CHECK(o.turn.extras == std::vector<SeenExtra>{{CardType::Minion, 2, test::base_id("jungle-oasis")}});
  CHECK(o.turn.unused_plays == "1 minion, 1 action and 1 extra play");
  t.answer("play king-rex the-central-brain");
  o = observe(t.s, 1);
  CHECK(o.turn.minion_used);
  CHECK(o.turn.minions_played == 1);
  CHECK(o.turn.unused_plays == "1 action and 1 extra play");
}

TEST_CASE("[smashup][observation][R-4] the seat asked sees the options and why a card cannot be played; others the "
          "prompt only") {
  auto t = central_brain();
  const auto asked = observe(t.s, 0);
  const auto other = observe(t.s, 1);
  REQUIRE(asked.asking);
  CHECK(asked.deciding());
  CHECK_FALSE(other.deciding());
  CHECK(asked.question.seat == 0);
  CHECK(other.question.seat == 0);
  CHECK(asked.question.prompt == t.prompt());
  CHECK(other.question.prompt == t.prompt());
  CHECK(asked.question.play_phase);
  REQUIRE(asked.question.options.size() == t.s.question.options.size());
  for (std::size_t i = 0; i < asked.question.options.size(); ++i) {
    const auto& option = asked.question.options[i];
    CHECK(option.choice == t.s.question.options[i]);
    CHECK(option.id == choice_id(t.s, option.choice));
    CHECK(option.label == choice_label(t.s, option.choice));
  }
  CHECK(other.question.options.empty());
  CHECK(other.question.refusals.empty());
  // Every card of the hand can be played now.
  CHECK(asked.question.refusals == std::vector<std::string>(3, ""));

  t.answer("play augmentation");
  t.answer("choose war-raptor");
  const auto now = observe(t.s, 0);
  CHECK(slugs(now.hand) == Names{"probe", "king-rex"});
  CHECK(now.question.refusals == std::vector<std::string>{"You have already played your action this turn.", ""});
}

TEST_CASE("[smashup][observation][R-4] cards shown with a question (Probe) are seen by the seat asked alone") {
  auto t = central_brain();
  t.answer("play probe");
  t.answer("choose seat1");
  REQUIRE(t.asked() == 0);
  const auto asked = observe(t.s, 0);
  const auto other = observe(t.s, 1);
  CHECK(slugs(asked.question.shown) == Names{"zapbot", "mechanic"});
  CHECK(asked.question.shown_text == "They hold: Zapbot, Mechanic.");
  CHECK(asked.kind_of(t.s.seats[1].hand[1]) == t.s.cards[t.s.seats[1].hand[1]].def);
  CHECK(other.question.shown.empty());
  CHECK(other.question.shown_text.empty());
  CHECK(slugs(asked.being_played) == Names{"probe"});
  // Seat 1's own hand it sees anyway; seat 0 sees it only while Probe shows it.
  CHECK(slugs(other.hand) == Names{"zapbot", "mechanic"});
  t.answer("choose zapbot");
  CHECK(observe(t.s, 0).kind_of(t.s.seats[1].hand[0]) == kNoDef);
}

TEST_CASE("[smashup][observation][R-4] other hands' contents and every deck's order do not show") {
  const auto t = central_brain();
  State other = t.s;
  // Seat 1 holds different cards: a card of its hand changes kind, another swaps with a card of its deck.
  change_kind(other, other.seats[1].hand[0], kind("invader"));
  std::swap(other.seats[1].hand[1], other.seats[1].deck[0]);
  // Every deck and the base deck in another order.
  for (auto& p : other.seats) std::reverse(p.deck.begin(), p.deck.end());
  std::reverse(other.base_deck.begin(), other.base_deck.end());
  REQUIRE(other != t.s);
  CHECK(observe(other, 0) == observe(t.s, 0));
  // The same states differ for seat 1, whose hand changed.
  CHECK(observe(other, 1) != observe(t.s, 1));
}

TEST_CASE("[smashup][observation][R-4] a seat's own hand is exact") {
  const auto t = central_brain();
  State other = t.s;
  change_kind(other, other.seats[0].hand[2], kind("invader"));
  const auto o = observe(other, 0);
  CHECK(o != observe(t.s, 0));
  CHECK(slugs(o.hand) == Names{"augmentation", "probe", "invader"});
  State swapped = t.s;
  std::swap(swapped.seats[0].hand[0], swapped.seats[0].hand[1]);
  CHECK(slugs(observe(swapped, 0).hand) == Names{"probe", "augmentation", "king-rex"});
}

TEST_CASE("[smashup][observation][R-4] a change to something public shows to every seat") {
  const auto t = central_brain();
  for (Seat seat = 0; seat < 2; ++seat) {
    // A card of seat 1's hand discarded: the pile and the hand's size change.
    State discarded = t.s;
    const auto card = card_of(t.s, "mechanic", discarded.seats[1].hand);
    std::erase(discarded.seats[1].hand, card);
    discarded.seats[1].discard.push_back(card);
    const auto o = observe(discarded, seat);
    CHECK(o != observe(t.s, seat));
    CHECK(slugs(o.seats[1].discard) == Names{"mechanic", "mechanic"});
    CHECK(o.seats[1].hand_size == 1);

    // A minion's power changed until the end of the turn.
    State weaker = t.s;
    const auto zapbot = weaker.bases[0].minions[1].card;
    weaker.power_mods.push_back({zapbot, -2, weaker.bases[0].minions[0].card});
    const auto w = observe(weaker, seat);
    CHECK(w.minion(zapbot)->power == 1);
    CHECK(w.minion(zapbot)->power_parts.front() ==
          PowerPart{PowerPart::Kind::ThisTurn, -2, weaker.bases[0].minions[0].card});
    CHECK(w.bases[0].power == 13);
  }
}

TEST_CASE("[smashup][observation][R-4] bases everyone saw put on top of the base deck show; the rest do not") {
  auto t = central_brain();
  t.s.public_base_tops = 1;
  const auto o = observe(t.s, 1);
  CHECK(o.base_deck_tops == std::vector<BaseId>{test::base_id("tar-pits")});  // the scenario lists the top first
  State reordered = t.s;
  std::reverse(reordered.base_deck.begin(), reordered.base_deck.end());
  CHECK(observe(reordered, 1).base_deck_tops == std::vector<BaseId>{test::base_id("ninja-dojo")});
  // Under the public top, the order is hidden.
  t.s.base_deck = {test::base_id("the-central-brain"), test::base_id("jungle-oasis"), test::base_id("tar-pits")};
  State under = t.s;
  std::swap(under.base_deck[0], under.base_deck[1]);
  CHECK(observe(under, 0) == observe(t.s, 0));
}

TEST_CASE("[smashup][observation][R-4] a seat outside the game sees no hand and no options") {
  const auto t = central_brain();
  const auto o = observe(t.s, 2);
  CHECK(o.hand.empty());
  CHECK(o.question.options.empty());
  CHECK(o.question.prompt == t.prompt());
  CHECK(o.seats.size() == 2);
}

TEST_CASE("[smashup][observation] in random games, every minion's parts add up to its power") {
  int minions = 0;
  int with_parts = 0;
  for (int players = 2; players <= 4; ++players)
    for (const auto& s : test::random_positions(40 + players, players, 4, 120)) {
      const auto o = observe(s, s.question.seat);
      for (const auto& b : o.bases)
        for (const auto& m : b.minions) {
          int sum = m.printed_power;
          for (const auto& part : m.power_parts) sum += part.amount;
          REQUIRE(m.power == std::max(sum, 0));
          REQUIRE(m.power == power(s, m.card.card));
          ++minions;
          with_parts += !m.power_parts.empty();
        }
    }
  CHECK(minions > 1000);
  CHECK(with_parts > 50);
}
