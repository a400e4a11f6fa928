#include "ui/blast/blast_view.hpp"

#include <algorithm>

#include "ui/blast/blast_words.hpp"
#include "ui/screens/text.hpp"
#include "ui/terminal/canvas.hpp"

namespace cardtable::ui {

using blast::CardId;
using blast::Faction;
using blast::Planet;

namespace {

Style faction_style(Faction f) {
  switch (f) {
    case Faction::Changeling: return Style::Changeling;
    case Faction::Greedbot: return Style::Greedbot;
    case Faction::Junker: return Style::Junker;
    case Faction::Shrinker: return Style::Shrinker;
  }
  return Style::Normal;
}

std::string repeat(const char* glyph, int n) {
  std::string out;
  for (int i = 0; i < n; ++i) out += glyph;
  return out;
}

std::string pad(std::string s, int width) {
  const int have = columns(s);
  if (have < width) s += std::string(static_cast<std::size_t>(width - have), ' ');
  return s;
}

std::string points_text(int points) { return std::to_string(points) + (points == 1 ? " pt" : " pts"); }

const framework::SeatWording& words(const TableScene& scene, blast::Seat seat) { return scene.seats.at(seat); }

void draw_title(Canvas& c, const BlastLayout& l, const BlastTable& table, const TableScene& scene) {
  const auto& v = table.view();
  const auto& g = c.glyphs();
  const auto me = table.viewer();
  const auto them = blast::opponent(me);
  c.bar(0, 0, l.cols, Style::Title);
  c.text(0, 1, "BLAST " + std::string(g.dot) + " round " + std::to_string(v.round), Style::Title);
  const auto scores = [&](const std::string& mine, const std::string& theirs) {
    return mine + " " + points_text(v.points[me]) + " " + g.star + std::to_string(v.stars[me]) + "  " + g.vertical +
           "  " + theirs + " " + points_text(v.points[them]) + " " + g.star + std::to_string(v.stars[them]) + "  " +
           g.vertical + "  pile " + repeat(g.star, v.star_pile) + repeat(g.no_star, blast::kStars - v.star_pile);
  };
  // Long names (hot-seat) give way to their short forms rather than be cut.
  const std::string right = first_fitting({scores(words(scene, me).title, words(scene, them).title),
                                           scores(words(scene, me).column, words(scene, them).column)},
                                          l.cols - 19);
  c.text(0, std::max(18, l.cols - columns(right) - 1), right, Style::Title);
}

void draw_planets(Canvas& c, const BlastLayout& l, const BlastTable& table, const TableScene& scene) {
  const auto& v = table.view();
  const auto& g = c.glyphs();
  const Rect r = l.planets();
  c.box(r, "Planets");
  const auto me = table.viewer();
  const auto them = blast::opponent(me);
  const int zones = r.col + 32;
  c.text(r.row + 1, r.col + 2, "  Planet    Needs", Style::Dim);
  const std::string headers[] = {words(scene, me).column, "Mid", words(scene, them).column};
  for (int z = 0; z < 3; ++z) c.text(r.row + 1, zones + z * 5 + 1 - columns(headers[z]) / 2, headers[z], Style::Dim);
  const auto mode = table.mode();
  const bool pointing = mode == TableMode::Lead || mode == TableMode::Follow || mode == TableMode::Declare;
  for (int i = 0; i < blast::kPlanets; ++i) {
    const auto planet = blast::kAllPlanets[static_cast<std::size_t>(i)];
    const int row = l.planet_row(i);
    const bool chosen = pointing && planet == table.planet();
    const bool in_trick = v.phase == blast::Phase::Trick && v.trick.play_count > 0 && v.trick.planet == planet;
    const Style style = chosen ? Style::Highlight : (in_trick ? Style::Bold : Style::Normal);
    const std::string mark = chosen ? g.pointer : " ";
    c.text(
        row, r.col + 1,
        mark + std::to_string(i + 1) + " " + pad(blast::planet_name(planet), 10) + pad(short_requirement(planet), 17),
        style);
    const int zone = v.planet_zone[static_cast<std::size_t>(i)];
    const int column = zone == me ? 0 : (zone == blast::kCentre ? 1 : 2);
    for (int z = 0; z < 3; ++z) {
      const bool here = z == column;
      c.text(row, zones + 1 + z * 5, here ? g.planet : g.empty, here ? Style::Bold : Style::Dim);
    }
  }
}

// How the last trick of this round ended, from the log (so a resumed game shows it too); empty in a new round.
std::string last_trick(const TableScene& scene) {
  if (!scene.log) return {};
  const auto& lines = scene.log->lines();
  for (auto line = lines.rbegin(); line != lines.rend(); ++line) {
    if (line->starts_with("Round ")) return {};
    if (line->find(" won the trick on ") != std::string::npos) return *line;
  }
  return {};
}

void draw_trick(Canvas& c, const BlastLayout& l, const BlastTable& table, const TableScene& scene) {
  const auto& v = table.view();
  const Rect r = l.trick();
  const auto& trick = v.trick;
  const int inner = r.height - 2;
  if (v.phase == blast::Phase::Exchange) {
    c.box(r, "Exchange: " + std::to_string(v.exchange_count) + (v.exchange_count == 1 ? " card" : " cards"));
    std::string gave;
    for (CardId card : v.gave.cards()) gave += " " + blast::card_name(card);
    // the gift stays hidden from the other player, so it is not shown while the keyboard changes hands.
    const std::string line = scene.hide_hand ? "Hands are hidden."
                             : v.has_given   ? "You give:" + gave
                                             : "Choose the cards to give.";
    c.text(r.row + 1, r.col + 2, line, Style::Normal, r.width - 4);
    c.text(r.row + 2, r.col + 2, "The cards swap when both", Style::Dim, r.width - 4);
    c.text(r.row + 3, r.col + 2, "have chosen.", Style::Dim, r.width - 4);
    return;
  }
  if (trick.play_count == 0) {
    c.box(r, "Trick");
    const std::string leader = words(scene, v.to_move).name;
    c.text(r.row + 1, r.col + 2, leader + (leader == "You" ? " lead." : " leads."), Style::Bold, r.width - 4);
    const auto last = last_trick(scene);
    if (last.empty()) return;
    int row = r.row + 2;
    c.text(row++, r.col + 2, "Last trick:", Style::Dim);
    for (const auto& line : wrap(last, r.width - 4)) {
      if (row >= r.row + r.height - 1) break;
      c.text(row++, r.col + 2, line, Style::Dim, r.width - 4);
    }
    return;
  }
  std::string title = "Trick on " + blast::planet_name(trick.planet);
  if (trick.planet == Planet::VaoD) title += " (" + faction_plural(trick.faction) + ")";
  if (trick.planet == Planet::ThoraIII) {
    std::string codes;
    for (int f = 0; f < blast::kFactions; ++f)
      if (trick.faction_set & (1U << f))
        codes += (codes.empty() ? "" : " ") + std::string(1, blast::faction_code(static_cast<Faction>(f)));
    title += " (" + codes + ")";
  }
  c.box(r, title);
  const int first = std::max(0, static_cast<int>(trick.play_count) - inner);
  for (int i = first; i < trick.play_count; ++i) {
    const int row = r.row + 1 + (i - first);
    const auto& play = trick.plays[static_cast<std::size_t>(i)];
    const bool newest = i + 1 == trick.play_count;
    const Style style = newest ? Style::Bold : Style::Normal;
    c.text(row, r.col + 2, pad(words(scene, trick.seat_of_play(i)).column, 5) + blast::describe_cards(play), style,
           r.width - 8);
    const std::string total = std::to_string(play.total());
    c.text(row, r.col + r.width - 3 - columns(total), total, style);
  }
  if (first > 0) c.text(r.row, r.col + r.width - 12, std::to_string(first) + " earlier", Style::Dim);
}

void draw_seen(Canvas& c, const BlastLayout& l, const BlastTable& table) {
  const auto& v = table.view();
  const Rect r = l.seen();
  c.box(r, "Seen this round");
  for (int f = 0; f < blast::kFactions; ++f) {
    const auto faction = static_cast<Faction>(f);
    const int row = r.row + 1 + f;
    c.text(row, r.col + 2, std::string(1, blast::faction_code(faction)), faction_style(faction));
    int col = r.col + 4;
    for (int value = 0; value < blast::kValues; ++value) {
      const auto card = blast::card_of(faction, value);
      if (!v.face_up.contains(card)) continue;
      const auto text = std::to_string(value);
      c.text(row, col, text, v.discarded.contains(card) ? Style::Bad : Style::Normal);
      col += columns(text) + 1;
    }
  }
  if (r.height > 6 && !v.discarded.empty()) {
    std::string junked = "Discarded:";
    for (CardId card : v.discarded.cards()) junked += " " + blast::card_name(card);
    c.text(r.row + 5, r.col + 2, junked, Style::Dim, r.width - 4);
  }
}

void draw_log(Canvas& c, const BlastLayout& l, const TableScene& scene) {
  const Rect r = l.log();
  const int width = r.width - 4;
  const int height = r.height - 2;
  const bool more = scene.log && scene.log->more_above(height, width);
  c.box(r, more ? "Log (PgUp for more)" : "Log");
  if (!scene.log) return;
  int row = r.row + 1;
  for (const auto& line : scene.log->visible(height, width)) c.text(row++, r.col + 2, line, Style::Normal, width);
}

void draw_hand(Canvas& c, const BlastLayout& l, const BlastTable& table, const TableScene& scene) {
  const auto& v = table.view();
  const auto them = blast::opponent(table.viewer());
  const std::string order = table.order() == HandOrder::Value ? "by value" : "by faction";
  c.text(l.hand_header(), 1,
         "Your hand " + std::string(c.glyphs().dot) + " " + count_cards(static_cast<int>(v.hand.size())) + " " +
             c.glyphs().dot + " " + order + " (t)",
         Style::Bold);
  const std::string other = words(scene, them).name + " holds " + std::to_string(v.opponent_hand_size) +
                            (v.opponent_hand_size == 1 ? " card" : " cards");
  c.text(l.hand_header(), l.cols - columns(other) - 1, other, Style::Bold);
  if (scene.hide_hand) {
    c.centred(l.hand_cards(), "(hand hidden)", Style::Dim);
    return;
  }
  const auto cards = table.hand();
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const CardId card = cards[i];
    const int col = l.hand_col() + static_cast<int>(i) * kCardWidth;
    const bool at_cursor = i == table.cursor();
    const bool selected = table.selected().contains(card);
    if (selected) c.text(l.hand_marks(), col + 2, c.glyphs().raised, Style::Bold);
    const auto name = blast::card_name(card);
    c.text(l.hand_cards(), col, at_cursor ? "[" : " ", Style::Bold);
    c.text(l.hand_cards(), col + 1, name, selected ? Style::Selected : faction_style(blast::faction_of(card)));
    c.text(l.hand_cards(), col + 1 + columns(name), at_cursor ? "]" : " ", Style::Bold);
  }
  if (table.cursor() < cards.size()) {
    const CardId card = cards[table.cursor()];
    const bool received = v.received.contains(card);
    c.text(l.card_note(), 1, card_note(card) + (received ? " (received in the exchange)" : ""), Style::Dim, l.cols - 2);
  }
}

void draw_declarations(Canvas& c, const BlastTable& table) {
  const auto& plays = table.declarations();
  const Rect in = c.panel(static_cast<int>(plays.size()) + 4, 56, "How do the cards count?");
  for (std::size_t i = 0; i < plays.size(); ++i) {
    const bool at = i == table.declaration_cursor();
    c.text(
        in.row + 1 + static_cast<int>(i), in.col,
        pad(std::string(at ? c.glyphs().pointer : " ") + std::to_string(i + 1) + " " + blast::describe_play(plays[i]),
            in.width),
        at ? Style::Highlight : Style::Normal, in.width);
  }
}

}  // namespace

