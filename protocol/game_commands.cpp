#include "protocol/game_commands.hpp"

#include <chrono>
#include <stdexcept>

#include "ai/agent.hpp"
#include "framework/errors.hpp"
#include "framework/input_limits.hpp"
#include "saves/codec.hpp"
#include "saves/save_file.hpp"
#include "saves/session_codec.hpp"

namespace cardtable::protocol {
namespace {

using nlohmann::json;

constexpr std::size_t kMaxSeatName = 64;

// The number of players a request asks for, checked against the game before any seat is made: a huge or wrapped
// count must be refused, not allocated.
int player_count(const json& setup, const framework::GameInfo& game) {
  if (!setup.contains("players")) return game.min_players;
  const auto& players = setup["players"];
  // Compared as the JSON number it is: a cast to int first would read 4294967298 as 2.
  const bool in_range =
      players.is_number_unsigned()  ? players.get<std::uint64_t>() <= std::uint64_t(game.max_players) &&
                                          players.get<std::uint64_t>() >= std::uint64_t(game.min_players)
      : players.is_number_integer() ? players.get<std::int64_t>() <= game.max_players &&
                                          players.get<std::int64_t>() >= game.min_players
                                    : false;
  if (!in_range)
    throw ProtocolError("\"players\" must be a whole number from " + std::to_string(game.min_players) + " to " +
                        std::to_string(game.max_players) + " for " + game.id);
  return static_cast<int>(players.get<std::int64_t>());
}

// "seats": who sits where, kept in the session (and so in a save): a person {"name": "Ann"} or a bot
// {"bot": "easy", "seed": 7}, one per player. Without it every seat is a person named "Player N".
std::vector<framework::SeatPlayer> seats_from(const framework::GameCatalog& catalog, const json& spec,
                                              const std::string& game, int players) {
  if (!spec.is_array() || spec.size() != static_cast<std::size_t>(players))
    throw ProtocolError("\"seats\" must list " + std::to_string(players) + " seats, one per player");
  std::vector<framework::SeatPlayer> seats;
  for (const auto& seat : spec) {
    const auto number = std::to_string(seats.size() + 1);
    if (!seat.is_object()) throw ProtocolError("seat " + number + " must be an object: {\"name\":…} or {\"bot\":…}");
    if (seat.contains("bot")) {
      if (!seat["bot"].is_string()) throw ProtocolError("seat " + number + ": \"bot\" must be a level name");
      const auto level = seat["bot"].get<std::string>();
      try {
        ai::make_agent(catalog, game, ai::level_spec(level));
      } catch (const std::invalid_argument& e) {
        throw ProtocolError("seat " + number + ": " + e.what());
      }
      const auto& seed = seat.contains("seed") ? seat["seed"] : json(0);
      if (!seed.is_number_unsigned() && !(seed.is_number_integer() && seed.get<std::int64_t>() >= 0))
        throw ProtocolError("seat " + number + ": \"seed\" must be a whole number from 0 to 2^64-1");
      seats.push_back({"Bot", true, level, seed.get<std::uint64_t>()});
      continue;
    }
    const auto name = seat.contains("name") ? seat["name"] : json("Player " + number);
    if (!name.is_string() || name.get<std::string>().empty() || name.get<std::string>().size() > kMaxSeatName)
      throw ProtocolError("seat " + number + ": \"name\" must be 1 to " + std::to_string(kMaxSeatName) + " characters");
    // A name is shown at a table and printed in a shell: text only, never terminal controls.
    if (!framework::is_text(name.get<std::string>()))
      throw ProtocolError("seat " + number + ": \"name\" must be text, without control characters");
    seats.push_back({name.get<std::string>(), false, "", 0});
  }
  return seats;
}

json new_game(Server& server, const json& request) {
  if (!request.contains("game") || !request["game"].is_string())
    throw ProtocolError("\"new\" needs \"game\" (one of the registered game ids)");
  const auto game = request["game"].get<std::string>();
  const auto& info = server.catalog().get(game).info;
  json setup = request;
  setup.erase("cmd");
  setup.erase("game");
  setup.erase("seats");
  const int players = player_count(setup, info);
  std::vector<framework::SeatPlayer> seats;
  for (int i = 0; i < players; ++i) seats.push_back({"Player " + std::to_string(i + 1), false, "", 0});
  // The session replaces the current one only once the game was built, so a bad setup loses nothing.
  auto session = std::make_unique<framework::Session>(server.catalog(), game, setup, seats);
  // A setup may fix the player count itself (a Smash Up scenario lists its seats): one seat per player.
  if (session->match().player_count() != players) {
    seats.clear();
    for (int i = 0; i < session->match().player_count(); ++i)
      seats.push_back({"Player " + std::to_string(i + 1), false, "", 0});
    session = std::make_unique<framework::Session>(server.catalog(), game, setup, seats);
  }
  if (request.contains("seats")) {
    seats = seats_from(server.catalog(), request["seats"], game, session->match().player_count());
    session = std::make_unique<framework::Session>(server.catalog(), game, setup, seats);
  }
  // A game that starts here may be saved: a setup (a scenario) making a position the load would refuse is refused
  // now, with the load's own words, instead of a save that says ok and cannot be opened.
  if (saves::find_codec(server.catalog(), game)) {
    try {
      saves::check_loadable(*session);
    } catch (const saves::SaveError& e) {
      throw ProtocolError(std::string("this setup makes a position that could not be saved: ") + e.what());
    }
  }
  session->set_created_at(
      std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count());
  server.set_session(std::move(session));
  return server.decision_reply();
}

json state(Server& server, const json&) {
  return {{"ok", true}, {"state", server.require_session().match().state_json()}};
}

json observe(Server& server, const json& request) {
  auto& match = server.require_session().match();
  if (!request.contains("seat") || !request["seat"].is_number_integer())
    throw ProtocolError("\"observe\" needs \"seat\" (an integer)");
  const auto seat = request["seat"].get<std::int64_t>();
  if (seat < 0 || seat >= match.player_count())
    throw ProtocolError("seat must be between 0 and " + std::to_string(match.player_count() - 1));
  return {{"ok", true}, {"observation", match.observation_json(static_cast<framework::Seat>(seat))}};
}

json legal(Server& server, const json&) {
  auto& match = server.require_session().match();
  if (match.is_over()) return {{"ok", true}, {"over", true}, {"actions", json::array()}};
  const auto decision = match.pending();
  json actions = json::array();
  for (const auto& option : decision.options) actions.push_back(option.id);
  return {{"ok", true}, {"seat", decision.seat}, {"actions", actions}};
}

json apply(Server& server, const json& request) {
  auto& session = server.require_session();
  if (!request.contains("action") || !request["action"].is_string())
    throw ProtocolError("\"apply\" needs \"action\" (a string from \"legal\")");
  auto events = session.answer(request["action"].get<std::string>());
  json reply = server.decision_reply();
  reply["events"] = events;
  return reply;
}

json games(Server& server, const json&) {
  json list = json::array();
  for (const auto& game : server.catalog().modules()) {
    const auto& g = game.info;
    list.push_back({{"id", g.id}, {"title", g.title}, {"min_players", g.min_players}, {"max_players", g.max_players}});
  }
  return {{"ok", true}, {"games", list}};
}

}  // namespace

void add_game_commands(Server& server) {
  server.add_command("new", new_game);
  server.add_command("state", state);
  server.add_command("observe", observe);
  server.add_command("legal", legal);
  server.add_command("apply", apply);
  server.add_command("games", games);
}

}  // namespace cardtable::protocol
