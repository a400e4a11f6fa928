#include "ui/smashup/smashup_results.hpp"

#include <algorithm>

#include "games/smashup/catalog.hpp"
#include "games/smashup/choice_text.hpp"
#include "games/smashup/rules.hpp"
#include "games/smashup/smashup_match.hpp"
#include "ui/smashup/smashup_board.hpp"

namespace cardtable::ui {
namespace {

using smashup::Event;
using smashup::EventKind;

}  // namespace

// Every VP each seat gained, by the base whose scoring gave it or as given by an ability.
std::vector<Earned> vp_sources(const framework::Session& session) {
  smashup::State s = smashup::state_from_setup(session.setup());
  std::vector<Earned> out(s.players);
  std::vector<Event> events;
  for (const auto& id : session.answers()) {
    const auto* offered = smashup::find_choice(s, id);
    if (!offered) break;  // cannot happen for a session that reached its end; the totals still show
    const smashup::Choice choice = *offered;
    events.clear();
    smashup::apply(s, choice, &events);
    for (const auto& e : events) {
      if (e.kind != EventKind::VpGained) continue;
      auto& earned = out.at(e.seat);
      if (e.cause != smashup::CauseKind::None || e.base == smashup::kNoBase) {
        earned.from_abilities += e.amount;
      } else {
        earned.bases.emplace_back(e.base, e.amount);
      }
    }
  }
  return out;
}

Notice smashup_results(const smashup::Observation& s, const std::optional<std::vector<Earned>>& earned,
                       framework::SeatWordings seats) {
  std::vector<smashup::Seat> order;
  for (smashup::Seat p = 0; p < s.players; ++p) order.push_back(p);
  std::stable_sort(order.begin(), order.end(), [&](auto a, auto b) {
    if ((a == s.winner) != (b == s.winner)) return a == s.winner;
    return s.seats[a].vp > s.seats[b].vp;
  });
  auto title = [&](smashup::Seat p) { return seats[p].title; };
  Notice n{"Game over", {}};
  if (s.winner != smashup::kNoSeat) {
    const auto& winner = seats[s.winner];
    n.lines.push_back(winner.second_person ? winner.name + " win with " + std::to_string(s.seats[s.winner].vp) + " VP!"
                          : title(s.winner) + " wins with " + std::to_string(s.seats[s.winner].vp) + " VP.");
    n.lines.emplace_back();
  }
  std::size_t title_width = 0;
  for (auto p : order) title_width = std::max(title_width, title(p).size());
  int place = 0;
  for (std::size_t i = 0; i < order.size(); ++i) {
    const auto p = order[i];
    // Players level on VP share a place, the winner (decided by the tie-break turns) apart.
    if (i == 0 || p == s.winner || order[i - 1] == s.winner || s.seats[p].vp != s.seats[order[i - 1]].vp)
      place = static_cast<int>(i) + 1;
    auto name = title(p);
    name.resize(title_width, ' ');
    const auto vp = std::to_string(s.seats[p].vp);
    n.lines.push_back(smashup::place_name(place) + "  " + name + "  " + std::string(vp.size() < 2 ? 1 : 0, ' ') + vp +
                      " VP  " + faction_pair(s.seats[p]));
    if (!earned) continue;
    // A base that scored more than once (the base deck reshuffled) is one entry.
    std::vector<std::pair<smashup::BaseId, int>> merged;
    // Not a structured binding: Debian 12's clang cannot capture one in a lambda (the fuzz build uses it).
    for (const auto& scored : earned->at(p).bases) {
      const auto at =
          std::find_if(merged.begin(), merged.end(), [&](const auto& m) { return m.first == scored.first; });
      if (at == merged.end()) {
        merged.emplace_back(scored.first, scored.second);
      } else {
        at->second += scored.second;
      }
    }
    std::string from;
    for (const auto& [base, vp] : merged)
      from += (from.empty() ? "" : ", ") + std::string(smashup::base_def(base).name) + " " + std::to_string(vp);
    if (earned->at(p).from_abilities > 0)
      from += (from.empty() ? "" : ", ") + std::string("card and base abilities ") +
              std::to_string(earned->at(p).from_abilities);
    n.lines.push_back("     " + (from.empty() ? std::string("no VP") : "from " + from));
  }
  n.lines.push_back("");
  n.lines.push_back("Turns played: " + std::to_string(s.turn.number) + ".");
  return n;
}

}  // namespace cardtable::ui
