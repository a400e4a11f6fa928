#pragma once
#include "ai/agent.hpp"

namespace cardtable::ai {

// Picks uniformly among the legal options: the floor every other agent is measured against.
class RandomAgent final : public Agent {
 public:
  std::string choose(const framework::Match& match, std::uint64_t seed) override;
};

}  // namespace cardtable::ai
