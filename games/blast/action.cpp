#include "games/blast/action.hpp"

#include <algorithm>
#include <sstream>
#include <vector>

namespace cardtable::blast {
namespace {

// A Changeling's declared faction is written only where it can matter: on Vao D and Thora III (rules: notation).
bool declarations_matter(Planet p) { return p == Planet::VaoD || p == Planet::ThoraIII; }

std::string counted_name(const CountedCard& c, Planet planet) {
  std::string out = card_name(c.card);
  if (c.value + 1 == value_of(c.card)) out += '-';
  if (declarations_matter(planet) && c.faction != faction_of(c.card)) {
    out += '=';
    out += faction_code(c.faction);
  }
  return out;
}

std::optional<CountedCard> parse_counted(std::string_view token) {
  CountedCard counted;
  auto eq = token.find('=');
  std::optional<Faction> declared;
  if (eq != std::string_view::npos) {
    if (eq + 2 != token.size()) return std::nullopt;
    declared = faction_from_code(token[eq + 1]);
    if (!declared) return std::nullopt;
    token = token.substr(0, eq);
  }
  bool lowered = !token.empty() && token.back() == '-';
  if (lowered) token.remove_suffix(1);
  auto card = parse_card(token);
  if (!card) return std::nullopt;
  counted.card = *card;
  int value = value_of(*card) - (lowered ? 1 : 0);
  if (value < 0) return std::nullopt;
  counted.value = static_cast<std::uint8_t>(value);
  counted.faction = declared.value_or(faction_of(*card));
  return counted;
}

std::vector<std::string_view> split_words(std::string_view text) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ') ++i;
    std::size_t j = i;
    while (j < text.size() && text[j] != ' ') ++j;
    if (j > i) words.push_back(text.substr(i, j - i));
    i = j;
  }
  return words;
}

}  // namespace

void sort_play(Action& a) {
  std::sort(a.cards.begin(), a.cards.begin() + a.count, [](const CountedCard& x, const CountedCard& y) {
    if (x.value != y.value) return x.value < y.value;
    if (x.faction != y.faction) return x.faction < y.faction;
    return value_of(x.card) < value_of(y.card);
  });
}

std::string to_string(const Action& a) {
  switch (a.kind) {
    case ActionKind::Pass: return "pass";
    case ActionKind::Discard: return "discard " + card_name(a.chosen.cards().front());
    case ActionKind::Give: {
      auto cards = a.chosen.cards();
      // give lists cards by printed value, then faction code
      std::sort(cards.begin(), cards.end(), [](CardId x, CardId y) {
        return value_of(x) != value_of(y) ? value_of(x) < value_of(y) : faction_of(x) < faction_of(y);
      });
      std::string out = "give";
      for (CardId c : cards) out += ' ' + card_name(c);
      return out;
    }
    case ActionKind::Play: {
      std::string out = "play " + planet_code(a.planet);
      for (int i = 0; i < a.count; ++i) out += ' ' + counted_name(a.cards[i], a.planet);
      return out;
    }
  }
  return "?";
}

std::string describe_cards(const Action& play) {
  std::string out;
  for (int i = 0; i < play.count; ++i) out += (i ? " " : "") + counted_name(play.cards[i], play.planet);
  return out;
}

std::string describe_play(const Action& play) {
  return describe_cards(play) + " on " + planet_name(play.planet) + " (total " + std::to_string(play.total()) + ")";
}

std::optional<Action> parse_action(std::string_view text) {
  auto words = split_words(text);
  if (words.empty()) return std::nullopt;
  const auto verb = words[0];
  if (verb == "pass") return words.size() == 1 ? std::optional<Action>(Action::pass()) : std::nullopt;
  if (verb == "discard") {
    if (words.size() != 2) return std::nullopt;
    auto card = parse_card(words[1]);
    return card ? std::optional<Action>(Action::discard(*card)) : std::nullopt;
  }
  if (verb == "give") {
    if (words.size() < 2) return std::nullopt;
    CardSet cards;
    for (std::size_t i = 1; i < words.size(); ++i) {
      auto card = parse_card(words[i]);
      if (!card || cards.contains(*card)) return std::nullopt;
      cards.insert(*card);
    }
    return Action::give(cards);
  }
  if (verb == "play") {
    if (words.size() < 3 || words.size() > 5) return std::nullopt;
    auto planet = parse_planet(words[1]);
    if (!planet) return std::nullopt;
    Action a;
    a.kind = ActionKind::Play;
    a.planet = *planet;
    CardSet seen;
    for (std::size_t i = 2; i < words.size(); ++i) {
      auto counted = parse_counted(words[i]);
      if (!counted || seen.contains(counted->card)) return std::nullopt;
      seen.insert(counted->card);
      // A declaration that cannot matter is dropped, so it compares equal to the play without it.
      if (!declarations_matter(*planet)) counted->faction = faction_of(counted->card);
      a.cards[a.count++] = *counted;
    }
    sort_play(a);
    return a;
  }
  return std::nullopt;
}

}  // namespace cardtable::blast
