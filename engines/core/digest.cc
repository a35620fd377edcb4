#include "engines/core/digest.h"

#include <openssl/sha.h>

#include "absl/strings/escaping.h"
#include "google/protobuf/io/coded_stream.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"

namespace arbiter {

std::string DeterministicBytes(const google::protobuf::MessageLite& message) {
  std::string bytes;
  {
    google::protobuf::io::StringOutputStream raw(&bytes);
    google::protobuf::io::CodedOutputStream out(&raw);
    out.SetSerializationDeterministic(true);
    message.SerializeToCodedStream(&out);
  }
  return bytes;
}

std::string StateDigest(const google::protobuf::MessageLite& message) {
  const std::string bytes = DeterministicBytes(message);
  unsigned char hash[SHA256_DIGEST_LENGTH];
  SHA256(reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size(), hash);
  return absl::BytesToHexString(
      absl::string_view(reinterpret_cast<const char*>(hash), sizeof(hash)));
}

}  // namespace arbiter
