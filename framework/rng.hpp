#pragma once
#include <array>
#include <cstdint>
#include <span>
#include <utility>

namespace cardtable::framework {

// xoshiro256** seeded through splitmix64. Every draw is plain integer arithmetic, so the same seed gives the same
// sequence on every compiler and platform; the standard distributions and std::shuffle do not promise that.
// The whole generator is its four words of state, so it copies with the game and saves as four numbers.
struct Rng {
  std::array<std::uint64_t, 4> words{};

  static Rng from_seed(std::uint64_t seed);

  std::uint64_t next();
  // Uniform in [0, bound); bound must be > 0. Rejection sampling keeps it exactly uniform.
  std::uint32_t below(std::uint32_t bound);

  template <class T>
  void shuffle(std::span<T> items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      auto j = below(static_cast<std::uint32_t>(i));
      std::swap(items[i - 1], items[j]);
    }
  }

  bool operator==(const Rng&) const = default;

  template <class Archive>
  void serialize(Archive& ar, unsigned /*version*/) {
    ar & words;
  }
};

}  // namespace cardtable::framework
