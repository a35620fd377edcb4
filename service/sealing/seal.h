// Sealed state: GameState.payload encrypted and authenticated with AES-256-GCM (OpenSSL EVP)
// under one of the server's keys, so a state can travel through untrusted hands (the players
// holding it between calls) without them reading the hidden parts or changing any byte.
//
// Shape of a sealed GameState (proto/arbiter/v1/game_state.proto, SealedState):
//   game_id, rules_version, state_format_version  as in the open state, readable
//   payload                                       unset
//   sealed.key_id                                 the sealing key's id
//   sealed.nonce                                  12 random bytes (RAND_bytes), fresh per seal
//   sealed.ciphertext                             AES-256-GCM of the payload's deterministic
//                                                 serialization
//   sealed.tag                                    16-byte GCM tag
// Associated data (bound, not encrypted): "arbiter.v1.SealedState" 0x00, then key_id, game_id,
// rules_version as 4-byte big-endian length + bytes, then state_format_version as 4 bytes
// big-endian. So a state sealed for one game, rules version, format or key does not open as
// another.
//
// Keys: several may be held for opening (rotation); one, the active key, seals. Key bytes stay
// inside this class (never logged, never in an error message) and are wiped on destruction.
//
//   absl::StatusOr<std::unique_ptr<StateSealer>> sealer =
//       StateSealer::Create({{"2026-11", key_bytes_32}, {"2026-10", older_32}}, "2026-11");
//   absl::Status s = (*sealer)->Seal(&state);              // state now sealed, in place
//   absl::Status t = (*sealer)->Open(&state, "state");     // back to the open state
//
// Errors of Open (the message starts with the field path under `field`, e.g. "state"):
//   INVALID_ARGUMENT     "state.sealed: missing ..." (an unsealed state: refused, else sealing
//                        would be pointless), "state.payload: must be empty in a sealed
//                        state", "state: unknown field N in a sealed state",
//                        "state.sealed.nonce: must be 12 bytes, got N", "state.sealed.tag:
//                        must be 16 bytes, got N", "state.sealed: authentication failed ..."
//                        (any changed byte, or a state of another game / rules version /
//                        format), "state.sealed: the opened payload does not parse".
//   FAILED_PRECONDITION  "state.sealed.key_id: unknown seal key '...'" (a key this server does
//                        not hold, e.g. retired).
//   INTERNAL             OpenSSL itself failed (not reachable by input).
// Seal fails only with INTERNAL (OpenSSL or RAND_bytes failure) or INVALID_ARGUMENT for a state
// that is already sealed.
//
// Thread-safe: Seal and Open are const and keep no shared mutable state.
#ifndef ARBITER_SERVICE_SEALING_SEAL_H_
#define ARBITER_SERVICE_SEALING_SEAL_H_

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "arbiter/v1/game_state.pb.h"

struct evp_cipher_st;  // OpenSSL's EVP_CIPHER

namespace arbiter::service {

// AES-256 key length, GCM nonce and tag lengths, in bytes.
inline constexpr size_t kSealKeyBytes = 32;
inline constexpr size_t kSealNonceBytes = 12;
inline constexpr size_t kSealTagBytes = 16;

// One key: an id (1..64 of [A-Za-z0-9._-]) and its 32 raw bytes, wiped (OPENSSL_cleanse)
// when the key is destroyed.
struct SealKey {
  SealKey() = default;
  SealKey(std::string key_id, std::string key_bytes)
      : id(std::move(key_id)), bytes(std::move(key_bytes)) {}
  SealKey(const SealKey&) = default;
  SealKey(SealKey&&) = default;
  SealKey& operator=(const SealKey&) = default;
  SealKey& operator=(SealKey&&) = default;
  ~SealKey();

  std::string id;
  std::string bytes;
};

// Whether `id` is a valid key id; the reason when not ("" when valid).
std::string CheckSealKeyId(absl::string_view id);

class StateSealer {
 public:
  // INVALID_ARGUMENT when `keys` is empty, an id is invalid or repeated, a key is not 32 bytes,
  // or `active_key_id` is not among the ids; INTERNAL when OpenSSL has no AES-256-GCM.
  static absl::StatusOr<std::unique_ptr<StateSealer>> Create(std::vector<SealKey> keys,
                                                             absl::string_view active_key_id);
  ~StateSealer();
  StateSealer(const StateSealer&) = delete;
  StateSealer& operator=(const StateSealer&) = delete;

  // Seals an open state in place under the active key (payload moves into `sealed`).
  absl::Status Seal(v1::GameState* state) const;
  // Opens a sealed state in place (see the errors above); `field` names the state in errors.
  absl::Status Open(v1::GameState* state, absl::string_view field) const;

  const std::string& active_key_id() const { return active_key_id_; }
  // Every held key id, in the order given.
  std::vector<std::string> key_ids() const;

 private:
  struct CipherDeleter {
    void operator()(evp_cipher_st* cipher) const;
  };

  StateSealer(std::vector<SealKey> keys, std::string active_key_id,
              std::unique_ptr<evp_cipher_st, CipherDeleter> cipher);
  const SealKey* Find(absl::string_view id) const;

  std::vector<SealKey> keys_;
  std::string active_key_id_;
  // AES-256-GCM, fetched once (OpenSSL 3 would otherwise look it up on every Init).
  std::unique_ptr<evp_cipher_st, CipherDeleter> cipher_;
};

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_SEALING_SEAL_H_
