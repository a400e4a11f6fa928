#include <algorithm>

#include "saves/blast_codec.hpp"
#include "saves/codec.hpp"
#include "saves/smashup_codec.hpp"

namespace cardtable::saves {
namespace {

// Every game that can be saved.
const std::vector<StateCodec>& codecs() {
  static const std::vector<StateCodec> all{blast_codec(), smashup_codec()};
  return all;
}

}  // namespace

const StateCodec* find_codec(std::string_view game_id) {
  const auto& all = codecs();
  auto it = std::find_if(all.begin(), all.end(), [&](const StateCodec& c) { return c.game_id == game_id; });
  return it == all.end() ? nullptr : &*it;
}

std::vector<std::string> codec_games() {
  std::vector<std::string> out;
  for (const auto& c : codecs()) out.push_back(c.game_id);
  return out;
}

}  // namespace cardtable::saves
