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
// stored state of an old save still compares equal to its replay, which has the field. `settle(state, replayed,
// setup)` makes a stored state go on under today's rules when its save's answer log no longer replays
// (StateCodec::go_on; `replayed` is where the replay got to, or nullptr): it returns why it cannot (empty when it can),
// and the state's invariants are checked again afterwards.
template <class GameMatch, class GameState, std::string (*problem)(const GameState&),
          std::unique_ptr<framework::Match> (*make)(const nlohmann::json& setup, const GameState& state),
          void (*align)(GameState& x, GameState& y) = nullptr,
          std::string (*settle)(GameState& state, const GameState* replayed, nlohmann::json& setup) = nullptr>
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
      nullptr,
      [](const framework::Match& stored, const framework::Match* replayed, nlohmann::json& setup) {
        auto state = dynamic_cast<const GameMatch&>(stored).state();
        if constexpr (settle != nullptr) {
          const auto* other = dynamic_cast<const GameMatch*>(replayed);
          if (auto why = settle(state, other ? &other->state() : nullptr, setup); !why.empty()) throw SaveError(why);
        }
        if (auto broken = problem(state); !broken.empty()) throw SaveError(broken);
        return make(setup, state);
      },
  };
}

}  // namespace cardtable::saves
