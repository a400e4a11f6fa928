#include "framework/game_catalog.hpp"

#include <algorithm>

#include "framework/errors.hpp"

namespace cardtable::framework {

void GameCatalog::add(GameModule module) {
  if (find(module.info.id) != nullptr) throw std::logic_error("game registered twice: " + module.info.id);
  modules_.push_back(std::move(module));
}

const GameModule* GameCatalog::find(std::string_view id) const {
  auto it = std::find_if(modules_.begin(), modules_.end(), [&](const GameModule& m) { return m.info.id == id; });
  return it == modules_.end() ? nullptr : &*it;
}

const GameModule& GameCatalog::get(std::string_view id) const {
  if (const auto* module = find(id)) return *module;
  throw BadSetup("unknown game '" + std::string(id) + "' (known: " + known_ids() + ")");
}

std::unique_ptr<Match> GameCatalog::create(std::string_view id, const nlohmann::json& setup) const {
  return get(id).factory(setup);
}

std::string GameCatalog::known_ids() const {
  std::string known;
  for (const auto& m : modules_) known += (known.empty() ? "" : ", ") + m.info.id;
  return known;
}

}  // namespace cardtable::framework
