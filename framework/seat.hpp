#pragma once
#include <cstdint>

namespace cardtable::framework {

// A player's place at the table, counted from 0 in turn order.
using Seat = std::uint8_t;

}  // namespace cardtable::framework
