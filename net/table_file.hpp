#pragma once
// A hosted table's secrets, kept beside its save (`<name>.seats`, mode 0600) so `cardtable host --resume NAME` opens
// it again with the same join codes. The save itself holds no secret: it can be copied or shared as any save.
#include <filesystem>
#include <vector>

#include "framework/errors.hpp"
#include "net/join_code.hpp"

namespace cardtable::net {

struct TableFileError : framework::QuotingError {
  using framework::QuotingError::QuotingError;
};

struct TableFile {
  TableId table = 0;
  std::vector<Secret> secrets;  // one per seat
};

// The table file of the save at `save`: the same name, ending in .seats.
std::filesystem::path table_file_path(const std::filesystem::path& save);
// Written atomically, readable by its owner only. Throws TableFileError naming the file.
void write_table_file(const std::filesystem::path& path, const TableFile& file);
// Throws TableFileError naming the file: missing, readable by others, or not a table file.
TableFile read_table_file(const std::filesystem::path& path);

}  // namespace cardtable::net
