#include "ui/smashup/smashup_lines.hpp"

#include <algorithm>
#include <optional>
#include <utility>

#include "games/smashup/catalog.hpp"
#include "games/smashup/choice_text.hpp"
#include "ui/screens/text.hpp"

namespace cardtable::ui {

using smashup::BaseId;
using smashup::CardId;
using smashup::kNoCard;
using Mark = BoardSpan::Mark;

namespace {

// Fills lines of at most `width` columns with spans, breaking between spans; a continuation starts at `indent`.
class LineFiller {
 public:
  LineFiller(std::vector<BoardLine>& out, int width, int indent) : out_(out), width_(width), indent_(indent) {}
  void start() {
    out_.emplace_back();
    used_ = 0;
    items_ = false;
  }
  // A span that may move to the next line; `gap` separates it from the span before it on the same line.
  void add(std::string text, Mark mark, const std::string& gap = "  ", std::optional<BoardItem> item = std::nullopt) {
    const int need = columns(text) + (items_ ? columns(gap) : 0);
    if (items_ && used_ + need > width_) {
      start();
      out_.back().push_back({std::string(static_cast<std::size_t>(indent_), ' '), Mark::Plain, std::nullopt});
      used_ = indent_;
    }
    if (items_) {
      out_.back().push_back({gap, Mark::Plain, std::nullopt});
      used_ += columns(gap);
    }
    used_ += columns(text);
    items_ = true;
    out_.back().push_back({std::move(text), mark, item});
  }
  // A span that may move to the next line, separated by `gap` even from a heading just before it.
  void then(std::string text, Mark mark, const std::string& gap, std::optional<BoardItem> item = std::nullopt) {
    items_ = items_ || used_ > 0;
    add(std::move(text), mark, gap, std::move(item));
  }
  // A span that starts what follows on this line (a heading, a name).
  void lead(std::string text, Mark mark, std::optional<BoardItem> item = std::nullopt) {
    used_ += columns(text);
    items_ = false;
    out_.back().push_back({std::move(text), mark, item});
  }
  int line() const { return static_cast<int>(out_.size()) - 1; }

