#include "service/sealing/seal.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/rand.h>

#include <climits>
#include <utility>

#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "engines/core/digest.h"
#include "engines/core/quote.h"
#include "google/protobuf/io/coded_stream.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"
#include "google/protobuf/unknown_field_set.h"

namespace arbiter::service {
namespace {

constexpr absl::string_view kAadLabel("arbiter.v1.SealedState\0", 23);
constexpr size_t kMaxKeyIdBytes = 64;

struct CipherContextDeleter {
  void operator()(EVP_CIPHER_CTX* context) const { EVP_CIPHER_CTX_free(context); }
};
using CipherContext = std::unique_ptr<EVP_CIPHER_CTX, CipherContextDeleter>;

void AppendBigEndian32(uint32_t value, std::string* out) {
  for (int shift = 24; shift >= 0; shift -= 8) out->push_back(static_cast<char>(value >> shift));
}

void AppendLengthPrefixed(absl::string_view bytes, std::string* out) {
  AppendBigEndian32(static_cast<uint32_t>(bytes.size()), out);
  out->append(bytes.data(), bytes.size());
}

// The associated data of the proto's SealedState comment.
std::string AssociatedData(absl::string_view key_id, const v1::GameState& state) {
  std::string aad(kAadLabel);
  AppendLengthPrefixed(key_id, &aad);
  AppendLengthPrefixed(state.game_id(), &aad);
  AppendLengthPrefixed(state.rules_version(), &aad);
  AppendBigEndian32(state.state_format_version(), &aad);
  // The content the state names (GameState.content) stays readable and is bound too; a state
  // without content has the associated data it always had.
  if (state.has_content()) AppendLengthPrefixed(DeterministicBytes(state.content()), &aad);
  return aad;
}

const unsigned char* Bytes(absl::string_view text) {
  return reinterpret_cast<const unsigned char*>(text.data());
}
unsigned char* MutableBytes(std::string* text) {
  return reinterpret_cast<unsigned char*>(&(*text)[0]);
}

absl::Status OpenSslError(absl::string_view step) {
  return absl::InternalError(absl::StrCat("seal: OpenSSL ", step, " failed"));
}

std::string SerializeDeterministic(const google::protobuf::Message& message) {
  std::string out;
  {
    google::protobuf::io::StringOutputStream stream(&out);
    google::protobuf::io::CodedOutputStream coded(&stream);
    coded.SetSerializationDeterministic(true);
    message.SerializeToCodedStream(&coded);
  }
  return out;
}

// The first unknown field number of `message` (proto3 keeps fields it does not know), or 0.
int FirstUnknownField(const google::protobuf::Message& message) {
  const google::protobuf::UnknownFieldSet& unknown =
      message.GetReflection()->GetUnknownFields(message);
  return unknown.empty() ? 0 : unknown.field(0).number();
}

}  // namespace

std::string CheckSealKeyId(absl::string_view id) {
  if (id.empty()) return "key id is empty";
  if (id.size() > kMaxKeyIdBytes) return absl::StrCat("key id is longer than ", kMaxKeyIdBytes);
  for (char c : id) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                    c == '.' || c == '_' || c == '-';
    if (!ok) {
      return absl::StrCat("key id ", QuoteCallerText(id),
                          " has a character outside [A-Za-z0-9._-]");
    }
  }
  return "";
}

absl::StatusOr<std::unique_ptr<StateSealer>> StateSealer::Create(
    std::vector<SealKey> keys, absl::string_view active_key_id) {
  if (keys.empty()) return absl::InvalidArgumentError("seal: no keys");
  absl::flat_hash_set<std::string> ids;
  for (const SealKey& key : keys) {
    if (std::string why = CheckSealKeyId(key.id); !why.empty()) {
      return absl::InvalidArgumentError(absl::StrCat("seal: ", why));
    }
    if (!ids.insert(key.id).second) {
      return absl::InvalidArgumentError(absl::StrCat("seal: key id ", QuoteCallerText(key.id),
                                                     " appears twice"));
    }
    if (key.bytes.size() != kSealKeyBytes) {
      return absl::InvalidArgumentError(absl::StrCat("seal: key ", QuoteCallerText(key.id), " has ",
                                                     key.bytes.size(), " bytes, needs ",
                                                     kSealKeyBytes));
    }
  }
  if (!ids.contains(active_key_id)) {
    return absl::InvalidArgumentError(absl::StrCat("seal: the sealing key id ",
                                                   QuoteCallerText(active_key_id),
                                                   " is not among the keys"));
  }
  std::unique_ptr<evp_cipher_st, CipherDeleter> cipher(
      EVP_CIPHER_fetch(nullptr, "AES-256-GCM", nullptr));
  if (cipher == nullptr) return OpenSslError("EVP_CIPHER_fetch AES-256-GCM");
  return std::unique_ptr<StateSealer>(
      new StateSealer(std::move(keys), std::string(active_key_id), std::move(cipher)));
}

