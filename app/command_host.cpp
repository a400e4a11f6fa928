// cardtable host blast|smashup [game options] [--listen ADDR:PORT] [--headless] [--tables N]
// cardtable host --resume NAME [--resume NAME...] [--listen ADDR:PORT] [--headless]
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <csignal>
#include <iostream>
#include <optional>
#include <thread>

#include <boost/asio/post.hpp>

#include <boost/asio/ip/host_name.hpp>
#include <boost/asio/signal_set.hpp>
#include <spdlog/spdlog.h>

#include "app/command_host.hpp"
#include "app/host_tables.hpp"
#include "app/options.hpp"
#include "net/host.hpp"
#include "net/host_link.hpp"
#include "ui/play/remote_place.hpp"
#include "ui/terminal/terminal.hpp"

namespace cardtable::app {
namespace {

namespace po = boost::program_options;

constexpr const char* kHostUsage =
    "Usage: cardtable host blast|smashup [game options] [--listen ADDR:PORT] [--headless] [--tables N]\n"
    "       cardtable host --resume NAME [--resume NAME...] [--listen ADDR:PORT] [--headless]\n"
    "Hosts a table others join over the network (TLS): prints one `cardtable join` command per person's seat; the\n"
    "host plays the bot seats, saves every decision, and reopens a stopped game with the same codes (--resume).\n"
    "Open the port to the people joining (docs/network.md). Ctrl-C saves, tells the clients and stops.\n\n";

struct Listen {
  std::string address = "0.0.0.0";
  std::uint16_t port = net::kDefaultPort;
};

// "0.0.0.0:7457", "127.0.0.1:0" (a port the system picks), "[::]:7457", or an address alone.
Listen read_listen(const std::string& text) {
  Listen listen;
  std::string port;
  if (!text.empty() && text.front() == '[') {
    const auto close = text.find(']');
    if (close == std::string::npos) throw UsageError("'" + text + "' opens a [ it does not close");
    listen.address = text.substr(1, close - 1);
    if (close + 1 < text.size()) port = text.substr(close + 1 + (text[close + 1] == ':'));
  } else if (const auto colon = text.rfind(':'); colon != std::string::npos && text.find(':') == colon) {
    listen.address = text.substr(0, colon);
    port = text.substr(colon + 1);
  } else {
    listen.address = text;
  }
  if (!port.empty()) {
    unsigned number = 0;
    const auto [end, error] = std::from_chars(port.data(), port.data() + port.size(), number);
    if (error != std::errc() || end != port.data() + port.size() || number > 65535)
      throw UsageError("the port in '" + text + "' must be a number from 0 to 65535");
    listen.port = static_cast<std::uint16_t>(number);
  }
  boost::system::error_code ec;
  boost::asio::ip::make_address(listen.address, ec);
  if (ec) throw UsageError("listen on an IP address and a port (0.0.0.0:7457, [::]:7457, 127.0.0.1:0), not '" + text + "'");
  return listen;
}

// How people reach this host: the machine's name when it listens on every address, else the address listened on.
std::string reach(const boost::asio::ip::tcp::endpoint& endpoint) {
  const auto address = endpoint.address();
  const auto host = address.is_unspecified() ? boost::asio::ip::host_name()
                    : address.is_v6()        ? "[" + address.to_string() + "]"
                                             : address.to_string();
  return host + ":" + std::to_string(endpoint.port());
}

void print_codes(const net::Host& host, const std::string& where) {
  for (const auto& [id, table] : host.tables()) {
    const auto& session = table->session();
    std::cout << "Table " << session.name() << " (" << session.catalog().get(session.game_id()).info.title << ", "
              << session.seats().size() << " players):\n";
    for (framework::Seat seat = 0; seat < session.seats().size(); ++seat) {
      const auto& player = session.seats()[seat];
      std::cout << "  seat " << seat + 1 << ", " << player.name;
      if (player.is_bot)
        std::cout << " (" << player.bot_level << "): played by the host\n";
      else
        std::cout << ": cardtable join " << where << " " << net::to_string(table->code(seat, host.fingerprint())) << "\n";
    }
  }
  std::cout << std::flush;
}

// The first person's seat of the first table, where the host sits when it is not headless; none when bots fill it.
std::optional<framework::Seat> host_seat(const net::Host& host) {
  const auto& session = host.tables().begin()->second->session();
  for (framework::Seat seat = 0; seat < session.seats().size(); ++seat)
    if (!session.seats()[seat].is_bot) return seat;
  return std::nullopt;
}

// The others' join commands, for the host's table to show first: each code on a line of its own, so none is cut.
std::vector<std::string> others_codes(const net::Host& host, const std::string& where, framework::Seat own) {
  std::vector<std::string> lines{"Send each person their command, privately (whoever holds a code takes that seat):"};
  const auto& table = *host.tables().begin()->second;
  const auto& seats = table.session().seats();
  for (framework::Seat seat = 0; seat < seats.size(); ++seat) {
    if (seat == own || seats[seat].is_bot) continue;
    lines.push_back("");
    lines.push_back("Seat " + std::to_string(seat + 1) + ", " + seats[seat].name + ": cardtable join " + where);
    lines.push_back(net::to_string(table.code(seat, host.fingerprint())));
  }
  if (lines.size() == 1) lines = {"Every other seat is a bot's: the game starts now."};
  return lines;
}

// The host's own seat: the server runs on a thread of its own and this terminal joins it as any client does, over
// TLS on the loopback address, so the host's table is the very table the others have (issue 39 item 3). Leaving that
// table stops the host.
ui::TableOutcome sit_at_own_table(const CommandContext& context, ui::Terminal& terminal, boost::asio::io_context& io,
                                  net::Host& host, const boost::asio::ip::tcp::endpoint& endpoint,
                                  framework::Seat seat) {
  const auto address = endpoint.address();
  const std::string loopback = !address.is_unspecified() ? address.to_string() : address.is_v6() ? "::1" : "127.0.0.1";
  const auto& table = *host.tables().begin()->second;
  const auto code = table.code(seat, host.fingerprint());
  const auto notes = others_codes(host, reach(endpoint), seat);
  for (const auto& line : notes) spdlog::info("host: {}", line);  // the join commands are in the log file too
  ui::RemoteSeat place(context.catalog, {loopback, std::to_string(endpoint.port())}, code, "");
  host.on_idle = [&host] { host.stop("every game is over"); };
  host.start();
  std::thread server([&io] { io.run(); });
  place.start();
  auto outcome = ui::play_remote_table(terminal, context.catalog, place, ui::HostAtSeat{notes});
  place.leave();
  boost::asio::post(io, [&host] {
    host.stop("the host left the table; the game is saved and goes on when the host opens it again (same codes)");
  });
  server.join();
  return outcome;
}

// What to say once the host's table is left: how to go on with a game that is not over.
std::string resume_note(const net::Host& host) {
  const auto& table = *host.tables().begin()->second;
  return table.over() ? "" : "The game is saved. Go on with: cardtable host --resume " + table.session().name();
}

int host_at_a_seat(const CommandContext& context, boost::asio::io_context& io, net::Host& host,
                   const boost::asio::ip::tcp::endpoint& endpoint, framework::Seat seat) {
  ui::TableOutcome outcome;
  {
    ui::Terminal terminal;  // opened before the server starts: without a terminal nothing is left running
    outcome = sit_at_own_table(context, terminal, io, host, endpoint, seat);
  }
  if (!outcome.farewell.empty()) std::cout << outcome.farewell << "\n";
  if (const auto note = resume_note(host); !note.empty()) std::cout << note << "\n";
  return outcome.exit == ui::TableExit::HostGone ? kExitFailure : kExitOk;
}

boost::asio::ip::tcp::endpoint listen_on(net::Host& host, const Listen& listen, const std::string& typed) {
  try {
    return host.listen(listen.address, listen.port);
  } catch (const boost::system::system_error& e) {
    throw UsageError("cannot listen on " + typed + " (" + e.code().message() + ")");
  }
}

}  // namespace

std::string host_from_menu(const CommandContext& context, ui::Terminal& terminal, const ui::TableToHost& chosen) {
  const auto listen = read_listen(chosen.listen);
  const auto& seats = chosen.session.seats();
  if (std::all_of(seats.begin(), seats.end(), [](const auto& seat) { return seat.is_bot; }))
    throw UsageError("every seat is a bot's: there is no seat to sit at");
  const auto identity = net::load_or_make_identity(net::identity_dir());
  boost::asio::io_context io;
  net::Host host(io, context.catalog, identity);
  host.on_status = [](const std::string& line) { spdlog::info("host: {}", line); };
  const auto endpoint = listen_on(host, listen, chosen.listen);
  // Only now is the game saved: a refused address leaves nothing behind. The menu's game has no answer yet: dealt
  // again from its setup (which holds its seed), it is the same game, and the menu's stays as it was for a refusal.
  const auto& set_up = chosen.session;
  auto table = new_table(framework::Session(set_up.catalog(), set_up.game_id(), set_up.setup(), set_up.seats()));
  host.add_table(table.id, std::move(table.session), table.secrets);
  spdlog::info("host: listening on {}:{}", endpoint.address().to_string(), endpoint.port());
  auto outcome = sit_at_own_table(context, terminal, io, host, endpoint, *host_seat(host));
  const auto note = resume_note(host);
  return outcome.farewell + (note.empty() || outcome.farewell.empty() ? "" : " ") + note;
}

namespace {

int run_host(const CommandContext& context) {
  po::options_description options("host options");
  options.add_options()
      ("help,h", "show this help")
      ("game", po::value<std::string>()->value_name("GAME"), "blast or smashup")
      ("listen", po::value<std::string>()->value_name("ADDR:PORT")->default_value("0.0.0.0:7457"),
       "where clients connect (port 0: one the system picks)")
      ("headless", "no terminal table: a status line per event on stderr and in the log")
      ("tables", po::value<int>()->value_name("N")->default_value(1), "host N tables of this game, each with its own codes")
      ("resume", po::value<std::vector<std::string>>()->value_name("NAME")->composing(),
       "reopen a hosted game that was stopped, with the same codes");
  options.add(host_game_options());
  po::positional_options_description positional;
  positional.add("game", 1);
  auto vm = parse_command_options("host", context.args, options, positional);
  if (vm.count("help")) {
    std::cout << kHostUsage << options;
    return kExitOk;
  }
  Listen listen;
  try {
    listen = read_listen(vm["listen"].as<std::string>());
  } catch (const UsageError& e) {
    throw UsageError(std::string("host: --listen: ") + e.what());
  }
  std::vector<HostedTable> tables;
  if (vm.count("resume")) {
    if (vm.count("game")) throw UsageError("host: --resume reopens saved games; name no game with it");
    // A saved game keeps its setup and its number: an option that would change them is refused, not ignored.
    const auto game_options = host_game_options();
    for (const auto& option : game_options.options())
      if (vm.count(option->long_name()) && !vm[option->long_name()].defaulted())
        throw UsageError("host: --resume reopens a game as it was saved; --" + option->long_name() + " does not apply");
    if (!vm["tables"].defaulted()) throw UsageError("host: --resume reopens the games it names; --tables does not apply");
    for (const auto& name : vm["resume"].as<std::vector<std::string>>()) tables.push_back(resumed_table(context, name));
  } else {
    if (!vm.count("game")) throw UsageError("host: which game? blast or smashup (or --resume NAME)");
    const auto game = vm["game"].as<std::string>();
    if (game != "blast" && game != "smashup") throw UsageError("host: unknown game '" + game + "' (blast or smashup)");
    const int count = vm["tables"].as<int>();
    if (count < 1 || count > 1000) throw UsageError("host: --tables must be from 1 to 1000");
    tables = new_tables(context, game, vm, count);
  }
  // One table with a person's seat: the host sits at it in this terminal unless told --headless or there is none.
  bool at_a_seat =
      !vm.count("headless") && tables.size() == 1 && ::isatty(STDIN_FILENO) && ::isatty(STDOUT_FILENO);

  const auto identity = net::load_or_make_identity(net::identity_dir());
  boost::asio::io_context io;
  net::Host host(io, context.catalog, identity);
  host.on_status = [&at_a_seat](const std::string& line) {
    // At a seat the screen is the table's: the status lines go to the log file only.
    if (!at_a_seat) std::cerr << "cardtable host: " << line << "\n";
    spdlog::info("host: {}", line);
  };
  for (auto& table : tables) {
    auto& hosted = host.add_table(table.id, std::move(table.session), table.secrets);
    hosted.set_logs(std::move(table.logs));
  }
  boost::asio::ip::tcp::endpoint endpoint;
  try {
    endpoint = listen_on(host, listen, vm["listen"].as<std::string>());
  } catch (const UsageError& e) {
    throw UsageError(std::string("host: ") + e.what());
  }
  std::cerr << "cardtable host: listening on " << endpoint << "\n";
  spdlog::info("host: listening on {}:{}", endpoint.address().to_string(), endpoint.port());
  print_codes(host, reach(endpoint));
  if (at_a_seat) {
    if (const auto seat = host_seat(host)) return host_at_a_seat(context, io, host, endpoint, *seat);
    at_a_seat = false;
  }

  bool interrupted = false;
  boost::asio::signal_set signals(io, SIGINT, SIGTERM, SIGHUP);
  signals.async_wait([&](const boost::system::error_code& ec, int) {
    if (ec) return;
    interrupted = true;
    host.stop("the host stopped; the game is saved and goes on when the host opens it again (same codes)");
  });
  host.on_idle = [&] {
    signals.cancel();
    host.stop("every game is over");
  };
  host.start();
  io.run();
  if (!interrupted) return kExitOk;
  std::cerr << "cardtable host: stopped; every game is saved. Go on with: cardtable host";
  for (const auto& [id, table] : host.tables())
    if (!table->over()) std::cerr << " --resume " << table->session().name();
  std::cerr << "\n";
  return kExitInterrupted;
}

}  // namespace

Command host_command() {
  return {"host", "host a table others join over the network (TLS): blast, smashup, or --resume NAME", run_host};
}

}  // namespace cardtable::app
