#pragma once
// A set of small ids (cards of a game, bases of the catalog) as bits, walked in id order: most sets a play question
// builds are empty or hold a few ids, so the walk passes the empty words by.
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

namespace cardtable::smashup {

template <class Id, std::size_t kLimit>  // ids below kLimit
class IdSet {
  static constexpr std::size_t kWords = (kLimit + 63) / 64;
  static_assert(kWords <= 32, "which words hold an id is itself one word");

 public:
  void add(Id id) { add_if(id, true); }
  // Adds the id when `yes`, without a branch (for a hand's cards, whose answers come in no predictable order).
  void add_if(Id id, bool yes) {
    words_[id / 64] |= std::uint64_t{yes} << (id % 64);
    used_ |= static_cast<std::uint32_t>(yes) << (id / 64);
  }
  bool contains(Id id) const { return (words_[id / 64] >> (id % 64)) & 1; }
  // Always inlined: the play options walk each kind's cards through it, and called out of line it costs that walk
  // about a tenth more instructions (docs/performance.md).
  template <class Fn>
  [[gnu::always_inline]] void each(Fn&& fn) const {
    for (auto used = used_; used != 0; used &= used - 1) {
      const auto w = static_cast<std::size_t>(std::countr_zero(used));
      for (auto bits = words_[w]; bits != 0; bits &= bits - 1)
        fn(static_cast<Id>(w * 64 + static_cast<std::size_t>(std::countr_zero(bits))));
    }
  }

 private:
  std::array<std::uint64_t, kWords> words_{};
  std::uint32_t used_ = 0;  // bit w: words_[w] holds an id
};

}  // namespace cardtable::smashup
