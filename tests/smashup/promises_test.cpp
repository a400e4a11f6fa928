// Issue 38: the speed promises a card or base states once (the kinds of event its trigger is bound to, the windows
// of its Special, the base its play restriction is about), checked per card kind in its own faction's games: the
// engine's tables derived from them skip nothing the binding would ask, and every binding is asked where it matters.
#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include <catch2/catch.hpp>

#include "framework/rng.hpp"
#include "games/smashup/promise_audit.hpp"
#include "games/smashup/rules.hpp"
#include "games/smashup/scenario.hpp"
#include "tests/smashup/mirror.hpp"
#include "tests/smashup/random_games.hpp"

using namespace cardtable;
using namespace cardtable::smashup;

namespace {

// Each binding must be asked this many times in its faction's games. One ask could be a single incidental event
// (a base that happened to score once); ten means the faction's games keep bringing the card and its event, window
// or base together, so a table that skipped it would change some game.
constexpr std::uint32_t kExamined = 10;
constexpr std::uint64_t kGamesPerCount = 4;

// A position from a faction's own tests where a binding its random games seldom reach matters: each is played on
// from several seeds, a few dozen random answers each.
struct Position {
  std::string_view faction;
  std::string_view scenario;
};
constexpr Position kPositions[] = {
    // Another player's action returns the Secret Agent, or destroys it: it leaves a watch on that play (the lasting
    // table's ActionPlayed), and that player still discards.
    {"super-spies", R"({"seats": [{"hand": ["secret-agent"]}, {"hand": ["beam-up", "zapbot", "natural-selection",
                                                                    "king-rex"]}],
                        "bases": [{"base": "jungle-oasis", "minions": [{"card": "secret-agent", "controller": 0},
                                                                       {"card": "king-rex", "controller": 1}]}],
                        "turn": {"active": 1, "phase": "play"}})"},
    // Actions in play destroyed and returned while a Secret Agent watches (ActionDestroyed, ActionReturned).
    {"super-spies", R"({"seats": [{"hand": ["secret-agent", "summon"]},
                                  {"hand": ["disenchant", "into-the-time-slip", "into-the-time-slip"]}],
                        "bases": [{"base": "jungle-oasis", "minions": [{"card": "secret-agent", "controller": 0}],
                                   "actions": [{"card": "jammed-signal", "controller": 0}]},
                                  {"base": "the-mothership", "actions": [{"card": "overrun", "controller": 0}]}],
                        "turn": {"active": 1, "phase": "play"}})"},
    // Another player's action returns the Brownie (MinionReturned).
    {"tricksters", R"({"seats": [{"hand": ["brownie"]}, {"hand": ["beam-up", "scout", "invader", "collector"]}],
                       "bases": [{"base": "the-mothership", "minions": [{"card": "brownie", "controller": 0}]}],
                       "turn": {"active": 1, "phase": "play"}})"},
    // Terraforming brings Secret Grove into play during a turn (BaseEntered).
    {"killer-plants", R"({"seats": [{"hand": ["terraforming", "sprout", "sprout", "sprout"]}, {}],
                          "bases": [{"base": "jungle-oasis"}], "base_deck": ["secret-grove"],
                          "turn": {"active": 0, "phase": "play"}})"},
};
constexpr std::uint64_t kSeedsPerPosition = 12;
constexpr int kAnswersPerPosition = 30;

// Plays `s` on with random answers, each also given to a copy under the audit: the two must stay the same game.
void play_audited(State s, std::uint64_t seed, const test::RandomGame& how, PromiseAudit& audit) {
  State audited = s;
  auto pick = framework::Rng::from_seed(seed);
  const test::Checker in_step{.before = [&](const State&, const Choice& c) { apply_audited(audited, c, audit); },
                              .after = [&](const State& now, int) { REQUIRE(audited == now); }};
  test::play_random_game(s, pick, how, in_step);
}

// `faction`'s scenario games (its cards in every deck, its bases in play) and its positions above.
void play_audited(std::string_view faction, PromiseAudit& audit) {
  for (int players = 2; players <= 4; ++players)
    for (std::uint64_t seed = 1; seed <= kGamesPerCount; ++seed) {
      INFO(faction << ", seed " << seed << ", " << players << " players");
      play_audited(state_from_scenario(test::faction_scenario(seed * 38 + static_cast<std::uint64_t>(players),
                                                              players, faction)),
                   seed, {.copy_every = 50}, audit);
    }
  for (const auto& position : kPositions) {
    if (position.faction != faction) continue;
    INFO(position.scenario);
    const auto scenario = nlohmann::json::parse(position.scenario);
    for (std::uint64_t seed = 1; seed <= kSeedsPerPosition; ++seed)
      play_audited(state_from_scenario(scenario), seed, {.max_answers = kAnswersPerPosition, .copy_every = 50}, audit);
  }
}

std::string event_name(int kind) { return "event kind " + std::to_string(kind); }

}  // namespace

