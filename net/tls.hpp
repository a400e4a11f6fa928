#pragma once
// TLS as the host and its clients use it: TLS 1.3 only, through OpenSSL (Boost.Asio's ssl). The host presents its
// self-signed certificate; a client accepts only the certificate whose SHA-256 fingerprint its join code holds
// (pinning: no certificate authority is involved, none is needed).
#include <memory>

#include <boost/asio/ssl/context.hpp>

#include "net/host_identity.hpp"

namespace cardtable::net {

boost::asio::ssl::context host_tls(const HostIdentity& identity);
// A client's context, whose handshakes fail unless the host's certificate is the one `pinned` names; `mismatch` is
// set when a handshake failed for that reason (another host, or a host that made a new key).
boost::asio::ssl::context client_tls(const Fingerprint& pinned, std::shared_ptr<bool> mismatch);

}  // namespace cardtable::net
