// Join codes (net/join_code.hpp): they carry the table, the seat, a 128-bit secret and the host's fingerprint, and
// read back exactly; anything else is refused without saying what the code held.
#include <catch2/catch.hpp>

#include <set>

#include "net/join_code.hpp"

using namespace cardtable;

namespace {

net::JoinCode sample() {
  net::JoinCode code;
  code.table = 0xDEADBEEF;
  code.seat = 3;
  code.secret = net::new_secret();
  for (std::size_t i = 0; i < code.fingerprint.size(); ++i) code.fingerprint[i] = static_cast<std::uint8_t>(i * 7);
  return code;
}

}  // namespace

TEST_CASE("[net][code] a join code reads back as the table, seat, secret and fingerprint it was made from") {
  const auto code = sample();
  const auto text = net::to_string(code);
  CHECK(text.size() == 72);
  CHECK(text.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") == std::string::npos);
  const auto read = net::parse_join_code(text);
  CHECK(read.table == code.table);
  CHECK(read.seat == code.seat);
  CHECK(read.secret == code.secret);
  CHECK(read.fingerprint == code.fingerprint);
  CHECK(net::table_name(0xDEADBEEF) == "deadbeef");
}

TEST_CASE("[net][code] damaged join codes are refused") {
  const auto text = net::to_string(sample());
  CHECK_THROWS_AS(net::parse_join_code(text.substr(1)), net::BadJoinCode);
  CHECK_THROWS_AS(net::parse_join_code(text + "A"), net::BadJoinCode);
  auto spaced = text;
  spaced[10] = ' ';
  CHECK_THROWS_WITH(net::parse_join_code(spaced), Catch::Contains("only letters, digits"));
  auto padded = text;
  padded.back() = '=';
  CHECK_THROWS_AS(net::parse_join_code(padded), net::BadJoinCode);
  // The first byte is the code's version: a code from another version says so.
  auto other_version = text;
  other_version[0] = other_version[0] == 'B' ? 'C' : 'B';
  CHECK_THROWS_WITH(net::parse_join_code(other_version), Catch::Contains("another version"));
  // A changed character elsewhere reads as another code, which the host refuses by its secret.
  auto changed = text;
  changed[40] = changed[40] == 'x' ? 'y' : 'x';
  CHECK(net::parse_join_code(changed).secret != sample().secret);
}

TEST_CASE("[net][code] secrets come from OpenSSL's generator and compare whole") {
  std::set<net::Secret> seen;
  for (int i = 0; i < 1000; ++i) seen.insert(net::new_secret());
  CHECK(seen.size() == 1000);
  const auto a = net::new_secret();
  auto b = a;
  CHECK(net::same_secret(a, b));
  b.back() ^= 1;
  CHECK_FALSE(net::same_secret(a, b));
  b = a;
  b.front() ^= 0x80;
  CHECK_FALSE(net::same_secret(a, b));
}

TEST_CASE("[net][code] hexadecimal for the table files reads back, and refuses anything else") {
  const auto secret = net::new_secret();
  net::Secret read{};
  net::from_hex(net::to_hex(secret), read.data(), read.size());
  CHECK(read == secret);
  CHECK_THROWS_AS(net::from_hex("abc", read.data(), read.size()), net::BadJoinCode);
  CHECK_THROWS_AS(net::from_hex(std::string(32, 'g'), read.data(), read.size()), net::BadJoinCode);
  CHECK_THROWS_AS(net::from_hex(std::string(32, 'A'), read.data(), read.size()), net::BadJoinCode);
}
