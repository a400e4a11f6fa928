// nobody learns hidden cards from who is asked. Through random games of every faction, at every decision and
// for every seat K, the cards K cannot see (the other hands, every deck) are placed afresh (same counts, each seat's
// own cards, any legal contents). The two games must look the same to K: its observation (who is asked, the prompt,
// everything public) before the answer; after the same answer, the events K is told and its next observation, unless
// the answer showed K one of the cards placed afresh (a draw, a reveal, a discard); and the bots' determinization
// for K when K is asked. One game per faction, its player count turning from 2 to 4 (kept to a few seconds: longer
// runs with SMASHUP_HIDDEN_GAMES=N, the number of games per faction, each with the next player count).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <span>
#include <string>
#include <vector>

#include "framework/rng.hpp"
#include "games/smashup/catalog.hpp"
#include "games/smashup/choice_text.hpp"
#include "games/smashup/determinize.hpp"
#include "games/smashup/json_view.hpp"
#include "games/smashup/observation.hpp"
#include "games/smashup/rules.hpp"
#include "games/smashup/scenario.hpp"
#include "tests/smashup/mirror.hpp"
#include "tests/smashup/random_games.hpp"

using namespace cardtable::smashup;
using cardtable::framework::Rng;

namespace {

int game_count() {
  if (const char* env = std::getenv("SMASHUP_HIDDEN_GAMES")) return std::atoi(env);
  return 1;
}

void mark(std::vector<bool>& cards, CardId card) {
  if (card < cards.size()) cards[card] = true;
}

// Every card the observation shows, wherever it lies (Observation::kind_of: its hand, the discard piles, the bases,
// the cards being played or revealed, the card an extra play is for, what its question shows or names).
std::vector<bool> seen_by(const Observation& o, std::size_t cards) {
  std::vector<bool> out(cards, false);
  for (std::size_t c = 0; c < cards; ++c) out[c] = o.kind_of(static_cast<CardId>(c)) != kNoDef;
  return out;
}

// The cards half-resolved abilities hold by their ids (those they picked, looked at or act for): they keep their
// places, for another game where they lie elsewhere would not be the same position (the top cards ISI's Swingin' Pad
// is arranging are known to be on that deck). Only which other cards are where changes.
void mark_held(const State& s, std::vector<bool>& keep) {
  const auto held = [&](const AbilityFrame& f) {
    for (const CardId c : {f.source, f.target, f.event.card}) mark(keep, c);
    for (const CardId c : f.picked.cards) mark(keep, c);
    for (const CardId c : f.revealed) mark(keep, c);
  };
  for (const auto& frame : s.stack) {
    if (const auto* a = std::get_if<AbilityFrame>(&frame)) held(*a);
    if (const auto* o = std::get_if<OrderTriggersFrame>(&frame))
      for (const auto& w : o->waiting) held(w);
    if (const auto* p = std::get_if<PlayNowFrame>(&frame)) {
      mark(keep, p->card);
      mark(keep, p->extra.only_card);
    }
    if (const auto* p = std::get_if<PermissionFrame>(&frame)) {
      mark(keep, p->play.a);
      if (p->play.kind == ChoiceKind::PlayOnMinion) mark(keep, p->play.b);
    }
  }
  for (const auto& e : s.turn.extras) mark(keep, e.only_card);
}

// Whether a card placed afresh came into `seat`'s sight: in its hand, in play, in a discard pile, being played,
// revealed or shown, or named by an event it is told. (Its own options may list its deck's cards: a search offers
// the same ones in both games; options naming one top card are left out of the comparison, see comparable.)
bool shown_any(const Observation& o, const std::vector<Event>& told, const std::vector<bool>& placed) {
  const auto in = [&](const SeenCard& c) { return c.card < placed.size() && placed[c.card]; };
  for (const auto& c : o.hand)
    if (in(c)) return true;
  for (const auto& p : o.seats)
    for (const auto& c : p.discard)
      if (in(c)) return true;
  for (const auto& b : o.bases) {
    for (const auto& m : b.minions)
      if (in(m.card)) return true;
    for (const auto& a : b.actions)
      if (in(a.card)) return true;
  }
  for (const auto* zone : {&o.being_played, &o.revealed, &o.question.shown})
    for (const auto& c : *zone)
      if (in(c)) return true;
  for (const auto& e : told)
    for (const CardId c : {e.card, e.target, e.by})
      if (c < placed.size() && placed[c]) return true;
  return false;
}

// `s` with the cards `seat` does not see placed afresh: each other seat's hand and deck dealt anew from their own
// cards, `seat`'s deck reordered, every zone keeping its size. `keep` says which cards stay where they are.
State placed_afresh(const State& s, Seat seat, const std::vector<bool>& keep, Rng& rng) {
  State out = s;
  for (std::size_t p = 0; p < out.seats.size(); ++p) {
    std::vector<CardId*> places;
    for (auto& c : out.seats[p].deck)
      if (!keep[c]) places.push_back(&c);
    if (p != seat)
      for (auto& c : out.seats[p].hand)
        if (!keep[c]) places.push_back(&c);
    std::vector<CardId> cards;
    for (const auto* c : places) cards.push_back(*c);
    rng.shuffle(std::span<CardId>(cards));
    for (std::size_t i = 0; i < places.size(); ++i) *places[i] = cards[i];
  }
  return out;
}

// The observation to compare: when the seat's own options name cards placed afresh (Walker's look at its top card),
// the options are those cards and may differ; who is asked and the prompt are still compared.
Observation comparable(Observation o, const std::vector<bool>& placed) {
  const bool names_placed = std::any_of(o.question.options.begin(), o.question.options.end(), [&](const SeenOption& c) {
    return names_card(c.choice.kind) && c.choice.a < placed.size() && placed[c.choice.a];
  });
  if (names_placed) {
    o.question.options.clear();
    o.question.refusals.clear();
  }
  return o;
}

std::vector<std::string> told_to(const State& s, const std::vector<Event>& events) {
  std::vector<std::string> out;
  for (const auto& e : events) out.push_back(describe(s, e));
  return out;
}

struct Tally {
  long decisions = 0;
  long compared = 0;    // answers after which both games were compared
  long windows = 0;     // of them, answers that led to a scoring window's question
  long determinized = 0;
};

void play_and_compare(State game, std::uint64_t seed, Tally& tally) {
  Rng rng = Rng::from_seed(seed);
  const auto compare = [&](const State& s, const Choice& answer) {
    ++tally.decisions;
    for (Seat k = 0; k < s.players; ++k) {
      INFO("seed " << seed << ", decision " << tally.decisions << ", seat " << int(k) << ", answer "
                   << choice_id(s, answer) << " by seat " << int(s.question.seat) << ": " << prompt_text(s));
      const Observation before = observe(s, k);
      auto seen = seen_by(before, s.cards.size());
      // The bots' determinization reads only what K sees: the same for any placing of what K does not see.
      if (s.question.seat == k) {
        const State elsewhere = placed_afresh(s, k, seen, rng);
        auto a = Rng::from_seed(seed + tally.decisions);
        auto b = Rng::from_seed(seed + tally.decisions);
        REQUIRE(determinize(s, k, a) == determinize(elsewhere, k, b));
        ++tally.determinized;
      }
      // The answer's cards stay: whoever gives it knows them, and it shows them as it is given. So do the cards
      // abilities in progress hold.
      mark_held(s, seen);
      if (names_card(answer.kind)) {
        mark(seen, answer.a);
        if (answer.kind == ChoiceKind::PlayOnMinion) mark(seen, answer.b);
      }
      State other = placed_afresh(s, k, seen, rng);
      REQUIRE(observe(other, k) == before);
      State after = s;
      std::vector<Event> told;
      std::vector<Event> told_other;
      apply(after, answer, &told);
      apply(other, answer, &told_other);
      std::vector<bool> placed(seen.size());
      for (std::size_t c = 0; c < seen.size(); ++c) placed[c] = !seen[c];
      const Observation next = observe(after, k);
      const Observation next_other = observe(other, k);
      // The answer showed K a card placed afresh, in either game (a reveal, a draw, a discard).
      if (shown_any(next, told, placed) || shown_any(next_other, told_other, placed)) continue;
      REQUIRE(told_to(other, told_other) == told_to(after, told));
      const Observation seen_after = comparable(next, placed);
      const Observation seen_other = comparable(next_other, placed);
      INFO("seen: " << observation_to_json(seen_after).dump() << "\nother: " << observation_to_json(seen_other).dump());
      REQUIRE(seen_other == seen_after);
      ++tally.compared;
      tally.windows += after.asking && after.question.asker == Asker::Rule &&
                       after.question.prompt == static_cast<std::uint8_t>(RulePrompt::MeFirst);
    }
  };
  test::play_random_game(game, rng, {.copy_every = 97}, {.before = compare});
}

}  // namespace

TEST_CASE("[smashup][property][R-27] who is asked, the prompt and what is told depend on public information only, "
          "in games of every faction") {
  Tally tally;
  std::uint64_t seed = 1;
  for (const auto& faction : known_factions())
    for (int game = 0; game < game_count(); ++game, ++seed) {
      const int players = 2 + static_cast<int>(seed % 3);
      INFO(faction.slug << ", " << players << " players");
      play_and_compare(state_from_scenario(test::faction_scenario(seed * 7919, players, faction.slug)), seed, tally);
    }
  WARN(tally.decisions << " decisions, " << tally.compared << " answers compared (" << tally.windows
                       << " opening a scoring window's question), " << tally.determinized << " determinizations");
  CHECK(tally.compared > tally.decisions);  // most answers reveal nothing to most seats
  CHECK(tally.windows > 100);
}
