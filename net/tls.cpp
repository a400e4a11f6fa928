#include "net/tls.hpp"

#include <boost/asio/buffer.hpp>
#include <boost/asio/ssl/verify_context.hpp>
#include <openssl/ssl.h>
#include <openssl/x509.h>

namespace cardtable::net {

namespace ssl = boost::asio::ssl;

namespace {

ssl::context tls_context(ssl::context::method method) {
  ssl::context context(method);
  // Both ends are this program: nothing older than TLS 1.3 is needed, so nothing older is offered.
  if (SSL_CTX_set_min_proto_version(context.native_handle(), TLS1_3_VERSION) != 1)
    throw IdentityError("OpenSSL cannot do TLS 1.3");
  context.set_options(ssl::context::no_compression);
  return context;
}

}  // namespace

ssl::context host_tls(const HostIdentity& identity) {
  auto context = tls_context(ssl::context::tls_server);
  context.use_certificate(boost::asio::buffer(identity.certificate_pem), ssl::context::pem);
  context.use_private_key(boost::asio::buffer(identity.key_pem), ssl::context::pem);
  return context;
}

ssl::context client_tls(const Fingerprint& pinned, std::shared_ptr<bool> mismatch) {
  auto context = tls_context(ssl::context::tls_client);
  context.set_verify_mode(ssl::verify_peer);
  // The host's certificate signs itself, so OpenSSL's own check fails on it (preverified is false); it is accepted
  // when it is exactly the pinned one. A chain with anything above it is refused.
  context.set_verify_callback([pinned, mismatch](bool, ssl::verify_context& verify) {
    auto* store = verify.native_handle();
    const X509* certificate = X509_STORE_CTX_get_current_cert(store);
    const bool pinned_one = X509_STORE_CTX_get_error_depth(store) == 0 && certificate != nullptr &&
                            fingerprint_of(certificate) == pinned;
    if (!pinned_one) *mismatch = true;
    return pinned_one;
  });
  return context;
}

}  // namespace cardtable::net
