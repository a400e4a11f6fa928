// The std::optional / std::variant helpers Smash Up's state relies on (Boost 1.74 has neither).
#include <sstream>

#include <catch2/catch.hpp>

#include "saves/archive.hpp"
#include "saves/optional_variant.hpp"

#include <boost/serialization/string.hpp>
#include <boost/serialization/vector.hpp>

namespace {

struct Waiting {
  std::optional<int> pick;
  std::variant<int, std::string, std::vector<std::uint8_t>> frame;
  std::vector<std::optional<std::string>> notes;
  bool operator==(const Waiting&) const = default;
  template <class Archive>
  void serialize(Archive& ar, const unsigned int /*version*/) {
    ar & pick & frame & notes;
  }
};

std::string save(const Waiting& w) {
  std::ostringstream out;
  {
    cardtable::saves::SaveOArchive ar(out);
    ar << w;
  }
  return out.str();
}

Waiting load(const std::string& text) {
  std::istringstream in(text);
  cardtable::saves::SaveIArchive ar(in, text.size());
  Waiting w;
  ar >> w;
  return w;
}

}  // namespace

TEST_CASE("[saves] optionals and variants round-trip in every alternative") {
  const std::vector<Waiting> cases{
      {std::nullopt, 7, {}},
      {3, std::string("laseratops"), {std::nullopt, std::string("x")}},
      {-1, std::vector<std::uint8_t>{1, 2, 250}, {std::string("")}},
  };
  for (const auto& w : cases) CHECK(load(save(w)) == w);
}

TEST_CASE("[saves] a variant index out of range or an oversized length is refused") {
  const auto text = save({std::nullopt, 7, {}});
  // The variant's index follows the optional's "0"; make it 9.
  auto bad_index = text;
  const auto at = bad_index.rfind(" 0 0 7");
  REQUIRE(at != std::string::npos);
  bad_index.replace(at, 6, " 0 9 7");
  CHECK_THROWS_AS(load(bad_index), boost::archive::archive_exception);

  auto huge = save({std::nullopt, std::string("ab"), {}});
  const auto length = huge.find(" 2 ab");
  REQUIRE(length != std::string::npos);
  huge.replace(length, 5, " 99999999999 ab");
  CHECK_THROWS_AS(load(huge), boost::archive::archive_exception);
}
