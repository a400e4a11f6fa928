#include "tests/saves/golden.hpp"

#include <algorithm>

#include "games/smashup/catalog.hpp"
#include "games/smashup/smashup_match.hpp"
#include "tests/saves/playout.hpp"
#include "tests/smashup/mirror.hpp"

namespace cardtable::saves::testing {
namespace {

bool mid_game_with_talent_used_and_action_on_base(const smashup::State& s) {
  bool talent = false;
  bool base_action = false;
  for (const auto& base : s.bases) {
    base_action = base_action || !base.actions.empty();
    for (const auto& m : base.minions) talent = talent || m.talent_used;
    for (const auto& a : base.actions) talent = talent || a.talent_used;
  }
  return talent && base_action && s.turn.number >= 5;
}

}  // namespace

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

framework::Session al9000_golden_session() {
  const auto setup = nlohmann::json{{"seed", kGoldenSeed},
                                    {"edition", 2},
                                    {"factions", nlohmann::json::array({nlohmann::json::array({"steampunks", "ghosts"}),
                                                                       nlohmann::json::array({"bear-cavalry", "killer-plants"})})}};
  framework::Session session(program_catalog(), "smashup", setup, {{"you", false, "", 0}, {"Bot 1", true, "normal", 9}});
  session.set_name("smashup-al9000");
  session.set_created_at(1'763'810'000);
  auto rng = framework::Rng::from_seed(4);
  const auto state = [&] { return dynamic_cast<const smashup::SmashUpMatch&>(session.match()).state(); };
  while (!session.match().is_over() && !mid_game_with_talent_used_and_action_on_base(state())) {
    const auto options = session.match().pending().options;
    const auto talent = std::find_if(options.begin(), options.end(), [](const auto& o) { return o.id.rfind("use ", 0) == 0; });
    session.answer(talent != options.end() ? talent->id : random_answer(session.match(), rng));
  }
  return session;
}

framework::Session sfdf_golden_session() {
  const auto scenario = nlohmann::json::parse(R"({
    "seats": [{"factions": ["shapeshifters", "super-spies"], "hand": ["copycat", "the-base-is-not-enough"],
               "deck": ["mimic", "spy", "mole", "gelf"]},
              {"factions": ["aliens", "robots"], "deck": ["scout", "zapbot", "microbot-alpha"]}],
    "bases": [{"base": "portal-room", "minions": [
                 {"card": "king-rex", "controller": 0}, {"card": "king-rex", "controller": 0},
                 {"card": "first-mate", "controller": 0}, {"card": "invader", "controller": 1},
                 {"card": "supreme-overlord", "controller": 1}, {"card": "collector", "controller": 1}]},
              {"base": "the-homeworld", "minions": [{"card": "warbot", "controller": 1}]},
              {"base": "the-grey-opal"}],
    "base_deck": ["the-nexus", "monkey-lab"],
    "turn": {"active": 0, "phase": "play"}})");
  framework::Session session(program_catalog(), "smashup", {{"scenario", scenario}},
                             {{"you", false, "", 0}, {"Bot 1", true, "normal", 11}});
  session.set_name("smashup-sfdf");
  session.set_created_at(1'763'820'000);
  // The first option that starts with one of these, in this order of preference; otherwise the first option.
  const std::vector<std::string> plan{"play copycat", "choose warbot", "done", "use the-base-is-not-enough",
                                      "choose invader", "resolve portal-room", "pass"};
  const auto state = [&] { return dynamic_cast<const smashup::SmashUpMatch&>(session.match()).state(); };
  const auto all_pending = [](const smashup::State& s) {
    const bool copy = std::any_of(s.lasting.begin(), s.lasting.end(),
                                  [](const smashup::Lasting& l) { return l.kind == smashup::LastingKind::Abilities; });
    bool controlled = false;
    for (const auto& base : s.bases)
      for (const auto& m : base.minions) controlled = controlled || m.controller != s.cards[m.card].owner;
    return copy && controlled && !s.extra_turns.empty();
  };
  for (int step = 0; step < 40 && !session.match().is_over() && !all_pending(state()); ++step) {
    const auto options = session.match().pending().options;
    std::string answer = options.front().id;
    for (const auto& wanted : plan) {
      const auto it = std::find_if(options.begin(), options.end(),
                                   [&](const auto& o) { return o.id.rfind(wanted, 0) == 0; });
      if (it != options.end()) {
        answer = it->id;
        break;
      }
    }
    session.answer(answer);
  }
  return session;
}

framework::Session went_on_golden_session() {
  auto played = smashup_golden_session();
  played.rewind_to(kWentOnStart);
  framework::Session session(program_catalog(), "smashup", played.setup(), played.seats(), played.match().clone());
  session.set_name("smashup-went-on");
  session.set_created_at(1'763'830'000);
  auto rng = framework::Rng::from_seed(5);
  play_randomly(session, rng, kWentOnAnswers);
  return session;
}

const std::vector<GoldenGame>& golden_games() {
  static const std::vector<GoldenGame> games{
      {"blast", 1, golden_session}, {"smashup", 1, smashup_golden_session}, {"smashup-al9000", 6, al9000_golden_session},
      {"smashup-sfdf", 7, sfdf_golden_session}, {"smashup-went-on", 9, went_on_golden_session}};
  return games;
}

}  // namespace cardtable::saves::testing
