#include "net/host.hpp"

#include <ctime>

#include <boost/asio/post.hpp>
#include <spdlog/spdlog.h>

#include "ai/agent.hpp"
#include "net/connection.hpp"
#include "net/tls.hpp"
#include "saves/atomic_write.hpp"
#include "saves/save_file.hpp"
#include "saves/session_codec.hpp"

namespace cardtable::net {

namespace asio = boost::asio;
using asio::ip::tcp;

Host::Host(asio::io_context& io, const framework::GameCatalog& catalog, const HostIdentity& identity, HostLimits limits)
    : io_(&io), catalog_(&catalog), tls_(host_tls(identity)), fingerprint_(identity.fingerprint), limits_(limits) {
  on_status = [](const std::string& line) { spdlog::info("host: {}", line); };
}

Host::~Host() {
  bots_.stop();
  bots_.join();
  disk_.join();
}

tcp::endpoint Host::listen(const std::string& address, std::uint16_t port) {
  const tcp::endpoint endpoint(asio::ip::make_address(address), port);
  acceptor_ = std::make_unique<tcp::acceptor>(*io_, endpoint);
  return acceptor_->local_endpoint();
}

Table& Host::add_table(TableId id, framework::Session session, std::vector<Secret> secrets) {
  if (tables_.count(id)) throw std::invalid_argument("two tables with the id " + table_name(id));
  auto table = std::make_unique<Table>(id, std::move(session), std::move(secrets), *this);
  return *tables_.emplace(id, std::move(table)).first->second;
}

void Host::start() {
  for (auto& [id, table] : tables_) table->start();
  if (acceptor_) accept();
  check_idle();
}

void Host::accept() {
  accepting_ = true;
  acceptor_->async_accept([this](const boost::system::error_code& ec, tcp::socket socket) {
    if (stopping_) return;
    if (ec) {
      on_status("could not accept a connection: " + ec.message());
    } else if (static_cast<int>(connections_.size()) >= limits_.max_connections) {
      on_status("refused a connection: " + std::to_string(limits_.max_connections) + " clients already");
    } else {
      auto connection = std::make_shared<Connection>(*this, std::move(socket), tls_);
      connections_.insert(connection);
      ++joining_;
      connection->start();
    }
    // With max_joining connections still to join, the next ones wait in the system's listen queue until one has.
    if (joining_ < limits_.max_joining)
      accept();
    else
      accepting_ = false;
  });
}

void Host::stop(const std::string& why) {
  if (stopping_) return;
  stopping_ = true;
  if (acceptor_) acceptor_->close();
  for (auto& [id, table] : tables_) table->close(why);
  // Copied: a connection that ends leaves the set.
  const auto open = connections_;
  for (const auto& connection : open) connection->finish();
  bots_.stop();
  // The writes handed to the disk thread finish; then whatever came after them is saved here, so every decision is.
  disk_.join();
  for (auto& [id, saving] : saving_) {
    auto* table = find_table(id);
    if (!saving.dirty || !table) continue;
    try {
      saves::write_save(saves::autosave_path(table->session()), table->session());
    } catch (const saves::SaveError& e) {
      status(*table, std::string("NOT saved: ") + e.what());
    }
  }
}

Table* Host::find_table(TableId id) {
  const auto found = tables_.find(id);
  return found == tables_.end() ? nullptr : found->second.get();
}

void Host::seated(Connection&) {
  --joining_;
  if (!accepting_ && !stopping_ && acceptor_) accept();
}

void Host::closed(Connection& connection, bool was_seated) {
  if (!was_seated) --joining_;
  if (!accepting_ && !stopping_ && acceptor_ && joining_ < limits_.max_joining) accept();
  for (auto it = connections_.begin(); it != connections_.end(); ++it)
    if (it->get() == &connection) {
      connections_.erase(it);
      break;
    }
  check_idle();
}

void Host::check_idle() {
  if (stopping_ || !connections_.empty() || !on_idle) return;
  for (const auto& [id, table] : tables_)
    if (!table->over()) return;
  on_idle();
}

void Host::think(BotJob job) {
  asio::post(bots_, [this, job = std::move(job)] {
    std::string action;
    try {
      action = ai::make_agent(*catalog_, job.position->game_id(), job.spec)->choose(*job.position, job.seed);
    } catch (const std::exception& e) {
      asio::post(*io_, [this, why = std::string(e.what())] { on_status("a bot failed: " + why); });
    }
    // An empty answer tells the table the bot failed (a hint is then refused, a bot's seat waits).
    asio::post(*io_, [this, job, action] {
      if (auto* table = find_table(job.table)) table->thought(job, action);
    });
  });
}

void Host::autosave(const Table& table) {
  if (!autosaving) return;
  auto& saving = saving_[table.id()];
  saving.dirty = true;
  if (!saving.in_flight) write_save(table);
}

void Host::write_save(const Table& table) {
  auto& saving = saving_[table.id()];
  saving.dirty = false;
  const auto& session = table.session();
  std::string bytes;
  try {
    bytes = saves::encode_save(session, static_cast<std::int64_t>(std::time(nullptr)));
  } catch (const saves::SaveError& e) {
    return status(table, std::string("not saved: ") + e.what());
  }
  saving.in_flight = true;
  asio::post(disk_, [this, path = saves::autosave_path(session), bytes = std::move(bytes), id = table.id()] {
    std::string failed;
    try {
      saves::write_atomically(path, bytes);
    } catch (const saves::SaveError& e) {
      failed = e.what();
    }
    asio::post(*io_, [this, id, failed] {
      auto& saving = saving_[id];
      saving.in_flight = false;
      auto* table = find_table(id);
      if (!table) return;
      if (!failed.empty()) status(*table, "NOT saved: " + failed);
      if (saving.dirty && !stopping_) write_save(*table);
    });
  });
}

void Host::status(const Table& table, const std::string& line) { on_status("table " + table_name(table.id()) + ": " + line); }

}  // namespace cardtable::net
