// The line handler against damaged requests (issue 19): thousands of mutated sessions, every line answered with one
// JSON object carrying "ok", nothing thrown, nothing crashed (run under ASan/UBSan by the sanitize pass). The
// libFuzzer target tests/fuzz/protocol_fuzz.cpp goes further (scripts/fuzz.sh protocol).
#include <catch2/catch.hpp>

#include "ai/blast_agents.hpp"
#include "ai/smashup_agents.hpp"
#include "games/blast/blast_match.hpp"
#include "games/smashup/smashup_match.hpp"
#include "tests/protocol/line_corpus.hpp"
#include "protocol/game_commands.hpp"
#include "protocol/server.hpp"

using namespace cardtable;
using nlohmann::json;

TEST_CASE("[protocol][fuzz] 20,000 mutated sessions: every line gets one JSON reply with \"ok\"") {
  framework::GameCatalog catalog;
  catalog.add(blast::blast_game().with(ai::blast_bots()));
  catalog.add(smashup::smashup_game().with(ai::smashup_bots()));
  auto rng = framework::Rng::from_seed(19);
  int refused = 0;
  int answered = 0;
  for (int session = 0; session < 20000; ++session) {
    protocol::Server server(catalog);
    protocol::add_game_commands(server);
    const auto& lines = protocol::testing::line_corpus()[rng.below(static_cast<std::uint32_t>(protocol::testing::line_corpus().size()))];
    for (const auto& line : lines) {
      const auto input = rng.below(3) == 0 ? line : protocol::testing::mutate_line(line, rng);
      std::string reply;
      REQUIRE_NOTHROW(reply = server.handle_line(input));
      const auto parsed = json::parse(reply, nullptr, false);
      REQUIRE(parsed.is_object());
      REQUIRE(parsed.contains("ok"));
      REQUIRE(parsed["ok"].is_boolean());
      (parsed["ok"] == true ? answered : refused) += 1;
      if (server.quitting()) break;
    }
  }
  // Both kinds happen, so the mutations reach the commands and the valid lines still work.
  CHECK(refused > 10000);
  CHECK(answered > 10000);
}
