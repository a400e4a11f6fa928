#include "net/seat_line.hpp"

#include "ai/agent.hpp"

namespace cardtable::net {
namespace {

using nlohmann::json;
using protocol::ProtocolError;

constexpr std::size_t kMaxName = 64;

// A name others' terminals will print: 1 to 64 bytes, no control characters (no terminal escape sequences).
std::string name_of(const json& request) {
  if (!request.contains("name")) return "";
  if (!request["name"].is_string()) throw ProtocolError("\"name\" must be a string");
  auto name = request["name"].get<std::string>();
  if (name.empty() || name.size() > kMaxName)
    throw ProtocolError("\"name\" must be 1 to " + std::to_string(kMaxName) + " bytes");
  for (unsigned char c : name)
    if (c < 0x20 || c == 0x7F) throw ProtocolError("\"name\" may not hold control characters");
  return name;
}

// A client that names the view format it reads must read ours; one that names none (a script speaking the JSON
// protocol, which need not decode views) is let in.
void check_view_format(const json& request) {
  if (!request.contains("views")) return;
  if (!request["views"].is_number_integer())
    throw ProtocolError("\"views\" must be a number: the view format the client reads");
  const auto theirs = request["views"].get<long long>();
  if (theirs != kViewFormat) throw ProtocolError(view_format_mismatch(kViewFormat, theirs));
}

std::size_t decision_of(const json& request) {
  if (!request.contains("decision") || !request["decision"].is_number_unsigned())
    throw ProtocolError("\"apply\" needs \"decision\": the number of the decision it answers (from the last update)");
  return request["decision"].get<std::size_t>();
}

std::string level_of(const json& request) {
  const auto level = request.contains("level") ? request["level"] : json("normal");
  if (!level.is_string() || !ai::is_level(level.get<std::string>()))
    throw ProtocolError("\"level\" must be one of \"easy\", \"normal\", \"hard\"");
  return level.get<std::string>();
}

}  // namespace

SeatLine::SeatLine(const framework::GameCatalog& catalog, FindTable find, SeatLink& link)
    : server_(catalog), find_(std::move(find)), link_(&link) {
  server_.add_command("join", [this](protocol::Server&, const json& request) { return join(request); });
  server_.add_command("apply", [this](protocol::Server&, const json& request) {
    if (!request.contains("action") || !request["action"].is_string())
      throw ProtocolError("\"apply\" needs \"action\" (one of your options' ids)");
    table().answer(seat_, decision_of(request), request["action"].get<std::string>());
    return json{{"ok", true}};
  });
  server_.add_command("bot", [this](protocol::Server&, const json& request) {
    table().ask_hint(seat_, level_of(request));
    return json{{"ok", true}, {"thinking", true}};
  });
  server_.add_command("ping", [](protocol::Server&, const json&) { return json{{"ok", true}, {"pong", true}}; });
}

Table& SeatLine::table() {
  if (!table_) throw ProtocolError("join a table first: {\"cmd\":\"join\",\"code\":\"...\"}");
  return *table_;
}

json SeatLine::join(const json& request) {
  if (table_) throw ProtocolError("this connection sits at a table already");
  // A refused join closes the connection: a second try needs a new connection (and a new TLS handshake).
  refused_join_ = true;
  if (!request.contains("code") || !request["code"].is_string()) throw ProtocolError("\"join\" needs \"code\"");
  JoinCode code;
  try {
    code = parse_join_code(request["code"].get<std::string>());
  } catch (const BadJoinCode& e) {
    throw ProtocolError(e.what());
  }
  check_view_format(request);
  const auto name = name_of(request);
  Table* table = find_(code.table);
  if (!table) throw ProtocolError("that join code is not one of this host's: ask the host for yours");
  table->sit(code.seat, code.secret, name, *link_);
  refused_join_ = false;
  table_ = table;
  seat_ = code.seat;
  greet_ = true;
  return table->welcome(seat_);
}

bool SeatLine::handle(const std::string& line) {
  const bool was_seated = seated();
  const auto reply = server_.handle_line(line);
  link_->send(reply);
  if (greet_) {
    greet_ = false;
    table_->greet(seat_);
  }
  if (server_.quitting() || refused_join_) return false;
  // Before its join a connection says one thing: anything else closes it.
  return was_seated || seated();
}

void SeatLine::leave() {
  if (!table_) return;
  table_->stand(seat_);
  table_ = nullptr;
}

}  // namespace cardtable::net