void draw_blast(Canvas& canvas, const BlastTable& table, const TableScene& scene) {
  BlastLayout layout{canvas.rows(), canvas.cols()};
  draw_title(canvas, layout, table, scene);
  draw_planets(canvas, layout, table, scene);
  draw_trick(canvas, layout, table, scene);
  draw_seen(canvas, layout, table);
  draw_log(canvas, layout, scene);
  draw_hand(canvas, layout, table, scene);
  std::string said;
  Style style = Style::Bold;
  if (!scene.message.empty()) {
    said = scene.message;
  } else if (!scene.hide_hand) {
    const auto feedback = table.feedback();
    said = feedback.text;
    style = feedback.tone == Tone::Good ? Style::Good : (feedback.tone == Tone::Bad ? Style::Bad : Style::Normal);
  }
  // A message longer than its row takes the card note's row above it too, rather than lose its end.
  const auto rows = wrap(said, layout.cols - 2);
  if (rows.size() > 1) canvas.bar(layout.card_note(), 0, layout.cols, Style::Normal);
  for (std::size_t i = 0; i < rows.size() && i < 2; ++i)
    canvas.text(layout.feedback() - (rows.size() > 1 ? 1 : 0) + static_cast<int>(i), 1, rows[i], style,
                layout.cols - 2);
  canvas.text(layout.prompt(), 1, scene.prompt.empty() ? table.prompt() : scene.prompt, Style::Bold, layout.cols - 2);
  canvas.bar(layout.keys(), 0, layout.cols, Style::Status);
  canvas.text(layout.keys(), 1, scene.keys, Style::Status, layout.cols - 2);
  if (table.mode() == TableMode::Declare) draw_declarations(canvas, table);
}

}  // namespace cardtable::ui
