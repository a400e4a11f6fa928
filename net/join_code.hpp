#pragma once
// A join code: everything a client needs to sit at one seat of one table, and nothing an eavesdropper could use. It
// names the table and the seat, holds the seat's secret (128 random bits from OpenSSL's RAND_bytes: it cannot be
// guessed) and the SHA-256 fingerprint of the host's certificate (the client accepts no other host: it cannot be
// intercepted). Written as 72 characters of unpadded base64url.
#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

#include "framework/seat.hpp"

namespace cardtable::net {

using Secret = std::array<std::uint8_t, 16>;
using Fingerprint = std::array<std::uint8_t, 32>;
using TableId = std::uint32_t;

// A code that cannot be read: what() says what is wrong with it, never what it holds.
struct BadJoinCode : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct JoinCode {
  TableId table = 0;
  framework::Seat seat = 0;
  Secret secret{};
  Fingerprint fingerprint{};
};

std::string to_string(const JoinCode& code);
// Throws BadJoinCode.
JoinCode parse_join_code(std::string_view text);

// A table's id as people and logs see it: eight hexadecimal digits.
std::string table_name(TableId table);

// Fresh random values from OpenSSL's generator; throw std::runtime_error if it has no entropy.
Secret new_secret();
TableId new_table_id();
// Compares in constant time, so the time a refusal takes says nothing about how much of a secret was right.
bool same_secret(const Secret& a, const Secret& b);

// Lower-case hexadecimal, and back (for the table files); from_hex throws BadJoinCode on anything else.
std::string to_hex(const std::uint8_t* bytes, std::size_t size);
template <std::size_t N>
std::string to_hex(const std::array<std::uint8_t, N>& bytes) {
  return to_hex(bytes.data(), N);
}
void from_hex(std::string_view text, std::uint8_t* out, std::size_t size);

}  // namespace cardtable::net
