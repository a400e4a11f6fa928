#pragma once
// Text for people and for the protocol: stable ids of cards, bases and answers (`play collector#12 tar-pits`),
// labels, prompts naming the card that asks and why, and one sentence per event.
#include <string>
#include <vector>

#include "framework/seat_wording.hpp"
#include "games/smashup/rules.hpp"

namespace cardtable::smashup {

// The protocol's words for every seat ("Player 1" ...): the default wherever text names a seat. A table passes its
// own words ("You", "Bot", the hot-seat players' names), one per seat of the game.
framework::SeatWordings neutral_words();
std::string seat_name(Seat seat);                       // "Player 1"
std::string card_token(const State& s, CardId card);    // "collector#12"
std::string card_token(DefId def, CardId card);         // the same from the card's kind and id
std::string base_token(BaseId base);                    // "tar-pits"
std::string card_label(const State& s, CardId card);    // "Collector (power 2)"

std::string choice_id(const State& s, const Choice& c);
std::string choice_label(const State& s, const Choice& c, framework::SeatWordings words = neutral_words());
std::string prompt_text(const State& s, framework::SeatWordings words = neutral_words());
// What the asked player alone looks at while answering ("They hold: Collector, Beam Up."); empty when nothing.
std::string shown_text(const State& s);
// One sentence for the log (empty for events not worth one), naming the seats with `words`.
std::string describe(const State& s, const Event& e, framework::SeatWordings words = neutral_words());
// "1st", "2nd", "3rd".
std::string place_name(int place);
// The plays the active player has not used this turn ("1 minion and 1 action", "1 extra play"); empty when none.
std::string unused_plays(const State& s);

// The pending option whose id is `id`, or nullptr.
const Choice* find_choice(const State& s, std::string_view id);

}  // namespace cardtable::smashup
