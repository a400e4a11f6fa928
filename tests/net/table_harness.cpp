#include "tests/net/table_harness.hpp"

#include "ai/agent.hpp"
#include "tests/saves/playout.hpp"

namespace cardtable::net::testing {

using nlohmann::json;

json RecordingLink::last_of(const std::string& type) const {
  for (auto it = lines.rbegin(); it != lines.rend(); ++it) {
    auto message = json::parse(*it);
    if (message.value("type", "") == type) return message;
  }
  return nullptr;
}

std::size_t RecordingLink::count_of(const std::string& type) const {
  std::size_t count = 0;
  for (const auto& line : lines) count += json::parse(line).value("type", "") == type;
  return count;
}

bool QueueHost::run_one(Table& table) {
  if (jobs.empty()) return false;
  auto job = std::move(jobs.front());
  jobs.pop_front();
  const auto& catalog = saves::testing::program_catalog();
  const auto action = ai::make_agent(catalog, job.position->game_id(), job.spec)->choose(*job.position, job.seed);
  table.thought(job, action);
  return true;
}

void QueueHost::run_all(Table& table) {
  while (run_one(table)) {
  }
}

std::unique_ptr<Table> make_table(QueueHost& host, const std::string& game, json setup,
                                  const std::vector<std::string>& bots) {
  const auto& catalog = saves::testing::program_catalog();
  const auto players = catalog.create(game, setup)->player_count();
  std::vector<framework::SeatPlayer> seats;
  std::vector<Secret> secrets;
  for (int i = 0; i < players; ++i) {
    const bool bot = static_cast<std::size_t>(i) < bots.size() && !bots[static_cast<std::size_t>(i)].empty();
    if (bot)
      seats.push_back({"Bot " + std::to_string(i + 1), true, bots[static_cast<std::size_t>(i)], 100u + static_cast<unsigned>(i)});
    else
      seats.push_back({"Player " + std::to_string(i + 1), false, "", 0});
    secrets.push_back(new_secret());
  }
  framework::Session session(catalog, game, std::move(setup), std::move(seats));
  session.set_name(game + "-table");
  return std::make_unique<Table>(new_table_id(), std::move(session), std::move(secrets), host);
}

}  // namespace cardtable::net::testing
