#include "app/host_tables.hpp"

#include <spdlog/spdlog.h>

#include "net/seat_view.hpp"
#include "net/table_file.hpp"
#include "net/table_messages.hpp"
#include "saves/save_file.hpp"
#include "saves/session_codec.hpp"
#include "app/options.hpp"
#include "ui/play/game_ui.hpp"
#include "ui/play/new_game.hpp"
#include "ui/play/player_names.hpp"
#include "ui/smashup/smashup_start.hpp"

namespace cardtable::app {

namespace po = boost::program_options;

po::options_description host_game_options() {
  po::options_description options("game options (as `cardtable blast` and `cardtable smashup`)");
  options.add_options()
      ("players", po::value<int>()->value_name("N"), "Smash Up: players at the table, 2 to 4 (default 2)")
      ("bots", po::value<int>()->value_name("K")->default_value(0), "how many seats bots play (the last ones)")
      ("bot-level", po::value<std::string>()->value_name("LEVEL")->default_value("normal"),
       "the bots' level: easy, normal, hard (or random, heuristic)")
      ("factions", po::value<std::string>()->value_name("LIST")->default_value("random"),
       "Smash Up: \"aliens+ninjas,...\", casual, snake or random")
      ("cards", po::value<std::string>()->value_name("SET")->default_value("all"), "Smash Up: core, al9000 or all")
      ("first", po::value<std::string>()->value_name("SEAT")->default_value("random"), "Blast: who leads round 1: 1, 2 or random")
      ("seed", po::value<Seed>()->value_name("N"), "deal from this seed (with --tables, table k deals from N+k-1)")
      ("names", po::value<std::string>()->value_name("A,B"), "the people's names, in seat order (default Player 1...)");
  return options;
}

namespace {

std::vector<std::string> people_names(const po::variables_map& vm, int people) {
  if (!vm.count("names")) return {};
  auto names = ui::split_names(vm["names"].as<std::string>());
  if (static_cast<int>(names.size()) != people)
    throw UsageError("host: --names takes one name for each of the " + std::to_string(people) + " people");
  return names;
}

framework::Session blast_session(const CommandContext& context, const po::variables_map& vm, std::uint64_t seed) {
  if (vm.count("players") && vm["players"].as<int>() != 2) throw UsageError("host: Blast is for 2 players");
  const int bots = vm["bots"].as<int>();
  if (bots < 0 || bots > 1) throw UsageError("host: Blast has two seats: --bots must be 0 or 1");
  nlohmann::json setup{{"seed", seed}};
  const auto first = vm["first"].as<std::string>();
  if (first == "1" || first == "2") setup["first"] = first == "1" ? 0 : 1;
  else if (first != "random") throw UsageError("host: --first must be 1, 2 or random, not '" + first + "'");
  const auto names = people_names(vm, 2 - bots);
  std::vector<framework::SeatPlayer> seats;
  for (std::size_t seat = 0; seat < 2; ++seat) {
    if (static_cast<int>(seat) >= 2 - bots) {
      seats.push_back({"Bot", true, vm["bot-level"].as<std::string>(), ui::bot_seed(seed, seat)});
    } else {
      seats.push_back({ui::player_name(seat < names.size() ? names[seat] : "", seat), false, "", 0});
    }
  }
  std::vector<std::string> people;
  for (const auto& seat : seats)
    if (!seat.is_bot) people.push_back(seat.name);
  if (const auto problem = ui::names_problem(people); !problem.empty()) throw UsageError("host: " + problem);
  return ui::start_session(context.catalog, "blast", std::move(setup), std::move(seats));
}

framework::Session smashup_session(const CommandContext& context, const po::variables_map& vm, std::uint64_t seed) {
  const int players = vm.count("players") ? vm["players"].as<int>() : 2;
  if (players < 2 || players > 4) throw UsageError("host: --players must be 2, 3 or 4, not " + std::to_string(players));
  const int bots = vm["bots"].as<int>();
  if (bots < 0 || bots > players) throw UsageError("host: --bots must be between 0 and " + std::to_string(players));
  ui::SmashUpStart start;
  start.seats.clear();
  for (int i = 0; i < players; ++i) start.seats.push_back({i >= players - bots, vm["bot-level"].as<std::string>()});
  start.names = people_names(vm, players - bots);
  try {
    ui::read_faction_list(vm["factions"].as<std::string>(), start);
  } catch (const std::invalid_argument& e) {
    throw UsageError(std::string("host: --factions: ") + e.what());
  }
  start.seed = seed;
  const auto cards = vm["cards"].as<std::string>();
  if (cards != "core" && cards != "al9000" && cards != "all")
    throw UsageError("host: --cards must be core, al9000 or all, not '" + cards + "'");
  start.edition = cards == "core" ? 1 : cards == "al9000" ? 2 : smashup::kCardEdition;
  std::vector<std::string> notes;
  try {
    auto session = ui::new_smashup_session(context.catalog, start, &notes);
    for (const auto& note : notes) spdlog::warn("{}", note);
    return session;
  } catch (const std::invalid_argument& e) {
    throw UsageError(std::string("host: ") + e.what());
  } catch (const framework::BadSetup& e) {
    throw UsageError(std::string("host: ") + e.what());
  }
}

saves::SaveLock lock_save(const std::string& name, const std::filesystem::path& path) {
  auto lock = saves::SaveLock::acquire(path);
  if (!lock) throw UsageError("host: the game " + name + " is open in another program");
  return std::move(*lock);
}

std::vector<net::TableSeat> table_seats(const framework::Session& session) {
  std::vector<net::TableSeat> seats;
  for (const auto& player : session.seats()) seats.push_back({player, player.name, {}, nullptr, {}, false});
  return seats;
}

// Each seat's log opens as a local table's does (Blast's "Round 1: …", Smash Up's factions), worded for that seat:
// the opening words are the game's table's (ui::GameTable::opening), which the host's tables in net/ do not know.
std::vector<std::vector<std::string>> opening_logs(const framework::Session& start) {
  const auto table = ui::make_table(start.catalog(), start.game_id());
  const auto seats = table_seats(start);
  std::vector<std::vector<std::string>> logs;
  for (framework::Seat seat = 0; seat < seats.size(); ++seat)
    logs.push_back(table->opening(start.match(), net::viewer_words(seats, seat)));
  return logs;
}

// Each seat's log, worded for it, from the replay that checks a save (the log is not part of a save).
class SeatLogs : public saves::ReplayWatch {
 public:
  std::vector<std::vector<std::string>> logs;
  void started(const framework::Session& replay) override { logs = opening_logs(replay); }
  void answered(const framework::Session& replay, const std::vector<std::string>&) override {
    const auto& view = net::seat_view(replay.catalog(), replay.game_id());
    const auto seats = table_seats(replay);
    for (framework::Seat seat = 0; seat < seats.size(); ++seat)
      for (auto& line : view.events(replay.match(), net::viewer_words(seats, seat))) logs[seat].push_back(std::move(line));
  }
};

}  // namespace

std::vector<HostedTable> new_tables(const CommandContext& context, const std::string& game, const po::variables_map& vm,
                                    int count) {
  const auto level = vm["bot-level"].as<std::string>();
  if (!ui::is_bot_level(level))
    throw UsageError("host: --bot-level must be easy, normal, hard, random or heuristic, not '" + level + "'");
  // Smash Up's setup takes seeds up to 2^63 - 1, Blast any: one base seed serves both.
  const std::uint64_t base = vm.count("seed") ? vm["seed"].as<Seed>().value : ui::system_seed() >> 1;
  std::vector<HostedTable> tables;
  for (int k = 0; k < count; ++k) {
    const auto seed = base + static_cast<std::uint64_t>(k);
    tables.push_back(new_table(game == "blast" ? blast_session(context, vm, seed) : smashup_session(context, vm, seed)));
  }
  return tables;
}

HostedTable new_table(framework::Session session) {
  const auto id = net::new_table_id();
  // The save's name names the table: `cardtable host --resume smashup-net-3fa2c1d0`.
  session.set_name(session.game_id() + "-net-" + net::table_name(id));
  std::vector<net::Secret> secrets;
  for (std::size_t seat = 0; seat < session.seats().size(); ++seat) secrets.push_back(net::new_secret());
  const auto path = saves::autosave_path(session);
  auto lock = lock_save(session.name(), path);
  net::write_table_file(net::table_file_path(path), {id, secrets});
  saves::write_save(path, session);
  auto logs = opening_logs(session);
  return {id, std::move(session), std::move(secrets), std::move(logs), std::move(lock)};
}

HostedTable resumed_table(const CommandContext& context, const std::string& name) {
  const auto path = saves::save_path_for(saves::save_dir(), name);
  auto lock = lock_save(name, path);
  SeatLogs logs;
  auto session = saves::read_save(path, context.catalog, &logs);
  const auto file = net::read_table_file(net::table_file_path(path));
  if (file.secrets.size() != session.seats().size())
    throw UsageError("host: " + net::table_file_path(path).string() + " does not hold one code per seat of " + name);
  return {file.table, std::move(session), file.secrets, std::move(logs.logs), std::move(lock)};
}

}  // namespace cardtable::app
