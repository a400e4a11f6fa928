#pragma once
// The tables `cardtable host` serves: new ones from the same setup options as the local commands, or saved ones
// reopened with their codes. Each is locked (one program hosts a game) and saved before any client can join.
#include <optional>
#include <string>
#include <vector>

#include <boost/program_options.hpp>

#include "app/command.hpp"
#include "framework/session.hpp"
#include "net/join_code.hpp"
#include "saves/save_lock.hpp"

namespace cardtable::app {

struct HostedTable {
  net::TableId id = 0;
  framework::Session session;
  std::vector<net::Secret> secrets;
  std::vector<std::vector<std::string>> logs;  // a resumed game: each seat's log, worded for it
  std::optional<saves::SaveLock> lock;
};

// The game options of `cardtable host` (players, bots, levels, factions, cards, seed, names, first).
boost::program_options::options_description host_game_options();
// `count` new tables of `game` from the options; throws UsageError on bad ones. Their saves and table files are
// written (so --resume opens them from the start) and locked.
std::vector<HostedTable> new_tables(const CommandContext& context, const std::string& game,
                                    const boost::program_options::variables_map& vm, int count);
// A new table for `session` (set up by the menu's "Host a table", or by new_tables): named for its table id, its
// save and table file written and locked.
HostedTable new_table(framework::Session session);
// The saved game `name` and its table file, replayed (each seat's log worded on the way); throws saves::SaveError
// or UsageError (no table file, the game open elsewhere).
HostedTable resumed_table(const CommandContext& context, const std::string& name);

}  // namespace cardtable::app
