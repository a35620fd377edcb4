// The seal settings of arbiterd (sealed state, seal.h): flags, the key file, and turning them
// into a StateSealer at start-up.
//
//   --seal_keys_file=PATH  ARBITER_SEAL_KEYS_FILE  file of keys that open states (and seal them);
//                                                  unset: states are not sealed (default)
//   --seal_key_id=ID       ARBITER_SEAL_KEY_ID     the key among them that seals new states
// The two go together. The key file: one key a line, `KEY_ID BASE64`, where KEY_ID is 1..64 of
// [A-Za-z0-9._-] and BASE64 the standard base64 of 32 random bytes (`openssl rand -base64 32`);
// blank lines and lines starting with '#' are skipped. Ids are unique. Key bytes are never
// printed: not in errors, logs or the config banner (which shows the path and the id only).
//
// Rotation (docs/operations.md "Sealed state"): add the new key to every replica's file while
// the old one still seals, then switch --seal_key_id to the new key, then, once no state sealed
// under the old key is still needed, remove the old line.
//
//   CLI::App app;
//   SealConfig seal;
//   AddSealFlags(app, &seal);             // parse time: file readable and well formed
//   ... parse ...
//   absl::StatusOr<std::unique_ptr<StateSealer>> sealer = LoadStateSealer(seal);  // null: off
#ifndef ARBITER_SERVICE_SEALING_SEAL_CONFIG_H_
#define ARBITER_SERVICE_SEALING_SEAL_CONFIG_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "service/sealing/seal.h"

namespace CLI {
class App;
}  // namespace CLI

namespace arbiter::service {

struct SealConfig {
  // Path of the key file; empty: sealing off.
  std::string keys_file;
  // Id of the sealing key, one of the file's.
  std::string key_id;
};

// Adds --seal_keys_file and --seal_key_id (with their environment variables, the file checked
// at parse time and each flag needing the other) to `app`; `*config` must outlive the parse.
void AddSealFlags(CLI::App& app, SealConfig* config);

// Parses key-file text. INVALID_ARGUMENT "line N: ..." for a line that is not `ID BASE64`, an
// invalid or repeated id, base64 that does not decode, or a key that is not 32 bytes; "no keys"
// for a file without one. Messages never contain key material.
absl::StatusOr<std::vector<SealKey>> ParseSealKeys(absl::string_view text);

// Reads and parses the key file: INVALID_ARGUMENT "PATH: cannot be read", "PATH: line N: ..."
// (ParseSealKeys), "PATH: larger than 1 MiB".
absl::StatusOr<std::vector<SealKey>> ReadSealKeys(const std::string& path);

// The sealer the settings ask for: nullptr when keys_file is empty (and key_id too); otherwise
// the keys with key_id sealing. INVALID_ARGUMENT naming the flag when the file cannot be read
// or parsed ("--seal_keys_file PATH: ..."), when one flag is given without the other, or when
// key_id is not in the file.
absl::StatusOr<std::unique_ptr<StateSealer>> LoadStateSealer(const SealConfig& config);

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_SEALING_SEAL_CONFIG_H_
