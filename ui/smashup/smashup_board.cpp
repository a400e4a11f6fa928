#include "ui/smashup/smashup_board.hpp"

#include <algorithm>
#include <utility>

#include "games/smashup/catalog.hpp"
#include "games/smashup/choice_text.hpp"

namespace cardtable::ui {

using smashup::BaseId;
using smashup::CardId;
using smashup::ChoiceKind;
using smashup::kNoBase;
using smashup::kNoCard;

namespace {

std::string str(std::string_view v) { return std::string(v); }

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

void SmashUpBoard::show(const smashup::Observation& view, framework::SeatWordings seats) {
  if (seats.size() < view.players) seats = smashup::neutral_words();
  const bool same_seats = std::equal(seats.begin(), seats.end(), seats_.begin(), seats_.end());
  if (shown_ && view == view_ && same_seats) return;
  view_ = view;
  if (!same_seats) seats_.assign(seats.begin(), seats.end());
  shown_ = true;
  placing_ = kNoCard;
  looking_ = false;
  message_.clear();
  layout_ = {};
  if (panel_ == Panel::Inspect) panel_ = Panel::None;
  rebuild();
}

bool SmashUpBoard::controls(CardId in_play) const {
  if (const auto* m = view_.minion(in_play)) return m->controller == viewer();
  if (const auto* a = view_.attached(in_play)) return a->controller == viewer();
  return false;
}

std::optional<BoardItem> SmashUpBoard::first_place(const smashup::Choice& c) const {
  if (smashup::names_card(c.kind)) {
    if (view_.in_hand(c.a)) return BoardItem{BoardItem::Kind::HandCard, c.a, kNoBase, 0};
    BaseId where = kNoBase;
    if (view_.minion(c.a, &where)) return BoardItem{BoardItem::Kind::Minion, c.a, where, 0};
    if (view_.attached(c.a, &where)) return BoardItem{BoardItem::Kind::Attached, c.a, where, 0};
    return std::nullopt;
  }
  switch (c.kind) {
    case ChoiceKind::Base:
    case ChoiceKind::Score:
      if (view_.base(c.a)) return BoardItem{BoardItem::Kind::Base, kNoCard, c.a, 0};
      return std::nullopt;
    default: return std::nullopt;
  }
}

std::optional<BoardItem> SmashUpBoard::second_place(const smashup::Choice& c) const {
  switch (c.kind) {
    case ChoiceKind::PlayMinion:
    case ChoiceKind::PlayOnBase: return BoardItem{BoardItem::Kind::Base, kNoCard, c.b, 0};
    case ChoiceKind::PlayOnMinion: {
      BaseId where = kNoBase;
      view_.minion(c.b, &where);
      return BoardItem{BoardItem::Kind::Minion, c.b, where, 0};
    }
    default: return std::nullopt;
  }
}

void SmashUpBoard::collect_everything() {
  items_.clear();
  for (const auto& b : view_.bases) {
    items_.push_back({BoardItem::Kind::Base, kNoCard, b.base, 0});
    for (const auto& m : b.minions) {
      items_.push_back({BoardItem::Kind::Minion, m.card.card, b.base, 0});
      for (const auto& a : b.actions)
        if (a.on == m.card.card) items_.push_back({BoardItem::Kind::Attached, a.card.card, b.base, 0});
    }
    for (const auto& a : b.actions)
      if (a.on == kNoCard) items_.push_back({BoardItem::Kind::Attached, a.card.card, b.base, 0});
  }
  for (const auto& c : view_.hand) items_.push_back({BoardItem::Kind::HandCard, c.card, kNoBase, 0});
}

void SmashUpBoard::rebuild() {
  targets_.clear();
  option_labels_.clear();
  option_choices_.clear();
  collect_everything();
  const auto everything = items_;
  if (!deciding()) {
    for (std::size_t i = 0; i < option_labels_.size(); ++i) items_.push_back({BoardItem::Kind::Option, kNoCard, kNoBase, i});
    cursor_ = std::min(cursor_, items_.empty() ? 0 : items_.size() - 1);
    return;
  }
  const auto& options = view_.question.options;
  for (std::size_t i = 0; i < options.size(); ++i) {
    std::optional<BoardItem> place;
    if (placing_ == kNoCard) {
      place = first_place(options[i].choice);
    } else {
      const auto first = first_place(options[i].choice);
      if (!first || first->card != placing_) continue;
      place = second_place(options[i].choice);
    }
    if (!place) {
      option_labels_.push_back(options[i].label);
      option_choices_.push_back(i);
      continue;
    }
    auto at = std::find_if(targets_.begin(), targets_.end(), [&](const Target& t) { return t.item == *place; });
    if (at == targets_.end()) targets_.push_back({*place, {i}});
    else at->options.push_back(i);
  }
  // The cursor visits the targets in the order they are drawn: bases and minions, the hand, then the list.
  items_.clear();
  for (const auto& item : everything)
    if (looking_ || is_target(item)) items_.push_back(item);
  for (std::size_t i = 0; i < option_labels_.size(); ++i) items_.push_back({BoardItem::Kind::Option, kNoCard, kNoBase, i});
  cursor_ = only_own_targets() ? pass_item() : 0;
}

bool SmashUpBoard::only_own_targets() const {
  if (placing_ != kNoCard || targets_.empty()) return false;
  return std::all_of(targets_.begin(), targets_.end(), [&](const Target& t) {
    if (t.item.kind == BoardItem::Kind::HandCard) return true;
    if (t.item.kind != BoardItem::Kind::Minion && t.item.kind != BoardItem::Kind::Attached) return false;
    return controls(t.item.card);
  });
}

std::size_t SmashUpBoard::pass_item() const {
  // An optional effect that could only hit the person's own cards starts on Pass: one careless Enter loses nothing.
  for (std::size_t i = 0; i < items_.size(); ++i)
    if (items_[i].kind == BoardItem::Kind::Option &&
        view_.question.options[option_choices_[items_[i].option]].choice.kind == ChoiceKind::Pass)
      return i;
  return 0;
}

bool SmashUpBoard::is_target(const BoardItem& item) const {
  if (item.kind == BoardItem::Kind::Option) return deciding() && item.option < option_labels_.size();
  return std::any_of(targets_.begin(), targets_.end(), [&](const Target& t) { return t.item == item; });
}

std::optional<BoardItem> SmashUpBoard::under_cursor() const {
  if (cursor_ >= items_.size()) return std::nullopt;
  return items_[cursor_];
}

void SmashUpBoard::move(int delta) {
  // No wrapping round: from the first card, Left stays put instead of landing on "Done playing cards".
  const auto size = static_cast<int>(items_.size());
  if (size == 0) return;
  cursor_ = static_cast<std::size_t>(std::clamp(static_cast<int>(cursor_) + delta, 0, size - 1));
}

std::optional<std::string> SmashUpBoard::commit() {
  if (view_.over()) {
    message_ = "The game is over.";
    return std::nullopt;
  }
  if (!deciding()) {
    message_ = "It is " + seats_[view_.question.seat].possessive + " decision, not yours.";
    return std::nullopt;
  }
  const auto item = under_cursor();
  if (!item || !is_target(*item)) {
    const auto why = item && item->kind == BoardItem::Kind::HandCard ? refusal(item->card) : std::string();
    message_ = why.empty() ? "That is not one of the choices now (Tab shows only the choices)." : why;
    return std::nullopt;
  }
  const auto& options = view_.question.options;
  if (item->kind == BoardItem::Kind::Option) {
    const auto& option = options[option_choices_[item->option]];
    // Ending the turn while something could still be played asks once more.
    if (option.choice.kind == ChoiceKind::Done && options.size() > 1 && !done_confirmed_) {
      confirming_done_ = true;
      const auto& left = view_.turn.unused_plays;
      message_ = "End turn? You still have " + (left.empty() ? std::string("cards you could play") : left) +
                 ". Enter ends it; any other key goes back.";
      return std::nullopt;
    }
    return option.id;
  }
  const auto at = std::find_if(targets_.begin(), targets_.end(), [&](const Target& t) { return t.item == *item; });
  if (at->options.size() == 1) return options[at->options.front()].id;
  // Several answers start at this card: its play goes somewhere; pick where on the board next.
  placing_ = item->card;
  looking_ = false;
  rebuild();
  return std::nullopt;
}

bool SmashUpBoard::point_at(const std::string& option_id) {
  if (!deciding()) return false;
  const auto& options = view_.question.options;
  const auto at = std::find_if(options.begin(), options.end(),
                               [&](const smashup::SeenOption& o) { return o.id == option_id; });
  if (at == options.end()) return false;
  const auto index = static_cast<std::size_t>(at - options.begin());
  panel_ = Panel::None;
  looking_ = false;
  placing_ = kNoCard;
  rebuild();
  const auto first = first_place(at->choice);
  auto put_cursor = [&](const BoardItem& item) {
    const auto found = std::find(items_.begin(), items_.end(), item);
    if (found == items_.end()) return false;
    cursor_ = static_cast<std::size_t>(found - items_.begin());
    return true;
  };
  if (first && is_target(*first)) {
    const auto target = std::find_if(targets_.begin(), targets_.end(), [&](const Target& t) { return t.item == *first; });
    const auto second = second_place(at->choice);
    if (target->options.size() > 1 && second && first->card != kNoCard) {
      // The card goes to one of several places: show where.
      placing_ = first->card;
      rebuild();
      if (put_cursor(*second)) return true;
      placing_ = kNoCard;
      rebuild();
    }
    return put_cursor(*first);
  }
  for (std::size_t i = 0; i < option_choices_.size(); ++i)
    if (option_choices_[i] == index) return put_cursor({BoardItem::Kind::Option, kNoCard, kNoBase, i});
  return false;
}

void SmashUpBoard::open_panel(Panel panel) {
  panel_ = panel;
  panel_scroll_ = Scroll();
}

std::optional<std::string> SmashUpBoard::handle_panel(Key key) {
  if (panel_ == Panel::Discards && (key.kind == KeyKind::Left || key.kind == KeyKind::Right)) {
    const auto n = static_cast<int>(view_.seats.size());
    const int delta = key.kind == KeyKind::Left ? -1 : 1;
    discard_seat_ = static_cast<smashup::Seat>(((discard_seat_ + delta) % n + n) % n);
    panel_scroll_ = Scroll();
    return std::nullopt;
  }
  if (!panel_scroll_.handle(key)) panel_ = Panel::None;
  return std::nullopt;
}

std::optional<std::string> SmashUpBoard::click(int row, int col) {
  const auto item = layout_.item_at(row, col);
  if (!item) return std::nullopt;
  const auto at = std::find(items_.begin(), items_.end(), *item);
  if (at != items_.end()) cursor_ = static_cast<std::size_t>(at - items_.begin());
  // A choice answers as Enter on it would; anything else is only looked at, so a stray click changes nothing.
  if (at != items_.end() && deciding() && is_target(*item)) return commit();
  inspected_ = item;
  open_panel(Panel::Inspect);
  return std::nullopt;
}

std::optional<std::string> SmashUpBoard::handle(Key key) {
  key = with_vi_keys(key);
  // The end-turn question holds for the very next key only: Enter (or the same digit) confirms it.
  done_confirmed_ = std::exchange(confirming_done_, false) &&
                    (key.kind == KeyKind::Enter || key.kind == KeyKind::Click || key.is(' ') ||
                     (key.kind == KeyKind::Char && key.ch >= U'1' && key.ch <= U'9'));
  if (panel_ != Panel::None) return handle_panel(key);
  message_.clear();
  switch (key.kind) {
    case KeyKind::Left:
    case KeyKind::Up: move(-1); return std::nullopt;
    case KeyKind::Right:
    case KeyKind::Down: move(1); return std::nullopt;
    case KeyKind::Home: cursor_ = 0; return std::nullopt;
    case KeyKind::End: cursor_ = items_.empty() ? 0 : items_.size() - 1; return std::nullopt;
    case KeyKind::Enter: return commit();
    case KeyKind::Click: return click(key.row, key.col);
    case KeyKind::Tab:
      looking_ = !looking_;
      {
        const auto keep = under_cursor();
        rebuild();
        if (keep)
          if (auto at = std::find(items_.begin(), items_.end(), *keep); at != items_.end())
            cursor_ = static_cast<std::size_t>(at - items_.begin());
      }
      return std::nullopt;
    case KeyKind::Escape:
      if (placing_ != kNoCard) {
        placing_ = kNoCard;
        rebuild();
      } else if (looking_) {
        looking_ = false;
        rebuild();
      }
      return std::nullopt;
    case KeyKind::Char: break;
    default: return std::nullopt;
  }
  if (key.ch == U' ') return commit();
  if (key.ch == U'i') {
    if (under_cursor()) {
      inspected_ = under_cursor();
      open_panel(Panel::Inspect);
    }
  } else if (key.ch == U'd') {
    discard_seat_ = viewer() < view_.seats.size() ? viewer() : 0;
    open_panel(Panel::Discards);
  } else if (key.ch >= U'1' && key.ch <= U'9') {
    const auto n = static_cast<std::size_t>(key.ch - U'1');
    if (!deciding() || n >= option_labels_.size()) {
      message_ = "There is no listed choice " + std::to_string(n + 1) + ".";
      return std::nullopt;
    }
    const auto at = std::find(items_.begin(), items_.end(), BoardItem{BoardItem::Kind::Option, kNoCard, kNoBase, n});
    cursor_ = static_cast<std::size_t>(at - items_.begin());
    return commit();
  }
  return std::nullopt;
}

std::string SmashUpBoard::prompt() const {
  if (view_.over()) return "The game is over.";
  if (!view_.asking) return "";
  if (!deciding()) return "Waiting for " + view_.question.prompt;
  if (placing_ != kNoCard)
    return "Play " + str(card(placing_).name) + ": choose where (highlighted), Esc to choose again";
  const auto& shown = view_.question.shown_text;
  return view_.question.prompt + (shown.empty() ? "" : " " + shown);
}

std::string SmashUpBoard::key_bar() const {
  // Short: the loop adds its own keys (save, undo, help, quit) and everything must fit in 80 columns.
  if (placing_ != kNoCard) return "arrows enter  esc back  i card";
  if (deciding()) return "arrows enter  tab look  i card  d discards";
  return "arrows look  i card  d discards";
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
    case BoardItem::Kind::Base: return base_lines(view_, inspected_->base, seats_);
    case BoardItem::Kind::Option: {
      if (inspected_->option >= option_choices_.size() || !deciding()) return out;
      const auto& option = view_.question.options[option_choices_[inspected_->option]];
      const auto& c = option.choice;
      if (c.kind == ChoiceKind::PickFaction) {
        const auto* f = &smashup::faction_def(static_cast<smashup::Faction>(c.a));
        out.push_back(str(f->blurb));
        for (const auto& card : f->cards)
          out.push_back(std::to_string(card.copies) + "x " + str(card.name) +
                        (card.type == smashup::CardType::Minion ? " (power " + std::to_string(card.power) + ")"
                                                                 : " (action)") +
                        ": " + str(card.text));
        return out;
      }
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
  return out;
}

const smashup::CardDef& SmashUpBoard::card(CardId id) const { return smashup::card_def(view_.kind_of(id)); }

std::string SmashUpBoard::refusal(CardId in_hand) const {
  const auto& hand = view_.hand;
  const auto& why = view_.question.refusals;
  const auto at = std::find_if(hand.begin(), hand.end(), [&](const smashup::SeenCard& c) { return c.card == in_hand; });
  const auto index = static_cast<std::size_t>(at - hand.begin());
  return index < why.size() ? why[index] : std::string();
}

}  // namespace cardtable::ui
