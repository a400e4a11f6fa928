#pragma once
// One client connection as the host reads it: a join first, then its seat's requests, one JSON object per line,
// limited and refused exactly as serve's lines are (a protocol::Server reads them, with the seat's commands instead of
// serve's). No sockets here: the transport hands it lines, and tests and the fuzzer drive it directly.
#include <functional>
#include <string>

#include "framework/game_catalog.hpp"
#include "net/table.hpp"
#include "protocol/server.hpp"

namespace cardtable::net {

class SeatLine {
 public:
  // The table a join code names, or nullptr.
  using FindTable = std::function<Table*(TableId)>;

  SeatLine(const framework::GameCatalog& catalog, FindTable find, SeatLink& link);
  SeatLine(const SeatLine&) = delete;
  SeatLine& operator=(const SeatLine&) = delete;
  ~SeatLine() { leave(); }

  // Handles one line (without its newline) and sends the reply, then, after a join, the position. Returns false
  // when the connection is to close once that is sent: a refused join, anything but a join first, a quit.
  bool handle(const std::string& line);
  bool seated() const { return table_ != nullptr; }
  // The connection is gone: the seat waits for its client to come back.
  void leave();

 private:
  nlohmann::json join(const nlohmann::json& request);
  Table& table();

  protocol::Server server_;
  FindTable find_;
  SeatLink* link_;
  Table* table_ = nullptr;
  framework::Seat seat_ = 0;
  bool refused_join_ = false;
  bool greet_ = false;
};

}  // namespace cardtable::net
