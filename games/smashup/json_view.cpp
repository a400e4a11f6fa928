#include "games/smashup/json_view.hpp"

#include "games/smashup/catalog.hpp"
#include "games/smashup/choice_text.hpp"

namespace cardtable::smashup {
namespace {

using nlohmann::json;

json cards(const std::vector<SeenCard>& zone) {
  json out = json::array();
  for (const auto& c : zone) out.push_back(card_token(c));
  return out;
}

// A hidden zone, for the full view.
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

json extra_json(const SeenExtra& e) {
  json out{{"type", e.type == CardType::Minion ? "minion" : "action"}};
  if (e.max_power >= 0) out["max_power"] = e.max_power;
  if (e.only_on != kNoBase) out["only_on"] = base_token(e.only_on);
  if (e.from_discard) out["from_discard"] = true;
  if (e.where_no_own_minion) out["where_no_own_minion"] = true;
  if (e.same_name) out["same_name"] = true;
  if (e.only_named != kNoDef) out["only_named"] = std::string(card_def(e.only_named).slug);
  if (e.only_card.card != kNoCard) out["only_card"] = card_token(e.only_card);
  return out;
}

void add_talent(json& out, TalentState talent) {
  if (talent != TalentState::None) out["talent"] = talent == TalentState::Used ? "used" : "ready";
}

// An attached action and, when it named something (Block the Path: set_note stores the Faction + 1), what it
// named: R-4, the named faction is public.
json attached_json(const SeenAttached& a) {
  json out{{"card", card_token(a.card)}, {"controller", a.controller}};
  add_talent(out, a.talent);
  if (a.copied != kNoDef) out["abilities_of"] = card_def(a.copied).slug;
  if (a.note != 0 && is_faction(a.note - 1)) out["named_faction"] = faction_slug(static_cast<Faction>(a.note - 1));
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
json lasting_json(const Observation& o) {
  json out = json::array();
  for (const auto& l : o.lasting) {
    json e{{"card", card_token(l.source)}, {"name", card_def(l.def).name}, {"controller", l.controller},
           {"made_on_turn", l.made_on_turn}, {"until", until_text(l.until)}};
    if (l.seat != kNoSeat) e["seat"] = l.seat;
    if (l.base != kNoBase) e["base"] = base_token(l.base);
    if (l.kind == LastingKind::Control) e["control_returns_to"] = l.seat;
    if (l.from == From::SeatsNextTurn) e["from"] = "seats_next_turn";
    out.push_back(e);
  }
  return out;
}

json board(const Observation& o) {
  json out = json::array();
  for (const auto& b : o.bases) {
    const auto& d = base_def(b.base);
    json minions = json::array();
    for (const auto& m : b.minions) {
      json attached = json::array();
      for (const auto& a : b.actions)
        if (a.on == m.card.card) attached.push_back(attached_json(a));
      json minion{{"card", card_token(m.card)}, {"name", card_def(m.card.def).name},
                  {"controller", m.controller}, {"owner", m.card.owner},
                  {"power", m.power}, {"printed_power", m.printed_power},
                  {"actions", attached}};
      // what is on a minion is public.
      if (m.counters > 0) minion["counters"] = m.counters;
      if (m.copied != kNoDef) minion["abilities_of"] = card_def(m.copied).slug;
      add_talent(minion, m.talent);
      minions.push_back(minion);
    }
    json actions = json::array();
    for (const auto& a : b.actions)
      if (a.on == kNoCard) actions.push_back(attached_json(a));
    out.push_back({{"base", base_token(b.base)}, {"name", d.name}, {"breakpoint", b.breakpoint},
                   {"printed_breakpoint", d.breakpoint}, {"vp", d.vp}, {"power", b.power},
                   {"minions", minions}, {"actions", actions}});
  }
  return out;
}

json turn_json(const SeenTurn& t) {
  json extras = json::array();
  for (const auto& e : t.extras) extras.push_back(extra_json(e));
  return {{"active", t.active}, {"number", t.number}, {"minion_used", t.minion_used},
          {"action_used", t.action_used}, {"minions_played", t.minions_played},
          {"actions_played", t.actions_played}, {"extras", extras}, {"extra_turn", t.extra_turn},
          {"extra_turns_next", t.extra_turns_next}};
}

json factions_of(const SeenSeat& p) {
  json out = json::array();
  for (int i = 0; i < p.faction_count; ++i) out.push_back(faction_slug(p.factions[static_cast<std::size_t>(i)]));
  return out;
}

// What every seat sees alike.
json common(const Observation& o) {
  return {{"players", o.players}, {"first_player", o.first_player}, {"turn", turn_json(o.turn)},
          {"bases", board(o)}, {"base_discard", bases(o.base_discard)}, {"being_played", cards(o.being_played)},
          {"revealed", cards(o.revealed)},
          {"winner", o.winner == kNoSeat ? json(nullptr) : json(o.winner)}, {"lasting", lasting_json(o)}};
}

// The options and the cards shown with them only for the seat asked (the observation holds them only then).
json pending_json(const Observation& o) {
  if (!o.asking) return nullptr;
  json out{{"seat", o.question.seat}, {"prompt", o.question.prompt}};
  if (o.question.seat == o.seat) {
    json options = json::array();
    for (const auto& c : o.question.options) options.push_back({{"id", c.id}, {"label", c.label}});
    out["options"] = options;
    out["shown"] = cards(o.question.shown);
  }
  return out;
}

}  // namespace

json state_to_json(const State& s) {
  // The public part as the seat asked sees it, pending options included; then every hand and deck.
  const Observation o = observe(s, s.question.seat);
  json out = common(o);
  json seats = json::array();
  for (std::size_t i = 0; i < s.seats.size(); ++i) {
    const auto& p = s.seats[i];
    const auto& seen = o.seats[i];
    seats.push_back({{"factions", factions_of(seen)}, {"vp", seen.vp}, {"hand", cards(s, p.hand)},
                     {"deck", cards(s, p.deck)}, {"discard", cards(seen.discard)}});
  }
  out["seats"] = seats;
  out["base_deck"] = bases(s.base_deck);
  out["pending"] = pending_json(o);
  return out;
}

json observation_to_json(const Observation& o) {
  json out = common(o);
  out["seat"] = o.seat;
  json seats = json::array();
  for (std::size_t i = 0; i < o.seats.size(); ++i) {
    const auto& p = o.seats[i];
    json view{{"factions", factions_of(p)}, {"vp", p.vp}, {"hand_size", p.hand_size},
              {"deck_size", p.deck_size}, {"discard", cards(p.discard)}};
    if (i == o.seat) view["hand"] = cards(o.hand);
    seats.push_back(view);
  }
  out["seats"] = seats;
  out["base_deck_size"] = o.base_deck_size;
  out["pending"] = pending_json(o);
  return out;
}

}  // namespace cardtable::smashup
