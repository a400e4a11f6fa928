#include "protocol/bot_commands.hpp"

#include "ai/agent.hpp"

namespace cardtable::protocol {
namespace {

using nlohmann::json;

std::string level_of(const json& request) {
  if (!request.contains("level")) return "normal";
  if (!request["level"].is_string()) throw ProtocolError("\"level\" must be one of \"easy\", \"normal\", \"hard\"");
  const auto level = request["level"].get<std::string>();
  for (const char* known : ai::kLevels)
    if (level == known) return level;
  throw ProtocolError("unknown bot level '" + level + "' (known: easy, normal, hard)");
}

json bot(Server& server, const json& request) {
  const auto& session = server.require_session();
  const auto& match = session.match();
  const std::string level = level_of(request);
  std::uint64_t seed = 0;
  if (request.contains("seed")) {
    if (!request["seed"].is_number_unsigned()) throw ProtocolError("\"seed\" must be a non-negative integer");
    seed = request["seed"].get<std::uint64_t>();
  }
  if (match.is_over()) throw ProtocolError("the game is over: there is nothing for a bot to answer");
  const auto seat = match.pending().seat;
  std::unique_ptr<ai::Agent> agent;
  try {
    agent = ai::make_agent(server.catalog(), session.game_id(), ai::threaded_level_spec(level));
  } catch (const std::invalid_argument& e) {
    throw ProtocolError(e.what());
  }
  // The seat's own bot seed and the answers so far, as a bot playing in that seat would use (unless given a seed).
  if (!request.contains("seed")) {
    const auto& seats = session.seats();
    seed = ai::decision_seed(seat < seats.size() ? seats[seat].bot_seed : 0, session.answers().size());
  }
  const auto advice = agent->advise(match, seed);
  return {{"ok", true}, {"seat", seat}, {"level", level}, {"action", advice.option}, {"why", advice.why}};
}

}  // namespace

void add_bot_commands(Server& server) { server.add_command("bot", bot); }

}  // namespace cardtable::protocol
