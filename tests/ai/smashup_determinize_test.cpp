// Smash Up determinization, in the manner of OpenSpiel's ResampleInfostateTest: a dealt game looks the same
// to the seat it was dealt for, over many random positions of 2-4 players, questions in the middle of abilities
// included.
#include <catch2/catch.hpp>

#include <algorithm>

#include "games/smashup/determinize.hpp"
#include "games/smashup/choice_text.hpp"
#include "games/smashup/observation.hpp"
#include "games/smashup/resolver.hpp"
#include "games/smashup/rules.hpp"
#include "games/smashup/scenario.hpp"
#include "tests/ai/smashup_positions.hpp"

using namespace cardtable;
using namespace cardtable::smashup;

TEST_CASE("[ai][smashup][R-4] a dealt game keeps every seat's observation and accounts for every card") {
  auto rng = framework::Rng::from_seed(11);
  int mid_ability = 0;
  int checked = 0;
  for (int players = 2; players <= 4; ++players) {
    for (const auto& s : test::random_positions(100 + players, players, 12, 120)) {
      mid_ability += s.question.asker != Asker::Rule;
      for (Seat seat = 0; seat < s.players; ++seat) {
        const State d = determinize(s, seat, rng);
        REQUIRE(observe(d, seat) == observe(s, seat));
        REQUIRE(card_problem(d).empty());
        ++checked;
      }
    }
  }
  CHECK(checked > 3000);
  CHECK(mid_ability > 50);  // the sample reaches questions cards ask, not only the rules' own
}

TEST_CASE("[ai][smashup][R-4] a dealt game can be played on from where it stands") {
  auto rng = framework::Rng::from_seed(5);
  for (const auto& s : test::random_positions(77, 3, 6, 150)) {
    State d = determinize(s, s.question.seat, rng);
    test::play_random_game(d, rng, {.max_answers = 30});  // checks every card in one place after each answer
  }
}

TEST_CASE("[ai][smashup][R-4] a dealt game depends only on the seat's view, not on where hidden cards lie") {
  int compared = 0;
  for (const auto& s : test::random_positions(9, 3, 6, 100)) {
    const Seat seat = s.question.seat;
    const State other = test::hide_differently(s, seat, 40 + compared);
    auto a = framework::Rng::from_seed(1234);
    auto b = framework::Rng::from_seed(1234);
    REQUIRE(determinize(s, seat, a) == determinize(other, seat, b));
    ++compared;
  }
  CHECK(compared > 100);
}

TEST_CASE("[ai][smashup][R-4] other seats' hands, the seat's own deck order and the base deck are resampled") {
  const auto positions = test::random_positions(3, 2, 1, 1);
  const State& s = positions.front();
  const Seat seat = s.question.seat;
  const Seat other = static_cast<Seat>(1 - seat);
  auto rng = framework::Rng::from_seed(8);
  bool hand_moved = false;
  bool deck_moved = false;
  bool bases_moved = false;
  for (int i = 0; i < 50; ++i) {
    const State d = determinize(s, seat, rng);
    CHECK(d.seats[seat].hand == s.seats[seat].hand);  // the seat knows its own hand
    hand_moved = hand_moved || d.seats[other].hand != s.seats[other].hand;
    deck_moved = deck_moved || d.seats[seat].deck != s.seats[seat].deck;
    bases_moved = bases_moved || d.base_deck != s.base_deck;
    auto own_deck = d.seats[seat].deck;
    auto true_deck = s.seats[seat].deck;
    std::sort(own_deck.begin(), own_deck.end());
    std::sort(true_deck.begin(), true_deck.end());
    CHECK(own_deck == true_deck);  // its own hidden cards are all in its deck
  }
  CHECK(hand_moved);
  CHECK(deck_moved);
  if (s.base_deck.size() >= 2) CHECK(bases_moved);  // with one implemented faction every base is in play
}

TEST_CASE("[ai][smashup][R-4] the hand Probe shows the prober stays where it is when the prober samples") {
  State s = state_from_scenario({{"seats",
                                  {{{"factions", {"aliens", "ninjas"}}, {"hand", {"probe"}}, {"deck", {"scout"}}},
                                   {{"factions", {"ninjas", "pirates"}},
                                    {"hand", {"ninja-master", "hidden-ninja"}},
                                    {"deck", {"shinobi", "tiger-assassin", "disguise", "infiltrate"}}}}},
                                 {"bases", {{{"base", "the-mothership"}}, {{"base", "ninja-dojo"}}}},
                                 {"turn", {{"active", 0}, {"phase", "play"}}}});
  for (const std::string prefix : {"play probe", "choose seat1"}) {
    const auto& options = s.question.options;
    const auto c = std::find_if(options.begin(), options.end(),
                                [&](const Choice& o) { return choice_id(s, o).rfind(prefix, 0) == 0; });
    REQUIRE(c != options.end());
    apply(s, Choice{*c}, nullptr);
  }
  REQUIRE(s.question.seat == 0);
  REQUIRE(s.question.shown == s.seats[1].hand);
  auto rng = framework::Rng::from_seed(5);
  for (int i = 0; i < 30; ++i) CHECK(determinize(s, 0, rng).seats[1].hand == s.seats[1].hand);
  // Without what the question shows, only the minion it offers is known: the Hidden Ninja would be resampled.
  State unseen = s;
  unseen.question.shown.clear();
  bool moved = false;
  for (int i = 0; i < 30 && !moved; ++i) moved = determinize(unseen, 0, rng).seats[1].hand != s.seats[1].hand;
  CHECK(moved);
}

