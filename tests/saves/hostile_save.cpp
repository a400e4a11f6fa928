#include "tests/saves/hostile_save.hpp"

#include <stdexcept>

#include "saves/header.hpp"
#include "saves/session_codec.hpp"
#include "tests/saves/playout.hpp"

namespace cardtable::saves::testing {

std::string hostile_save(int depth) {
  // A real session whose setup carries a marker, encoded; then the marker is swapped for the nesting inside the body
  // (the text archive writes a string as "<length> <characters>") and the body is sealed again under a new checksum.
  const nlohmann::json setup = {{"seed", 5}, {"x", "MARK"}};
  framework::Session session(program_catalog(), "blast", setup, {{"you", false, "", 0}, {"bot", true, "normal", 7}});
  session.set_name("hostile");
  const std::string encoded = encode_save(session, 1'763'900'000);
  const auto sealed = open_sealed(encoded);  // views into encoded
  const auto text = setup.dump();
  const auto nested = R"({"seed":5,"x":)" + std::string(depth, '[') + std::string(depth, ']') + "}";
  std::string body(sealed.body);
  const auto old_field = std::to_string(text.size()) + " " + text;
  const auto at = body.find(old_field);
  if (at == std::string::npos) throw std::logic_error("hostile_save: the setup is not where the archive keeps it");
  body.replace(at, old_field.size(), std::to_string(nested.size()) + " " + nested);
  return seal(sealed.header, body);
}

}  // namespace cardtable::saves::testing
