#include "net/serve_seat.hpp"

#include <ostream>
#include <thread>

#include <boost/asio/post.hpp>

#include "ai/agent.hpp"
#include "net/seat_view.hpp"

namespace cardtable::net {

using nlohmann::json;
using protocol::ProtocolError;

ServeSeat::ServeSeat(const framework::GameCatalog& catalog, HostAddress address, JoinCode code, std::string name,
                     LinkTimes times)
    : catalog_(&catalog), server_(catalog) {
  link_ = std::make_shared<HostLink>(io_, std::move(address), code, std::move(name),
                                     HostLink::Handlers{[this](const json& m) { on_message(m); },
                                                        [this](const std::string& why) { on_lost(why); }},
                                     times);
  add_commands();
}

void ServeSeat::on_message(const json& message) {
  std::lock_guard lock(mutex_);
  const auto type = message.value("type", "");
  if (!welcome_ && type.empty()) {
    welcome_ = message;  // the join's reply: the game, the seats, this seat's log so far
    if (message.value("ok", false)) {
      seats_ = message.value("seats", json::array());
      for (const auto& line : message.value("log", json::array())) unreported_.push_back(line);
    }
  } else if (type == "update") {
    update_ = message;
    for (const auto& line : message["events"]) unreported_.push_back(line);
  } else if (type == "seats") {
    seats_ = message["seats"];
    unreported_.push_back(message.value("note", ""));
  } else if (type == "hint") {
    hint_ = message;
  } else if (type == "bye") {
    why_ = "the host closed the table: " + message.value("reason", "");
  } else if (message.contains("ok") && !waiting_replies_.empty()) {
    *waiting_replies_.front() = message;
    waiting_replies_.pop_front();
  }
  changed_.notify_all();
}

void ServeSeat::on_lost(const std::string& why) {
  {
    std::lock_guard lock(mutex_);
    gone_ = true;
    if (why_.empty()) why_ = why;
  }
  changed_.notify_all();
  if (reader_) reader_->wake();
}

template <class Ready>
bool ServeSeat::wait_until(std::unique_lock<std::mutex>& lock, Ready ready) {
  changed_.wait(lock, [&] { return gone_ || ready(); });
  return ready();
}

json ServeSeat::ask_host(json request) {
  std::optional<json> reply;
  std::unique_lock lock(mutex_);
  if (gone_) throw ProtocolError("the connection to the host is closed: " + why_);
  waiting_replies_.push_back(&reply);
  boost::asio::post(io_, [this, request = std::move(request)] { link_->send(request); });
  if (!wait_until(lock, [&] { return reply.has_value(); })) {
    std::erase(waiting_replies_, &reply);
    throw ProtocolError("the connection to the host is closed: " + why_);
  }
  if (!reply->value("ok", false)) throw ProtocolError(reply->value("error", "refused by the host"));
  return *reply;
}

json ServeSeat::decision_reply() {
  const auto seat = welcome_->at("seat");
  json reply{{"ok", true}, {"game", update_["game"]}, {"over", update_["over"]}, {"decision", update_["decision"]}};
  if (update_["over"] == true) {
    reply["results"] = update_["results"];
  } else {
    const auto& question = update_["question"];
    json actions = json::array();
    for (const auto& option : question.value("options", json::array())) actions.push_back(option["id"]);
    reply["seat"] = question["seat"];
    reply["prompt"] = question["prompt"];
    reply["actions"] = actions;
  }
  reply["you"] = seat;
  reply["events"] = unreported_;
  unreported_.clear();
  return reply;
}

void ServeSeat::add_commands() {
  server_.add_command("observe", [this](protocol::Server&, const json& request) {
    std::lock_guard lock(mutex_);
    const auto seat = welcome_->at("seat");
    if (request.contains("seat") && request["seat"] != seat)
      throw ProtocolError("this client sits at seat " + seat.dump() + " and sees only what that seat may see");
    try {
      return json{{"ok", true},
                  {"observation", seat_view(*catalog_, update_["game"].get<std::string>())
                                      .observation_json(update_["view"].get<std::string>())}};
    } catch (const ViewError& e) {
      throw ProtocolError(std::string("the host sent a view this program cannot read: ") + e.what());
    }
  });
  server_.add_command("legal", [this](protocol::Server&, const json&) {
    std::lock_guard lock(mutex_);
    if (update_["over"] == true) return json{{"ok", true}, {"over", true}, {"actions", json::array()}};
    json actions = json::array();
    for (const auto& option : update_["question"].value("options", json::array())) actions.push_back(option["id"]);
    return json{{"ok", true}, {"seat", update_["question"]["seat"]}, {"actions", actions}};
  });
  server_.add_command("apply", [this](protocol::Server&, const json& request) {
    if (!request.contains("action") || !request["action"].is_string())
      throw ProtocolError("\"apply\" needs \"action\" (a string from \"legal\")");
    json decision;
    {
      std::lock_guard lock(mutex_);
      decision = update_["decision"];
    }
    ask_host({{"cmd", "apply"}, {"action", request["action"]}, {"decision", decision}});
    std::lock_guard lock(mutex_);
    return decision_reply();
  });
  server_.add_command("wait", [this](protocol::Server&, const json&) {
    std::unique_lock lock(mutex_);
    const auto seat = welcome_->at("seat");
    const auto asked_or_over = [&] { return update_["over"] == true || update_["question"]["seat"] == seat; };
    if (!wait_until(lock, asked_or_over)) throw ProtocolError("the connection to the host is closed: " + why_);
    return decision_reply();
  });
  server_.add_command("bot", [this](protocol::Server&, const json& request) {
    const auto level = request.value("level", json("normal"));
    if (!level.is_string() || !ai::is_level(level.get<std::string>()))
      throw ProtocolError("\"level\" must be one of \"easy\", \"normal\", \"hard\"");
    json decision;
    {
      std::lock_guard lock(mutex_);
      decision = update_["decision"];
      hint_ = nullptr;
    }
    ask_host({{"cmd", "bot"}, {"level", level}});
    std::unique_lock lock(mutex_);
    const auto answered = [&] { return (hint_.is_object() && hint_["decision"] == decision) || update_["decision"] != decision; };
    if (!wait_until(lock, answered)) throw ProtocolError("the connection to the host is closed: " + why_);
    if (!hint_.is_object() || !hint_.contains("action"))
      throw ProtocolError(update_["decision"] != decision ? "the game moved on before the bot answered"
                                                          : hint_.value("error", "the bot could not answer"));
    return json{{"ok", true}, {"seat", welcome_->at("seat")}, {"level", level}, {"action", hint_["action"]}};
  });
  server_.add_command("seats", [this](protocol::Server&, const json&) {
    std::lock_guard lock(mutex_);
    return json{{"ok", true}, {"seats", seats_}};
  });
  const auto refuse = [](const std::string& why) {
    return [why](protocol::Server&, const json&) -> json { throw ProtocolError(why); };
  };
  server_.add_command("state", refuse("a seat at a network table sees only what it may see: use \"observe\""));
  for (const char* command : {"new", "load", "save"})
    server_.add_command(command, refuse(std::string("the host owns this game: \"") + command +
                                        "\" is for `cardtable serve`"));
}

int ServeSeat::run(int in_fd, std::ostream& out) {
  reader_ = std::make_unique<LineReader>(in_fd, protocol::Server::kMaxLineBytes);
  link_->start();
  std::thread network([this] { io_.run(); });
  bool seated = false;
  {
    std::unique_lock lock(mutex_);
    wait_until(lock, [&] { return welcome_.has_value() && (!welcome_->value("ok", false) || update_.is_object()); });
    if (welcome_ && !welcome_->value("ok", false)) why_ = "the host refused the join: " + welcome_->value("error", "");
    seated = !gone_ && welcome_ && welcome_->value("ok", false);
  }
  std::string line;
  while (seated) {
    const auto read = reader_->next(line);
    if (read == LineReader::Result::End || read == LineReader::Result::Woken) break;
    if (read == LineReader::Result::TooLong) {
      out << json{{"ok", false}, {"error", "line longer than " + std::to_string(protocol::Server::kMaxLineBytes) +
                                               " bytes: refused unread"}}.dump()
          << '\n' << std::flush;
      continue;
    }
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    out << server_.handle_line(line) << '\n' << std::flush;
    if (server_.quitting()) break;
  }
  bool gone = false;
  {
    std::lock_guard lock(mutex_);
    gone = gone_ || !seated;
  }
  boost::asio::post(io_, [this] { link_->close(); });
  network.join();
  return gone ? 1 : 0;
}

}  // namespace cardtable::net