TEST_CASE("[ai][smashup][R-4] a card an ability has revealed stays where it is while the ability waits") {
  // Neophyte reveals Mass Enchantment on top of its player's deck and asks whether to play it: every seat saw it,
  // so no seat's sample moves it.
  State s = state_from_scenario({{"seats",
                                  {{{"factions", {"wizards", "ninjas"}},
                                    {"hand", {"neophyte"}},
                                    {"deck", {"mass-enchantment", "enchantress", "chronomage", "archmage"}}},
                                   {{"factions", {"aliens", "pirates"}}, {"deck", {"scout", "invader"}}}}},
                                 {"bases", {{{"base", "the-mothership"}}, {{"base", "ninja-dojo"}}}},
                                 {"turn", {{"active", 0}, {"phase", "play"}}}});
  const auto& options = s.question.options;
  const auto play = std::find_if(options.begin(), options.end(), [&](const Choice& o) {
    return choice_id(s, o).rfind("play neophyte", 0) == 0;
  });
  REQUIRE(play != options.end());
  apply(s, Choice{*play}, nullptr);
  REQUIRE(s.question.asker == Asker::Card);
  const CardId top = s.seats[0].deck.back();
  REQUIRE(def_of(s, top).slug == "mass-enchantment");
  auto rng = framework::Rng::from_seed(9);
  for (Seat seat = 0; seat < 2; ++seat)
    for (int i = 0; i < 30; ++i) CHECK(determinize(s, seat, rng).seats[0].deck.back() == top);
  // Forgetting the reveal, the observer's own deck is resampled and the top card moves.
  State forgot = s;
  for (auto& frame : forgot.stack)
    if (auto* a = std::get_if<AbilityFrame>(&frame)) a->revealed.clear();
  bool moved = false;
  for (int i = 0; i < 30 && !moved; ++i) moved = determinize(forgot, 0, rng).seats[0].deck.back() != top;
  CHECK(moved);
}

TEST_CASE("[ai][smashup][R-4] a base put face up on top of the base deck stays there in every seat's sample") {
  // The Nexus with two tied winners: each puts a base from the discard pile on top, in everyone's sight; the second
  // replaces The Nexus and the first is left on top, where every player saw it go.
  const auto rex = [](int controller) { return nlohmann::json{{"card", "king-rex"}, {"controller", controller}}; };
  State s = state_from_scenario({{"seats", {{{"factions", {"dinosaurs", "aliens"}}},
                                            {{"factions", {"aliens", "dinosaurs"}}}}},
                                 {"bases", {{{"base", "the-nexus"}, {"minions", {rex(0), rex(0), rex(1), rex(1)}}}}},
                                 {"base_deck", {"tar-pits", "jungle-oasis", "the-mothership", "the-central-brain"}},
                                 {"base_discard", {"ninja-dojo", "the-homeworld"}},
                                 {"turn", {{"active", 0}, {"phase", "play"}}}});
  const auto answer = [&](const std::string& id) {
    const auto& options = s.question.options;
    const auto c =
        std::find_if(options.begin(), options.end(), [&](const Choice& o) { return choice_id(s, o) == id; });
    REQUIRE(c != options.end());
    apply(s, Choice{*c}, nullptr);
  };
  answer("done");
  answer("choose ninja-dojo");     // the active player, first of the tied winners
  answer("choose the-homeworld");  // the other winner: this one replaces The Nexus
  REQUIRE(base_def(s.bases.front().base).slug == "the-homeworld");
  REQUIRE(base_def(s.base_deck.back()).slug == "ninja-dojo");
  CHECK(s.public_base_tops == 1);
  auto rng = framework::Rng::from_seed(11);
  bool rest_moved = false;
  for (Seat seat = 0; seat < 2; ++seat)
    for (int i = 0; i < 30; ++i) {
      const State d = determinize(s, seat, rng);
      CHECK(d.base_deck.back() == s.base_deck.back());
      rest_moved = rest_moved || d.base_deck != s.base_deck;
    }
  CHECK(rest_moved);  // the bases under it are still dealt afresh
  // Forgetting that everyone saw it, the top base is resampled like the others.
  State forgot = s;
  forgot.public_base_tops = 0;
  bool top_moved = false;
  for (int i = 0; i < 30 && !top_moved; ++i)
    top_moved = determinize(forgot, 1, rng).base_deck.back() != s.base_deck.back();
  CHECK(top_moved);
}
