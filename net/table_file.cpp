#include "net/table_file.hpp"

#include <sys/stat.h>

#include <nlohmann/json.hpp>

#include "framework/input_limits.hpp"
#include "saves/atomic_write.hpp"
#include "saves/save_file.hpp"

namespace cardtable::net {

using nlohmann::json;

std::filesystem::path table_file_path(const std::filesystem::path& save) {
  auto path = save;
  return path.replace_extension(".seats");
}

void write_table_file(const std::filesystem::path& path, const TableFile& file) {
  json secrets = json::array();
  for (const auto& secret : file.secrets) secrets.push_back(to_hex(secret));
  const json text{{"table", table_name(file.table)}, {"secrets", secrets}};
  try {
    // write_atomically's temporary file is made by mkstemp: mode 0600 from its first byte, kept by the rename.
    saves::write_atomically(path, text.dump(2) + "\n");
  } catch (const saves::SaveError& e) {
    throw TableFileError(std::string("cannot keep the table's codes: ") + e.what());
  }
}

TableFile read_table_file(const std::filesystem::path& path) {
  const auto fail = [&](const std::string& what) -> TableFileError {
    return TableFileError(path.string() + ": " + what);
  };
  struct stat info {};
  if (::stat(path.c_str(), &info) != 0)
    throw fail("missing: this game was not hosted, or its codes were deleted (host it again: new codes)");
  if ((info.st_mode & 077) != 0) throw fail("others may read it: make it private (chmod 600)");
  std::string bytes;
  try {
    bytes = saves::read_save_bytes(path);  // a regular file of bounded size; its errors name the file
    framework::check_json_depth(bytes);
  } catch (const saves::SaveError& e) {
    throw TableFileError(e.what());
  } catch (const framework::InputTooLarge& e) {
    throw fail(e.what());
  }
  const auto text = json::parse(bytes, nullptr, false);
  if (!text.is_object() || !text.contains("table") || !text["table"].is_string() || !text.contains("secrets") ||
      !text["secrets"].is_array())
    throw fail("not a table file");
  TableFile file;
  try {
    std::array<std::uint8_t, 4> id{};
    from_hex(text["table"].get<std::string>(), id.data(), id.size());
    file.table = (TableId{id[0]} << 24) | (TableId{id[1]} << 16) | (TableId{id[2]} << 8) | id[3];
    for (const auto& secret : text["secrets"]) {
      if (!secret.is_string()) throw BadJoinCode("a secret is not a string");
      Secret read{};
      from_hex(secret.get<std::string>(), read.data(), read.size());
      file.secrets.push_back(read);
    }
  } catch (const BadJoinCode& e) {
    throw fail(std::string("not a table file (") + e.what() + ")");
  }
  return file;
}

}  // namespace cardtable::net
