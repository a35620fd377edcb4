#include "service/server/tls.h"

#include <fstream>
#include <iterator>
#include <utility>

#include "absl/strings/str_cat.h"
#include "openssl/bio.h"
#include "openssl/crypto.h"
#include "openssl/err.h"
#include "openssl/evp.h"
#include "openssl/pem.h"
#include "openssl/x509.h"

namespace arbiter::service {
namespace {

struct BioFree {
  void operator()(BIO* b) const { BIO_free(b); }
};
struct X509Free {
  void operator()(X509* x) const { X509_free(x); }
};
struct PkeyFree {
  void operator()(EVP_PKEY* k) const { EVP_PKEY_free(k); }
};
using Bio = std::unique_ptr<BIO, BioFree>;
using Cert = std::unique_ptr<X509, X509Free>;
using Pkey = std::unique_ptr<EVP_PKEY, PkeyFree>;

Bio MemoryBio(absl::string_view pem) {
  return Bio(BIO_new_mem_buf(pem.data(), static_cast<int>(pem.size())));
}

// Refuses a passphrase prompt: an encrypted key fails to load.
int NoPassphrase(char*, int, int, void*) { return 0; }

std::string AsnTime(const ASN1_TIME* time) {
  Bio out(BIO_new(BIO_s_mem()));
  if (out == nullptr || ASN1_TIME_print(out.get(), time) != 1) return "?";
  char* data = nullptr;
  const long size = BIO_get_mem_data(out.get(), &data);
  return std::string(data, size > 0 ? static_cast<size_t>(size) : 0);
}

// The first certificate of `pem` (already checked by CheckCertificatesPem).
Cert FirstCertificate(absl::string_view pem) {
  Bio bio = MemoryBio(pem);
  if (bio == nullptr) return nullptr;
  Cert cert(PEM_read_bio_X509(bio.get(), nullptr, NoPassphrase, nullptr));
  ERR_clear_error();
  return cert;
}

}  // namespace

absl::StatusOr<std::string> ReadCredentialFile(absl::string_view flag, const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return absl::NotFoundError(absl::StrCat(flag, " ", path, ": cannot open"));
  std::string contents;
  char buffer[8192];
  while (file.read(buffer, sizeof buffer) || file.gcount() > 0) {
    contents.append(buffer, static_cast<size_t>(file.gcount()));
    if (contents.size() > kMaxCredentialFileBytes) {
      OPENSSL_cleanse(contents.data(), contents.size());
      return absl::InvalidArgumentError(absl::StrCat(flag, " ", path, ": larger than ",
                                                     kMaxCredentialFileBytes, " bytes"));
    }
  }
  if (file.bad()) return absl::InvalidArgumentError(absl::StrCat(flag, " ", path, ": unreadable"));
  if (contents.empty()) return absl::InvalidArgumentError(absl::StrCat(flag, " ", path, ": empty"));
  return contents;
}

absl::Status CheckCertificatesPem(absl::string_view where, absl::string_view pem) {
  Bio bio = MemoryBio(pem);
  if (bio == nullptr) return absl::InternalError(absl::StrCat(where, ": out of memory"));
  int blocks = 0;
  for (;;) {
    char* name = nullptr;
    char* header = nullptr;
    unsigned char* data = nullptr;
    long length = 0;
    if (PEM_read_bio(bio.get(), &name, &header, &data, &length) != 1) break;
    ++blocks;
    const bool is_certificate = std::string(name) == "CERTIFICATE";
    const unsigned char* cursor = data;
    Cert cert(is_certificate ? d2i_X509(nullptr, &cursor, length) : nullptr);
    OPENSSL_free(name);
    OPENSSL_free(header);
    OPENSSL_free(data);
    if (cert == nullptr) {
      ERR_clear_error();
      return absl::InvalidArgumentError(
          absl::StrCat(where, ": PEM block ", blocks, " is not a certificate"));
    }
  }
  ERR_clear_error();  // the loop ends on "no start line"
  if (blocks == 0) return absl::InvalidArgumentError(absl::StrCat(where, ": no PEM certificate"));
  return absl::OkStatus();
}

absl::Status CheckPrivateKeyPem(absl::string_view where, absl::string_view pem) {
  Bio bio = MemoryBio(pem);
  if (bio == nullptr) return absl::InternalError(absl::StrCat(where, ": out of memory"));
  Pkey key(PEM_read_bio_PrivateKey(bio.get(), nullptr, NoPassphrase, nullptr));
  ERR_clear_error();
  if (key == nullptr) {
    return absl::InvalidArgumentError(
        absl::StrCat(where, ": no unencrypted PEM private key"));
  }
  return absl::OkStatus();
}

ServerTlsMaterial::~ServerTlsMaterial() {
  OPENSSL_cleanse(private_key_pem.data(), private_key_pem.size());
}

absl::StatusOr<ServerTlsMaterial> LoadServerTls(const TransportConfig& config) {
  if (!config.tls()) return absl::FailedPreconditionError("tls_cert_file: not set");
  if (config.tls_key_file.empty()) {
    return absl::InvalidArgumentError("tls_key_file: needed with tls_cert_file");
  }
  ServerTlsMaterial material;
  const std::string cert_where = absl::StrCat("tls_cert_file ", config.tls_cert_file);
  const std::string key_where = absl::StrCat("tls_key_file ", config.tls_key_file);

  absl::StatusOr<std::string> chain = ReadCredentialFile("tls_cert_file", config.tls_cert_file);
  if (!chain.ok()) return chain.status();
  material.cert_chain_pem = *std::move(chain);
  if (absl::Status s = CheckCertificatesPem(cert_where, material.cert_chain_pem); !s.ok()) {
    return s;
  }
  absl::StatusOr<std::string> key = ReadCredentialFile("tls_key_file", config.tls_key_file);
  if (!key.ok()) return key.status();
  material.private_key_pem = *std::move(key);
  if (absl::Status s = CheckPrivateKeyPem(key_where, material.private_key_pem); !s.ok()) {
    return s;
  }

  Cert leaf = FirstCertificate(material.cert_chain_pem);
  Bio key_bio = MemoryBio(material.private_key_pem);
  Pkey pkey(key_bio == nullptr
                ? nullptr
                : PEM_read_bio_PrivateKey(key_bio.get(), nullptr, NoPassphrase, nullptr));
  ERR_clear_error();
  if (leaf == nullptr || pkey == nullptr) {
    return absl::InternalError(absl::StrCat(cert_where, ": cannot load"));
  }
  if (X509_check_private_key(leaf.get(), pkey.get()) != 1) {
    ERR_clear_error();
    return absl::InvalidArgumentError(absl::StrCat(
        key_where, ": does not belong to the first certificate of ", config.tls_cert_file));
  }
  if (X509_cmp_current_time(X509_get0_notBefore(leaf.get())) >= 0) {
    return absl::InvalidArgumentError(absl::StrCat(
        cert_where, ": certificate not valid before ", AsnTime(X509_get0_notBefore(leaf.get()))));
  }
  if (X509_cmp_current_time(X509_get0_notAfter(leaf.get())) <= 0) {
    return absl::InvalidArgumentError(absl::StrCat(
        cert_where, ": certificate expired ", AsnTime(X509_get0_notAfter(leaf.get()))));
  }

  if (config.mutual_tls()) {
    absl::StatusOr<std::string> ca =
        ReadCredentialFile("tls_client_ca_file", config.tls_client_ca_file);
    if (!ca.ok()) return ca.status();
    material.client_ca_pem = *std::move(ca);
    if (absl::Status s = CheckCertificatesPem(
            absl::StrCat("tls_client_ca_file ", config.tls_client_ca_file),
            material.client_ca_pem);
        !s.ok()) {
      return s;
    }
  }
  return material;
}

std::shared_ptr<grpc::ServerCredentials> ServerCredentialsFor(const ServerTlsMaterial& material) {
  grpc::SslServerCredentialsOptions options(
      material.client_ca_pem.empty()
          ? GRPC_SSL_DONT_REQUEST_CLIENT_CERTIFICATE
          : GRPC_SSL_REQUEST_AND_REQUIRE_CLIENT_CERTIFICATE_AND_VERIFY);
  options.pem_root_certs = material.client_ca_pem;
  options.pem_key_cert_pairs.push_back({material.private_key_pem, material.cert_chain_pem});
  std::shared_ptr<grpc::ServerCredentials> credentials = grpc::SslServerCredentials(options);
  OPENSSL_cleanse(options.pem_key_cert_pairs[0].private_key.data(),
                  options.pem_key_cert_pairs[0].private_key.size());
  return credentials;
}

}  // namespace arbiter::service
