#include "protocol/save_commands.hpp"

#include "saves/save_file.hpp"
#include "saves/session_codec.hpp"

namespace cardtable::protocol {
namespace {

using nlohmann::json;

std::string path_of(const json& request, const char* command) {
  if (!request.contains("path") || !request["path"].is_string() || request["path"].get<std::string>().empty())
    throw ProtocolError(std::string("\"") + command + "\" needs \"path\" (the save file)");
  return request["path"].get<std::string>();
}

json save(Server& server, const json& request) {
  const auto path = path_of(request, "save");
  const auto& session = server.require_session();
  saves::write_save(path, session);
  return {{"ok", true}, {"path", path}, {"summary", saves::save_summary(session)}};
}

json load(Server& server, const json& request) {
  const auto path = path_of(request, "load");
  // A bad file throws before anything changes, so the game in progress stays.
  auto session = std::make_unique<framework::Session>(saves::read_save(path, server.catalog()));
  const auto answers = session->answers().size();
  server.set_session(std::move(session));
  json reply = server.decision_reply();
  reply["loaded"] = path;
  reply["answers"] = answers;
  return reply;
}

}  // namespace

void add_save_commands(Server& server) {
  server.add_command("save", save);
  server.add_command("load", load);
}

}  // namespace cardtable::protocol
