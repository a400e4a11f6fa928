// Issue 35, item 1: a save whose answer log no longer replays under today's rules (a corrected card, a changed
// question) opens from the position it stored, after that position's checks, with a notice; undo stops there, and the
// game saved again replays from that position. A position today's rules cannot go on from is refused cleanly.
#include <algorithm>
#include <variant>

#include <catch2/catch.hpp>

#include "games/blast/blast_match.hpp"
#include "games/smashup/smashup_match.hpp"
#include "saves/blast_codec.hpp"
#include "saves/codec.hpp"
#include "saves/session_codec.hpp"
#include "saves/smashup_codec.hpp"
#include "tests/saves/playout.hpp"
#include "tests/saves/save_files.hpp"

using namespace cardtable;
using saves::testing::program_catalog;

namespace {

framework::Session played(const std::string& game_id, std::uint64_t seed, std::size_t answers) {
  auto session = saves::testing::new_session(game_id, seed);
  auto rng = framework::Rng::from_seed(seed + 100);
  saves::testing::play_randomly(session, rng, answers);
  return session;
}

// The save of `session` as an earlier version would have left it after a rules correction: the same position, an
// answer log that today's rules cannot replay (its first answer replaced by one no decision offers).
std::string no_longer_replays(const framework::Session& session, std::unique_ptr<framework::Match> stored = nullptr) {
  framework::Session copy(program_catalog(), session.game_id(), session.setup(), session.seats());
  copy.set_name(session.name());
  copy.set_created_at(session.created_at());
  auto answers = session.answers();
  answers.front() = "an answer of earlier rules";
  copy.restore(stored ? std::move(stored) : session.match().clone(), answers);
  return saves::encode_save(copy, 1'763'900'000);
}

std::vector<std::string> option_ids(const framework::Match& match) {
  std::vector<std::string> ids;
  for (const auto& option : match.pending().options) ids.push_back(option.id);
  return ids;
}

const smashup::State& smashup_state(const framework::Match& match) {
  return dynamic_cast<const smashup::SmashUpMatch&>(match).state();
}

// A Smash Up game played at random up to a question a card's ability asks (its frame on top of the stack).
framework::Session smashup_mid_ability(std::uint64_t seed) {
  auto session = saves::testing::new_session("smashup", seed);
  auto rng = framework::Rng::from_seed(seed);
  while (!session.match().is_over()) {
    const auto& s = smashup_state(session.match());
    if (session.answers().size() > 4 && s.question.asker == smashup::Asker::Card && !s.stack.empty() &&
        std::holds_alternative<smashup::AbilityFrame>(s.stack.back()))
      return session;
    session.answer(saves::testing::random_answer(session.match(), rng));
  }
  FAIL("no card asked a question in the whole game");
  return session;
}

}  // namespace

TEST_CASE("[saves] a save whose answer log no longer replays goes on from its stored position, and says so") {
  const auto original = played("blast", 7, 40);
  const auto bytes = no_longer_replays(original);
  // The load that insists on the replay refuses it, naming the answer (what every earlier version's save met).
  CHECK_THROWS_WITH(saves::decode_save(bytes, program_catalog(), saves::LoadCheck::Replay),
                    Catch::Contains("answer 1 ('an answer of earlier rules') cannot be replayed"));
  saves::WentOn went_on;
  const auto loaded = saves::decode_save(bytes, program_catalog(), saves::LoadCheck::ReplayOrStored, &went_on);
  CHECK_THAT(went_on.why, Catch::Contains("answer 1 ('an answer of earlier rules') cannot be replayed"));
  const auto& codec = *saves::find_codec(program_catalog(), "blast");
  CHECK(codec.same_state(loaded.match(), original.match()));
  CHECK(option_ids(loaded.match()) == option_ids(original.match()));
  REQUIRE(loaded.start() != nullptr);
  CHECK(codec.same_state(*loaded.start(), original.match()));
  // Nothing else is lost: who plays, the name, the dates, the setup.
  CHECK(loaded.answers().empty());
  CHECK(loaded.seats() == original.seats());
  CHECK(loaded.name() == original.name());
  CHECK(loaded.created_at() == original.created_at());
  CHECK(loaded.setup() == original.setup());
}

TEST_CASE("[saves] undo stops at the position a save went on from") {
  const auto original = played("blast", 8, 30);
  auto loaded = saves::decode_save(no_longer_replays(original), program_catalog());
  auto rng = framework::Rng::from_seed(3);
  saves::testing::play_randomly(loaded, rng, 4);
  REQUIRE(loaded.answers().size() == 4);
  CHECK(loaded.deciders().size() == 4);
  loaded.rewind_to(0);
  const auto& codec = *saves::find_codec(program_catalog(), "blast");
  CHECK(codec.same_state(loaded.match(), original.match()));
  CHECK(loaded.answers().empty());
}

TEST_CASE("[saves] a game that went on from its stored position and was saved again replays from that position") {
  const auto original = played("blast", 9, 35);
  auto loaded = saves::decode_save(no_longer_replays(original), program_catalog());
  auto rng = framework::Rng::from_seed(5);
  saves::testing::play_randomly(loaded, rng, 6);
  const auto bytes = saves::encode_save(loaded, 1'763'900'100);
  saves::WentOn went_on;
  const auto again = saves::decode_save(bytes, program_catalog(), saves::LoadCheck::Replay, &went_on);
  CHECK(went_on.why.empty());
  CHECK(again.answers() == loaded.answers());
  const auto& codec = *saves::find_codec(program_catalog(), "blast");
  CHECK(codec.same_state(again.match(), loaded.match()));
  REQUIRE(again.start() != nullptr);
  CHECK(codec.same_state(*again.start(), original.match()));
  CHECK(saves::encode_save(again, 1'763'900'100) == bytes);
  // A log after the start that does not lead to the stored state goes on from the stored state, again.
  framework::Session forged(program_catalog(), "blast", again.setup(), again.seats(), again.start()->clone());
  auto answers = again.answers();
  answers.pop_back();
  forged.restore(again.match().clone(), answers);
  saves::WentOn forged_went_on;
  const auto reopened =
      saves::decode_save(saves::encode_save(forged, 1), program_catalog(), saves::LoadCheck::ReplayOrStored, &forged_went_on);
  CHECK_THAT(forged_went_on.why, Catch::Contains("differs from replaying its 5 answers from the position it went on from"));
  CHECK(codec.same_state(*reopened.start(), again.match()));
}

TEST_CASE("[saves] a Smash Up save taken in the middle of an ability goes on at the same question") {
  const auto original = smashup_mid_ability(21);
  saves::WentOn went_on;
  const auto loaded = saves::decode_save(no_longer_replays(original), program_catalog(),
                                         saves::LoadCheck::ReplayOrStored, &went_on);
  CHECK_FALSE(went_on.why.empty());
  const auto& before = smashup_state(original.match());
  const auto& after = smashup_state(loaded.match());
  CHECK(after.question == before.question);
  CHECK(after.stack == before.stack);
  CHECK(loaded.match().pending().prompt == original.match().pending().prompt);
  CHECK(option_ids(loaded.match()) == option_ids(original.match()));
}

TEST_CASE("[saves] a Smash Up game of earlier rules goes on from its stored position by today's rules") {
  auto setup = saves::testing::new_session("smashup", 31).setup();
  setup["rules"] = 1;
  framework::Session session(program_catalog(), "smashup", setup, saves::testing::new_session("smashup", 31).seats());
  auto rng = framework::Rng::from_seed(31);
  saves::testing::play_randomly(session, rng, 30);
  REQUIRE(smashup_state(session.match()).rules == 1);
  const auto loaded = saves::decode_save(no_longer_replays(session), program_catalog());
  CHECK(smashup_state(loaded.match()).rules == smashup::kRulesVersion);
  CHECK_FALSE(loaded.setup().contains("rules"));  // a rematch deals by today's rules too
}

TEST_CASE("[saves] a stored position whose pending question today's rules cannot answer goes on from the replay") {
  const auto original = smashup_mid_ability(22);
  auto state = smashup_state(original.match());
  std::get<smashup::AbilityFrame>(state.stack.back()).step = 200;  // a step the card does not have (any more)
  const auto bytes = no_longer_replays(original, std::make_unique<smashup::SmashUpMatch>(state));
  // The replay stops at its first answer, before applying it: the game goes on from the deal, and says what was lost.
  saves::WentOn went_on;
  const auto loaded = saves::decode_save(bytes, program_catalog(), saves::LoadCheck::ReplayOrStored, &went_on);
  CHECK_THAT(went_on.why, Catch::Contains("cannot be replayed") &&
                              Catch::Contains("and the saved position cannot go on under today's rules: its pending "
                                              "decision cannot be answered") &&
                              Catch::Contains("ability step 200 does not exist"));
  const auto answers = original.answers().size();
  CHECK_THAT(went_on.notice, Catch::EndsWith("it goes on from decision 1, the last one today's rules replay: the " +
                                             std::to_string(answers) + " decisions after it are lost."));
  CHECK(loaded.answers().empty());
  CHECK(loaded.start() == nullptr);
  const framework::Session dealt(program_catalog(), "smashup", original.setup(), original.seats());
  CHECK(saves::find_codec(program_catalog(), "smashup")->same_state(loaded.match(), dealt.match()));
}

TEST_CASE("[saves] a save neither whose stored position nor whose replay can go on is refused cleanly") {
  // Its answers start from a position the load refuses (a card in two hands), so there is no replay to go on from.
  const auto original = smashup_mid_ability(22);
  auto state = smashup_state(original.match());
  std::get<smashup::AbilityFrame>(state.stack.back()).step = 200;
  auto start = smashup_state(original.match());
  start.seats[1].hand.push_back(start.seats[0].hand.front());
  framework::Session forged(program_catalog(), "smashup", original.setup(), original.seats(),
                            std::make_unique<smashup::SmashUpMatch>(start));
  forged.restore(std::make_unique<smashup::SmashUpMatch>(state), {"an answer of earlier rules"});
  CHECK_THROWS_WITH(saves::decode_save(saves::encode_save(forged, 1), program_catalog()),
                    Catch::Contains("the position its answers start from") &&
                        Catch::Contains("ability step 200 does not exist"));
}

TEST_CASE("[saves] a stored question whose options are out of order is refused cleanly, never answered") {
  // The engine finds an answer by binary search among the options: a damaged order must be refused at the load, not
  // reach an answer the engine cannot find (a sanitizer run met it in the mutation test).
  const auto original = smashup_mid_ability(24);
  auto state = smashup_state(original.match());
  auto& options = state.question.options;
  REQUIRE(options.size() >= 2);
  const auto in_order = options;
  std::swap(options.front(), options.back());
  CHECK_THROWS_WITH(
      saves::decode_save(no_longer_replays(original, std::make_unique<smashup::SmashUpMatch>(state)), program_catalog()),
      Catch::Contains("a question whose options are out of order or repeated"));
  options = in_order;
  options[1] = options[0];
  CHECK_THROWS_WITH(
      saves::decode_save(no_longer_replays(original, std::make_unique<smashup::SmashUpMatch>(state)), program_catalog()),
      Catch::Contains("a question whose options are out of order or repeated"));
}

TEST_CASE("[saves] an ability saved with untyped choices (before format 8) goes on as stored only when it had chosen "
          "nothing") {
  const auto original = smashup_mid_ability(23);
  auto state = smashup_state(original.match());
  auto& frame = std::get<smashup::AbilityFrame>(state.stack.back());
  const auto card = std::string(smashup::card_def(frame.def).name);
  // Nothing chosen yet: the ability goes on as it stands.
  frame.picked = smashup::Picks{};
  frame.picked.placed = saves::kPicksUnknownEmpty;
  const auto empty = saves::decode_save(no_longer_replays(original, std::make_unique<smashup::SmashUpMatch>(state)),
                                        program_catalog());
  const auto& went_on = std::get<smashup::AbilityFrame>(smashup_state(empty.match()).stack.back());
  CHECK(went_on.picked == smashup::Picks{});
  // Earlier choices kept in a form only that version's rules could read: the stored position cannot go on, naming the
  // card, and the game goes on from where its replay stopped (real format-3 saves: golden_test.cpp).
  frame.picked.placed = saves::kPicksUnknown;
  saves::WentOn told;
  const auto earlier = saves::decode_save(no_longer_replays(original, std::make_unique<smashup::SmashUpMatch>(state)),
                                          program_catalog(), saves::LoadCheck::ReplayOrStored, &told);
  CHECK_THAT(told.why, Catch::Contains("it was saved in the middle of " + card + "'s ability"));
  CHECK_THAT(told.notice, Catch::Contains("it goes on from decision 1"));
  CHECK(earlier.answers().empty());
}

TEST_CASE("[saves] what an older format did not store is worked out when its game goes on from the stored position") {
  // Smash Up: the count of plays this turn, and the bases known on top of the base deck.
  const auto original = played("smashup", 41, 25);
  auto state = smashup_state(original.match());
  const int counted = state.turn.actions_played + state.turn.minions_played[0] + state.turn.minions_played[1];
  state.turn.plays = saves::kPlaysUnknown;
  state.public_base_tops = saves::kPublicBaseTopsUnknown;
  const auto smashup_loaded =
      saves::decode_save(no_longer_replays(original, std::make_unique<smashup::SmashUpMatch>(state)), program_catalog());
  CHECK(smashup_state(smashup_loaded.match()).turn.plays == counted);
  CHECK(smashup_state(smashup_loaded.match()).public_base_tops == 0);
  // Blast: the seat ahead on points gives its highest cards.
  const auto blast_game = played("blast", 42, 12);
  const auto& blast_match = dynamic_cast<const blast::BlastMatch&>(blast_game.match());
  auto blast_state = blast_match.state();
  const auto ahead = blast::points(blast_state, 0) > blast::points(blast_state, 1) ? 0 : 1;
  blast_state.exchange_leader = saves::kLeaderUnknown;
  const auto blast_loaded = saves::decode_save(
      no_longer_replays(blast_game, std::make_unique<blast::BlastMatch>(blast_match.setup(), blast_state)),
      program_catalog());
  CHECK(dynamic_cast<const blast::BlastMatch&>(blast_loaded.match()).state().exchange_leader == ahead);
}

TEST_CASE("[saves] a position that breaks the invariants is refused whether or not its log replays") {
  const auto original = played("blast", 43, 20);
  auto state = dynamic_cast<const blast::BlastMatch&>(original.match()).state();
  const auto card = state.hands[1].cards().front();
  state.hands[0].insert(card);
  const auto& match = dynamic_cast<const blast::BlastMatch&>(original.match());
  CHECK_THROWS_WITH(saves::decode_save(no_longer_replays(original, std::make_unique<blast::BlastMatch>(match.setup(), state)),
                                       program_catalog()),
                    Catch::Contains("is in both hand 1 and hand 2"));
}

TEST_CASE("[saves] an ability saved with untyped choices takes them from the replay when it reached the same ability") {
  // The log replays to the end but the position differs (a corrected card changed what follows): the replay holds the
  // same ability at the same step, its choices typed by today's rules.
  const auto original = smashup_mid_ability(24);
  auto state = smashup_state(original.match());
  const auto typed = std::get<smashup::AbilityFrame>(state.stack.back()).picked;
  auto& frame = std::get<smashup::AbilityFrame>(state.stack.back());
  frame.picked = smashup::Picks{};
  frame.picked.placed = saves::kPicksUnknown;
  state.rng.next();  // what the replay finds different
  framework::Session session(program_catalog(), "smashup", original.setup(), original.seats());
  session.restore(std::make_unique<smashup::SmashUpMatch>(state), original.answers());
  saves::WentOn went_on;
  const auto loaded = saves::decode_save(saves::encode_save(session, 1), program_catalog(),
                                         saves::LoadCheck::ReplayOrStored, &went_on);
  CHECK_THAT(went_on.why, Catch::Contains("differs from replaying"));
  CHECK(std::get<smashup::AbilityFrame>(smashup_state(loaded.match()).stack.back()).picked == typed);
  CHECK(smashup_state(loaded.match()).rng == state.rng);  // the stored position, not the replay's
}
