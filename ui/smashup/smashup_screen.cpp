#include "ui/smashup/smashup_screen.hpp"

#include <algorithm>

#include "games/smashup/choice_text.hpp"
#include "games/smashup/smashup_match.hpp"
#include "ui/play/overlays.hpp"
#include "ui/screens/text.hpp"
#include "ui/smashup/smashup_how_to_play.hpp"
#include "ui/smashup/smashup_lines.hpp"
#include "ui/smashup/smashup_rulings.hpp"
#include "ui/smashup/smashup_narration.hpp"
#include "ui/smashup/smashup_results.hpp"
#include "ui/terminal/canvas.hpp"

namespace cardtable::ui {
namespace {

const smashup::SmashUpMatch& smashup_match_of(const framework::Match& match) {
  return dynamic_cast<const smashup::SmashUpMatch&>(match);
}

smashup::Observation view_of(const framework::Match& match, framework::Seat viewer,
                             framework::SeatWordings seats = {}) {
  return smashup_match_of(match).observe(viewer, seats);
}

Style style_of(BoardSpan::Mark mark) {
  switch (mark) {
    case BoardSpan::Mark::Plain: return Style::Normal;
    case BoardSpan::Mark::Dim: return Style::Dim;
    case BoardSpan::Mark::Bold:
    case BoardSpan::Mark::Heading: return Style::Bold;
    case BoardSpan::Mark::Target: return Style::Selected;
    case BoardSpan::Mark::Cursor: return Style::Highlight;
    case BoardSpan::Mark::Mine: return Style::Good;
  }
  return Style::Normal;
}

void paint(Canvas& canvas, const PlacedLine& placed) {
  int col = kBoardCol;
  for (const auto& span : placed.line) {
    canvas.text(placed.row, col, span.text, style_of(span.mark), canvas.cols() - 1 - col);
    col += columns(span.text);
  }
}

// A rule across the table, saying when bases are out of view on its side (the cursor scrolls them in).
void rule(Canvas& canvas, int row, bool more, const char* words) {
  canvas.text(row, 0, std::string(static_cast<std::size_t>(canvas.cols()), '-'), Style::Frame);
  if (more) canvas.text(row, canvas.cols() - 14, words, Style::Bold);
}

void draw_discards(Canvas& canvas, SmashUpBoard& board, framework::SeatWordings seats) {
  const auto seat = board.discard_seat();
  const auto& pile = board.view().seats.at(seat).discard;
  const auto lines = board.pile_lines();
  draw_text_window(canvas, "Discard pile: " + seats[seat].name + " (" + std::to_string(pile.size()) + ")",
                   lines.empty() ? std::vector<std::string>{"(empty)"} : lines, board.panel_scroll(),
                   "up/down, i: read a card  left/right: another pile  other keys close");
}

}  // namespace

void SmashUpScreen::show(const SeatPosition& position, framework::SeatWordings seats) {
  board_.show(std::any_cast<const smashup::Observation&>(position.view), seats);
}

void SmashUpScreen::draw(Canvas& canvas, const TableScene& scene) {
  const int cols = canvas.cols();
  const int width = cols - 2 * kBoardCol;
  auto layout = lay_out_board(board_, scene, canvas.rows(), cols);
  canvas.bar(0, 0, cols, Style::Title);
  canvas.text(0, kBoardCol, layout.title, Style::Title, width);
  for (const auto& placed : layout.lines) paint(canvas, placed);
  rule(canvas, layout.rule_above, layout.more_above, " more above ");
  rule(canvas, layout.rule_below, layout.more_below, " more below ");
  int row = layout.prompt_row;
  for (const auto& text : layout.prompt) canvas.text(row++, kBoardCol, text, Style::Bold, width);
  if (scene.log) {
    int at = layout.log_row;
    for (const auto& line : scene.log->visible(layout.log_rows, width))
      canvas.text(at++, kBoardCol, line, Style::Dim, width);
  }
  int note_row = layout.note_row;
  for (const auto& line : layout.note) canvas.text(note_row++, kBoardCol, line, Style::Bold, width);
  canvas.bar(layout.keys_row, 0, cols, Style::Status);
  canvas.text(layout.keys_row, kBoardCol, scene.keys, Style::Status, width);
  // Clicks are read against the screen as drawn now.
  board_.set_layout(std::move(layout));

  if (board_.panel() == SmashUpBoard::Panel::Inspect) {
    draw_text_window(canvas, board_.inspect_title(), board_.inspect_lines(), board_.panel_scroll(),
                     "Any other key closes this.");
  }
  if (board_.panel() == SmashUpBoard::Panel::Discards) draw_discards(canvas, board_, scene.seats);
  if (board_.panel() == SmashUpBoard::Panel::Cards) {
    auto& browser = board_.browser();
    draw_text_window(canvas, browser.title(), browser.lines(), browser.scroll(), browser.footer());
  }
}

bool SmashUpScreen::anything_hidden(const SeatPosition& position) const {
  const auto& s = std::any_cast<const smashup::Observation&>(position.view);  // hand sizes: every seat sees them
  return std::any_of(s.seats.begin(), s.seats.end(), [](const auto& seat) { return seat.hand_size > 0; });
}

std::vector<KeyHelp> SmashUpScreen::keys() const {
  return {{"arrows, h/j/k/l", "move among the highlighted choices (bases, minions, cards)"},
          {"enter, space", "choose; a card with several places asks where next"},
          {"1-9", "choose a listed answer (pass, done, yes, factions...)"},
          {"esc", "back to choosing the card"},
          {"tab", "look at everything on the table (tab again: only the choices)"},
          {"i", "the full text of the card or base under the cursor"},
          {"d", "the discard piles (every pile is public): up/down a card, i or enter reads it, left/right another "
                "player's pile"},
          {"c", "the card browser: every faction in this game with its cards (count, power, text) and bases; "
                "left/right a faction, type a name to search every card"},
          {"v", "the compact view: one line per base (the base under the cursor stays open); v again: the full view"},
          {"mouse click", "choose a highlighted choice; on anything else: its full text"}};
}

std::vector<std::string> SmashUpScreen::legend() const {
  std::string tags;
  for (const auto& seat : board_.view().seats)
    for (int i = 0; i < seat.faction_count; ++i) {
      const auto faction = seat.factions[static_cast<std::size_t>(i)];
      const auto tag = faction_tag(faction) + " " + std::string(smashup::faction_name(faction));
      if (tags.find(tag) == std::string::npos) tags += (tags.empty() ? "" : ", ") + tag;
    }
  std::vector<std::string> out{"> before a player: whose turn it is. VP 7/15: their victory points, of the 15 that win.",
          "A base: the power on it / its breakpoint, each player's power there (You 11 · Bot 7), the VP for its "
          "winner, second and third place, then its ability. \"scores\": the power has reached the breakpoint, so "
          "the base scores once the current player is done playing cards.",
          "Invader 5* (Al): a minion, its power now and its faction; * when the power differs from the printed "
          "power (i says why). \"as Warbot\": it has that card's abilities for now.",
          "Faction tags: " + (tags.empty() ? std::string("none yet") : tags) + ".",
          "T after a card in play: its Talent is ready (use it in your play phase, once a turn); t: used this turn.",
          "[Upgrade] after a minion: an action attached to it. \"on the base:\" lists the actions attached to the "
          "base, with who controls each.",
          "Highlighted (in colour, or bold and underlined without colour): what the decision can pick. Reverse "
          "video: the cursor; the line above the keys names what it is on.",
          "Numbered answers under the hand (1 Done playing cards): answers that have no place on the board; 1-9 "
          "picks them."};
  std::vector<smashup::Faction> factions;
  for (const auto& seat : board_.view().seats)
    for (int i = 0; i < seat.faction_count; ++i) factions.push_back(seat.factions[static_cast<std::size_t>(i)]);
  const auto why = why_legend(factions);
  if (!why.empty()) {
    out.push_back("Why? How this table rules the cards of this game that surprise players (i on the card says it "
                  "too):");
    out.insert(out.end(), why.begin(), why.end());
  }
  return out;
}

std::vector<Page> SmashUpScreen::rules() const { return smashup_how_to_play(); }

Narration SmashUpScreen::narrate(const framework::Match& after, const std::vector<std::string>&,
                                 framework::SeatWordings seats) const {
  return narrate_smashup(smashup_match_of(after), seats);
}

std::optional<Notice> SmashUpScreen::notice(const framework::Match& after, framework::SeatWordings seats) const {
  return smashup_notice(smashup_match_of(after), seats);
}

std::vector<std::string> SmashUpScreen::opening(const framework::Match& start, framework::SeatWordings seats) const {
  const auto s = view_of(start, 0, seats);  // the factions: every seat sees them
  std::string line = "Smash Up for " + std::to_string(s.players) + ":";
  for (std::size_t i = 0; i < s.seats.size() && i < seats.size(); ++i)
    line += (i ? ", " : " ") + seats[i].title +
            (s.seats[i].faction_count > 0 ? " (" + faction_pair(s.seats[i]) + ")" : "");
  std::vector<std::string> out{line + ". First to 15 VP wins."};
  // Before any faction is picked, a draft is on: the table drew who picks first.
  const bool drafting = std::all_of(s.seats.begin(), s.seats.end(), [](const auto& seat) { return seat.faction_count == 0; });
  if (drafting && s.first_player < seats.size()) {
    const auto& first = seats[s.first_player];
    out.push_back(first.name + " " + first.verb("pick", "picks") + " first (drawn at random), then the others in turn.");
  }
  return out;
}

nlohmann::json SmashUpScreen::rematch_setup(const framework::Session& session) const {
  auto setup = session.setup();
  // A scenario is a fixed position: played again as it is.
  if (setup.contains("scenario")) return setup;
  const auto s = view_of(session.match(), 0);  // the factions: every seat sees them
  auto pairs = nlohmann::json::array();
  for (const auto& seat : s.seats) {
    if (seat.faction_count < 2) return setup;  // ended before the factions were all picked
    pairs.push_back({smashup::faction_slug(seat.factions[0]), smashup::faction_slug(seat.factions[1])});
  }
  setup.erase("draft");
  setup["factions"] = pairs;
  return setup;
}

std::string SmashUpScreen::record_pair(const SeatPosition& end) const {
  const auto& seat = std::any_cast<const smashup::Observation&>(end.view).seats.at(end.seat);
  if (seat.faction_count < 2) return "";
  std::string names[] = {std::string(smashup::faction_slug(seat.factions[0])),
                         std::string(smashup::faction_slug(seat.factions[1]))};
  if (names[1] < names[0]) std::swap(names[0], names[1]);
  return names[0] + "+" + names[1];
}

Notice SmashUpScreen::result(const SeatPosition& end, framework::SeatWordings seats) const {
  return smashup_results(std::any_cast<const smashup::Observation&>(end.view), std::nullopt, seats);
}

GameTable::Results SmashUpScreen::results(const framework::Session& session) const {
  return [earned = std::optional(vp_sources(session))](const SeatPosition& end, framework::SeatWordings seats) {
    return smashup_results(std::any_cast<const smashup::Observation&>(end.view), earned, seats);
  };
}

}  // namespace cardtable::ui
