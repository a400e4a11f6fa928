// What a host sends a seat is the game's typed observation as a Boost text archive (net/seat_view.hpp): it must read
// back as the same value, give serve's `observe` JSON, and refuse bytes that are not a view.
#include <catch2/catch.hpp>

#include "games/blast/blast_match.hpp"
#include "games/smashup/catalog.hpp"
#include "games/smashup/smashup_match.hpp"
#include "net/blast_view.hpp"
#include "net/smashup_view.hpp"
#include "tests/saves/playout.hpp"

using namespace cardtable;
using saves::testing::program_catalog;

namespace {

// Every decision of a random game: `check(match)` at each, until the end.
template <class Check>
void each_position(const std::string& game, std::uint64_t seed, int players, Check check) {
  auto session = saves::testing::new_session(game, seed, players);
  auto rng = framework::Rng::from_seed(seed);
  while (true) {
    check(session.match());
    if (session.match().is_over()) break;
    session.answer(saves::testing::random_answer(session.match(), rng));
  }
}

// A view archive with one byte changed or cut short must be refused as a view or read as some valid view: never a
// crash, never another exception.
template <class Decode>
int damaged_refusals(const std::string& archive, Decode decode, framework::Rng& rng) {
  int refused = 0;
  for (int i = 0; i < 300; ++i) {
    auto damaged = archive;
    if (i % 2 == 0)
      damaged.resize(rng.below(static_cast<std::uint32_t>(archive.size())));
    else
      damaged[rng.below(static_cast<std::uint32_t>(archive.size()))] = static_cast<char>(rng.below(256));
    try {
      decode(damaged);
    } catch (const net::ViewError&) {
      ++refused;
    }
  }
  return refused;
}

}  // namespace

TEST_CASE("[net][view] Blast: every seat's view reads back as the same Observation and gives serve's observe JSON") {
  const auto& view = net::seat_view(program_catalog(), "blast");
  int positions = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed)
    each_position("blast", seed, 2, [&](const framework::Match& match) {
      const auto& state = dynamic_cast<const blast::BlastMatch&>(match).state();
      for (framework::Seat seat = 0; seat < 2; ++seat) {
        const auto archive = view.observation(match, seat, {});
        REQUIRE(net::decode_blast_observation(archive) == blast::observe(state, seat));
        REQUIRE(view.observation_json(archive) == match.observation_json(seat));
      }
      ++positions;
    });
  CHECK(positions > 500);
}

TEST_CASE("[net][view] Blast: a round whose log is unknown (an older save going on) sends no steps") {
  const auto state = blast::new_game(blast::Setup{5, std::nullopt});
  blast::Observation known = blast::observe(state, 0);
  known.log.count = 0;
  blast::Observation unknown = known;
  unknown.log.count = blast::kRoundLogUnknown;
  const auto unknown_archive = net::encode_blast_observation(unknown);
  CHECK(net::decode_blast_observation(unknown_archive) == unknown);
  // The two archives differ by the count's digits ("255" for "0"), not by a round's worth of empty steps.
  CHECK(unknown_archive.size() <= net::encode_blast_observation(known).size() + 2);
}

namespace {

// Every position of random games at 2, 3 and 4 players, seeds `first` to `last`.
void smashup_views_read_back(std::uint64_t first, std::uint64_t last) {
  const auto& view = net::seat_view(program_catalog(), "smashup");
  const auto neutral = framework::neutral_wordings(4);
  int positions = 0;
  int asked_with_options = 0;
  int games = 0;
  for (int players = 2; players <= 4; ++players)
    for (std::uint64_t seed = first; seed <= last; ++seed, ++games)
      each_position("smashup", seed * 10 + static_cast<std::uint64_t>(players), players, [&](const framework::Match& match) {
        const auto& typed = dynamic_cast<const smashup::SmashUpMatch&>(match);
        const framework::SeatWordings words(neutral.data(), static_cast<std::size_t>(players));
        for (framework::Seat seat = 0; seat < players; ++seat) {
          const auto archive = view.observation(match, seat, words);
          const auto decoded = net::decode_smashup_observation(archive);
          REQUIRE(decoded == typed.observe(seat));
          REQUIRE(view.observation_json(archive) == match.observation_json(seat));
          asked_with_options += decoded.deciding() && !decoded.question.options.empty();
        }
        ++positions;
      });
  CHECK(positions > 80 * games);
  CHECK(asked_with_options == positions - games);  // every position but the finished ones asks one seat, with options
}

}  // namespace

TEST_CASE("[net][view] Smash Up: every seat's view reads back as the same Observation and gives serve's observe JSON") {
  smashup_views_read_back(1, 2);
}

// Labelled slow in ctest (net_view_tests_slow).
TEST_CASE("[net][view] Smash Up: more games' views read back as the same Observation", "[.][slow]") {
  smashup_views_read_back(3, 8);
}

