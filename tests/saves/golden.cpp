#include "tests/saves/golden.hpp"

#include "tests/saves/playout.hpp"
#include "tests/smashup/mirror.hpp"

namespace cardtable::saves::testing {

framework::Session golden_session() {
  auto session = new_session("blast", kGoldenSeed);
  auto rng = framework::Rng::from_seed(4);
  play_randomly(session, rng, kGoldenAnswers);
  return session;
}

framework::Session smashup_golden_session() {
  const auto setup = nlohmann::json{{"scenario", smashup::test::mirror_scenario(kGoldenSeed, 2)}};
  framework::Session session(program_catalog(), "smashup", setup, {{"you", false, "", 0}, {"Bot 1", true, "normal", 7}});
  session.set_name("smashup-2026");
  session.set_created_at(1'763'800'000 + static_cast<std::int64_t>(kGoldenSeed));
  auto rng = framework::Rng::from_seed(4);
  play_randomly(session, rng, kSmashUpGoldenAnswers);
  return session;
}

}  // namespace cardtable::saves::testing
