#include "tests/protocol/line_corpus.hpp"

#include <array>

namespace cardtable::protocol::testing {

const std::vector<std::vector<std::string>>& line_corpus() {
  static const std::vector<std::vector<std::string>> corpus = {
      {R"({"cmd":"new","game":"blast","seed":7,"first":1})", R"({"cmd":"legal"})",
       R"({"cmd":"apply","action":"give C0 C1 C2"})", R"({"cmd":"observe","seat":0})", R"({"cmd":"state"})"},
      {R"({"cmd":"new","game":"smashup","players":3,"seed":4})", R"({"cmd":"legal"})",
       R"({"cmd":"apply","action":"done"})", R"({"cmd":"observe","seat":2})"},
      {R"({"cmd":"new","game":"smashup","factions":[["aliens","ninjas"],["robots","wizards"]],"seed":9})",
       R"({"cmd":"apply","action":"pass"})", R"({"cmd":"state"})"},
      {R"({"cmd":"games"})", R"({"cmd":"legal"})", R"({"cmd":"new","game":"blast","players":2,"seed":18446744073709551615})"},
      {R"({"cmd":"new","game":"smashup","players":2,"seed":3,"first":1,"two_copies":true})",
       R"({"cmd":"observe","seat":1})", R"({"cmd":"quit"})"},
  };
  return corpus;
}

std::string mutate_line(std::string line, framework::Rng& rng) {
  const auto at = [&](std::size_t size) { return size == 0 ? 0 : rng.below(static_cast<std::uint32_t>(size)); };
  static const std::array<const char*, 8> absurd = {"2147483647", "4294967298", "-1", "1e308", "-0",
                                                    "18446744073709551616", "null", "\"\\u0000\""};
  switch (rng.below(7)) {
    case 0: line.resize(at(line.size())); break;
    case 1:
      for (auto n = 1 + rng.below(3); n > 0 && !line.empty(); --n) line[at(line.size())] ^= static_cast<char>(1 + rng.below(255));
      break;
    case 2: {
      std::string garbage(1 + rng.below(8), '\0');
      for (char& c : garbage) c = "[]{}\",:\\0123456789x\x01\xff"[rng.below(22)];
      line.insert(at(line.size() + 1), garbage);
      break;
    }
    case 3:
      if (!line.empty()) line.erase(at(line.size()), 1 + rng.below(12));
      break;
    case 4:  // a number made absurd
      for (std::size_t i = 0; i < line.size(); ++i)
        if (line[i] >= '0' && line[i] <= '9') {
          auto end = i;
          while (end < line.size() && line[end] >= '0' && line[end] <= '9') ++end;
          line.replace(i, end - i, absurd[rng.below(absurd.size())]);
          break;
        }
      break;
    case 5: {  // nesting multiplied around a value
      const auto depth = 1 + rng.below(rng.below(2) == 0 ? 80 : 5000);
      const auto colon = line.find(':', at(line.size()));
      if (colon != std::string::npos)
        line.insert(colon + 1, std::string(depth, '[') + "1" + std::string(depth, ']'));
      break;
    }
    default: {  // a quote dropped
      const auto quote = line.find('"', at(line.size()));
      if (quote != std::string::npos) line.erase(quote, 1);
    }
  }
  return line;
}

}  // namespace cardtable::protocol::testing
