#include "service/sealing/seal_config.h"

#include <openssl/crypto.h>

#include <fstream>
#include <utility>

#include "CLI/CLI.hpp"
#include "absl/strings/ascii.h"
#include "absl/strings/escaping.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"

namespace arbiter::service {
namespace {

constexpr size_t kMaxKeyFileBytes = 1 << 20;

}  // namespace

absl::StatusOr<std::vector<SealKey>> ParseSealKeys(absl::string_view text) {
  std::vector<SealKey> keys;
  int line_number = 0;
  for (absl::string_view line : absl::StrSplit(text, '\n')) {
    ++line_number;
    line = absl::StripAsciiWhitespace(line);
    if (line.empty() || line[0] == '#') continue;
    std::vector<absl::string_view> words =
        absl::StrSplit(line, absl::ByAnyChar(" \t"), absl::SkipEmpty());
    if (words.size() != 2) {
      return absl::InvalidArgumentError(absl::StrCat(
          "line ", line_number, ": expected `KEY_ID BASE64_KEY`, got ", words.size(),
          words.size() == 1 ? " word" : " words"));
    }
    SealKey key;
    key.id = std::string(words[0]);
    if (std::string why = CheckSealKeyId(key.id); !why.empty()) {
      return absl::InvalidArgumentError(absl::StrCat("line ", line_number, ": ", why));
    }
    for (const SealKey& earlier : keys) {
      if (earlier.id == key.id) {
        return absl::InvalidArgumentError(
            absl::StrCat("line ", line_number, ": key id '", key.id, "' appears twice"));
      }
    }
    if (!absl::Base64Unescape(words[1], &key.bytes)) {
      return absl::InvalidArgumentError(absl::StrCat("line ", line_number, ": key '", key.id,
                                                     "' is not valid base64"));
    }
    if (key.bytes.size() != kSealKeyBytes) {
      return absl::InvalidArgumentError(absl::StrCat(
          "line ", line_number, ": key '", key.id, "' decodes to ", key.bytes.size(),
          " bytes, needs ", kSealKeyBytes, " (make one with `openssl rand -base64 32`)"));
    }
    keys.push_back(std::move(key));
  }
  if (keys.empty()) {
    return absl::InvalidArgumentError(
        "no keys (expected lines `KEY_ID BASE64_KEY`; make a key with "
        "`openssl rand -base64 32`)");
  }
  return keys;
}

absl::StatusOr<std::vector<SealKey>> ReadSealKeys(const std::string& path) {
  const std::string where = absl::StrCat(path, ": ");
  std::ifstream file(path, std::ios::binary);
  if (!file) return absl::InvalidArgumentError(absl::StrCat(where, "cannot be read"));
  std::string text(kMaxKeyFileBytes + 1, '\0');
  file.read(&text[0], static_cast<std::streamsize>(text.size()));
  if (file.bad()) return absl::InvalidArgumentError(absl::StrCat(where, "cannot be read"));
  text.resize(static_cast<size_t>(file.gcount()));
  if (text.size() > kMaxKeyFileBytes) {
    return absl::InvalidArgumentError(absl::StrCat(where, "larger than 1 MiB"));
  }
  absl::StatusOr<std::vector<SealKey>> keys = ParseSealKeys(text);
  if (!text.empty()) OPENSSL_cleanse(&text[0], text.size());
  if (!keys.ok()) {
    return absl::InvalidArgumentError(absl::StrCat(where, keys.status().message()));
  }
  return keys;
}

absl::StatusOr<std::unique_ptr<StateSealer>> LoadStateSealer(const SealConfig& config) {
  if (config.keys_file.empty()) {
    if (!config.key_id.empty()) {
      return absl::InvalidArgumentError("--seal_key_id: needs --seal_keys_file");
    }
    return std::unique_ptr<StateSealer>();
  }
  if (config.key_id.empty()) {
    return absl::InvalidArgumentError(
        "--seal_keys_file: needs --seal_key_id (the key that seals new states)");
  }
  absl::StatusOr<std::vector<SealKey>> keys = ReadSealKeys(config.keys_file);
  if (!keys.ok()) {
    return absl::InvalidArgumentError(
        absl::StrCat("--seal_keys_file ", keys.status().message()));
  }
  bool found = false;
  for (const SealKey& key : *keys) found = found || key.id == config.key_id;
  if (!found) {
    return absl::InvalidArgumentError(absl::StrCat(
        "--seal_key_id: '", absl::CHexEscape(config.key_id), "' is not a key of ",
        config.keys_file));
  }
  return StateSealer::Create(*std::move(keys), config.key_id);
}

void AddSealFlags(CLI::App& app, SealConfig* config) {
  CLI::Option* keys_file =
      app.add_option("--seal_keys_file", config->keys_file,
                     "seal states (AES-256-GCM): file of `KEY_ID BASE64` lines, the keys that "
                     "open states; unset: no sealing")
          ->envname("ARBITER_SEAL_KEYS_FILE")
          ->check(CLI::Validator(
              [](const std::string& path) -> std::string {
                absl::StatusOr<std::vector<SealKey>> keys = ReadSealKeys(path);
                return keys.ok() ? "" : std::string(keys.status().message());
              },
              "FILE"));
  CLI::Option* key_id = app.add_option("--seal_key_id", config->key_id,
                                       "id of the key (in --seal_keys_file) that seals new states")
                            ->envname("ARBITER_SEAL_KEY_ID")
                            ->check(CLI::Validator(
                                [](const std::string& id) { return CheckSealKeyId(id); }, "ID"));
  keys_file->needs(key_id);
  key_id->needs(keys_file);
}

}  // namespace arbiter::service