TEST_CASE("[net][view] Smash Up views are worded for their seat: the seat asked reads \"You\"") {
  const auto& view = net::seat_view(program_catalog(), "smashup");
  auto session = saves::testing::new_session("smashup", 5, 2);
  const auto& match = session.match();
  const auto asked = match.deciding_seat();
  std::vector<framework::SeatWording> words = framework::neutral_wordings(2);
  words[asked] = {"You", "your", "your", "You", "You", true};
  const auto decoded = net::decode_smashup_observation(view.observation(match, asked, words));
  CHECK(decoded.question.prompt.rfind("You", 0) == 0);
  CHECK(dynamic_cast<const smashup::SmashUpMatch&>(match).observe(asked).question.prompt.rfind("Player", 0) == 0);
}

TEST_CASE("[net][view] damaged view archives are refused, never misread into a crash") {
  auto rng = framework::Rng::from_seed(39);
  auto blast_session = saves::testing::new_session("blast", 3, 2);
  saves::testing::play_randomly(blast_session, rng, 20);
  const auto blast_archive = net::seat_view(program_catalog(), "blast").observation(blast_session.match(), 0, {});
  CHECK(damaged_refusals(blast_archive, net::decode_blast_observation, rng) > 150);

  auto smashup_session = saves::testing::new_session("smashup", 3, 4);
  saves::testing::play_randomly(smashup_session, rng, 60);
  const auto smashup_archive = net::seat_view(program_catalog(), "smashup").observation(smashup_session.match(), 1, {});
  CHECK(damaged_refusals(smashup_archive, net::decode_smashup_observation, rng) > 150);

  CHECK_THROWS_AS(net::decode_blast_observation(smashup_archive), net::ViewError);
  CHECK_THROWS_AS(net::decode_smashup_observation(""), net::ViewError);
  CHECK_THROWS_AS(net::decode_smashup_observation(std::string(net::kMaxViewBytes + 1, '1')), net::ViewError);
}

TEST_CASE("[net][view] a view naming a card, base, seat or faction no game has is refused") {
  auto session = saves::testing::new_session("smashup", 8, 3);
  auto rng = framework::Rng::from_seed(8);
  saves::testing::play_randomly(session, rng, 40);
  const auto good = dynamic_cast<const smashup::SmashUpMatch&>(session.match()).observe(0);
  REQUIRE(net::smashup_view_problem(good).empty());
  REQUIRE_FALSE(good.hand.empty());

  auto unknown_kind = good;
  unknown_kind.hand[0].def = 9999;
  CHECK_THROWS_WITH(net::decode_smashup_observation(net::encode_smashup_observation(unknown_kind)),
                    Catch::Contains("unknown card kind"));
  auto unknown_base = good;
  unknown_base.base_discard.push_back(200);
  CHECK_THROWS_WITH(net::decode_smashup_observation(net::encode_smashup_observation(unknown_base)),
                    Catch::Contains("unknown base"));
  auto stray_seat = good;
  stray_seat.turn.active = 3;
  CHECK_THROWS_WITH(net::decode_smashup_observation(net::encode_smashup_observation(stray_seat)),
                    Catch::Contains("seat out of range"));
  auto stray_faction = good;
  stray_faction.seats[1].factions[0] = static_cast<smashup::Faction>(smashup::kFactionCount);
  CHECK_THROWS_WITH(net::decode_smashup_observation(net::encode_smashup_observation(stray_faction)),
                    Catch::Contains("unknown faction"));

  auto blast_session = saves::testing::new_session("blast", 8, 2);
  auto blast_view = blast::observe(dynamic_cast<const blast::BlastMatch&>(blast_session.match()).state(), 0);
  REQUIRE(net::decode_blast_observation(net::encode_blast_observation(blast_view)) == blast_view);
  blast_view.hand.insert(50);
  CHECK_THROWS_WITH(net::decode_blast_observation(net::encode_blast_observation(blast_view)),
                    Catch::Contains("card out of range"));
}

TEST_CASE("[net][view] a client sits only at a host whose views it reads: a welcome of another format or none is refused") {
  using nlohmann::json;
  CHECK(net::welcome_refusal(json{{"ok", true}, {"seat", 0}, {"views", net::kViewFormat}}).empty());
  const auto newer = net::welcome_refusal(json{{"ok", true}, {"views", net::kViewFormat + 1}});
  CHECK(newer.find("format " + std::to_string(net::kViewFormat + 1)) != std::string::npos);
  CHECK(newer.find("the player's program is older") != std::string::npos);
  const auto older = net::welcome_refusal(json{{"ok", true}, {"views", net::kViewFormat - 1}});
  CHECK(older.find("the host's program is older") != std::string::npos);
  // A host from before the check names no format.
  CHECK(net::welcome_refusal(json{{"ok", true}, {"seat", 0}}).find("names no view format") != std::string::npos);
  CHECK_FALSE(net::welcome_refusal(json{{"ok", true}, {"views", "11"}}).empty());
  // A refused join says why itself.
  CHECK(net::welcome_refusal(json{{"ok", false}, {"error", "that join code is not one of this host's"}}).empty());
}
