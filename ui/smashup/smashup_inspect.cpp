// What the Smash Up board says about what the cursor is on and what `i` shows: a card's or base's full text, power and
// its parts, owner and controller; a listed faction's cards; a card in a discard pile.
#include <algorithm>

#include "games/smashup/catalog.hpp"
#include "games/smashup/choice_text.hpp"
#include "ui/screens/text.hpp"
#include "ui/smashup/card_browser.hpp"
#include "ui/smashup/smashup_board.hpp"
#include "ui/smashup/smashup_rulings.hpp"

namespace cardtable::ui {

using smashup::BaseId;
using smashup::CardId;
using smashup::ChoiceKind;
using smashup::kNoBase;
using smashup::kNoCard;

namespace {

// A base's faction, breakpoint, VP and ability; in play, also the power there per player.
std::vector<std::string> base_lines(const smashup::Observation& view, BaseId base, framework::SeatWordings seats) {
  const auto& d = smashup::base_def(base);
  const auto* in_play = view.base(base);
  std::vector<std::string> out;
  const int now = in_play ? in_play->breakpoint : d.breakpoint;
  out.push_back(str(smashup::faction_name(d.faction)) + " base. Breakpoint " + std::to_string(now) +
                (now != d.breakpoint ? " (printed " + std::to_string(d.breakpoint) + ")" : "") + ". VP " + std::to_string(d.vp[0]) + " / " + std::to_string(d.vp[1]) + " / " + std::to_string(d.vp[2]) +
                " (winner / second / third).");
  out.push_back(str(d.text));
  if (!in_play) return out;
  std::string powers = "Power here: " + std::to_string(in_play->power) + " (";
  for (smashup::Seat p = 0; p < in_play->player_power.size(); ++p)
    powers += (p ? ", " : "") + seats[p].name + " " + std::to_string(in_play->player_power[p]);
  out.push_back(powers + ").");
  for (const auto& source : in_play->loose_power)
    out.push_back(seats[source.seat].name + " " + seats[source.seat].verb("have", "has") + " " +
                  (source.amount > 0 ? "+" : "") +
                  std::to_string(source.amount) + " power here on no minion, from " +
                  str(smashup::card_def(source.def).name) + ".");
  return out;
}

std::string signed_number(int n) { return (n > 0 ? "+" : "") + std::to_string(n); }

}  // namespace

std::string faction_pair(const smashup::SeenSeat& player) {
  std::string out;
  for (int i = 0; i < player.faction_count; ++i)
    out += (i ? "+" : "") + str(smashup::faction_name(player.factions[static_cast<std::size_t>(i)]));
  return out.empty() ? "(no factions yet)" : out;
}

std::string talent_mark(smashup::TalentState talent) {
  switch (talent) {
    case smashup::TalentState::Ready: return " T";
    case smashup::TalentState::Used: return " t";
    case smashup::TalentState::None: break;
  }
  return "";
}

std::string minion_text(const smashup::SeenMinion& minion) {
  const bool changed = minion.power != minion.printed_power;
  const bool copying = minion.copied != smashup::kNoDef && minion.copied != minion.card.def;
  return str(smashup::card_def(minion.card.def).name) + " " + std::to_string(minion.power) + (changed ? "*" : "") +
         (copying ? " as " + str(smashup::card_def(minion.copied).name) : "") + talent_mark(minion.talent);
}

std::string card_text(smashup::DefId def) {
  const auto& d = smashup::card_def(def);
  if (d.type == smashup::CardType::Action) return str(d.name) + " (action)";
  return str(d.name) + " " + std::to_string(d.power);
}

std::string SmashUpBoard::cursor_note() const {
  const auto item = under_cursor();
  if (!item) return "";
  std::string what;
  switch (item->kind) {
    case BoardItem::Kind::HandCard: what = card_text(view_.kind_of(item->card)) + ", in hand"; break;
    case BoardItem::Kind::Minion: {
      const auto& minion = *view_.minion(item->card);
      what = minion_text(minion) + " (" + seats_[minion.controller].name + ") on " +
             str(smashup::base_def(item->base).name);
      break;
    }
    case BoardItem::Kind::Attached:
      what = str(card(item->card).name) + ", attached on " + str(smashup::base_def(item->base).name);
      break;
    case BoardItem::Kind::Base: what = str(smashup::base_def(item->base).name); break;
    case BoardItem::Kind::Option:
      what = item->option < option_labels_.size() ? option_labels_[item->option] : "";
      break;
    case BoardItem::Kind::Discarded: what = card_text(view_.kind_of(item->card)) + ", in a discard pile"; break;
  }
  return "At: " + what + (deciding() && !is_target(*item) ? " (not a choice now)" : "") + "   i: full text";
}

std::string SmashUpBoard::inspect_title() const {
  if (!inspected_) return "";
  if (inspected_->kind == BoardItem::Kind::Base) return str(smashup::base_def(inspected_->base).name);
  if (inspected_->kind == BoardItem::Kind::Option)
    return inspected_->option < option_labels_.size() ? option_labels_[inspected_->option] : "";
  return str(card(inspected_->card).name);
}

std::vector<std::string> SmashUpBoard::inspect_lines() const {
  std::vector<std::string> out;
  if (!inspected_) return out;
  switch (inspected_->kind) {
    case BoardItem::Kind::Base: {
      out = base_lines(view_, inspected_->base, seats_);
      for (auto& why : why_lines(smashup::base_def(inspected_->base).name)) out.push_back(std::move(why));
      return out;
    }
    case BoardItem::Kind::Option: {
      if (inspected_->option >= option_choices_.size() || !deciding()) return out;
      const auto& option = view_.question.options[option_choices_[inspected_->option]];
      const auto& c = option.choice;
      if (c.kind == ChoiceKind::PickFaction)
        return faction_card_lines(smashup::faction_def(static_cast<smashup::Faction>(c.a)));
      // A base offered from outside play (a replacement, the base deck) reads as one on the table does.
      if ((c.kind == ChoiceKind::Base || c.kind == ChoiceKind::Score) && smashup::is_base_def(static_cast<BaseId>(c.a)))
        return base_lines(view_, static_cast<BaseId>(c.a), seats_);
      out.push_back(option.label);
      if (c.kind == ChoiceKind::Card || c.kind == ChoiceKind::Use)
        out.push_back(str(smashup::card_def(option.def).text));
      return out;
    }
    default: break;
  }
  const CardId id = inspected_->card;
  const auto& d = card(id);
  const bool is_minion = d.type == smashup::CardType::Minion;
  std::string head = str(smashup::faction_name(d.faction)) + (is_minion ? " minion, printed power " +
                                                                              std::to_string(d.power)
                                                                        : " action");
  const auto* minion = inspected_->kind == BoardItem::Kind::Minion ? view_.minion(id) : nullptr;
  const auto* attached = inspected_->kind == BoardItem::Kind::Attached ? view_.attached(id) : nullptr;
  const auto* in_hand = view_.in_hand(id);
  auto owner = viewer();
  if (minion) owner = minion->card.owner;
  else if (attached) owner = attached->card.owner;
  else if (in_hand) owner = in_hand->owner;
  for (const auto& seat : view_.seats)
    for (const auto& discarded : seat.discard)
      if (inspected_->kind == BoardItem::Kind::Discarded && discarded.card == id) owner = discarded.owner;
  head += ". Owner: " + seats_[owner].name + ".";
  out.push_back(head);
  if (minion) {
    std::string line = "Power now " + std::to_string(minion->power) + " (printed " +
                       std::to_string(minion->printed_power);
    int this_turn = 0;
    int ongoing = 0;
    for (const auto& part : minion->power_parts)
      (part.kind == smashup::PowerPart::Kind::ThisTurn ? this_turn : ongoing) += part.amount;
    if (this_turn != 0) line += ", " + signed_number(this_turn) + " this turn";
    if (ongoing != 0) line += ", " + signed_number(ongoing) + " ongoing";
    out.push_back(line + "). Controller: " + seats_[minion->controller].name + ".");
  }
  out.push_back(str(d.text));
  // A copy (Copycat, Cellular Bonding, Shapeshifters' morphs) answers with another card's abilities for now.
  const auto copied = minion ? minion->copied : attached ? attached->copied : smashup::kNoDef;
  if (copied != smashup::kNoDef && copied != view_.kind_of(id)) {
    const auto& abilities = smashup::card_def(copied);
    out.push_back("For now it has the abilities of " + str(abilities.name) + ": " + str(abilities.text));
  }
  if (minion)
    for (const auto& b : view_.bases)
      for (const auto& a : b.actions)
        if (a.on == id)
          out.push_back("Attached: " + str(smashup::card_def(a.card.def).name) + ": " +
                        str(smashup::card_def(a.card.def).text));
  for (auto& why : why_lines(d.name)) out.push_back(std::move(why));
  return out;
}

}  // namespace cardtable::ui
