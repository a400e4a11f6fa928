#include "protocol/server.hpp"

#include <iostream>

#include "framework/errors.hpp"
#include "framework/input_limits.hpp"

namespace cardtable::protocol {

using nlohmann::json;

Server::Server(const framework::GameCatalog& catalog) : catalog_(&catalog) {
  add_command("quit", [](Server& server, const json&) {
    server.quitting_ = true;
    return json{{"ok", true}, {"bye", true}};
  });
}

void Server::add_command(const std::string& name, Handler handler) { handlers_[name] = std::move(handler); }

framework::Session& Server::require_session() {
  if (!session_) throw ProtocolError("no game yet: start one with {\"cmd\":\"new\",\"game\":\"blast\"}");
  return *session_;
}

json Server::decision_reply() {
  auto& match = require_session().match();
  json reply = {{"ok", true}, {"game", match.game_id()}, {"over", match.is_over()}};
  if (match.is_over()) {
    reply["results"] = match.results();
    return reply;
  }
  const auto decision = match.pending();
  json actions = json::array();
  for (const auto& option : decision.options) actions.push_back(option.id);
  reply["seat"] = decision.seat;
  reply["prompt"] = decision.prompt;
  reply["actions"] = actions;
  return reply;
}

std::string Server::handle_line(const std::string& line) {
  json reply;
  try {
    if (line.size() > kMaxLineBytes) throw ProtocolError(too_long());
    // nlohmann-json parses, copies and prints recursively: nesting is bounded before the parser sees the line.
    framework::check_json_depth(line);
    const json request = json::parse(line);
    if (!request.is_object()) throw ProtocolError("each line must be one JSON object");
    if (!request.contains("cmd") || !request["cmd"].is_string())
      throw ProtocolError("missing \"cmd\" (a string such as \"new\", \"legal\", \"apply\")");
    const auto name = request["cmd"].get<std::string>();
    auto handler = handlers_.find(name);
    if (handler == handlers_.end()) {
      std::string known;
      for (const auto& [command, _] : handlers_) known += (known.empty() ? "" : ", ") + command;
      throw ProtocolError("unknown command '" + name + "' (known: " + known + ")");
    }
    reply = handler->second(*this, request);
  } catch (const json::parse_error& e) {
    // The parser's own message is for programmers; the byte where reading stopped is what a person needs.
    reply = {{"ok", false},
             {"error", "that line is not valid JSON (reading stopped at character " + std::to_string(e.byte) +
                           "); send one JSON object per line, such as {\"cmd\":\"games\"}"}};
  } catch (const framework::InputTooLarge& e) {
    reply = {{"ok", false}, {"error", std::string("request refused: ") + e.what()}};
  } catch (const json::exception& e) {
    reply = {{"ok", false}, {"error", std::string("bad field: ") + e.what()}};
  } catch (const std::exception& e) {
    reply = {{"ok", false}, {"error", e.what()}};
  }
  // Replies never carry invalid UTF-8 back, whatever the input held.
  return reply.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string Server::too_long() {
  return "line longer than " + std::to_string(kMaxLineBytes) + " bytes: refused unread";
}

void Server::run(std::istream& in, std::ostream& out) {
  std::string line;
  while (!quitting_) {
    const auto read = read_line(in, line);
    if (read == LineRead::End) break;
    if (read == LineRead::TooLong) {
      out << json{{"ok", false}, {"error", too_long()}}.dump() << '\n' << std::flush;
      continue;
    }
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    out << handle_line(line) << '\n' << std::flush;
  }
}

Server::LineRead Server::read_line(std::istream& in, std::string& line) {
  line.clear();
  bool too_long = false;
  for (int c = in.get(); c != std::char_traits<char>::eof(); c = in.get()) {
    if (c == '\n') return too_long ? LineRead::TooLong : LineRead::Line;
    // The rest of an overlong line is read and dropped, never stored.
    if (line.size() == kMaxLineBytes)
      too_long = true;
    else
      line.push_back(static_cast<char>(c));
  }
  if (too_long) return LineRead::TooLong;
  return line.empty() ? LineRead::End : LineRead::Line;
}

}  // namespace cardtable::protocol
