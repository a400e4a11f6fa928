#pragma once
// The host's TLS identity: a P-256 key and a self-signed certificate, made with OpenSSL on first use and kept under
// $XDG_DATA_HOME/cardtable/ (host-key.pem, host-certificate.pem, mode 0600). Join codes carry the certificate's
// SHA-256 fingerprint, so they stay valid as long as these files do (a resumed game keeps its codes).
#include <filesystem>
#include <string>

#include "framework/errors.hpp"
#include "net/join_code.hpp"

typedef struct x509_st X509;

namespace cardtable::net {

struct IdentityError : framework::QuotingError {
  using framework::QuotingError::QuotingError;
};

struct HostIdentity {
  std::string key_pem;
  std::string certificate_pem;
  Fingerprint fingerprint{};
};

// The folder the saves folder is in: $XDG_DATA_HOME/cardtable or ~/.local/share/cardtable.
std::filesystem::path identity_dir();
// The identity kept in `dir`, made (with the folder) when there is none. A key file others may read, or a key and
// certificate that do not belong together, is refused rather than used. Throws IdentityError naming the file.
HostIdentity load_or_make_identity(const std::filesystem::path& dir);
// The SHA-256 of the certificate's DER bytes: what a join code pins.
Fingerprint fingerprint_of(const X509* certificate);

}  // namespace cardtable::net
