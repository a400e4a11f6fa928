#pragma once
// Class versions for the framework's serialized values, and SeatPlayer's serialization (framework has no Boost).
// Rule: any change to what a class writes raises its version here AND kFormatVersion (saves/header.hpp), and its
// serialize learns to read the older version, so every golden file in tests/data/ keeps loading.
#include <boost/serialization/array.hpp>
#include <boost/serialization/string.hpp>
#include <boost/serialization/version.hpp>

#include "framework/card_set.hpp"
#include "framework/rng.hpp"
#include "framework/session.hpp"

namespace cardtable::framework {

template <class Archive>
void serialize(Archive& ar, SeatPlayer& seat, const unsigned int /*version*/) {
  ar & seat.name & seat.is_bot & seat.bot_level & seat.bot_seed;
}

}  // namespace cardtable::framework

BOOST_CLASS_VERSION(cardtable::framework::Rng, 0)
BOOST_CLASS_VERSION(cardtable::framework::CardSet, 0)
BOOST_CLASS_VERSION(cardtable::framework::SeatPlayer, 0)
