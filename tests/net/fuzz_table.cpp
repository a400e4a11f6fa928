#include "tests/net/fuzz_table.hpp"

#include <cstdlib>

#include "ai/blast_agents.hpp"
#include "ai/smashup_agents.hpp"
#include "games/blast/blast_match.hpp"
#include "games/smashup/smashup_match.hpp"
#include "net/blast_view.hpp"
#include "net/smashup_view.hpp"

namespace cardtable::net::testing {

using nlohmann::json;

const framework::GameCatalog& fuzz_catalog() {
  static const auto games = [] {
    framework::GameCatalog c;
    c.add(blast::blast_game().with(ai::blast_bots()).with(blast_seat_view()));
    c.add(smashup::smashup_game().with(ai::smashup_bots()).with(smashup_seat_view()));
    return c;
  }();
  return games;
}

namespace {

Secret fixed_secret(framework::Seat seat) {
  Secret secret;
  secret.fill(static_cast<std::uint8_t>(0x11 * (seat + 1)));
  return secret;
}

}  // namespace

FuzzTable::FuzzTable(std::uint64_t seed) {
  const bool blast = seed % 2 == 0;
  const int players = blast ? 2 : 3;
  std::vector<framework::SeatPlayer> seats;
  std::vector<Secret> secrets;
  for (int i = 0; i < players; ++i) {
    // The last Smash Up seat is a bot's: a join there is refused.
    const bool bot = !blast && i == players - 1;
    seats.push_back({bot ? "Bot" : "Player " + std::to_string(i + 1), bot, bot ? "easy" : "", 0});
    secrets.push_back(fixed_secret(static_cast<framework::Seat>(i)));
  }
  json setup{{"seed", seed}};
  if (!blast) setup["players"] = players;
  framework::Session session(fuzz_catalog(), blast ? "blast" : "smashup", setup, std::move(seats));
  table_ = std::make_unique<Table>(kTable, std::move(session), std::move(secrets), *this);
  connect();
}

std::string FuzzTable::code(framework::Seat seat) { return to_string(JoinCode{kTable, seat, fixed_secret(seat), {}}); }

void FuzzTable::connect() {
  seat_line_.reset();  // leaves the seat before its link goes
  link_ = std::make_unique<Link>();
  seat_line_ = std::make_unique<SeatLine>(
      fuzz_catalog(), [this](TableId id) { return id == kTable ? table_.get() : nullptr; }, *link_);
  ++connections_;
}

std::vector<json> FuzzTable::line(const std::string& text) {
  link_->sent.clear();
  const bool keep = seat_line_->handle(text);
  std::vector<json> messages;
  bool replied = false;
  for (const auto& sent : link_->sent) {
    auto message = json::parse(sent, nullptr, false);
    if (!message.is_object()) std::abort();
    if (!message.contains("type")) {
      if (replied || !message.contains("ok") || !message["ok"].is_boolean()) std::abort();
      replied = true;
    }
    messages.push_back(std::move(message));
  }
  if (!replied) std::abort();
  if (!keep) connect();
  return messages;
}

}  // namespace cardtable::net::testing