TEST_CASE("[smashup][issue-38] every promise is asked where it matters in its faction's games; tables skip nothing") {
  for (const auto& faction : known_factions()) {
    auto audit = std::make_unique<PromiseAudit>();
    play_audited(faction.slug, *audit);
    for (DefId id : faction_cards(faction.faction)) {
      const auto& d = card_def(id);
      INFO(d.slug);
      for (int k = 0; k < PromiseAudit::kKinds; ++k) {
        INFO(event_name(k));
        if (d.reacts.to & (EventSet{1} << k)) CHECK(audit->card_events[id][k] >= kExamined);
        if (d.lasting && (d.lasting->reacts.to & (EventSet{1} << k))) CHECK(audit->lasting_events[id][k] >= kExamined);
      }
      for (int w = 0; w < PromiseAudit::kWindows; ++w) {
        INFO("window " << w);
        if (d.special.in & (1U << w)) CHECK(audit->card_windows[id][w] >= kExamined);
      }
      if (d.forbids_play && d.forbids_play.scope == ForbidsScope::ThisBase)
        CHECK(audit->card_own_base[id] >= kExamined);
      if (d.lasting && d.lasting->forbids_play && d.lasting->forbids_play.scope == ForbidsScope::ThisBase)
        CHECK(audit->lasting_own_base[id] >= kExamined);
    }
    for (BaseId id : base_defs()) {
      const auto& b = base_def(id);
      if (b.faction != faction.faction) continue;
      INFO(b.slug);
      for (int k = 0; k < PromiseAudit::kKinds; ++k) {
        INFO(event_name(k));
        if (b.reacts.to & (EventSet{1} << k)) CHECK(audit->base_events[id][k] >= kExamined);
      }
      if (b.forbids_play && b.forbids_play.scope == ForbidsScope::ThisBase)
        CHECK(audit->base_own_base[id] >= kExamined);
    }
  }
}

namespace {

bool asks_order(const State& s) {
  return s.asking && s.question.asker == Asker::Rule &&
         s.question.prompt == static_cast<std::uint8_t>(RulePrompt::OrderTriggers);
}

// From `s`, where the audit asked the order of a group of waiting abilities the engine would have resolved as
// listed, resolves `first` first and the rest in the listed order, every question inside them answered with its first
// option, until the group is over (its frame, at `depth`, is gone): the game then.
constexpr std::uint64_t kOrderGamesPerCount = 16;

State resolve_group(State s, const Choice& first, std::size_t depth, PromiseAudit& audit) {
  apply_audited(s, first, audit);
  for (int answers = 0; answers < 200 && s.stack.size() >= depth && !is_over(s); ++answers)
    apply_audited(s, s.question.options.front(), audit);
  REQUIRE((s.stack.size() < depth || is_over(s)));
  return s;
}

}  // namespace

TEST_CASE("[smashup][issue-38][rules 3] an order-free ability leaves the same game whichever order it resolves in") {
  // Real positions of the order-free kinds' factions (Smoke Bomb, Overrun, Cave of Shinies): after each answer, the
  // same answer is given to a copy whose engine asks every order; where it asks one the engine skipped, each first
  // choice is resolved on a copy of its own and must give the game the engine made.
  std::vector<DefId> order_free_kinds;
  for (DefId id : card_defs())
    if (card_def(id).order_free) order_free_kinds.push_back(id);
  std::vector<BaseId> order_free_bases;
  for (BaseId id : base_defs())
    if (base_def(id).order_free) order_free_bases.push_back(id);
  REQUIRE_FALSE(order_free_kinds.empty());
  // Per order-free kind (card or base): the groups it waited in whose orders were compared.
  std::map<std::pair<Asker, std::uint16_t>, std::uint32_t> compared;
  auto audit = std::make_unique<PromiseAudit>();
  audit->ask_order_free = true;
  std::set<std::string_view> factions;
  for (DefId id : order_free_kinds) factions.insert(faction_slug(card_def(id).faction));
  for (BaseId id : order_free_bases) factions.insert(faction_slug(base_def(id).faction));
  for (auto faction : factions)
    for (int players = 2; players <= 4; ++players)
      for (std::uint64_t seed = 1; seed <= kOrderGamesPerCount; ++seed) {
        INFO(faction << ", seed " << seed << ", " << players << " players");
        State s = state_from_scenario(test::faction_scenario(seed * 29 + static_cast<std::uint64_t>(players), players,
                                                             faction));
        State before;
        Choice answer;
        const test::Checker orders{
            .before = [&](const State& now, const Choice& c) {
              before = now;
              answer = c;
            },
            .after = [&](const State& plain, int) {
              State asked = before;
              apply_audited(asked, answer, *audit);
              if (asked == plain || !asks_order(asked)) return;
              const auto& waiting = std::get<OrderTriggersFrame>(asked.stack.back()).waiting;
              for (const auto& w : waiting)
                if (w.hook == Hook::Reaction &&
                    (w.owner == Asker::Base ? base_def(w.def).order_free : card_def(w.def).order_free))
                  ++compared[{w.owner, w.def}];
              // Each first choice on a copy of its own: the same game once the group is over.
              const auto& options = asked.question.options;
              const State listed = resolve_group(asked, options.front(), asked.stack.size(), *audit);
              for (std::size_t i = 1; i < options.size(); ++i)
                CHECK(resolve_group(asked, options[i], asked.stack.size(), *audit) == listed);
            }};
        auto pick = framework::Rng::from_seed(seed);
        test::play_random_game(s, pick, {.copy_every = 50}, orders);
      }
  for (DefId id : order_free_kinds) {
    INFO(card_def(id).slug);
    CHECK(compared[{Asker::Card, id}] >= kExamined);
  }
  for (BaseId id : order_free_bases) {
    INFO(base_def(id).slug);
    CHECK(compared[{Asker::Base, id}] >= kExamined);
  }
}
