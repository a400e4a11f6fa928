#pragma once
// The host's line handler with nothing around it, for its libFuzzer target (tests/fuzz/host_line_fuzz.cpp) and its
// seeded mutation test: a table with a fixed id and fixed secrets (so a seed corpus can hold valid join codes),
// connections that check every line they are sent is one JSON object, and bots that never answer (their time is not
// what is tested).
#include <memory>
#include <string>
#include <vector>

#include "net/seat_line.hpp"
#include "net/table.hpp"

namespace cardtable::net::testing {

// Blast and Smash Up with their bots and seat views, and nothing that draws.
const framework::GameCatalog& fuzz_catalog();

class FuzzTable : public TableHost {
 public:
  static constexpr TableId kTable = 0x00C0FFEE;
  // seed even: Blast (2 seats); odd: Smash Up with 3 seats.
  explicit FuzzTable(std::uint64_t seed);
  // The join code of `seat`: fixed for a given seat, so a corpus file can hold it.
  static std::string code(framework::Seat seat);

  // One connection's line; a connection the handler closes is replaced by a fresh one for the next line. Returns
  // the messages this line made the host send on that connection. Aborts (the fuzzer's crash) on a message that is
  // not one JSON object, or a reply without "ok".
  std::vector<nlohmann::json> line(const std::string& text);
  Table& table() { return *table_; }
  int connections() const { return connections_; }

  void think(BotJob) override {}
  void autosave(const Table&) override {}
  void status(const Table&, const std::string&) override {}

 private:
  struct Link : SeatLink {
    std::vector<std::string> sent;
    void send(const std::string& line) override { sent.push_back(line); }
  };
  std::unique_ptr<Table> table_;
  std::unique_ptr<Link> link_;
  std::unique_ptr<SeatLine> seat_line_;
  int connections_ = 0;
  void connect();
};

}  // namespace cardtable::net::testing