 private:
  std::vector<BoardLine>& out_;
  int width_;
  int indent_;
  int used_ = 0;
  bool items_ = false;
};

std::string pad_right(std::string text, int width) {
  const int have = columns(text);
  if (have < width) text.append(static_cast<std::size_t>(width - have), ' ');
  return text;
}

Mark mark_for(const SmashUpBoard& board, const BoardItem& item, Mark plain) {
  const auto at = board.under_cursor();
  if (at && *at == item) return Mark::Cursor;
  if (board.deciding() && board.is_target(item)) return Mark::Target;
  return plain;
}

std::string plays_left(const smashup::SeenTurn& turn) {
  return "minion " + std::to_string(turn.minion_used ? 0 : 1) + ", action " +
         std::to_string(turn.action_used ? 0 : 1) + ", extra " + std::to_string(turn.extras.size());
}

}  // namespace

std::string line_text(const BoardLine& line) {
  std::string out;
  for (const auto& span : line) out += span.text;
  return out;
}

std::string faction_tag(smashup::Faction faction) {
  const auto name = smashup::faction_name(faction);
  return std::string(name.substr(0, std::min<std::size_t>(2, name.size())));
}

namespace {

// "You 11", or "Bot 2: 7" when the name ends in a digit, so the two numbers do not run together.
std::string power_of(const framework::SeatWording& seat, int power) {
  const bool digit = !seat.name.empty() && seat.name.back() >= '0' && seat.name.back() <= '9';
  return seat.name + (digit ? ": " : " ") + std::to_string(power);
}

// The title line of a base: its name, power / breakpoint, each player's power there and its VP; the full view goes
// on with the ability, wrapped word by word, under which its cards are listed.
void base_title(LineFiller& fill, const SmashUpBoard& board, const smashup::SeenBase& b, framework::SeatWordings seats,
                bool with_ability) {
  const auto& d = smashup::base_def(b.base);
  const BoardItem base_item{BoardItem::Kind::Base, kNoCard, b.base, 0};
  fill.lead(str(d.name), mark_for(board, base_item, Mark::Heading), base_item);
  // At or over its breakpoint, a base scores at the end of the turn: the board says so.
  fill.lead(" " + std::to_string(b.power) + "/" + std::to_string(b.breakpoint) + (b.power >= b.breakpoint ? " scores" : ""),
            Mark::Bold, base_item);
  // Every player's power there; the compact view leaves out the players with nothing there, to keep to one line.
  for (smashup::Seat p = 0; p < b.player_power.size() && p < seats.size(); ++p) {
    const bool present = b.player_power[p] != 0 || std::any_of(b.minions.begin(), b.minions.end(), [&](const auto& m) {
                           return m.controller == p;
                         });
    if (with_ability || present)
      fill.then(power_of(seats[p], b.player_power[p]), p == board.viewer() ? Mark::Mine : Mark::Plain, " · ",
                base_item);
  }
  fill.then("VP " + std::to_string(d.vp[0]) + "-" + std::to_string(d.vp[1]) + "-" + std::to_string(d.vp[2]), Mark::Bold,
           "  ", base_item);
  if (!with_ability) return;
  const std::string ability = str(d.text);
  bool first = true;
  for (std::size_t at = 0; at < ability.size();) {
    const auto end = std::min(ability.find(' ', at), ability.size());
    if (end > at) fill.add(ability.substr(at, end - at), Mark::Dim, first ? "  " : " ", base_item);
    first = false;
    at = end + 1;
  }
}

// The minions of each player on the base, with their faction tags and attached actions, then the actions on the base.
void base_cards(LineFiller& fill, const SmashUpBoard& board, const smashup::SeenBase& b, framework::SeatWordings seats,
                BoardLines& out) {
  bool any = false;
  for (smashup::Seat p = 0; p < seats.size(); ++p) {
    bool first = true;
    for (const auto& m : b.minions) {
      if (m.controller != p) continue;
      if (first) {
        fill.start();
        fill.lead("    " + seats[p].name + ": ", p == board.viewer() ? Mark::Mine : Mark::Bold);
        first = false;
        any = true;
      }
      const BoardItem minion{BoardItem::Kind::Minion, m.card.card, b.base, 0};
      if (mark_for(board, minion, Mark::Plain) == Mark::Cursor) out.cursor_line = fill.line();
      const auto faction = smashup::card_def(m.card.def).faction;
      fill.add(minion_text(m) + " (" + faction_tag(faction) + ")", mark_for(board, minion, Mark::Plain), ", ", minion);
      for (const auto& a : b.actions) {
        if (a.on != m.card.card) continue;
        const BoardItem item{BoardItem::Kind::Attached, a.card.card, b.base, 0};
        fill.add("[" + str(smashup::card_def(a.card.def).name) + talent_mark(a.talent) + "]",
                 mark_for(board, item, Mark::Dim), " ", item);
        if (mark_for(board, item, Mark::Plain) == Mark::Cursor) out.cursor_line = fill.line();
      }
    }
  }
  bool on_base = false;
  for (const auto& a : b.actions) {
    if (a.on != kNoCard) continue;
    if (!on_base) {
      fill.start();
      fill.lead("    on the base: ", Mark::Bold);
      on_base = true;
    }
    const BoardItem item{BoardItem::Kind::Attached, a.card.card, b.base, 0};
    fill.add(str(smashup::card_def(a.card.def).name) + talent_mark(a.talent) + " (" + seats[a.controller].name + ")",
             mark_for(board, item, Mark::Dim), ", ", item);
    if (mark_for(board, item, Mark::Plain) == Mark::Cursor) out.cursor_line = fill.line();
  }
  if (!any && !on_base) {
    fill.start();
    fill.lead("    no minions", Mark::Dim);
  }
}

// True when the cursor rests on the base or on a card on it.
bool holds_cursor(const SmashUpBoard& board, smashup::BaseId base) {
  const auto at = board.under_cursor();
  return at && at->kind != BoardItem::Kind::HandCard && at->kind != BoardItem::Kind::Option && at->base == base;
}

}  // namespace

BoardLines board_lines(const SmashUpBoard& board, framework::SeatWordings seats, int width, bool hide_hand) {
  const auto& view = board.view();
  if (seats.size() < view.players) seats = smashup::neutral_words();
  BoardLines out;
  out.whose = "Turn " + std::to_string(view.turn.number) + " · " + seats[view.turn.active].name + " to play" +
              (view.turn.extra_turn ? " (extra turn)" : "");
  out.turn = out.whose + " · plays left: " + plays_left(view.turn);

  // Titles and faction pairs padded to the longest at the table, so the numbers line up in columns.
  int name_width = 0;
  int pair_width = 0;
  for (smashup::Seat p = 0; p < view.players; ++p) {
    name_width = std::max(name_width, columns(seats[p].title));
    pair_width = std::max(pair_width, columns(faction_pair(view.seats[p])));
  }
  for (smashup::Seat p = 0; p < view.players; ++p) {
    const auto& player = view.seats[p];
    LineFiller fill(out.players, width, 2);
    fill.start();
    fill.lead(p == view.turn.active ? "> " : "  ", Mark::Bold);
    fill.lead(pad_right(seats[p].title, name_width), p == board.viewer() ? Mark::Mine : Mark::Bold);
    fill.lead("  ", Mark::Plain);
    fill.add(pad_right(faction_pair(player), pair_width), Mark::Plain);
    fill.add("VP " + std::to_string(player.vp) + "/" + std::to_string(smashup::kWinningVp), Mark::Bold);
    fill.add("hand " + std::to_string(player.hand_size) + "  deck " + std::to_string(player.deck_size) +
                 "  discard " + std::to_string(player.discard.size()),
             Mark::Plain);
  }

  for (const auto& b : view.bases) {
    LineFiller fill(out.bases, width, 4);
    fill.start();
    const bool cursor_here = holds_cursor(board, b.base);
    if (cursor_here) out.cursor_base_line = fill.line();
    const BoardItem base_item{BoardItem::Kind::Base, kNoCard, b.base, 0};
    if (mark_for(board, base_item, Mark::Heading) == Mark::Cursor) out.cursor_line = fill.line();
    // The compact view keeps a line per base; the base the cursor is on opens, so its choices stay in sight.
    const bool full = !board.compact() || cursor_here;
    base_title(fill, board, b, seats, full);
    if (full) base_cards(fill, board, b, seats, out);
  }

  LineFiller hand(out.hand, width, 2);
  hand.start();
  const auto viewer = board.viewer();
  if (hide_hand || viewer >= view.seats.size()) {
    hand.lead("Hand hidden until the next player takes the keyboard.", Mark::Dim);
  } else {
    const auto& cards = view.hand;
    hand.lead(framework::sentence_case(seats[viewer].possessive) + " hand (" + std::to_string(cards.size()) + "): ",
              Mark::Bold);
    for (const auto& c : cards) {
      const BoardItem item{BoardItem::Kind::HandCard, c.card, smashup::kNoBase, 0};
      hand.add(card_text(c.def), mark_for(board, item, Mark::Plain), "  ", item);
    }
  }

  if (!board.options().empty()) {
    LineFiller list(out.options, width, 2);
    list.start();
    for (std::size_t i = 0; i < board.options().size(); ++i) {
      const BoardItem item{BoardItem::Kind::Option, kNoCard, smashup::kNoBase, i};
      list.add(std::to_string(i + 1) + " " + board.options()[i], mark_for(board, item, Mark::Target), "   ", item);
    }
  }
  return out;
}

}  // namespace cardtable::ui
