// libFuzzer target for the protocol line handler: each input is a session of lines (split at newlines) sent to a
// fresh server with the game commands; every line must get one JSON object carrying "ok", never a crash, a hang or a
// leak. The save and bot commands are left out: one writes files where the input says, the other thinks for
// hundreds of milliseconds.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "ai/blast_agents.hpp"
#include "ai/smashup_agents.hpp"
#include "games/blast/blast_match.hpp"
#include "games/smashup/smashup_match.hpp"
#include "protocol/game_commands.hpp"
#include "protocol/server.hpp"
#include "saves/blast_codec.hpp"
#include "saves/smashup_codec.hpp"

namespace {

const cardtable::framework::GameCatalog& catalog() {
  static const auto games = [] {
    cardtable::framework::GameCatalog c;
    // With the save codecs, as the program has them: `new` checks that its position could be saved.
    c.add(cardtable::blast::blast_game().with(cardtable::saves::blast_codec()).with(cardtable::ai::blast_bots()));
    c.add(cardtable::smashup::smashup_game().with(cardtable::saves::smashup_codec()).with(cardtable::ai::smashup_bots()));
    return c;
  }();
  return games;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  cardtable::protocol::Server server(catalog());
  cardtable::protocol::add_game_commands(server);
  const std::string input(reinterpret_cast<const char*>(data), size);
  std::size_t start = 0;
  while (start <= input.size() && !server.quitting()) {
    auto end = input.find('\n', start);
    if (end == std::string::npos) end = input.size();
    const auto reply = nlohmann::json::parse(server.handle_line(input.substr(start, end - start)), nullptr, false);
    if (!reply.is_object() || !reply.contains("ok")) std::abort();
    start = end + 1;
  }
  return 0;
}
