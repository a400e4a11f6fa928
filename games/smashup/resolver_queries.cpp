// What a step reads of the position through its Resolver (resolver_queries.hpp).
#include "games/smashup/resolver_queries.hpp"

#include <variant>

#include "games/smashup/zones.hpp"

namespace cardtable::smashup {

PerBase<BaseId> ResolverQueries::bases() const {
  PerBase<BaseId> out;
  for (const auto& b : s_.bases) out.push_back(b.base);
  return out;
}

PerBase<BaseId> ResolverQueries::bases_except(BaseId except) const {
  PerBase<BaseId> out;
  for (const auto& b : s_.bases)
    if (b.base != except) out.push_back(b.base);
  return out;
}

std::vector<CardId> ResolverQueries::actions_on_base(BaseId base) const {
  std::vector<CardId> out;
  if (const auto* b = base_slot(s_, base))
    for (const auto& a : b->actions)
      if (a.on == kNoCard) out.push_back(a.card);
  return out;
}

std::vector<CardId> ResolverQueries::actions_on_minion(CardId minion) const {
  std::vector<CardId> out;
  for (const auto& b : s_.bases)
    for (const auto& a : b.actions)
      if (a.on == minion) out.push_back(a.card);
  return out;
}

std::vector<CardId> ResolverQueries::actions_in_play() const {
  std::vector<CardId> out;
  for (const auto& b : s_.bases)
    for (const auto& a : b.actions) out.push_back(a.card);
  return out;
}

std::vector<Seat> ResolverQueries::other_players(Seat seat) const {
  std::vector<Seat> out;
  for (int i = 1; i < s_.players; ++i) out.push_back(static_cast<Seat>((seat + i) % s_.players));
  return out;
}

std::vector<std::uint8_t> ResolverQueries::places(BaseId scoring) const {
  for (auto it = s_.stack.rbegin(); it != s_.stack.rend(); ++it)
    if (const auto* f = std::get_if<ScoringFrame>(&*it); f && f->base == scoring && !f->place.empty()) return f->place;
  return rank_places(s_, scoring);
}

std::vector<Seat> ResolverQueries::winners(BaseId scoring) const {
  std::vector<Seat> out;
  const auto p = places(scoring);
  // tied winners act one after another from the active player clockwise.
  for (int i = 0; i < s_.players; ++i) {
    const auto seat = static_cast<Seat>((s_.turn.active + i) % s_.players);
    if (p[seat] == 1) out.push_back(seat);
  }
  return out;
}

}  // namespace cardtable::smashup
