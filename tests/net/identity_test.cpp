// The host's key and certificate (net/host_identity.hpp): made once with OpenSSL, kept private (mode 0600), the same
// fingerprint every time after, and refused when others could read the key or the pair does not match.
#include <catch2/catch.hpp>

#include <sys/stat.h>

#include <filesystem>
#include <fstream>

#include "net/host_identity.hpp"

using namespace cardtable;
namespace fs = std::filesystem;

namespace {

struct TempDir {
  fs::path path;
  TempDir() {
    std::string pattern = (fs::temp_directory_path() / "cardtable-identity-XXXXXX").string();
    path = ::mkdtemp(pattern.data());
  }
  ~TempDir() { fs::remove_all(path); }
};

unsigned mode_of(const fs::path& file) {
  struct stat info {};
  ::stat(file.c_str(), &info);
  return info.st_mode & 0777;
}

}  // namespace

TEST_CASE("[net][identity] the host's key and certificate are made once, private, and keep their fingerprint") {
  TempDir dir;
  const auto made = net::load_or_make_identity(dir.path / "cardtable");
  CHECK(made.key_pem.find("PRIVATE KEY") != std::string::npos);
  CHECK(made.certificate_pem.find("CERTIFICATE") != std::string::npos);
  CHECK(mode_of(dir.path / "cardtable" / "host-key.pem") == 0600);
  CHECK(mode_of(dir.path / "cardtable" / "host-certificate.pem") == 0600);
  const auto again = net::load_or_make_identity(dir.path / "cardtable");
  CHECK(again.fingerprint == made.fingerprint);
  CHECK(again.key_pem == made.key_pem);

  TempDir other;
  CHECK(net::load_or_make_identity(other.path).fingerprint != made.fingerprint);
}

TEST_CASE("[net][identity] a key others may read, or a pair that does not match, is refused") {
  TempDir dir;
  net::load_or_make_identity(dir.path);
  fs::permissions(dir.path / "host-key.pem", fs::perms::group_read, fs::perm_options::add);
  CHECK_THROWS_WITH(net::load_or_make_identity(dir.path), Catch::Contains("others may read it"));
  fs::permissions(dir.path / "host-key.pem", fs::perms::group_read, fs::perm_options::remove);
  CHECK_NOTHROW(net::load_or_make_identity(dir.path));

  TempDir other;
  net::load_or_make_identity(other.path);
  fs::copy_file(other.path / "host-certificate.pem", dir.path / "host-certificate.pem",
                fs::copy_options::overwrite_existing);
  CHECK_THROWS_WITH(net::load_or_make_identity(dir.path), Catch::Contains("does not belong to the key"));

  std::ofstream(dir.path / "host-key.pem", std::ios::trunc) << "not a key";
  CHECK_THROWS_WITH(net::load_or_make_identity(dir.path), Catch::Contains("is not a private key"));
}

TEST_CASE("[net][identity] a lone key is of no use: both are made again") {
  TempDir dir;
  const auto first = net::load_or_make_identity(dir.path);
  fs::remove(dir.path / "host-certificate.pem");
  const auto second = net::load_or_make_identity(dir.path);
  CHECK(second.fingerprint != first.fingerprint);
  CHECK(net::load_or_make_identity(dir.path).fingerprint == second.fingerprint);
}
