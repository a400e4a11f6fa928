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

std::string str(std::string_view v) { return std::string(v); }

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

BoardLines board_lines(const SmashUpBoard& board, const std::vector<std::string>& seat_names, int width,
                       bool hide_hand) {
  const auto& view = board.view();
  auto name = [&](smashup::Seat seat) {
    return seat < seat_names.size() ? seat_names[seat] : smashup::seat_name(seat);
  };
  BoardLines out;
  out.turn = "Turn " + std::to_string(view.turn.number) + " · " + name(view.turn.active) + " to play" +
             (view.turn.extra_turn ? " (extra turn)" : "") + " · plays left: " + plays_left(view.turn);

  // Names and faction pairs padded to the longest at the table, so the numbers line up in columns.
  int name_width = 0;
  int pair_width = 0;
  for (smashup::Seat p = 0; p < view.players; ++p) {
    name_width = std::max(name_width, columns(name(p)));
    pair_width = std::max(pair_width, columns(faction_pair(view.seats[p])));
  }
  for (smashup::Seat p = 0; p < view.players; ++p) {
    const auto& player = view.seats[p];
    LineFiller fill(out.players, width, 2);
    fill.start();
    fill.lead(p == view.turn.active ? "> " : "  ", Mark::Bold);
    fill.lead(pad_right(name(p), name_width), p == board.viewer() ? Mark::Mine : Mark::Bold);
    fill.lead("  ", Mark::Plain);
    fill.add(pad_right(faction_pair(player), pair_width), Mark::Plain);
    fill.add("VP " + std::to_string(player.vp) + "/" + std::to_string(smashup::kWinningVp), Mark::Bold);
    fill.add("hand " + std::to_string(player.hand_size) + "  deck " + std::to_string(player.deck_size) +
                 "  discard " + std::to_string(player.discard.size()),
             Mark::Plain);
  }

  for (const auto& b : view.bases) {
    const auto& d = smashup::base_def(b.base);
    LineFiller fill(out.bases, width, 4);
    fill.start();
    const BoardItem base_item{BoardItem::Kind::Base, kNoCard, b.base, 0};
    if (mark_for(board, base_item, Mark::Heading) == Mark::Cursor) out.cursor_line = fill.line();
    fill.lead(str(d.name), mark_for(board, base_item, Mark::Heading), base_item);
    const int power = b.power;
    const int breakpoint = b.breakpoint;
    // At or over its breakpoint, a base scores at the end of the turn: the board says so.
    const std::string numbers = " " + std::to_string(power) + "/" + std::to_string(breakpoint) +
                                (power >= breakpoint ? " scores" : "") + "  VP " + std::to_string(d.vp[0]) +
                                "-" + std::to_string(d.vp[1]) + "-" + std::to_string(d.vp[2]) + "  ";
    fill.lead(numbers, Mark::Bold, base_item);
    // The ability in full, word by word, wrapping under the base's name.
    const std::string ability = str(d.text);
    for (std::size_t at = 0; at < ability.size();) {
      const auto end = std::min(ability.find(' ', at), ability.size());
      if (end > at) fill.add(ability.substr(at, end - at), Mark::Dim, " ", base_item);
      at = end + 1;
    }
    bool any = false;
    for (smashup::Seat p = 0; p < view.players; ++p) {
      bool first = true;
      for (const auto& m : b.minions) {
        if (m.controller != p) continue;
        if (first) {
          fill.start();
          fill.lead("    " + name(p) + ": ", p == board.viewer() ? Mark::Mine : Mark::Bold);
          first = false;
          any = true;
        }
        const BoardItem minion{BoardItem::Kind::Minion, m.card.card, b.base, 0};
        if (mark_for(board, minion, Mark::Plain) == Mark::Cursor) out.cursor_line = fill.line();
        fill.add(minion_text(m), mark_for(board, minion, Mark::Plain), ", ", minion);
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
      fill.add(str(smashup::card_def(a.card.def).name) + talent_mark(a.talent) + " (" + name(a.controller) + ")",
               mark_for(board, item, Mark::Dim), ", ", item);
      if (mark_for(board, item, Mark::Plain) == Mark::Cursor) out.cursor_line = fill.line();
    }
    if (!any && !on_base) {
      fill.start();
      fill.lead("    no minions", Mark::Dim);
    }
  }

  LineFiller hand(out.hand, width, 2);
  hand.start();
  const auto viewer = board.viewer();
  if (hide_hand || viewer >= view.seats.size()) {
    hand.lead("Hand hidden until the next player takes the keyboard.", Mark::Dim);
  } else {
    const auto& cards = view.hand;
    const std::string whose = name(viewer) == "You" ? "Your" : name(viewer) + "'s";
    hand.lead(whose + " hand (" + std::to_string(cards.size()) + "): ", Mark::Bold);
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
