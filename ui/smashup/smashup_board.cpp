#include "ui/smashup/smashup_board.hpp"

#include <algorithm>
#include <utility>

#include "games/smashup/catalog.hpp"
#include "games/smashup/choice_text.hpp"
#include "ui/screens/text.hpp"
#include "ui/smashup/card_browser.hpp"
#include "ui/smashup/smashup_lines.hpp"

namespace cardtable::ui {

using smashup::BaseId;
using smashup::CardId;
using smashup::ChoiceKind;
using smashup::kNoBase;
using smashup::kNoCard;

namespace {

bool picking_faction(const smashup::Observation& view) {
  return view.deciding() && !view.question.options.empty() &&
         view.question.options.front().choice.kind == ChoiceKind::PickFaction;
}

}  // namespace

void SmashUpBoard::show(const smashup::Observation& view, framework::SeatWordings seats) {
  if (seats.size() < view.players) seats = smashup::neutral_words();
  const bool same_seats = std::equal(seats.begin(), seats.end(), seats_.begin(), seats_.end());
  if (shown_ && view == view_ && same_seats) return;
  // A second faction pick straight after the first (a snake draft's turn) starts with the cursor on nothing, so an
  // Enter pressed twice does not pick a faction unseen.
  const bool picked_just_now = shown_ && picking_faction(view_) && picking_faction(view) && view.seat == view_.seat &&
                               view.seats[view.seat].faction_count > view_.seats[view_.seat].faction_count;
  view_ = view;
  if (!same_seats) seats_.assign(seats.begin(), seats.end());
  shown_ = true;
  placing_ = kNoCard;
  looking_ = false;
  message_.clear();
  layout_ = {};
  if (panel_ == Panel::Inspect) panel_ = Panel::None;
  pending_digit_ = 0;
  rebuild();
  if (picked_just_now) cursor_ = items_.size();
}

std::optional<BoardItem> SmashUpBoard::first_place(const smashup::Choice& c) const {
  if (smashup::names_card(c.kind)) {
    const auto card = static_cast<CardId>(c.a);
    if (view_.in_hand(card)) return BoardItem{BoardItem::Kind::HandCard, card, kNoBase, 0};
    BaseId where = kNoBase;
    if (view_.minion(card, &where)) return BoardItem{BoardItem::Kind::Minion, card, where, 0};
    if (view_.attached(card, &where)) return BoardItem{BoardItem::Kind::Attached, card, where, 0};
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
      const auto minion = static_cast<CardId>(c.b);
      BaseId where = kNoBase;
      view_.minion(minion, &where);
      return BoardItem{BoardItem::Kind::Minion, minion, where, 0};
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
  option_copies_.clear();
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
      // Identical answers (four Cub Scouts found in a deck) are one line: any of them answers the same.
      const auto same = std::find(option_labels_.begin(), option_labels_.end(), options[i].label);
      if (same != option_labels_.end()) {
        ++option_copies_[static_cast<std::size_t>(same - option_labels_.begin())];
        continue;
      }
      option_labels_.push_back(options[i].label);
      option_choices_.push_back(i);
      option_copies_.push_back(1);
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
  for (std::size_t i = 0; i < option_labels_.size(); ++i) {
    if (option_copies_[i] > 1) option_labels_[i] += " ×" + std::to_string(option_copies_[i]);
    items_.push_back({BoardItem::Kind::Option, kNoCard, kNoBase, i});
  }
  cursor_ = placing_ == kNoCard ? pass_item() : 0;
}

std::size_t SmashUpBoard::pass_item() const {
  // Every optional choice ("you may") starts on Pass: one careless Enter destroys, moves or gives nothing.
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
  if (cursor_ >= items_.size()) {  // on nothing yet: the first move lands on the first choice
    cursor_ = 0;
    return;
  }
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
  if (!item) {
    message_ = "The cursor is on nothing yet: choose with the arrows, then Enter.";
    return std::nullopt;
  }
  if (!is_target(*item)) {
    const auto why = item && item->kind == BoardItem::Kind::HandCard ? refusal(item->card) : std::string();
    message_ = why.empty() ? "That is not one of the choices now (Tab shows only the choices)." : why;
    return std::nullopt;
  }
  const auto& options = view_.question.options;
  if (item->kind == BoardItem::Kind::Option) {
    const auto& option = options[option_choices_[item->option]];
    // Ending the turn while a card could still be played or a Talent used asks once more, naming what is left.
    if (option.choice.kind == ChoiceKind::Done && !done_confirmed_) {
      if (const auto left = still_possible(); !left.empty()) {
        confirming_done_ = true;
        message_ = "End turn? " + left + " Enter ends it; any other key goes back.";
        return std::nullopt;
      }
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

std::string SmashUpBoard::still_possible() const {
  bool minion = false;
  bool action = false;
  std::vector<std::string> unused;
  for (const auto& option : view_.question.options) {
    switch (option.choice.kind) {
      case ChoiceKind::PlayMinion:
      case ChoiceKind::PlayAction:
      case ChoiceKind::PlayOnBase:
      case ChoiceKind::PlayOnMinion:
        (smashup::card_def(option.def).type == smashup::CardType::Minion ? minion : action) = true;
        break;
      case ChoiceKind::Use: {
        const auto& d = smashup::card_def(option.def);
        const auto what = str(d.name) + (d.talent ? "'s Talent" : "'s ability");
        if (std::find(unused.begin(), unused.end(), what) == unused.end()) unused.push_back(what);
        break;
      }
      default: break;
    }
  }
  std::string out;
  if (minion || action)
    out = std::string("You can still play ") + (minion ? "a minion" : "") + (minion && action ? " and " : "") +
          (action ? "an action" : "") + ".";
  for (std::size_t i = 0; i < unused.size(); ++i)
    out += (i == 0 ? (out.empty() ? "" : " ") : i + 1 == unused.size() ? " and " : ", ") + unused[i];
  if (!unused.empty()) out += unused.size() == 1 ? " is unused." : " are unused.";
  return out;
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
  switch (panel_) {
    case Panel::Cards:
      if (!browser_->handle(key)) panel_ = Panel::None;
      break;
    case Panel::Discards: handle_pile(key); break;
    case Panel::Inspect:
      // A card read from a discard pile goes back to the pile, its cursor where it was.
      if (!panel_scroll_.handle(key)) panel_ = std::exchange(from_pile_, false) ? Panel::Discards : Panel::None;
      break;
    case Panel::None: break;
  }
  return std::nullopt;
}

void SmashUpBoard::handle_pile(Key key) {
  const auto& pile = view_.seats.at(discard_seat_).discard;
  switch (with_vi_keys(key).kind) {
    case KeyKind::Left:
    case KeyKind::Right: {
      const auto n = static_cast<int>(view_.seats.size());
      const int delta = key.kind == KeyKind::Left || key.is('h') ? -1 : 1;
      discard_seat_ = static_cast<smashup::Seat>(((discard_seat_ + delta) % n + n) % n);
      pile_cursor_ = 0;
      panel_scroll_ = Scroll();
      return;
    }
    case KeyKind::Up:
    case KeyKind::Down:
      if (!pile.empty()) {
        const bool up = with_vi_keys(key).kind == KeyKind::Up;
        pile_cursor_ = up ? (pile_cursor_ == 0 ? 0 : pile_cursor_ - 1) : std::min(pile_cursor_ + 1, pile.size() - 1);
        panel_scroll_.show_row(static_cast<int>(pile_cursor_));
      }
      return;
    case KeyKind::Enter:
      if (pile.empty()) break;
      [[fallthrough]];
    case KeyKind::Char:
      if (key.kind == KeyKind::Enter || key.is('i')) {
        if (pile.empty()) return;
        // The top of the pile is listed first.
        inspected_ = BoardItem{BoardItem::Kind::Discarded, pile[pile.size() - 1 - pile_cursor_].card, kNoBase, 0};
        from_pile_ = true;
        open_panel(Panel::Inspect);
        return;
      }
      break;
    default:
      if (panel_scroll_.handle(key)) return;
      break;
  }
  panel_ = Panel::None;
}

std::vector<std::string> SmashUpBoard::pile_lines() const {
  const auto& pile = view_.seats.at(discard_seat_).discard;
  std::vector<std::string> out;
  for (std::size_t i = 0; i < pile.size(); ++i) {
    const auto& card = pile[pile.size() - 1 - i];
    const auto& d = smashup::card_def(card.def);
    out.push_back(std::string(i == pile_cursor_ ? "▸ " : "  ") + card_text(card.def) + " (" + faction_tag(d.faction) +
                  ")" + (i == 0 ? "  top of the pile" : ""));
  }
  return out;
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
  if (pending_digit_ > 0 && !(key.kind == KeyKind::Char && key.ch >= U'0' && key.ch <= U'9')) {
    const int number = std::exchange(pending_digit_, 0);
    if (key.kind == KeyKind::Enter) return choose_listed(number);
  }
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
  } else if (key.ch == U'c') {
    browser_.emplace(browsed_factions(view_));
    open_panel(Panel::Cards);
  } else if (key.ch == U'v') {
    compact_ = !compact_;
  } else if (key.ch == U'd') {
    discard_seat_ = viewer() < view_.seats.size() ? viewer() : 0;
    pile_cursor_ = 0;
    open_panel(Panel::Discards);
  } else if (key.ch >= U'0' && key.ch <= U'9') {
    return choose_number(static_cast<int>(key.ch - U'0'));
  }
  return std::nullopt;
}

std::optional<std::string> SmashUpBoard::choose_number(int digit) {
  // Past nine listed answers a number takes two digits: the first waits for the second (or Enter).
  const auto listed = deciding() ? option_labels_.size() : 0;
  const int number = pending_digit_ > 0 ? pending_digit_ * 10 + digit : digit;
  if (pending_digit_ == 0 && digit > 0 && static_cast<std::size_t>(digit) * 10 <= listed) {
    pending_digit_ = digit;
    message_ = std::to_string(digit) + "_: the second digit, or Enter for " + std::to_string(digit) + ".";
    return std::nullopt;
  }
  pending_digit_ = 0;
  return choose_listed(number);
}

std::optional<std::string> SmashUpBoard::choose_listed(int number) {
  if (!deciding() || number < 1 || static_cast<std::size_t>(number) > option_labels_.size()) {
    message_ = "There is no listed choice " + std::to_string(number) + ".";
    return std::nullopt;
  }
  const auto n = static_cast<std::size_t>(number - 1);
  const auto at = std::find(items_.begin(), items_.end(), BoardItem{BoardItem::Kind::Option, kNoCard, kNoBase, n});
  cursor_ = static_cast<std::size_t>(at - items_.begin());
  return commit();
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

const smashup::CardDef& SmashUpBoard::card(CardId id) const { return smashup::card_def(view_.kind_of(id)); }

std::string SmashUpBoard::refusal(CardId in_hand) const {
  const auto& hand = view_.hand;
  const auto& why = view_.question.refusals;
  const auto at = std::find_if(hand.begin(), hand.end(), [&](const smashup::SeenCard& c) { return c.card == in_hand; });
  const auto index = static_cast<std::size_t>(at - hand.begin());
  return index < why.size() ? why[index] : std::string();
}

}  // namespace cardtable::ui
