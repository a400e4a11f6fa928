#include "framework/game_catalog.hpp"

#include <algorithm>

#include "framework/errors.hpp"

namespace cardtable::framework {

void GameCatalog::add(GameInfo info, MatchFactory factory) {
  if (find(info.id) != nullptr) throw std::logic_error("game registered twice: " + info.id);
  entries_.push_back({std::move(info), std::move(factory)});
}

const GameInfo* GameCatalog::find(std::string_view id) const {
  auto it = std::find_if(entries_.begin(), entries_.end(), [&](const Entry& e) { return e.info.id == id; });
  return it == entries_.end() ? nullptr : &it->info;
}

std::unique_ptr<Match> GameCatalog::create(std::string_view id, const nlohmann::json& setup) const {
  for (const auto& e : entries_)
    if (e.info.id == id) return e.factory(setup);
  std::string known;
  for (const auto& e : entries_) known += (known.empty() ? "" : ", ") + e.info.id;
  throw BadSetup("unknown game '" + std::string(id) + "' (known: " + known + ")");
}

std::vector<GameInfo> GameCatalog::games() const {
  std::vector<GameInfo> out;
  for (const auto& e : entries_) out.push_back(e.info);
  return out;
}

}  // namespace cardtable::framework
