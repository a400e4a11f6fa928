// Limits on untrusted text (framework/input_limits.hpp), checked before any recursive parse.
#include <catch2/catch.hpp>

#include <string>

#include "framework/errors.hpp"
#include "framework/input_limits.hpp"

using namespace cardtable::framework;

TEST_CASE("[framework][limits] JSON nested past the limit is refused before parsing; brackets in strings do not count") {
  const auto nest = [](int depth) { return std::string(depth, '[') + std::string(depth, ']'); };
  CHECK_NOTHROW(check_json_depth(nest(kMaxJsonDepth)));
  CHECK_THROWS_AS(check_json_depth(nest(kMaxJsonDepth + 1)), InputTooLarge);
  CHECK_THROWS_WITH(check_json_depth(nest(200000)), Catch::Contains("nested deeper than 64 levels"));
  CHECK_NOTHROW(check_json_depth(R"({"x":")" + std::string(1000, '[') + R"("})"));
  // An escaped quote does not end the string, so the brackets after it are still inside it.
  CHECK_NOTHROW(check_json_depth(R"({"x":"\")" + std::string(1000, '{') + R"("})"));
  CHECK_NOTHROW(check_json_depth(std::string(1000, ']')));  // malformed, left to the parser
}

TEST_CASE("[framework][limits] errors quoting input keep it whole past a NUL byte") {
  const std::string quoted = std::string("move a") + '\0' + "b\n";
  const IllegalOption error("'" + quoted + "' is not one of the options");
  CHECK(std::string(error.what()) == "'move a\\x00b\\x0a' is not one of the options");
  CHECK(printable("Blast · round 1") == "Blast · round 1");  // UTF-8 stays as it is
}
