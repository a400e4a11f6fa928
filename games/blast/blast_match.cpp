#include "games/blast/blast_match.hpp"

#include "framework/errors.hpp"
#include "games/blast/json_view.hpp"
#include "games/blast/observation.hpp"

namespace cardtable::blast {
namespace {

// The protocol's words for the seats: "Player 1", "Player 2".
const std::vector<framework::SeatWording> kNeutral = framework::neutral_wordings(kSeats);

std::string option_label(const Action& a) {
  switch (a.kind) {
    case ActionKind::Play: return describe_play(a);
    case ActionKind::Pass: return "Pass";
    case ActionKind::Give: return "Give " + to_string(a).substr(5);
    case ActionKind::Discard: return "Discard " + to_string(a).substr(8);
  }
  return to_string(a);
}

std::string prompt_for(const State& s) {
  const std::string& who = kNeutral[s.to_move].name;
  switch (s.phase) {
    case Phase::Exchange:
      return who + (s.to_move == s.exchange_leader ? ": give your " : ": give any ") +
             std::to_string(s.exchange_count) + (s.to_move == s.exchange_leader ? " highest" : "") +
             (s.exchange_count == 1 ? " card" : " cards");
    case Phase::Trick:
      if (s.trick.play_count == 0) return who + ": lead a trick on any planet";
      return who + ": beat " + std::to_string(s.trick.last_play().total()) + " on " + planet_name(s.trick.planet) +
             ", or pass";
    case Phase::JunkerDiscard: return who + ": discard one card (Junker)";
    case Phase::GameOver: return "The game is over";
  }
  return {};
}

}  // namespace

Setup setup_from_json(const nlohmann::json& setup) {
  Setup out;
  if (!setup.is_object()) throw framework::BadSetup("blast setup must be a JSON object");
  if (setup.contains("seed")) {
    const auto& seed = setup["seed"];
    if (!seed.is_number_unsigned() && !(seed.is_number_integer() && seed.get<std::int64_t>() >= 0))
      throw framework::BadSetup("seed must be a non-negative integer");
    out.seed = seed.get<std::uint64_t>();
  }
  if (setup.contains("first") && !setup["first"].is_null()) {
    const auto& first = setup["first"];
    if (!first.is_number_integer() || first.get<std::int64_t>() < 0 || first.get<std::int64_t>() >= kSeats)
      throw framework::BadSetup("first must be 0 or 1");
    out.first = static_cast<Seat>(first.get<int>());
  }
  if (setup.contains("players") && setup["players"] != kSeats)
    throw framework::BadSetup("Blast is for exactly 2 players");
  return out;
}

BlastMatch::BlastMatch(const Setup& setup) : setup_(setup), state_(new_game(setup)) {}
BlastMatch::BlastMatch(const Setup& setup, const State& state) : setup_(setup), state_(state) {}

bool BlastMatch::is_over() const { return blast::is_over(state_); }

framework::Decision BlastMatch::pending() const {
  framework::Decision d;
  d.seat = state_.to_move;
  d.turn = state_.to_move;  // in Blast the seat to move is always the one whose turn it is
  d.prompt = prompt_for(state_);
  for (const auto& a : legal_actions(state_)) d.options.push_back({to_string(a), option_label(a)});
  return d;
}

std::vector<std::string> BlastMatch::answer(std::string_view option_id) {
  if (blast::is_over(state_)) throw framework::IllegalOption("the game is over");
  auto parsed = parse_action(option_id);
  if (!parsed) throw framework::IllegalOption("cannot read action '" + std::string(option_id) + "'");
  auto legal = find_legal(state_, *parsed);
  if (!legal) throw framework::IllegalOption("'" + std::string(option_id) + "' is not legal: " + why_illegal(state_, *parsed));
  last_events_.clear();
  apply(state_, *legal, &last_events_);
  std::vector<std::string> said;
  for (const auto& e : last_events_) said.push_back(describe(e, kNeutral));
  return said;
}

std::vector<double> BlastMatch::results() const {
  auto r = blast::results(state_);
  return {r.begin(), r.end()};
}

std::unique_ptr<framework::Match> BlastMatch::clone() const { return std::make_unique<BlastMatch>(*this); }

nlohmann::json BlastMatch::state_json() const { return state_to_json(state_); }

nlohmann::json BlastMatch::observation_json(framework::Seat seat) const {
  if (seat >= kSeats) throw framework::IllegalOption("Blast has seats 0 and 1");
  return observation_to_json(observe(state_, seat));
}

std::string BlastMatch::summary() const {
  std::string out = "Blast · round " + std::to_string(state_.round) + " · " + std::to_string(points(state_, 0)) + "–" +
                    std::to_string(points(state_, 1));
  if (blast::is_over(state_)) out += " · over";
  return out;
}

framework::GameModule blast_game() {
  return {{"blast", "Blast", kSeats, kSeats},
          [](const nlohmann::json& setup) { return std::make_unique<BlastMatch>(setup_from_json(setup)); },
          {}};
}

}  // namespace cardtable::blast