StateSealer::StateSealer(std::vector<SealKey> keys, std::string active_key_id,
                         std::unique_ptr<evp_cipher_st, CipherDeleter> cipher)
    : keys_(std::move(keys)),
      active_key_id_(std::move(active_key_id)),
      cipher_(std::move(cipher)) {}

void StateSealer::CipherDeleter::operator()(evp_cipher_st* cipher) const {
  EVP_CIPHER_free(cipher);
}

SealKey::~SealKey() {
  if (!bytes.empty()) OPENSSL_cleanse(&bytes[0], bytes.size());
}

StateSealer::~StateSealer() = default;

std::vector<std::string> StateSealer::key_ids() const {
  std::vector<std::string> ids;
  for (const SealKey& key : keys_) ids.push_back(key.id);
  return ids;
}

const SealKey* StateSealer::Find(absl::string_view id) const {
  for (const SealKey& key : keys_) {
    if (key.id == id) return &key;
  }
  return nullptr;
}

absl::Status StateSealer::Seal(v1::GameState* state) const {
  if (state->has_sealed()) return absl::InvalidArgumentError("state.sealed: already sealed");
  const SealKey* key = Find(active_key_id_);
  if (key == nullptr) return absl::InternalError("seal: the active key is missing");
  const std::string plaintext = SerializeDeterministic(state->payload());
  if (plaintext.size() > INT_MAX) return absl::InternalError("seal: state too large");

  std::string nonce(kSealNonceBytes, '\0');
  if (RAND_bytes(MutableBytes(&nonce), static_cast<int>(nonce.size())) != 1) {
    return OpenSslError("RAND_bytes");
  }
  const std::string aad = AssociatedData(key->id, *state);
  CipherContext context(EVP_CIPHER_CTX_new());
  if (context == nullptr) return OpenSslError("EVP_CIPHER_CTX_new");
  // One spare byte keeps &ciphertext[0] valid for an empty payload.
  std::string ciphertext(plaintext.size() + 1, '\0');
  std::string tag(kSealTagBytes, '\0');
  int length = 0;
  int final_length = 0;
  if (EVP_EncryptInit_ex(context.get(), cipher_.get(), nullptr, nullptr, nullptr) != 1 ||
      EVP_CIPHER_CTX_ctrl(context.get(), EVP_CTRL_GCM_SET_IVLEN, kSealNonceBytes, nullptr) != 1 ||
      EVP_EncryptInit_ex(context.get(), nullptr, nullptr, Bytes(key->bytes), Bytes(nonce)) != 1) {
    return OpenSslError("encrypt init");
  }
  if (EVP_EncryptUpdate(context.get(), nullptr, &length, Bytes(aad),
                        static_cast<int>(aad.size())) != 1 ||
      EVP_EncryptUpdate(context.get(), MutableBytes(&ciphertext), &length, Bytes(plaintext),
                        static_cast<int>(plaintext.size())) != 1 ||
      EVP_EncryptFinal_ex(context.get(), MutableBytes(&ciphertext) + length, &final_length) != 1 ||
      EVP_CIPHER_CTX_ctrl(context.get(), EVP_CTRL_GCM_GET_TAG, kSealTagBytes,
                          MutableBytes(&tag)) != 1) {
    return OpenSslError("encrypt");
  }
  ciphertext.resize(static_cast<size_t>(length) + static_cast<size_t>(final_length));

  v1::SealedState* sealed = state->mutable_sealed();
  sealed->set_key_id(key->id);
  sealed->set_nonce(std::move(nonce));
  sealed->set_ciphertext(std::move(ciphertext));
  sealed->set_tag(std::move(tag));
  state->clear_payload();
  return absl::OkStatus();
}

