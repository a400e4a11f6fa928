#include "protocol/save_commands.hpp"

#include "saves/atomic_write.hpp"
#include "saves/save_file.hpp"
#include "saves/save_lock.hpp"
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
  // Nothing is touched before these: a device, a FIFO, a folder or a link there, a game open at a table there, or a
  // position that the load would refuse.
  saves::check_write_target(path);
  if (saves::SaveLock::held_elsewhere(path))
    throw saves::SaveError(path + ": the game saved there is open at a cardtable table; leave it there first, or "
                                  "save to another file");
  try {
    saves::check_loadable(session);
  } catch (const saves::SaveError& e) {
    throw saves::SaveError(path + ": not saved, since the file could not be loaded: " + e.what());
  }
  saves::write_save(path, session);
  return {{"ok", true}, {"path", path}, {"summary", saves::save_summary(session)}};
}

json load(Server& server, const json& request) {
  const auto path = path_of(request, "load");
  // A bad file throws before anything changes, so the game in progress stays.
  saves::WentOn went_on;
  auto session = std::make_unique<framework::Session>(saves::read_save(path, server.catalog(), &went_on));
  const auto answers = session->answers().size();
  server.set_session(std::move(session));
  json reply = server.decision_reply();
  reply["loaded"] = path;
  reply["answers"] = answers;
  if (!went_on.why.empty()) {
    reply["notice"] = went_on.notice;
    reply["replay"] = went_on.why;
  }
  return reply;
}

}  // namespace

void add_save_commands(Server& server) {
  server.add_command("save", save);
  server.add_command("load", load);
}

}  // namespace cardtable::protocol
