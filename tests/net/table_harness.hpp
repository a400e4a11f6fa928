#pragma once
// A table with no network: links that keep every line sent, and a host that runs bots only when asked to, so a test
// decides when a bot's answer comes back.
#include <deque>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "net/table.hpp"

namespace cardtable::net::testing {

struct RecordingLink : SeatLink {
  std::vector<std::string> lines;
  void send(const std::string& line) override { lines.push_back(line); }
  nlohmann::json last() const { return nlohmann::json::parse(lines.back()); }
  // The last message of `type` ("update", "seats", "hint", "bye"); null when none was sent.
  nlohmann::json last_of(const std::string& type) const;
  std::size_t count_of(const std::string& type) const;
};

struct QueueHost : TableHost {
  std::deque<BotJob> jobs;
  int autosaves = 0;
  std::vector<std::string> statuses;
  void think(BotJob job) override { jobs.push_back(std::move(job)); }
  void autosave(const Table&) override { ++autosaves; }
  void status(const Table&, const std::string& line) override { statuses.push_back(line); }
  // Thinks out the oldest job with its agent and hands the answer to `table`; false when there was none.
  bool run_one(Table& table);
  // Runs jobs until none is left (bots playing each other to the end, hints answered).
  void run_all(Table& table);
};

// A table of `game` with `setup`, its seats people unless `bots` names a level for them.
std::unique_ptr<Table> make_table(QueueHost& host, const std::string& game, nlohmann::json setup,
                                  const std::vector<std::string>& bots);

}  // namespace cardtable::net::testing