absl::Status StateSealer::Open(v1::GameState* state, absl::string_view field) const {
  if (!state->has_sealed()) {
    return absl::InvalidArgumentError(absl::StrCat(
        field, ".sealed: missing: this server accepts only sealed states (as its NewGame and "
               "ApplyAction return them)"));
  }
  if (state->has_payload()) {
    return absl::InvalidArgumentError(
        absl::StrCat(field, ".payload: must be empty in a sealed state"));
  }
  if (int number = FirstUnknownField(*state); number != 0) {
    return absl::InvalidArgumentError(
        absl::StrCat(field, ": unknown field ", number, " in a sealed state"));
  }
  const v1::SealedState& sealed = state->sealed();
  if (int number = FirstUnknownField(sealed); number != 0) {
    return absl::InvalidArgumentError(
        absl::StrCat(field, ".sealed: unknown field ", number));
  }
  const SealKey* key = Find(sealed.key_id());
  if (key == nullptr) {
    return absl::FailedPreconditionError(
        absl::StrCat(field, ".sealed.key_id: unknown seal key ", QuoteCallerText(sealed.key_id()),
                     " (not held by this server: retired, or never one of its keys)"));
  }
  if (sealed.nonce().size() != kSealNonceBytes) {
    return absl::InvalidArgumentError(absl::StrCat(field, ".sealed.nonce: must be ",
                                                   kSealNonceBytes, " bytes, got ",
                                                   sealed.nonce().size()));
  }
  if (sealed.tag().size() != kSealTagBytes) {
    return absl::InvalidArgumentError(absl::StrCat(field, ".sealed.tag: must be ", kSealTagBytes,
                                                   " bytes, got ", sealed.tag().size()));
  }
  if (sealed.ciphertext().size() > INT_MAX) {
    return absl::InvalidArgumentError(absl::StrCat(field, ".sealed.ciphertext: too large"));
  }
  const std::string aad = AssociatedData(key->id, *state);
  CipherContext context(EVP_CIPHER_CTX_new());
  if (context == nullptr) return OpenSslError("EVP_CIPHER_CTX_new");
  std::string plaintext(sealed.ciphertext().size() + 1, '\0');
  std::string tag = sealed.tag();
  int length = 0;
  int final_length = 0;
  if (EVP_DecryptInit_ex(context.get(), cipher_.get(), nullptr, nullptr, nullptr) != 1 ||
      EVP_CIPHER_CTX_ctrl(context.get(), EVP_CTRL_GCM_SET_IVLEN, kSealNonceBytes, nullptr) != 1 ||
      EVP_DecryptInit_ex(context.get(), nullptr, nullptr, Bytes(key->bytes),
                         Bytes(sealed.nonce())) != 1) {
    return OpenSslError("decrypt init");
  }
  if (EVP_DecryptUpdate(context.get(), nullptr, &length, Bytes(aad),
                        static_cast<int>(aad.size())) != 1 ||
      EVP_DecryptUpdate(context.get(), MutableBytes(&plaintext), &length,
                        Bytes(sealed.ciphertext()),
                        static_cast<int>(sealed.ciphertext().size())) != 1 ||
      EVP_CIPHER_CTX_ctrl(context.get(), EVP_CTRL_GCM_SET_TAG, kSealTagBytes,
                          MutableBytes(&tag)) != 1) {
    return OpenSslError("decrypt");
  }
  if (EVP_DecryptFinal_ex(context.get(), MutableBytes(&plaintext) + length, &final_length) != 1) {
    return absl::InvalidArgumentError(absl::StrCat(
        field, ".sealed: authentication failed: the state was changed, or was sealed for "
               "another game, rules version or state format (key ",
        QuoteCallerText(key->id), ")"));
  }
  plaintext.resize(static_cast<size_t>(length) + static_cast<size_t>(final_length));
  google::protobuf::Any payload;
  if (!payload.ParseFromString(plaintext)) {
    // Only reachable with a key that sealed something other than a payload.
    return absl::InvalidArgumentError(
        absl::StrCat(field, ".sealed: the opened payload does not parse"));
  }
  state->clear_sealed();
  *state->mutable_payload() = std::move(payload);
  return absl::OkStatus();
}

}  // namespace arbiter::service
