#include "tests/saves/golden.hpp"

#include "tests/saves/playout.hpp"

namespace cardtable::saves::testing {

framework::Session golden_session() {
  auto session = new_session("blast", kGoldenSeed);
  auto rng = framework::Rng::from_seed(4);
  play_randomly(session, rng, kGoldenAnswers);
  return session;
}

}  // namespace cardtable::saves::testing
