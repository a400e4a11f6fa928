#include "saves/header.hpp"

#include <array>
#include <charconv>
#include <cstdio>
#include <optional>
#include <vector>

#include <boost/crc.hpp>

#include "saves/save_file.hpp"

namespace cardtable::saves {
namespace {

std::uint32_t crc32(std::string_view a, std::string_view b) {
  boost::crc_32_type crc;
  crc.process_bytes(a.data(), a.size());
  crc.process_bytes(b.data(), b.size());
  return crc.checksum();
}

// Header fields and messages quoting them stay on one printable line.
std::string one_line(std::string text) {
  for (char& c : text)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = ' ';
  return text;
}

template <class Int>
std::optional<Int> parse_int(std::string_view text, int base = 10) {
  Int value{};
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value, base);
  if (error != std::errc{} || end != text.data() + text.size() || text.empty()) return std::nullopt;
  return value;
}

// "1.2.3" as three numbers, for ordering program versions.
std::optional<std::array<int, 3>> parse_version(std::string_view text) {
  std::array<int, 3> parts{};
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const auto dot = text.find('.');
    const bool last = i + 1 == parts.size();
    if (last != (dot == std::string_view::npos)) return std::nullopt;
    auto n = parse_int<int>(text.substr(0, dot));
    if (!n) return std::nullopt;
    parts[i] = *n;
    text = last ? std::string_view{} : text.substr(dot + 1);
  }
  return parts;
}

// Reads the header line by line; `line` must start with `key` and a space.
class HeaderReader {
 public:
  explicit HeaderReader(std::string_view bytes) : rest_(bytes) {}

  std::string_view line() {
    const auto end = rest_.find('\n');
    if (end == std::string_view::npos) throw SaveError("truncated in the header");
    auto text = rest_.substr(0, end);
    rest_.remove_prefix(end + 1);
    ++number_;
    return text;
  }
  std::string_view field(std::string_view key) {
    auto text = line();
    if (!text.starts_with(key) || text.size() <= key.size() || text[key.size()] != ' ')
      throw SaveError("damaged header: line " + std::to_string(number_) + " should be '" + std::string(key) + " ...'");
    return text.substr(key.size() + 1);
  }
  template <class Int>
  Int number(std::string_view key) {
    auto value = parse_int<Int>(field(key));
    if (!value) throw SaveError("damaged header: '" + std::string(key) + "' is not a number");
    return *value;
  }
  std::size_t consumed(std::string_view whole) const { return whole.size() - rest_.size(); }

 private:
  std::string_view rest_;
  int number_ = 0;
};

void refuse_newer(int format, std::string_view program) {
  const auto theirs = parse_version(program);
  const auto ours = parse_version(CARDTABLE_VERSION);
  if (!theirs) throw SaveError("damaged header: program version '" + one_line(std::string(program)) + "'");
  if (format > kFormatVersion || (ours && *theirs > *ours))
    throw SaveError("written by cardtable " + std::string(program) + " (save format " + std::to_string(format) +
                    "); this is cardtable " + CARDTABLE_VERSION + ", which reads save formats up to " +
                    std::to_string(kFormatVersion));
  if (format < 1) throw SaveError("damaged header: save format " + std::to_string(format));
}

}  // namespace

std::string seal(const SaveHeader& header, std::string_view body) {
  std::string out;
  out += kMagic;
  out += "\nformat " + std::to_string(header.format);
  out += "\nprogram " + one_line(header.program);
  out += "\ngame " + one_line(header.game_id);
  out += "\nname " + one_line(header.name);
  out += "\ncreated " + std::to_string(header.created_at);
  out += "\nplayed " + std::to_string(header.last_played_at);
  out += "\nsummary " + one_line(header.summary);
  out += "\n";
  std::array<char, 9> crc{};
  std::snprintf(crc.data(), crc.size(), "%08x", static_cast<unsigned>(crc32(out, body)));
  out += "body " + std::to_string(body.size()) + " crc32 " + crc.data() + "\n";
  out += body;
  return out;
}

SealedSave open_sealed(std::string_view bytes) {
  if (bytes.empty()) throw SaveError("the file is empty");
  if (!bytes.starts_with(kMagic) || bytes.size() == kMagic.size() || bytes[kMagic.size()] != '\n')
    throw SaveError("not a cardtable save (it does not start with '" + std::string(kMagic) + "')");
  HeaderReader reader(bytes);
  reader.line();
  SealedSave out;
  auto& h = out.header;
  h.format = reader.number<int>("format");
  h.program = reader.field("program");
  refuse_newer(h.format, h.program);
  h.game_id = reader.field("game");
  h.name = reader.field("name");
  h.created_at = reader.number<std::int64_t>("created");
  h.last_played_at = reader.number<std::int64_t>("played");
  const auto summary = reader.line();
  if (!summary.starts_with("summary ")) throw SaveError("damaged header: no summary line");
  h.summary = summary.substr(8);
  const auto covered = bytes.substr(0, reader.consumed(bytes));

  const auto body_line = std::string(reader.field("body"));
  const auto space = body_line.find(' ');
  const auto length = parse_int<std::size_t>(std::string_view(body_line).substr(0, space));
  const auto crc_text = space == std::string::npos ? std::string_view{} : std::string_view(body_line).substr(space + 1);
  const auto crc = crc_text.starts_with("crc32 ") ? parse_int<std::uint32_t>(crc_text.substr(6), 16) : std::nullopt;
  if (!length || !crc) throw SaveError("damaged header: bad 'body' line");
  auto body = bytes.substr(reader.consumed(bytes));
  if (body.size() < *length)
    throw SaveError("truncated: " + std::to_string(body.size()) + " of " + std::to_string(*length) + " body bytes");
  if (body.size() > *length) throw SaveError("damaged: " + std::to_string(body.size() - *length) + " stray bytes at the end");
  if (crc32(covered, body) != *crc) throw SaveError("damaged: the checksum does not match (a changed or corrupted file)");
  out.body = body;
  return out;
}

}  // namespace cardtable::saves
