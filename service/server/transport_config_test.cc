// Transport flags (transport_config.h): combinations refused at parse time, files checked,
// the banner's fields. Valid certificates are exercised end to end in
// tests/integration/transport_security_test.py (made there with the openssl CLI).
#include "service/server/transport_config.h"

#include <cstdio>
#include <fstream>

#include "CLI/CLI.hpp"
#include "gtest/gtest.h"
#include "service/server/tls.h"

namespace arbiter::service {
namespace {

TransportConfig Parse(std::vector<std::string> args) {
  CLI::App app{"test"};
  TransportConfig config;
  AddTransportFlags(app, &config);
  std::reverse(args.begin(), args.end());  // CLI11 takes them reversed
  app.parse(args);
  return config;
}

std::string TempFile(const std::string& name, const std::string& contents) {
  const std::string path = ::testing::TempDir() + "/" + name;
  std::ofstream(path, std::ios::binary | std::ios::trunc) << contents;
  return path;
}

TEST(TransportConfigTest, DefaultIsPlaintextWithoutHealthPort) {
  TransportConfig c = Parse({});
  EXPECT_FALSE(c.tls());
  EXPECT_FALSE(c.mutual_tls());
  EXPECT_FALSE(c.tokens());
  EXPECT_EQ(c.health_listen, "");
  EXPECT_EQ(Parse({"--health_listen=127.0.0.1:0"}).health_listen, "127.0.0.1:0");
}

TEST(TransportConfigTest, MissingAndMalformedFilesAreRefused) {
  try {
    Parse({"--tls_cert_file=/nonexistent/x.crt", "--tls_key_file=/nonexistent/x.key"});
    FAIL() << "accepted a missing file";
  } catch (const CLI::ValidationError& e) {
    EXPECT_NE(std::string(e.what()).find("tls_cert_file /nonexistent/x.crt: cannot open"),
              std::string::npos)
        << e.what();
  }
  const std::string not_pem = TempFile("not.pem", "hello\n");
  EXPECT_THROW(Parse({"--tls_cert_file=" + not_pem, "--tls_key_file=" + not_pem}),
               CLI::ValidationError);
  const std::string empty = TempFile("empty", "");
  EXPECT_THROW(Parse({"--tls_client_ca_file=" + empty}), CLI::ValidationError);
  EXPECT_THROW(Parse({"--health_listen=nonsense"}), CLI::ValidationError);
}

TEST(TransportConfigTest, TokensAndClientCaNeedTls) {
  const std::string tokens = TempFile("tokens", "lobby 4f1c0a7e9b2d4e63a8f05c1d7e2b9a60\n");
  EXPECT_THROW(Parse({"--auth_tokens_file=" + tokens}), CLI::RequiresError);
  setenv("ARBITER_AUTH_TOKENS_FILE", tokens.c_str(), 1);
  EXPECT_THROW(Parse({}), CLI::RequiresError);
  unsetenv("ARBITER_AUTH_TOKENS_FILE");
}

TEST(TransportConfigTest, PemChecksNameTheProblem) {
  EXPECT_EQ(CheckCertificatesPem("f", "nothing here").message(), "f: no PEM certificate");
  EXPECT_EQ(CheckCertificatesPem("f", "-----BEGIN CERTIFICATE-----\nAAAA\n"
                                      "-----END CERTIFICATE-----\n")
                .message(),
            "f: PEM block 1 is not a certificate");
  EXPECT_EQ(CheckPrivateKeyPem("k", "-----BEGIN PRIVATE KEY-----\nAAAA\n"
                                    "-----END PRIVATE KEY-----\n")
                .message(),
            "k: no unencrypted PEM private key");
  absl::StatusOr<std::string> big =
      ReadCredentialFile("f", TempFile("big", std::string(kMaxCredentialFileBytes + 1, 'x')));
  EXPECT_EQ(big.status().code(), absl::StatusCode::kInvalidArgument);
}

TEST(TransportConfigTest, DescribeShowsModesAndPathsOnly) {
  TransportConfig c;
  EXPECT_EQ(DescribeTransportFields(c),
            ",\"tls\":\"off\",\"tls_cert_file\":\"\",\"tls_key_file\":\"\","
            "\"tls_client_ca_file\":\"\",\"auth\":\"off\",\"auth_tokens_file\":\"\","
            "\"health_listen\":\"\"");
  c.tls_cert_file = "/etc/arbiter/tls.crt";
  c.tls_key_file = "/etc/arbiter/tls.key";
  c.tls_client_ca_file = "/etc/arbiter/ca.crt";
  c.auth_tokens_file = "/etc/arbiter/tokens";
  const std::string fields = DescribeTransportFields(c);
  EXPECT_NE(fields.find("\"tls\":\"mutual\""), std::string::npos);
  EXPECT_NE(fields.find("\"auth\":\"bearer\""), std::string::npos);
  EXPECT_NE(fields.find("\"auth_tokens_file\":\"/etc/arbiter/tokens\""), std::string::npos);
}

}  // namespace
}  // namespace arbiter::service
