#include "games/smashup/json_view.hpp"

#include "games/smashup/choice_text.hpp"
#include "games/smashup/resolver.hpp"

namespace cardtable::smashup {
namespace {

using nlohmann::json;

json cards(const State& s, const std::vector<CardId>& zone) {
  json out = json::array();
  for (auto c : zone) out.push_back(card_token(s, c));
  return out;
}

json bases(const std::vector<BaseId>& zone) {
  json out = json::array();
  for (auto b : zone) out.push_back(base_token(b));
  return out;
}

json extra_json(const ExtraPlay& e) {
  json out{{"type", e.type == CardType::Minion ? "minion" : "action"}};
  if (e.max_power >= 0) out["max_power"] = e.max_power;
  if (e.only_on != kNoBase) out["only_on"] = base_token(e.only_on);
  if (e.from_discard) out["from_discard"] = true;
  if (e.where_no_own_minion) out["where_no_own_minion"] = true;
  if (e.same_name) out["same_name"] = true;
  if (e.only_named != kNoDef) out["only_named"] = std::string(card_def(e.only_named).slug);
  return out;
}

// An attached action and, when it named something (Block the Path: set_note stores the Faction + 1), what it
// named: R-4, the named faction is public.
json attached_json(const State& s, const Attached& a) {
  json out{{"card", card_token(s, a.card)}, {"controller", a.controller}};
  if (abilities_of(s, a.card).talent) out["talent"] = a.talent_used ? "used" : "ready";
  if (const DefId copy = abilities_def(s, a.card); copy != s.cards[a.card].def)
    out["abilities_of"] = card_def(copy).slug;
  if (a.note != 0 && a.note <= kFactionCount) out["named_faction"] = faction_slug(static_cast<Faction>(a.note - 1));
  return out;
}

const char* until_text(Until u) {
  switch (u) {
    case Until::EndOfTurn: return "end_of_turn";
    case Until::ControllersNextTurn: return "controllers_next_turn";
    case Until::SeatsNextTurnEnds: return "seats_next_turn_ends";
    case Until::AbilityEnds: return "ability_ends";
    case Until::WhileAttached: return "while_attached";
    case Until::LeavesPlay: return "leaves_play";
  }
  return "unknown";
}

// Effects that outlive their card (Mark of Sleep, Infiltrate R-10, Hideout): public, so every seat sees them.
json lasting_json(const State& s) {
  json out = json::array();
  for (const auto& l : s.lasting) {
    json e{{"card", card_token(s, l.source)}, {"name", card_def(l.def).name}, {"controller", l.controller},
           {"made_on_turn", l.made_on_turn}, {"until", until_text(l.until)}};
    if (l.seat != kNoSeat) e["seat"] = l.seat;
    if (l.base != kNoBase) e["base"] = base_token(l.base);
    if (l.kind == LastingKind::Control) e["control_returns_to"] = l.seat;
    if (l.from == From::SeatsNextTurn) e["from"] = "seats_next_turn";
    out.push_back(e);
  }
  return out;
}

json board(const State& s) {
  json out = json::array();
  for (const auto& b : s.bases) {
    const auto& d = base_def(b.base);
    json minions = json::array();
    for (const auto& m : b.minions) {
      json attached = json::array();
      for (const auto& a : b.actions)
        if (a.on == m.card) attached.push_back(attached_json(s, a));
      json minion{{"card", card_token(s, m.card)}, {"name", def_of(s, m.card).name},
                  {"controller", m.controller}, {"owner", owner_of(s, m.card)},
                  {"power", power(s, m.card)}, {"printed_power", printed_power(s, m.card)},
                  {"actions", attached}};
      // what is on a minion is public.
      if (m.counters > 0) minion["counters"] = m.counters;
      if (m.abilities != kNoDef) minion["abilities_of"] = card_def(m.abilities).slug;
      if (abilities_of(s, m.card).talent) minion["talent"] = m.talent_used ? "used" : "ready";
      minions.push_back(minion);
    }
    json actions = json::array();
    for (const auto& a : b.actions)
      if (a.on == kNoCard) actions.push_back(attached_json(s, a));
    out.push_back({{"base", base_token(b.base)}, {"name", d.name}, {"breakpoint", breakpoint(s, b.base)},
                   {"printed_breakpoint", d.breakpoint}, {"vp", d.vp}, {"power", total_power(s, b.base)},
                   {"minions", minions}, {"actions", actions}});
  }
  return out;
}

json turn_json(const State& s) {
  json extras = json::array();
  for (const auto& e : s.turn.extras) extras.push_back(extra_json(e));
  return {{"active", s.turn.active}, {"number", s.turn.number}, {"minion_used", s.turn.minion_used},
          {"action_used", s.turn.action_used}, {"minions_played", s.turn.minions_played[s.turn.active]},
          {"actions_played", s.turn.actions_played}, {"extras", extras}, {"extra_turn", in_extra_turn(s)},
          {"extra_turns_next", s.extra_turns}};
}

json factions_of(const Player& p) {
  json out = json::array();
  for (int i = 0; i < p.faction_count; ++i) out.push_back(faction_slug(p.factions[static_cast<std::size_t>(i)]));
  return out;
}

json common(const State& s) {
  json out{{"players", s.players}, {"first_player", s.first_player}, {"turn", turn_json(s)}, {"bases", board(s)},
           {"base_discard", bases(s.base_discard)}, {"being_played", cards(s, s.limbo)},
           {"winner", s.winner == kNoSeat ? json(nullptr) : json(s.winner)}, {"lasting", lasting_json(s)}};
  return out;
}

json pending_json(const State& s, bool with_options) {
  if (!s.asking) return nullptr;
  json out{{"seat", s.question.seat}, {"prompt", prompt_text(s)}};
  if (with_options) {
    json options = json::array();
    for (const auto& c : s.question.options) options.push_back({{"id", choice_id(s, c)}, {"label", choice_label(s, c)}});
    out["options"] = options;
    json shown = json::array();
    for (auto c : s.question.shown) shown.push_back(card_token(s, c));
    out["shown"] = shown;
  }
  return out;
}

}  // namespace

json state_to_json(const State& s) {
  json out = common(s);
  json seats = json::array();
  for (const auto& p : s.seats)
    seats.push_back({{"factions", factions_of(p)}, {"vp", p.vp}, {"hand", cards(s, p.hand)},
                     {"deck", cards(s, p.deck)}, {"discard", cards(s, p.discard)}});
  out["seats"] = seats;
  out["base_deck"] = bases(s.base_deck);
  out["pending"] = pending_json(s, true);
  return out;
}

json observation_to_json(const State& s, Seat seat) {
  json out = common(s);
  out["seat"] = seat;
  json seats = json::array();
  for (std::size_t i = 0; i < s.seats.size(); ++i) {
    const auto& p = s.seats[i];
    json view{{"factions", factions_of(p)}, {"vp", p.vp}, {"hand_size", p.hand.size()},
              {"deck_size", p.deck.size()}, {"discard", cards(s, p.discard)}};
    if (i == seat) view["hand"] = cards(s, p.hand);
    seats.push_back(view);
  }
  out["seats"] = seats;
  out["base_deck_size"] = s.base_deck.size();
  // The options can name cards in a hand (a discard, Probe): only the seat that answers sees them.
  out["pending"] = pending_json(s, s.asking && s.question.seat == seat);
  return out;
}

}  // namespace cardtable::smashup
