#pragma once
// One full game consistent with what a seat has seen: hands and decks are hidden, their sizes public; discard
// piles, bases and everything on them public. Search bots deal many of these and play each one out.
#include <vector>

#include "framework/rng.hpp"
#include "games/smashup/state.hpp"

namespace cardtable::smashup {

// A copy of `s` in which every other seat's hand and deck are dealt afresh (same sizes) from the cards `observer`
// cannot place, `observer`'s own deck order is reshuffled (its owner does not know it either), the base deck is
// reshuffled and the game's Rng is reseeded. Cards `observer`'s own question or the turn's extra plays name, and those
// everyone saw revealed (Observation::revealed), keep their place. The result depends only on `observer`'s view and
// `rng`, never on where the hidden cards really are. Meant for the seat that is asked (search deals for it): when
// another seat is asked, that seat's options may name cards of its hand that the deal has moved.
State determinize(const State& s, Seat observer, framework::Rng& rng);

// Per card id: true when `observer` knows where that card is although it may lie in a hidden zone (named by its own
// question or an extra play, or revealed to everyone), which its observation shows. determinize keeps these in place.
std::vector<bool> pinned_cards(const State& s, Seat observer);

}  // namespace cardtable::smashup
