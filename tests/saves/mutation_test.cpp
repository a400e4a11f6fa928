// Damaged saves of every kind must be refused with a SaveError and never crash (run it under ASan/UBSan through the
// `sanitize` preset). Half the damage is resealed with a fresh checksum, so the body decoder itself meets it.
#include <catch2/catch.hpp>

#include "saves/header.hpp"
#include "saves/save_file.hpp"
#include "saves/session_codec.hpp"
#include "tests/saves/golden.hpp"
#include "tests/saves/playout.hpp"

using namespace cardtable;

namespace {

constexpr int kMutationsPerSave = 5000;

std::string mutate(std::string bytes, framework::Rng& rng) {
  const auto at = [&](std::size_t size) { return size == 0 ? 0 : rng.below(static_cast<std::uint32_t>(size)); };
  switch (rng.below(5)) {
    case 0:  // truncation
      bytes.resize(at(bytes.size()));
      break;
    case 1:  // one to four flipped bytes
      for (auto n = 1 + rng.below(4); n > 0 && !bytes.empty(); --n)
        bytes[at(bytes.size())] ^= static_cast<char>(1 + rng.below(255));
      break;
    case 2: {  // inserted garbage
      std::string garbage(1 + rng.below(16), '\0');
      for (char& c : garbage) c = static_cast<char>(rng.below(256));
      bytes.insert(at(bytes.size() + 1), garbage);
      break;
    }
    case 3:  // a deleted run
      if (!bytes.empty()) {
        const auto from = at(bytes.size());
        bytes.erase(from, 1 + rng.below(32));
      }
      break;
    default:  // a digit changed into another, which keeps the text archive readable far longer
      for (int tries = 0; tries < 64 && !bytes.empty(); ++tries) {
        auto& c = bytes[at(bytes.size())];
        if (c >= '0' && c <= '9') {
          c = static_cast<char>('0' + rng.below(10));
          break;
        }
      }
  }
  return bytes;
}

struct Outcomes {
  int loaded = 0;
  int refused = 0;
  int refused_past_checksum = 0;
};

void load(const std::string& bytes, Outcomes& outcomes) {
  try {
    saves::decode_save(bytes, saves::testing::program_catalog());
    ++outcomes.loaded;
  } catch (const saves::SaveError& e) {
    const std::string message = e.what();
    REQUIRE(message.find('\n') == std::string::npos);
    ++outcomes.refused;
    if (message.find("checksum") == std::string::npos) ++outcomes.refused_past_checksum;
  }
}

}  // namespace

TEST_CASE("[saves] thousands of damaged saves are refused cleanly") {
  framework::Rng rng = framework::Rng::from_seed(2026);
  Outcomes raw, resealed;
  for (std::size_t answers : {0, 25, 90}) {
    auto session = saves::testing::new_session("blast", 11 + answers);
    saves::testing::play_randomly(session, rng, answers);
    const auto bytes = saves::encode_save(session, 1'763'900'000);
    const auto sealed = saves::open_sealed(bytes);
    const std::string body(sealed.body);
    for (int i = 0; i < kMutationsPerSave; ++i) {
      load(mutate(bytes, rng), raw);
      load(saves::seal(sealed.header, mutate(body, rng)), resealed);
    }
  }
  const int total = raw.loaded + raw.refused + resealed.loaded + resealed.refused;
  INFO("raw: " << raw.loaded << " loaded, " << raw.refused << " refused; resealed: " << resealed.loaded << " loaded, "
               << resealed.refused << " refused, " << resealed.refused_past_checksum << " past the checksum");
  CHECK(total >= 10'000);
  // Raw damage is caught (a digit changed to itself, or garbage inserted then cut by truncation, may leave it valid).
  CHECK(raw.refused > raw.loaded * 20);
  // Resealed damage reaches the decoder, which must refuse most of it on its own.
  CHECK(resealed.refused_past_checksum == resealed.refused);
  CHECK(resealed.refused > kMutationsPerSave);
}

TEST_CASE("[saves] damaged Smash Up saves are refused cleanly") {
  // The golden Smash Up game (a scenario setup, so it runs whatever factions are implemented), damaged at random.
  framework::Rng rng = framework::Rng::from_seed(2027);
  Outcomes raw, resealed;
  const auto bytes = saves::encode_save(saves::testing::smashup_golden_session(), 1'763'900'000);
  const auto sealed = saves::open_sealed(bytes);
  const std::string body(sealed.body);
  for (int i = 0; i < kMutationsPerSave / 5; ++i) {
    load(mutate(bytes, rng), raw);
    load(saves::seal(sealed.header, mutate(body, rng)), resealed);
  }
  INFO("raw: " << raw.loaded << " loaded, " << raw.refused << " refused; resealed: " << resealed.loaded << " loaded, "
               << resealed.refused << " refused");
  CHECK(raw.refused > raw.loaded * 20);
  CHECK(resealed.refused_past_checksum == resealed.refused);
  CHECK(resealed.refused > kMutationsPerSave / 10);
}
