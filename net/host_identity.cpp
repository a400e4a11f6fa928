#include "net/host_identity.hpp"

#include <sys/stat.h>

#include <fstream>
#include <iterator>
#include <memory>

#include <openssl/bio.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509.h>

#include "saves/atomic_write.hpp"
#include "saves/save_file.hpp"

namespace cardtable::net {
namespace {

constexpr const char* kKeyFile = "host-key.pem";
constexpr const char* kCertificateFile = "host-certificate.pem";
constexpr long kValidSeconds = 20L * 365 * 24 * 3600;  // the certificate is pinned, not trusted by date
constexpr std::uintmax_t kMaxPemBytes = 64 * 1024;

struct FreeKey {
  void operator()(EVP_PKEY* key) const { EVP_PKEY_free(key); }
};
struct FreeCertificate {
  void operator()(X509* cert) const { X509_free(cert); }
};
struct FreeBio {
  void operator()(BIO* bio) const { BIO_free(bio); }
};
using Key = std::unique_ptr<EVP_PKEY, FreeKey>;
using Certificate = std::unique_ptr<X509, FreeCertificate>;
using Bio = std::unique_ptr<BIO, FreeBio>;

[[noreturn]] void fail(const std::filesystem::path& file, const std::string& what) {
  throw IdentityError(file.string() + ": " + what);
}

std::string pem_text(BIO* bio) {
  char* data = nullptr;
  const long size = BIO_get_mem_data(bio, &data);
  return std::string(data, static_cast<std::size_t>(size));
}

Certificate self_signed(EVP_PKEY* key) {
  Certificate cert(X509_new());
  const auto random = new_secret();
  std::array<std::uint8_t, 8> serial{};
  std::copy_n(random.begin(), serial.size(), serial.begin());
  serial[0] &= 0x7F;  // a positive serial number
  BIGNUM* number = BN_bin2bn(serial.data(), static_cast<int>(serial.size()), nullptr);
  const bool made = cert && number && X509_set_version(cert.get(), 2) == 1 &&
                    BN_to_ASN1_INTEGER(number, X509_get_serialNumber(cert.get())) != nullptr &&
                    X509_gmtime_adj(X509_getm_notBefore(cert.get()), 0) != nullptr &&
                    X509_gmtime_adj(X509_getm_notAfter(cert.get()), kValidSeconds) != nullptr &&
                    X509_NAME_add_entry_by_txt(X509_get_subject_name(cert.get()), "CN", MBSTRING_ASC,
                                               reinterpret_cast<const unsigned char*>("cardtable host"), -1, -1,
                                               0) == 1 &&
                    X509_set_issuer_name(cert.get(), X509_get_subject_name(cert.get())) == 1 &&
                    X509_set_pubkey(cert.get(), key) == 1 && X509_sign(cert.get(), key, EVP_sha256()) > 0;
  BN_free(number);
  if (!made) throw IdentityError("OpenSSL could not make the host's certificate");
  return cert;
}

HostIdentity make_identity(const std::filesystem::path& dir) {
  Key key(EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", "P-256"));
  if (!key) throw IdentityError("OpenSSL could not make the host's key");
  auto cert = self_signed(key.get());
  Bio key_out(BIO_new(BIO_s_mem()));
  Bio cert_out(BIO_new(BIO_s_mem()));
  if (!key_out || !cert_out ||
      PEM_write_bio_PrivateKey(key_out.get(), key.get(), nullptr, nullptr, 0, nullptr, nullptr) != 1 ||
      PEM_write_bio_X509(cert_out.get(), cert.get()) != 1)
    throw IdentityError("OpenSSL could not write the host's key");
  HostIdentity identity{pem_text(key_out.get()), pem_text(cert_out.get()), fingerprint_of(cert.get())};
  // write_atomically's temporary file is made by mkstemp (mode 0600) and renamed: the key is never readable by others,
  // not even for a moment. The certificate is public, but kept the same way.
  try {
    saves::write_atomically(dir / kKeyFile, identity.key_pem);
    saves::write_atomically(dir / kCertificateFile, identity.certificate_pem);
  } catch (const saves::SaveError& e) {
    throw IdentityError(std::string("cannot keep the host's key: ") + e.what());
  }
  return identity;
}

std::string read_private(const std::filesystem::path& file) {
  struct stat info {};
  if (::stat(file.c_str(), &info) != 0) fail(file, "cannot be read");
  if (!S_ISREG(info.st_mode)) fail(file, "is not a regular file");
  if ((info.st_mode & 077) != 0) fail(file, "others may read it: make it private (chmod 600) or delete it to make a new one");
  if (static_cast<std::uintmax_t>(info.st_size) > kMaxPemBytes) fail(file, "is too large to be a key");
  std::ifstream in(file, std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (!in.good() && !in.eof()) fail(file, "cannot be read");
  return text;
}

HostIdentity load_identity(const std::filesystem::path& dir) {
  HostIdentity identity{read_private(dir / kKeyFile), read_private(dir / kCertificateFile), {}};
  Bio key_in(BIO_new_mem_buf(identity.key_pem.data(), static_cast<int>(identity.key_pem.size())));
  Bio cert_in(BIO_new_mem_buf(identity.certificate_pem.data(), static_cast<int>(identity.certificate_pem.size())));
  Key key(key_in ? PEM_read_bio_PrivateKey(key_in.get(), nullptr, nullptr, nullptr) : nullptr);
  if (!key) fail(dir / kKeyFile, "is not a private key");
  Certificate cert(cert_in ? PEM_read_bio_X509(cert_in.get(), nullptr, nullptr, nullptr) : nullptr);
  if (!cert) fail(dir / kCertificateFile, "is not a certificate");
  if (X509_check_private_key(cert.get(), key.get()) != 1) fail(dir / kCertificateFile, "does not belong to the key beside it");
  identity.fingerprint = fingerprint_of(cert.get());
  return identity;
}

}  // namespace

std::filesystem::path identity_dir() { return saves::save_dir().parent_path(); }

HostIdentity load_or_make_identity(const std::filesystem::path& dir) {
  const bool has_key = std::filesystem::exists(dir / kKeyFile);
  const bool has_certificate = std::filesystem::exists(dir / kCertificateFile);
  if (has_key && has_certificate) return load_identity(dir);
  // A lone key or certificate is of no use: codes pin the pair, so both are made again.
  return make_identity(dir);
}

Fingerprint fingerprint_of(const X509* certificate) {
  Fingerprint digest{};
  unsigned int size = 0;
  if (X509_digest(certificate, EVP_sha256(), digest.data(), &size) != 1 || size != digest.size())
    throw IdentityError("OpenSSL could not hash a certificate");
  return digest;
}

}  // namespace cardtable::net
