#pragma once
// The StateCodec of a game whose Match exposes `state()` (a plain value with operator==): the state goes into the
// archive as it is. Include this in the game's codec file after its serialize functions and class versions.
#include <memory>
#include <string>

#include "saves/codec.hpp"
#include "saves/save_file.hpp"

namespace cardtable::saves {

// `problem(state)` names a broken invariant (empty when none); `make(setup, state)` builds the match around a state.
// Where an older format lacks a field, `align(x, y)` blanks that field in both states when either lacks it, so the
// stored state of an old save still compares equal to its replay, which has the field.
template <class GameMatch, class GameState, std::string (*problem)(const GameState&),
          std::unique_ptr<framework::Match> (*make)(const nlohmann::json& setup, const GameState& state),
          void (*align)(GameState& x, GameState& y) = nullptr>
StateCodec typed_codec() {
  return {
      [](SaveOArchive& out, const framework::Match& match) { out << dynamic_cast<const GameMatch&>(match).state(); },
      [](SaveIArchive& in, const nlohmann::json& setup) {
        GameState state;
        in >> state;
        if (auto broken = problem(state); !broken.empty()) throw SaveError(broken);
        return make(setup, state);
      },
      [](const framework::Match& a, const framework::Match& b) {
        if constexpr (align == nullptr) {
          return dynamic_cast<const GameMatch&>(a).state() == dynamic_cast<const GameMatch&>(b).state();
        } else {
          auto x = dynamic_cast<const GameMatch&>(a).state();
          auto y = dynamic_cast<const GameMatch&>(b).state();
          align(x, y);
          return x == y;
        }
      },
  };
}

}  // namespace cardtable::saves
