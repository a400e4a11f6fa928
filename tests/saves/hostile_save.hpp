#pragma once
// A save file that is well formed down to its checksum but whose setup nests `depth` levels deep (issue 19): the
// loader must refuse it without recursing into it.
#include <string>

namespace cardtable::saves::testing {

std::string hostile_save(int depth);

}  // namespace cardtable::saves::testing
