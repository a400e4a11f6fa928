#pragma once
// TLS as the host and its clients use it: TLS 1.3 only, through OpenSSL (Boost.Asio's ssl). The host presents its
// self-signed certificate; a client accepts only the certificate whose SHA-256 fingerprint its join code holds
// (pinning: no certificate authority is involved, none is needed).
#include <boost/asio/ssl/context.hpp>

#include "net/host_identity.hpp"

namespace cardtable::net {

boost::asio::ssl::context host_tls(const HostIdentity& identity);
boost::asio::ssl::context client_tls();
// Makes `context`'s handshakes fail unless the host's certificate is the one `pinned` names.
void pin_certificate(boost::asio::ssl::context& context, const Fingerprint& pinned);

}  // namespace cardtable::net
