#include "net/join_code.hpp"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/rand.h>

#include <algorithm>

namespace cardtable::net {
namespace {

constexpr std::uint8_t kCodeVersion = 1;
// version, table (4 bytes, most significant first), seat, secret, fingerprint
constexpr std::size_t kCodeBytes = 1 + 4 + 1 + sizeof(Secret) + sizeof(Fingerprint);
constexpr std::size_t kCodeChars = (kCodeBytes * 4 + 2) / 3;  // unpadded base64
static_assert(kCodeBytes % 3 == 0, "a whole number of base64 groups: no padding, no spare bits");

void random_bytes(std::uint8_t* out, std::size_t size) {
  if (RAND_bytes(out, static_cast<int>(size)) != 1) throw std::runtime_error("OpenSSL's random generator failed");
}

}  // namespace

std::string to_string(const JoinCode& code) {
  std::array<std::uint8_t, kCodeBytes> bytes{};
  auto* out = bytes.data();
  *out++ = kCodeVersion;
  for (int shift = 24; shift >= 0; shift -= 8) *out++ = static_cast<std::uint8_t>(code.table >> shift);
  *out++ = code.seat;
  out = std::copy(code.secret.begin(), code.secret.end(), out);
  std::copy(code.fingerprint.begin(), code.fingerprint.end(), out);
  std::string text(4 * ((kCodeBytes + 2) / 3) + 1, '\0');
  EVP_EncodeBlock(reinterpret_cast<unsigned char*>(text.data()), bytes.data(), kCodeBytes);
  text.resize(kCodeChars);  // drops the padding and the NUL EVP_EncodeBlock writes
  // base64url: the code is safe in a URL, a file name and a shell word.
  std::replace(text.begin(), text.end(), '+', '-');
  std::replace(text.begin(), text.end(), '/', '_');
  return text;
}

JoinCode parse_join_code(std::string_view text) {
  if (text.size() != kCodeChars)
    throw BadJoinCode("a join code has " + std::to_string(kCodeChars) + " characters; this one has " +
                      std::to_string(text.size()) + " (was it cut short or joined with another word?)");
  std::string padded(text);
  for (auto& c : padded) {
    const bool plain = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    if (c == '-') c = '+';
    else if (c == '_') c = '/';
    else if (!plain) throw BadJoinCode("a join code holds only letters, digits, '-' and '_'");
  }
  while (padded.size() % 4 != 0) padded.push_back('=');
  std::array<std::uint8_t, kCodeBytes + 3> bytes{};
  if (EVP_DecodeBlock(bytes.data(), reinterpret_cast<const unsigned char*>(padded.data()),
                      static_cast<int>(padded.size())) < 0)
    throw BadJoinCode("that join code is damaged");
  if (bytes[0] != kCodeVersion) throw BadJoinCode("that join code is from another version of cardtable");
  JoinCode code;
  const auto* in = bytes.data() + 1;
  for (int i = 0; i < 4; ++i) code.table = (code.table << 8) | *in++;
  code.seat = *in++;
  std::copy_n(in, code.secret.size(), code.secret.begin());
  std::copy_n(in + code.secret.size(), code.fingerprint.size(), code.fingerprint.begin());
  return code;
}

std::string table_name(TableId table) {
  const std::array<std::uint8_t, 4> bytes{static_cast<std::uint8_t>(table >> 24), static_cast<std::uint8_t>(table >> 16),
                                          static_cast<std::uint8_t>(table >> 8), static_cast<std::uint8_t>(table)};
  return to_hex(bytes);
}

Secret new_secret() {
  Secret secret;
  random_bytes(secret.data(), secret.size());
  return secret;
}

TableId new_table_id() {
  std::array<std::uint8_t, 4> bytes;
  random_bytes(bytes.data(), bytes.size());
  return (TableId{bytes[0]} << 24) | (TableId{bytes[1]} << 16) | (TableId{bytes[2]} << 8) | bytes[3];
}

bool same_secret(const Secret& a, const Secret& b) { return CRYPTO_memcmp(a.data(), b.data(), a.size()) == 0; }

std::string to_hex(const std::uint8_t* bytes, std::size_t size) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string text;
  for (std::size_t i = 0; i < size; ++i) {
    text.push_back(kDigits[bytes[i] >> 4]);
    text.push_back(kDigits[bytes[i] & 15]);
  }
  return text;
}

void from_hex(std::string_view text, std::uint8_t* out, std::size_t size) {
  if (text.size() != 2 * size) throw BadJoinCode("expected " + std::to_string(2 * size) + " hexadecimal digits");
  const auto digit = [](char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    throw BadJoinCode("expected hexadecimal digits");
  };
  for (std::size_t i = 0; i < size; ++i) out[i] = static_cast<std::uint8_t>(digit(text[2 * i]) * 16 + digit(text[2 * i + 1]));
}

}  // namespace cardtable::net
