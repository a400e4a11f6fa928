// The host's line handler against damaged requests (issue 39, item 4), as serve's is (protocol_mutation_tests):
// thousands of seeded sessions of joins, answers, hints and pings, two lines in three damaged. Every line gets one
// JSON reply carrying "ok", nothing else escapes, the table's state moves only by answers it accepted. The libFuzzer
// target tests/fuzz/host_line_fuzz.cpp goes further (scripts/fuzz.sh host).
#include <catch2/catch.hpp>

#include "framework/rng.hpp"
#include "tests/net/fuzz_table.hpp"
#include "tests/protocol/line_corpus.hpp"

using namespace cardtable;
using nlohmann::json;

namespace {

// A request a client could send now: mostly ones that make sense, with the table's own options and decision.
std::string request(net::testing::FuzzTable& fuzz, framework::Rng& rng) {
  auto& table = fuzz.table();
  const auto& match = table.session().match();
  switch (rng.below(8)) {
    case 0: return json{{"cmd", "join"}, {"code", net::testing::FuzzTable::code(static_cast<framework::Seat>(rng.below(4)))}}.dump();
    case 1: return json{{"cmd", "join"}, {"code", net::testing::FuzzTable::code(0)}, {"name", "Ann"}}.dump();
    case 2: return json{{"cmd", "bot"}, {"level", "easy"}}.dump();
    case 3: return json{{"cmd", "ping"}}.dump();
    case 4: return rng.below(4) == 0 ? json{{"cmd", "quit"}}.dump() : json{{"cmd", "observe"}}.dump();
    default: {
      if (match.is_over()) return json{{"cmd", "apply"}, {"action", "pass"}, {"decision", table.decision()}}.dump();
      const auto options = match.pending().options;
      const auto& pick = options[rng.below(static_cast<std::uint32_t>(options.size()))];
      return json{{"cmd", "apply"}, {"action", pick.id}, {"decision", table.decision()}}.dump();
    }
  }
}

// `count` seeded sessions from `first` on: every line one JSON reply with "ok", the game moved only by answers.
void mutated_sessions(std::uint64_t first, std::uint64_t count) {
  auto rng = framework::Rng::from_seed(39 + first);
  std::uint64_t refused = 0;
  std::uint64_t answered = 0;
  std::uint64_t moved = 0;
  for (std::uint64_t session = first; session < first + count; ++session) {
    net::testing::FuzzTable fuzz(session);
    for (int i = 0; i < 12; ++i) {
      // Each session starts as a client does, with its join; what follows is damaged two times in three.
      auto line = i == 0 ? json{{"cmd", "join"}, {"code", net::testing::FuzzTable::code(0)}}.dump() : request(fuzz, rng);
      if (i > 0 && rng.below(3) != 0) line = protocol::testing::mutate_line(line, rng);
      const auto before = fuzz.table().decision();
      std::vector<json> messages;
      REQUIRE_NOTHROW(messages = fuzz.line(line));
      const auto reply = std::find_if(messages.begin(), messages.end(), [](const json& m) { return !m.contains("type"); });
      REQUIRE(reply != messages.end());
      (reply->at("ok") == true ? answered : refused) += 1;
      // Only an accepted answer moves the game, by one decision.
      const auto after = fuzz.table().decision();
      REQUIRE((after == before || (after == before + 1 && reply->at("ok") == true)));
      moved += after != before;
    }
  }
  // Of the 11 lines after each join, about 7 are damaged and most of those refused; a third of the rest are answers.
  CHECK(refused > count * 5 / 2);
  CHECK(answered > count * 2);
  CHECK(moved > count / 4);
}

}  // namespace

TEST_CASE("[net][fuzz] 1,000 mutated sessions at a host: every line gets one JSON reply with \"ok\"") {
  mutated_sessions(0, 1000);
}

// Labelled slow in ctest (net_mutation_tests_slow): the long run, beside the fuzz target.
TEST_CASE("[net][fuzz] 4,000 more mutated sessions at a host: every line gets one JSON reply with \"ok\"", "[.][slow]") {
  mutated_sessions(1000, 4000);
}
