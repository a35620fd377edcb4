// State digests: lowercase hex SHA-256 of a message's deterministic binary serialization.
// Records (GameRecord.steps[].expected_state_digest) and replay reports use them to compare
// states across runs, machines and servers.
//
//   std::string d = StateDigest(state);   // 64 hex characters
#ifndef ARBITER_ENGINES_CORE_DIGEST_H_
#define ARBITER_ENGINES_CORE_DIGEST_H_

#include <string>

#include "google/protobuf/message_lite.h"

namespace arbiter {

// Deterministic binary serialization (map entries sorted) of `message`.
std::string DeterministicBytes(const google::protobuf::MessageLite& message);

// Lowercase hex SHA-256 of DeterministicBytes(message).
std::string StateDigest(const google::protobuf::MessageLite& message);

}  // namespace arbiter

#endif  // ARBITER_ENGINES_CORE_DIGEST_H_
