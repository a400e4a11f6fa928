// The golden saves in tests/data/ were written by earlier builds; every later build must keep loading them.
#include <algorithm>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "games/blast/blast_match.hpp"
#include "games/smashup/smashup_match.hpp"
#include "saves/blast_codec.hpp"
#include "saves/codec.hpp"
#include "saves/header.hpp"
#include "saves/save_file.hpp"
#include "saves/session_codec.hpp"
#include "saves/smashup_codec.hpp"
#include "tests/saves/golden.hpp"
#include "tests/saves/playout.hpp"
#include "tests/saves/save_files.hpp"

using namespace cardtable;

namespace {
const std::filesystem::path kFormat1 = std::filesystem::path(CARDTABLE_TEST_DATA) / "blast-format-1.save";
}

TEST_CASE("[saves] the format 1 golden Blast save loads forever") {
  // Loading replays the 60 recorded answers and compares the result with the stored state, so this also catches
  // rules that drifted under old saves.
  const auto loaded = saves::read_save(kFormat1, saves::testing::program_catalog());
  CHECK(loaded.game_id() == "blast");
  CHECK(loaded.name() == "blast-2026");
  CHECK(loaded.created_at() == 1'763'800'000 + 2026);
  CHECK(loaded.setup() == nlohmann::json{{"seed", 2026}, {"players", 2}});
  CHECK(loaded.answers().size() == saves::testing::kGoldenAnswers);
  REQUIRE(loaded.seats().size() == 2);
  CHECK_FALSE(loaded.seats()[0].is_bot);
  CHECK(loaded.seats()[1].is_bot);
  CHECK(loaded.seats()[1].bot_level == "normal");
  CHECK(loaded.seats()[1].bot_seed == 2026 * 31 + 1);
  CHECK(loaded.match().summary() == "Blast · round 2 · 1–4");
  const auto header = saves::open_sealed(saves::testing::read_bytes(kFormat1)).header;
  CHECK(header.format == 1);
  CHECK(header.last_played_at == saves::testing::kGoldenPlayedAt);
  // The seats are named as the table names them now ("You vs Bot (normal)"); the file keeps the words of its day.
  CHECK(header.summary.starts_with(loaded.match().summary() + " · "));
  CHECK(saves::save_summary(loaded) == "Blast · round 2 · 1–4 · You vs Bot (normal)");
}

TEST_CASE("[saves] the format 1 golden Smash Up save loads forever, in the middle of its abilities and turns") {
  // Format 1 predates the count of plays in a turn: loading takes it from the replay.
  const auto path = std::filesystem::path(CARDTABLE_TEST_DATA) / "smashup-format-1.save";
  const auto loaded = saves::read_save(path, saves::testing::program_catalog());
  CHECK(loaded.game_id() == "smashup");
  CHECK(loaded.name() == "smashup-2026");
  CHECK(loaded.setup().contains("scenario"));
  CHECK(loaded.answers().size() == saves::testing::kSmashUpGoldenAnswers);
  REQUIRE(loaded.seats().size() == 2);
  CHECK_FALSE(loaded.match().is_over());
  CHECK(saves::open_sealed(saves::testing::read_bytes(path)).header.format == 1);
  const auto& state = dynamic_cast<const smashup::SmashUpMatch&>(loaded.match()).state();
  CHECK(state.turn.plays != saves::kPlaysUnknown);
  framework::Session replayed(saves::testing::program_catalog(), "smashup", loaded.setup(), loaded.seats());
  for (const auto& answer : loaded.answers()) replayed.answer(answer);
  CHECK(state == dynamic_cast<const smashup::SmashUpMatch&>(replayed.match()).state());
}

namespace {

std::filesystem::path golden_file(const saves::testing::GoldenGame& golden, int format) {
  return std::filesystem::path(CARDTABLE_TEST_DATA) / (golden.name + "-format-" + std::to_string(format) + ".save");
}

}  // namespace

TEST_CASE("[saves] every golden save of an older format loads, and hands over the replayed game") {
  // Older formats lack fields later ones added (Smash Up's plays this turn, Blast's exchange leader): the verified
  // load compares what the file holds and hands over the replay, which has every field.
  for (const auto& golden : saves::testing::golden_games()) {
    for (int format = golden.first_format; format < saves::kFormatVersion; ++format) {
      const auto path = golden_file(golden, format);
      INFO(path);
      REQUIRE(std::filesystem::exists(path));  // each golden game keeps a file of every format since its first
      const auto loaded = saves::read_save(path, saves::testing::program_catalog());
      CHECK(loaded.game_id() == golden.game_id());
      CHECK(saves::open_sealed(saves::testing::read_bytes(path)).header.format == format);
      // A Smash Up game whose answers no longer replay under today's card corrections (issue 36: R-21 … R-27) goes on
      // from the position the file stored (issue 35); its answers are those given since, none yet. Blast's rules have
      // not changed: its files replay.
      if (loaded.start()) CHECK(golden.game_id() == "smashup");
      const auto& catalog = saves::testing::program_catalog();
      framework::Session replayed =
          loaded.start() ? framework::Session(catalog, loaded.game_id(), loaded.setup(), loaded.seats(), loaded.fresh_match())
                         : framework::Session(catalog, loaded.game_id(), loaded.setup(), loaded.seats());
      for (const auto& answer : loaded.answers()) replayed.answer(answer);
      const auto& codec = *saves::find_codec(loaded.catalog(), loaded.game_id());
      CHECK(codec.same_state(loaded.match(), replayed.match()));
    }
  }
}

TEST_CASE("[saves][R-20] a Smash Up save of an older format replays by the rules it was played by") {
  // Format 4 brought R-20's question (which permission a play uses), format 8 stopped asking the order of
  // simultaneous abilities when it cannot matter: older games go on as they were played.
  for (int format = 1; format < 8; ++format) {
    const auto path = std::filesystem::path(CARDTABLE_TEST_DATA) / ("smashup-format-" + std::to_string(format) + ".save");
    INFO(path);
    const auto loaded = saves::read_save(path, saves::testing::program_catalog());
    // Files whose answers no longer replay under issue 36's corrections go on from their stored position, by
    // today's rules (docs/saves.md); the others replay by the rules they were played by.
    if (loaded.start()) {
      CHECK_FALSE(loaded.setup().contains("rules"));
      CHECK(dynamic_cast<const smashup::SmashUpMatch&>(loaded.match()).state().rules == smashup::kRulesVersion);
      continue;
    }
    const int rules = format < 4 ? 1 : 2;
    CHECK(loaded.setup()["rules"] == rules);
    CHECK(dynamic_cast<const smashup::SmashUpMatch&>(loaded.match()).state().rules == rules);
  }
  const auto current = saves::read_save(std::filesystem::path(CARDTABLE_TEST_DATA) / "smashup-format-8.save",
                                        saves::testing::program_catalog());
  CHECK_FALSE(current.setup().contains("rules"));
  CHECK(dynamic_cast<const smashup::SmashUpMatch&>(current.match()).state().rules == smashup::kRulesVersion);
}

TEST_CASE("[saves][R-1] a Smash Up save of an older format keeps the card edition it was dealt from") {
  // Format 6 deals Awesome Level 9000 too (card edition 2), format 7 Science Fiction Double Feature as well (3);
  // older games were all dealt from the core set and go on with it.
  for (int format = 1; format < 6; ++format) {
    const auto path = std::filesystem::path(CARDTABLE_TEST_DATA) / ("smashup-format-" + std::to_string(format) + ".save");
    INFO(path);
    const auto loaded = saves::read_save(path, saves::testing::program_catalog());
    const auto& state = dynamic_cast<const smashup::SmashUpMatch&>(loaded.match()).state();
    CHECK(state.edition == 1);
    CHECK(loaded.setup()["edition"] == 1);
    for (const auto& card : state.cards) CHECK(smashup::card_def(card.def).faction <= smashup::Faction::Zombies);
  }
  const auto al9000 = saves::read_save(std::filesystem::path(CARDTABLE_TEST_DATA) / "smashup-format-6.save",
                                       saves::testing::program_catalog());
  CHECK(dynamic_cast<const smashup::SmashUpMatch&>(al9000.match()).state().edition == 2);
  CHECK(al9000.setup()["edition"] == 2);
  const auto current = saves::read_save(std::filesystem::path(CARDTABLE_TEST_DATA) / "smashup-format-7.save",
                                        saves::testing::program_catalog());
  CHECK(dynamic_cast<const smashup::SmashUpMatch&>(current.match()).state().edition == smashup::kCardEdition);
  CHECK(smashup::kCardEdition == 3);
}

TEST_CASE("[saves][R-1] a Blast save older than the exchange leader takes it from the replay") {
  const auto loaded = saves::read_save(kFormat1, saves::testing::program_catalog());
  const auto& state = dynamic_cast<const blast::BlastMatch&>(loaded.match()).state();
  CHECK(state.exchange_leader < blast::kSeats);
}

TEST_CASE("[saves] a Blast save older than format 11 takes the round's log from the replay") {
  // Rules, Hidden information: what was played this round is public; a format-10 file stored no log of it.
  const auto path = std::filesystem::path(CARDTABLE_TEST_DATA) / "blast-format-10.save";
  const auto loaded = saves::read_save(path, saves::testing::program_catalog());
  const auto& state = dynamic_cast<const blast::BlastMatch&>(loaded.match()).state();
  REQUIRE(state.log.known());
  blast::CardSet logged;
  for (int i = 0; i < state.log.count; ++i) {
    const auto& step = state.log.steps[static_cast<std::size_t>(i)];
    logged |= step.play_cards() | step.chosen;
  }
  CHECK(logged == state.face_up);
  CHECK(state.log.count > 0);
}

TEST_CASE("[saves] the golden files of the current format load, and saving them again writes them byte for byte") {
  for (const auto& golden : saves::testing::golden_games()) {
    const auto path = golden_file(golden, saves::kFormatVersion);
    INFO(path);
    REQUIRE(std::filesystem::exists(path));  // a new format writes its golden files: see make_golden_save
    const auto bytes_on_disk = saves::testing::read_bytes(path);
    const auto loaded = saves::read_save(path, saves::testing::program_catalog());
    CHECK(loaded.game_id() == golden.game_id());
    CHECK(loaded.answers() == golden.session().answers());
    const auto bytes = saves::encode_save(loaded, saves::testing::kGoldenPlayedAt);
    // The program version in the header moves with every release without changing the format, and so does the
    // summary's wording of the seats (issue 37: "You vs Bot (normal)").
    auto header = saves::open_sealed(bytes).header;
    header.program = saves::open_sealed(bytes_on_disk).header.program;
    header.summary = saves::open_sealed(bytes_on_disk).header.summary;
    CHECK(saves::seal(header, saves::open_sealed(bytes).body) == bytes_on_disk);
  }
}

TEST_CASE("[saves] the Awesome Level 9000 golden save holds a used Talent and an action on a base, mid-game") {
  const auto loaded = saves::read_save(std::filesystem::path(CARDTABLE_TEST_DATA) / "smashup-al9000-format-6.save",
                                       saves::testing::program_catalog());
  const auto& state = dynamic_cast<const smashup::SmashUpMatch&>(loaded.match()).state();
  CHECK_FALSE(loaded.match().is_over());
  CHECK(state.edition == 2);
  bool talent_used = false;
  bool action_on_base = false;
  for (const auto& base : state.bases) {
    action_on_base = action_on_base || !base.actions.empty();
    for (const auto& m : base.minions) talent_used = talent_used || m.talent_used;
    for (const auto& a : base.actions) talent_used = talent_used || a.talent_used;
  }
  CHECK(talent_used);
  CHECK(action_on_base);
  for (const auto& card : state.cards) CHECK(smashup::card_def(card.def).faction > smashup::Faction::Zombies);
}

TEST_CASE("[saves] the Science Fiction Double Feature golden save holds a copy, a controlled minion and an extra turn") {
  const auto loaded = saves::read_save(std::filesystem::path(CARDTABLE_TEST_DATA) / "smashup-sfdf-format-7.save",
                                       saves::testing::program_catalog());
  const auto& state = dynamic_cast<const smashup::SmashUpMatch&>(loaded.match()).state();
  CHECK(state.edition == 3);
  CHECK(state.extra_turns == std::vector<smashup::Seat>{0});
  const auto copy = std::find_if(state.lasting.begin(), state.lasting.end(),
                                 [](const smashup::Lasting& l) { return l.kind == smashup::LastingKind::Abilities; });
  REQUIRE(copy != state.lasting.end());
  CHECK(smashup::card_def(state.cards[copy->source].def).slug == "copycat");
  CHECK(smashup::card_def(copy->def).slug == "warbot");
  int controlled = 0;
  for (const auto& base : state.bases)
    for (const auto& m : base.minions)
      if (m.controller != state.cards[m.card].owner) {
        ++controlled;
        CHECK(smashup::card_def(state.cards[m.card].def).slug == "invader");
      }
  CHECK(controlled == 1);
  CHECK(loaded.match().pending().prompt.find("First Mate") != std::string::npos);
}

TEST_CASE("[saves] the hints a table took are kept by the save (format 7); an older save took none") {
  auto session = saves::testing::new_session("blast", 12);
  auto rng = framework::Rng::from_seed(12);
  saves::testing::play_randomly(session, rng, 5);
  session.count_hint();
  session.count_hint();
  const auto loaded = saves::decode_save(saves::encode_save(session, 1'763'900'000), saves::testing::program_catalog());
  CHECK(loaded.hints_used() == 2);
  const auto older = saves::read_save(std::filesystem::path(CARDTABLE_TEST_DATA) / "blast-format-6.save", saves::testing::program_catalog());
  CHECK(older.hints_used() == 0);
}

// Issue 35, item 1: saves written by real earlier versions (built from the commits that changed the save format, and
// played through their `serve` by bots: every faction those versions had, 2 to 4 players, saved in the middle of an
// ability and at plain decisions; docs/saves.md). tests/data/real-saves.json says, for each file, the decision that
// version offered when it saved, and whether today's rules still replay its answer log. A rules correction that stops
// one from replaying flips its "replays" to false: it must still open, at the same decision, from its stored position
// — or, saved inside an ability whose earlier choices only that version could read, from where its replay stopped
// ("kept": the answers that replay).
TEST_CASE("[saves] every save written by a real earlier version opens at the decision it was saved at") {
  const auto data = std::filesystem::path(CARDTABLE_TEST_DATA);
  const auto manifest = nlohmann::json::parse(saves::testing::read_bytes(data / "real-saves.json"));
  REQUIRE(manifest.size() >= 20);
  int went_on_count = 0;
  for (const auto& entry : manifest) {
    const auto path = data / entry.at("file").get<std::string>();
    INFO(path);
    CHECK(saves::open_sealed(saves::testing::read_bytes(path)).header.format == entry.at("format").get<int>());
    saves::WentOn went_on;
    const auto loaded = saves::read_save(path, saves::testing::program_catalog(), &went_on);
    if (entry.contains("kept")) {
      // Saved inside an ability whose earlier choices only that version could read: it goes on from its replay.
      ++went_on_count;
      const auto kept = entry.at("kept").get<std::size_t>();
      CHECK_THAT(went_on.notice, Catch::Contains("it goes on from decision " + std::to_string(kept + 1)));
      CHECK(loaded.answers().size() == kept);
      CHECK(loaded.start() == nullptr);
      continue;
    }
    const auto pending = loaded.match().pending();
    CHECK(pending.seat == entry.at("seat").get<int>());
    std::vector<std::string> ids;
    for (const auto& option : pending.options) ids.push_back(option.id);
    CHECK(ids == entry.at("actions").get<std::vector<std::string>>());
    if (entry.at("replays").get<bool>()) {
      CHECK(went_on.why.empty());
      CHECK(loaded.start() == nullptr);
      CHECK(loaded.answers().size() == entry.at("answers").get<std::size_t>());
    } else {
      ++went_on_count;
      CHECK_FALSE(went_on.why.empty());
      // Undo stops at the stored position: the answers start there.
      REQUIRE(loaded.start() != nullptr);
      CHECK(loaded.answers().empty());
      const auto& codec = *saves::find_codec(loaded.catalog(), loaded.game_id());
      CHECK(codec.same_state(*loaded.start(), loaded.match()));
    }
  }
  CHECK(went_on_count > 0);
}

TEST_CASE("[saves][R-18] the format-3 Smash Up save whose answer 27 plays Ninja Acolyte opens from its stored position") {
  // Written by c36dd42 (save format 3, before the core-set corrections): R-18 changed Ninja Acolyte, so answer 27 is
  // no longer one of the options when the log is replayed (the case issue 35 quotes).
  const auto path = std::filesystem::path(CARDTABLE_TEST_DATA) / "smashup-real-vc36dd42-format-3-2p-acolyte.save";
  CHECK_THROWS_WITH(saves::decode_save(saves::testing::read_bytes(path), saves::testing::program_catalog(),
                                       saves::LoadCheck::Replay),
                    Catch::Contains("answer 27 ('play ninja-acolyte#9 the-great-library') cannot be replayed"));
  saves::WentOn went_on;
  auto loaded = saves::read_save(path, saves::testing::program_catalog(), &went_on);
  CHECK_THAT(went_on.why, Catch::Contains("answer 27 ('play ninja-acolyte#9 the-great-library')"));
  // It goes on under today's rules, and the game can be played on and undone back to the stored position.
  const auto& state = dynamic_cast<const smashup::SmashUpMatch&>(loaded.match()).state();
  CHECK(state.rules == smashup::kRulesVersion);
  const auto& codec = *saves::find_codec(loaded.catalog(), "smashup");
  auto rng = framework::Rng::from_seed(27);
  saves::testing::play_randomly(loaded, rng, 10);
  CHECK(loaded.answers().size() == 10);
  loaded.rewind_to(0);
  CHECK(codec.same_state(loaded.match(), *loaded.start()));
}

TEST_CASE("[saves][R-20] a format-4 save written before R-20 landed replays by rules 1, as its stored state says") {
  // R-20 came inside save format 4 (23c8330, after a5c8f4d): the format cannot tell the rules a game was played by,
  // its stored state can (no rules field before State version 1: rules 1).
  const auto path = std::filesystem::path(CARDTABLE_TEST_DATA) / "smashup-real-va5c8f4d-format-4-3p-c-1.save";
  const auto loaded = saves::decode_save(saves::testing::read_bytes(path), saves::testing::program_catalog(),
                                         saves::LoadCheck::Replay);
  CHECK(loaded.setup().at("rules") == 1);
  CHECK(dynamic_cast<const smashup::SmashUpMatch&>(loaded.match()).state().rules == 1);
}

// Two format-3 games (c36dd42) saved in the middle of an ability whose earlier choices that version kept in a form only
// its own rules could read, and whose answer logs no longer replay: the stored position cannot go on, so each goes on
// from where its replay stopped, a position of today's rules.
TEST_CASE("[saves] a format-3 save in the middle of an ability today's rules cannot take up goes on from its replay") {
  const auto data = std::filesystem::path(CARDTABLE_TEST_DATA);
  const auto& catalog = saves::testing::program_catalog();
  SECTION("the log stops at an answer today's rules refuse: the decisions before it are kept") {
    const auto path = data / "smashup-real-vc36dd42-format-3-2p-full-sail.save";
    CHECK_THROWS_WITH(saves::decode_save(saves::testing::read_bytes(path), catalog, saves::LoadCheck::Replay),
                      Catch::Contains("answer 9 ('play flame-trap#35 tortuga') cannot be replayed"));
    saves::WentOn went_on;
    auto loaded = saves::read_save(path, catalog, &went_on);
    CHECK_THAT(went_on.why, Catch::Contains("in the middle of Full Sail's ability"));
    CHECK_THAT(went_on.notice, Catch::Contains("it goes on from decision 9, the last one today's rules replay: the 37 "
                                               "decisions after it are lost."));
    CHECK(loaded.start() == nullptr);
    REQUIRE(loaded.answers().size() == 8);
    // The kept decisions are today's game: played on, and undone back to the deal.
    auto rng = framework::Rng::from_seed(318);
    saves::testing::play_randomly(loaded, rng, 10);
    CHECK(loaded.answers().size() == 18);
    loaded.rewind_to(0);
    const framework::Session dealt(catalog, "smashup", loaded.setup(), loaded.seats());
    CHECK(saves::find_codec(catalog, "smashup")->same_state(loaded.match(), dealt.match()));
  }
  SECTION("the log replays to another position: every decision is kept, as today's rules play it") {
    const auto path = data / "smashup-real-vc36dd42-format-3-2p-disguise.save";
    saves::WentOn went_on;
    const auto loaded = saves::read_save(path, catalog, &went_on);
    CHECK_THAT(went_on.why, Catch::Contains("differs from replaying its 45 answers") &&
                                Catch::Contains("in the middle of Disguise's ability"));
    CHECK_THAT(went_on.notice, Catch::EndsWith("it goes on from its decisions as today's rules play them."));
    CHECK(loaded.answers().size() == 45);
  }
}

