#include "ui/blast/blast_table.hpp"

#include <algorithm>

#include "ui/blast/blast_words.hpp"

namespace cardtable::ui {

using blast::Action;
using blast::ActionKind;
using blast::CardId;
using blast::CardSet;
using blast::Phase;
using blast::Planet;

namespace {

// On Vao D the faction a play counts as, on Thora III the set of factions, matters for the rest of the trick;
// elsewhere only the total does.
int declaration_signature(const Action& a) {
  if (a.planet == Planet::VaoD) return static_cast<int>(a.cards[0].faction);
  if (a.planet != Planet::ThoraIII) return 0;
  int bits = 0;
  for (int i = 0; i < a.count; ++i) bits |= 1 << static_cast<int>(a.cards[i].faction);
  return bits;
}

blast::State known_state(const blast::Observation& v) {
  blast::State s;
  s.phase = v.phase;
  s.round = v.round;
  s.to_move = v.to_move;
  s.first_player = v.first_player;
  s.last_round_winner = v.last_round_winner;
  s.hands[v.seat] = v.hand;
  s.face_up = v.face_up;
  s.discarded = v.discarded;
  s.planet_zone = v.planet_zone;
  s.stars = v.stars;
  s.star_pile = v.star_pile;
  s.exchange_count = v.exchange_count;
  // the seat ahead on points at the deal gives its highest cards; no trick has moved a planet during the exchange,
  // so the points seen now are the deal's.
  s.exchange_leader = v.points[0] > v.points[1] ? 0 : 1;
  s.gifts[v.seat] = v.gave;
  s.has_given[v.seat] = v.has_given;
  s.trick = v.trick;
  s.winner = v.winner;
  s.end = v.end;
  return s;
}

}  // namespace

void BlastTable::show(const blast::Observation& view, const std::vector<framework::Option>& asked) {
  if (shown_ && view == view_ && asked == asked_) return;
  const auto old_hand = shown_ ? hand() : std::vector<CardId>{};
  const int under_cursor = cursor_ < old_hand.size() ? old_hand[cursor_] : -1;
  known_ = known_state(view);
  viewer_ = view.seat;
  shown_ = true;
  view_ = view;
  asked_ = asked;
  // The answers are the question's options: the table offers nothing the game did not.
  legal_.clear();
  for (const auto& option : asked)
    if (auto action = blast::parse_action(option.id)) legal_.push_back(*action);
  selected_ = {};
  hint_.reset();
  declarations_.clear();
  message_.clear();
  if (view.phase == Phase::Trick && view.trick.play_count > 0) planet_ = view.trick.planet;
  if (mode() == TableMode::Give && known_.exchange_leader == viewer_ && !legal_.empty()) {
    // The seat ahead gives its highest cards: start with the ones every legal gift contains.
    CardSet forced = legal_.front().chosen;
    for (const auto& a : legal_) forced = forced & a.chosen;
    selected_ = forced;
  }
  const auto now = hand();
  cursor_ = 0;
  if (under_cursor >= 0) {
    const auto at = std::find(now.begin(), now.end(), static_cast<CardId>(under_cursor));
    if (at != now.end()) cursor_ = static_cast<std::size_t>(at - now.begin());
  }
}

TableMode BlastTable::mode() const {
  if (view_.phase == Phase::GameOver) return TableMode::Over;
  if (view_.to_move != viewer_ || legal_.empty()) return TableMode::Watching;
  if (!declarations_.empty()) return TableMode::Declare;
  switch (view_.phase) {
    case Phase::Exchange: return TableMode::Give;
    case Phase::JunkerDiscard: return TableMode::Discard;
    default: return view_.trick.play_count == 0 ? TableMode::Lead : TableMode::Follow;
  }
}

std::vector<CardId> BlastTable::hand() const {
  auto cards = view_.hand.cards();
  std::sort(cards.begin(), cards.end(), [this](CardId x, CardId y) {
    const auto vx = blast::value_of(x), vy = blast::value_of(y);
    const auto fx = blast::faction_of(x), fy = blast::faction_of(y);
    if (order_ == HandOrder::Value) return vx != vy ? vx < vy : fx < fy;
    return fx != fy ? fx < fy : vx < vy;
  });
  return cards;
}

std::vector<Action> BlastTable::plays_for_selection() const {
  std::vector<Action> plays;
  for (const auto& a : legal_)
    if (a.kind == ActionKind::Play && a.planet == planet_ && a.play_cards() == selected_) plays.push_back(a);
  // Counting the same cards lower (Shrinkers) only helps the opponent, so of the plays that leave the trick the same
  // choices, only the highest total is offered.
  std::vector<Action> useful;
  for (const auto& a : plays) {
    const bool beaten = std::any_of(plays.begin(), plays.end(), [&](const Action& b) {
      return declaration_signature(b) == declaration_signature(a) && b.total() > a.total();
    });
    if (!beaten) useful.push_back(a);
  }
  std::stable_sort(useful.begin(), useful.end(),
                   [](const Action& x, const Action& y) { return x.total() > y.total(); });
  return useful;
}

void BlastTable::move_cursor(int delta) {
  const auto size = static_cast<int>(view_.hand.size());
  if (size == 0) return;
  cursor_ = static_cast<std::size_t>(((static_cast<int>(cursor_) + delta) % size + size) % size);
}

void BlastTable::toggle(std::size_t index) {
  const auto cards = hand();
  if (index >= cards.size()) return;
  cursor_ = index;
  const CardId card = cards[index];
  const auto mode_now = mode();
  if (mode_now == TableMode::Watching || mode_now == TableMode::Over) {
    message_ = mode_now == TableMode::Over ? "The game is over." : "It is not your turn yet.";
    return;
  }
  if (mode_now == TableMode::Discard) {
    selected_ = selected_.contains(card) ? CardSet{} : CardSet::of(card);
    return;
  }
  if (selected_.contains(card))
    selected_.erase(card);
  else
    selected_.insert(card);
}

void BlastTable::choose_planet(int index) {
  if (mode() == TableMode::Lead) {
    planet_ =
        blast::kAllPlanets[static_cast<std::size_t>((index % blast::kPlanets + blast::kPlanets) % blast::kPlanets)];
    return;
  }
  if (mode() == TableMode::Follow) message_ = "This trick is on " + blast::planet_name(view_.trick.planet) + ".";
}

bool BlastTable::hint_stands() const {
  if (!hint_) return false;
  switch (hint_->kind) {
    case ActionKind::Play: return selected_ == hint_->play_cards() && planet_ == hint_->planet;
    case ActionKind::Pass: return selected_.empty();
    default: return selected_ == hint_->chosen;
  }
}

std::optional<std::string> BlastTable::commit_cards() {
  // A hint is given exactly as hinted (a pass, or a play however else its cards could count) while the selection and
  // the planet are still the hint's, wherever the cursor has gone.
  if (hint_stands()) return blast::to_string(*hint_);
  const auto cards = hand();
  const auto mode_now = mode();
  const bool single = mode_now == TableMode::Discard || blast::cards_per_play(planet_) == 1;
  // With nothing selected, Enter takes the card under the cursor where one card is the whole answer.
  if (selected_.empty() && single && mode_now != TableMode::Give && cursor_ < cards.size())
    selected_ = CardSet::of(cards[cursor_]);
  if (mode_now == TableMode::Discard) {
    if (selected_.size() != 1) {
      message_ = "Select one card to discard.";
      return std::nullopt;
    }
    return blast::to_string(Action::discard(selected_.cards().front()));
  }
  if (mode_now == TableMode::Give) {
    const auto gift = Action::give(selected_);
    if (std::find(legal_.begin(), legal_.end(), gift) != legal_.end()) return blast::to_string(gift);
    message_ = give_feedback().text;
    return std::nullopt;
  }
  const auto plays = plays_for_selection();
  if (plays.empty()) {
    const auto why = play_feedback();
    message_ = why.tone == Tone::Bad ? why.text : "Select " + count_cards(blast::cards_per_play(planet_)) + " first.";
    return std::nullopt;
  }
  if (plays.size() == 1) return blast::to_string(plays.front());
  declarations_ = plays;
  declaration_cursor_ = 0;
  return std::nullopt;
}

std::optional<std::string> BlastTable::commit() {
  switch (mode()) {
    case TableMode::Lead:
    case TableMode::Follow:
    case TableMode::Give:
    case TableMode::Discard: return commit_cards();
    case TableMode::Watching: message_ = "It is not your turn yet."; return std::nullopt;
    default: return std::nullopt;
  }
}

std::optional<std::string> BlastTable::handle_declare(Key key) {
  const std::size_t last = declarations_.size() - 1;
  switch (key.kind) {
    case KeyKind::Up: declaration_cursor_ = declaration_cursor_ == 0 ? last : declaration_cursor_ - 1; break;
    case KeyKind::Down: declaration_cursor_ = declaration_cursor_ == last ? 0 : declaration_cursor_ + 1; break;
    case KeyKind::Escape: declarations_.clear(); break;
    case KeyKind::Enter: {
      auto id = blast::to_string(declarations_[declaration_cursor_]);
      declarations_.clear();
      return id;
    }
    case KeyKind::Char:
      if (key.ch >= U'1' && key.ch <= U'9' && static_cast<std::size_t>(key.ch - U'1') <= last)
        declaration_cursor_ = static_cast<std::size_t>(key.ch - U'1');
      break;
    default: break;
  }
  return std::nullopt;
}

bool BlastTable::point_at(const std::string& option_id) {
  const auto action = blast::parse_action(option_id);
  if (!action || std::find(legal_.begin(), legal_.end(), *action) == legal_.end()) return false;
  message_.clear();
  declarations_.clear();
  selected_ = action->kind == ActionKind::Play ? action->play_cards() : action->chosen;
  hint_ = action;
  if (action->kind == ActionKind::Play && mode() == TableMode::Lead) planet_ = action->planet;
  const auto cards = hand();
  for (std::size_t i = 0; i < cards.size(); ++i)
    if (selected_.contains(cards[i])) {
      cursor_ = i;
      break;
    }
  return true;
}

std::optional<std::string> BlastTable::handle(Key key) {
  key = with_vi_keys(key);
  if (mode() == TableMode::Declare) return handle_declare(key);
  message_.clear();
  const auto size = view_.hand.size();
  switch (key.kind) {
    case KeyKind::Left: move_cursor(-1); return std::nullopt;
    case KeyKind::Right: move_cursor(1); return std::nullopt;
    case KeyKind::Home: cursor_ = 0; return std::nullopt;
    case KeyKind::End: cursor_ = size > 0 ? static_cast<std::size_t>(size - 1) : 0; return std::nullopt;
    case KeyKind::Up: choose_planet(static_cast<int>(planet_) - 1); return std::nullopt;
    case KeyKind::Down: choose_planet(static_cast<int>(planet_) + 1); return std::nullopt;
    case KeyKind::Enter: return commit();
    case KeyKind::Click: {
      if (const int p = layout_.planet_at(key.row, key.col); p >= 0) choose_planet(p);
      if (const int c = layout_.card_at(key.row, key.col, size); c >= 0) toggle(static_cast<std::size_t>(c));
      return std::nullopt;
    }
    case KeyKind::Char: break;
    default: return std::nullopt;
  }
  if (key.ch == U' ') {
    toggle(cursor_);
  } else if (key.ch == U'c') {
    selected_ = {};
  } else if (key.ch == U't') {
    const auto cards = hand();
    const int keep = cursor_ < cards.size() ? cards[cursor_] : -1;
    order_ = order_ == HandOrder::Value ? HandOrder::Faction : HandOrder::Value;
    const auto now = hand();
    if (keep >= 0)
      cursor_ = static_cast<std::size_t>(std::find(now.begin(), now.end(), static_cast<CardId>(keep)) - now.begin());
  } else if (key.ch >= U'1' && key.ch <= U'5') {
    choose_planet(static_cast<int>(key.ch - U'1'));
  } else if (key.ch == U'p') {
    if (mode() == TableMode::Follow) return blast::to_string(Action::pass());
    message_ = mode() == TableMode::Lead ? sentence(blast::why_illegal(known_, Action::pass()))
                                         : "There is nothing to pass now.";
  }
  return std::nullopt;
}

}  // namespace cardtable::ui
