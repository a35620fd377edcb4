// Unit tests of StateSealer (seal.h): round trip, fresh nonces, every changed byte refused,
// states relabelled to another game / rules version / format refused, unsealed states refused,
// key rotation, and Create's checks.
#include "service/sealing/seal.h"

#include <set>
#include <string>
#include <vector>

#include "arbiter/v1/game_info.pb.h"
#include "gmock/gmock.h"
#include "google/protobuf/util/message_differencer.h"
#include "gtest/gtest.h"

namespace arbiter::service {
namespace {

using ::google::protobuf::util::MessageDifferencer;
using ::testing::HasSubstr;
using ::testing::StartsWith;

SealKey Key(const std::string& id, char fill) { return {id, std::string(kSealKeyBytes, fill)}; }

std::unique_ptr<StateSealer> MakeSealer(std::vector<SealKey> keys, const std::string& active) {
  absl::StatusOr<std::unique_ptr<StateSealer>> sealer = StateSealer::Create(keys, active);
  EXPECT_TRUE(sealer.ok()) << sealer.status();
  return sealer.ok() ? *std::move(sealer) : nullptr;
}

// An open state whose payload holds a recognizable "secret" (a GameInfo with a long text).
v1::GameState OpenState(const std::string& game_id = "my_game") {
  v1::GameState state;
  state.set_game_id(game_id);
  state.set_rules_version(game_id + "/2023.1");
  state.set_state_format_version(3);
  v1::GameInfo secret;
  secret.set_game_id("hidden-hand-7-7-3-queen-of-spades");
  secret.set_title("the deck order nobody may read");
  state.mutable_payload()->PackFrom(secret);
  return state;
}

class SealTest : public ::testing::Test {
 protected:
  std::unique_ptr<StateSealer> sealer_ = MakeSealer({Key("k1", 'a'), Key("k2", 'b')}, "k1");
};

TEST_F(SealTest, RoundTripRestoresTheStateAndHidesThePayload) {
  const v1::GameState open = OpenState();
  v1::GameState state = open;
  ASSERT_TRUE(sealer_->Seal(&state).ok());
  EXPECT_FALSE(state.has_payload());
  ASSERT_TRUE(state.has_sealed());
  EXPECT_EQ(state.sealed().key_id(), "k1");
  EXPECT_EQ(state.sealed().nonce().size(), kSealNonceBytes);
  EXPECT_EQ(state.sealed().tag().size(), kSealTagBytes);
  EXPECT_EQ(state.sealed().ciphertext().size(), open.payload().ByteSizeLong());
  // The header stays readable; the secret does not appear anywhere in the wire bytes.
  EXPECT_EQ(state.game_id(), open.game_id());
  EXPECT_EQ(state.rules_version(), open.rules_version());
  EXPECT_EQ(state.state_format_version(), open.state_format_version());
  const std::string wire = state.SerializeAsString();
  EXPECT_EQ(wire.find("queen-of-spades"), std::string::npos);
  EXPECT_EQ(wire.find("deck order"), std::string::npos);

  ASSERT_TRUE(sealer_->Open(&state, "state").ok());
  EXPECT_TRUE(MessageDifferencer::Equals(state, open)) << state.DebugString();
}

TEST_F(SealTest, EverySealUsesAFreshNonce) {
  std::set<std::string> nonces;
  std::set<std::string> ciphertexts;
  for (int i = 0; i < 50; ++i) {
    v1::GameState state = OpenState();
    ASSERT_TRUE(sealer_->Seal(&state).ok());
    nonces.insert(state.sealed().nonce());
    ciphertexts.insert(state.sealed().ciphertext());
  }
  EXPECT_EQ(nonces.size(), 50u);
  EXPECT_EQ(ciphertexts.size(), 50u);
}

TEST_F(SealTest, EmptyPayloadRoundTrips) {
  v1::GameState state = OpenState();
  state.clear_payload();
  const v1::GameState open = state;
  ASSERT_TRUE(sealer_->Seal(&state).ok());
  EXPECT_TRUE(state.sealed().ciphertext().empty());
  ASSERT_TRUE(sealer_->Open(&state, "state").ok());
  // An empty Any opens as a present-but-empty payload.
  EXPECT_EQ(state.payload().ByteSizeLong(), 0u);
  EXPECT_EQ(state.game_id(), open.game_id());
}

TEST_F(SealTest, SealingASealedStateIsRefused) {
  v1::GameState state = OpenState();
  ASSERT_TRUE(sealer_->Seal(&state).ok());
  EXPECT_EQ(sealer_->Seal(&state).code(), absl::StatusCode::kInvalidArgument);
}

// Every byte of the serialized sealed GameState, changed in three ways, is refused: either the
// bytes no longer parse as a GameState, or Open refuses them. None opens.
TEST_F(SealTest, EveryChangedByteOfTheSerializedStateIsRefused) {
  v1::GameState state = OpenState();
  ASSERT_TRUE(sealer_->Seal(&state).ok());
  const std::string wire = state.SerializeAsString();
  ASSERT_GT(wire.size(), 80u);
  int parsed_and_refused = 0;
  for (size_t i = 0; i < wire.size(); ++i) {
    for (unsigned char mask : {0x01, 0x80, 0xFF}) {
      std::string changed = wire;
      changed[i] = static_cast<char>(static_cast<unsigned char>(changed[i]) ^ mask);
      v1::GameState tampered;
      if (!tampered.ParseFromString(changed)) continue;  // refused by the parser
      const absl::Status status = sealer_->Open(&tampered, "state");
      EXPECT_FALSE(status.ok()) << "byte " << i << " ^ " << int{mask} << " opened";
      EXPECT_THAT(std::string(status.message()), StartsWith("state")) << status;
      ++parsed_and_refused;
    }
  }
  // Most changes parse and are refused by Open itself, not by the parser.
  EXPECT_GT(parsed_and_refused, static_cast<int>(wire.size()));
}

// Each part of the seal, changed, is refused with an error naming it.
TEST_F(SealTest, ChangedNonceTagCiphertextFailAuthentication) {
  v1::GameState sealed = OpenState();
  ASSERT_TRUE(sealer_->Seal(&sealed).ok());
  auto flip = [](std::string bytes, size_t i) {
    bytes[i] = static_cast<char>(bytes[i] ^ 0x01);
    return bytes;
  };
  std::vector<v1::GameState> changed;
  for (size_t i = 0; i < kSealNonceBytes; ++i) {
    changed.push_back(sealed);
    changed.back().mutable_sealed()->set_nonce(flip(sealed.sealed().nonce(), i));
  }
  for (size_t i = 0; i < kSealTagBytes; ++i) {
    changed.push_back(sealed);
    changed.back().mutable_sealed()->set_tag(flip(sealed.sealed().tag(), i));
  }
  for (size_t i = 0; i < sealed.sealed().ciphertext().size(); ++i) {
    changed.push_back(sealed);
    changed.back().mutable_sealed()->set_ciphertext(flip(sealed.sealed().ciphertext(), i));
  }
  for (v1::GameState& state : changed) {
    const absl::Status status = sealer_->Open(&state, "state");
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
    EXPECT_THAT(std::string(status.message()),
                StartsWith("state.sealed: authentication failed"));
  }
  // Truncated or extended ciphertext, nonce, tag.
  v1::GameState shorter = sealed;
  shorter.mutable_sealed()->mutable_ciphertext()->pop_back();
  EXPECT_THAT(std::string(sealer_->Open(&shorter, "state").message()),
              StartsWith("state.sealed: authentication failed"));
  v1::GameState longer = sealed;
  longer.mutable_sealed()->mutable_ciphertext()->push_back('x');
  EXPECT_THAT(std::string(sealer_->Open(&longer, "state").message()),
              StartsWith("state.sealed: authentication failed"));
  v1::GameState short_nonce = sealed;
  short_nonce.mutable_sealed()->mutable_nonce()->pop_back();
  EXPECT_EQ(sealer_->Open(&short_nonce, "state").message(),
            "state.sealed.nonce: must be 12 bytes, got 11");
  v1::GameState short_tag = sealed;
  short_tag.mutable_sealed()->set_tag("");
  EXPECT_EQ(sealer_->Open(&short_tag, "state").message(),
            "state.sealed.tag: must be 16 bytes, got 0");
}

TEST_F(SealTest, ChangedHeaderFailsAuthentication) {
  v1::GameState sealed = OpenState("my_game");
  ASSERT_TRUE(sealer_->Seal(&sealed).ok());
  std::vector<v1::GameState> changed(5, sealed);
  changed[0].set_game_id("my_gamez");
  changed[1].set_game_id("another_game");
  changed[2].set_rules_version("my_game/2024.1");
  changed[3].set_state_format_version(4);
  changed[4].set_rules_version("");
  for (v1::GameState& state : changed) {
    const absl::Status status = sealer_->Open(&state, "state");
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << state.game_id();
    EXPECT_THAT(std::string(status.message()),
                StartsWith("state.sealed: authentication failed"));
  }
}

// The content a state names (GameState.content) stays readable and is bound to the seal: changed,
// added or removed, the state does not open.
TEST_F(SealTest, ContentIsBoundToTheSeal) {
  v1::GameState open = OpenState();
  open.mutable_content()->mutable_built_in()->set_name("short");
  open.mutable_content()->mutable_built_in()->set_digest(std::string(64, 'a'));
  v1::GameState sealed = open;
  ASSERT_TRUE(sealer_->Seal(&sealed).ok());
  EXPECT_EQ(sealed.content().built_in().name(), "short");
  v1::GameState reopened = sealed;
  ASSERT_TRUE(sealer_->Open(&reopened, "state").ok());
  EXPECT_TRUE(MessageDifferencer::Equals(reopened, open));
  std::vector<v1::GameState> changed(4, sealed);
  changed[0].mutable_content()->mutable_built_in()->set_name("long");
  changed[1].mutable_content()->mutable_built_in()->set_digest(std::string(64, 'b'));
  changed[2].clear_content();
  changed[3].mutable_content()->mutable_supplied()->PackFrom(v1::GameInfo());
  for (v1::GameState& state : changed) {
    const absl::Status status = sealer_->Open(&state, "state");
    EXPECT_THAT(std::string(status.message()),
                StartsWith("state.sealed: authentication failed"));
  }
  v1::GameState plain = OpenState();  // sealed without content: content added is refused
  ASSERT_TRUE(sealer_->Seal(&plain).ok());
  plain.mutable_content()->mutable_built_in()->set_name("short");
  EXPECT_THAT(std::string(sealer_->Open(&plain, "state").message()),
              StartsWith("state.sealed: authentication failed"));
}

// A state sealed for game A, relabelled (header) as game B or carried inside game B's header,
// is refused.
TEST_F(SealTest, StateOfOneGameDoesNotOpenAsAnother) {
  v1::GameState a = OpenState("alpha");
  v1::GameState b = OpenState("beta");
  ASSERT_TRUE(sealer_->Seal(&a).ok());
  ASSERT_TRUE(sealer_->Seal(&b).ok());
  v1::GameState a_as_b = a;
  a_as_b.set_game_id(b.game_id());
  a_as_b.set_rules_version(b.rules_version());
  EXPECT_THAT(std::string(sealer_->Open(&a_as_b, "state").message()),
              StartsWith("state.sealed: authentication failed"));
  v1::GameState b_header_a_seal = b;
  *b_header_a_seal.mutable_sealed() = a.sealed();
  EXPECT_THAT(std::string(sealer_->Open(&b_header_a_seal, "state").message()),
              StartsWith("state.sealed: authentication failed"));
  // The untouched ones open.
  EXPECT_TRUE(sealer_->Open(&a, "state").ok());
  EXPECT_TRUE(sealer_->Open(&b, "state").ok());
}

TEST_F(SealTest, ChangedKeyIdIsRefused) {
  v1::GameState sealed = OpenState();
  ASSERT_TRUE(sealer_->Seal(&sealed).ok());
  // Another key this server holds: the key id is bound, so authentication fails.
  v1::GameState other = sealed;
  other.mutable_sealed()->set_key_id("k2");
  EXPECT_THAT(std::string(sealer_->Open(&other, "state").message()),
              StartsWith("state.sealed: authentication failed"));
  // A key it does not hold: its own message, FAILED_PRECONDITION.
  v1::GameState unknown = sealed;
  unknown.mutable_sealed()->set_key_id("k3");
  const absl::Status status = sealer_->Open(&unknown, "state");
  EXPECT_EQ(status.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(std::string(status.message()),
              StartsWith("state.sealed.key_id: unknown seal key 'k3'"));
  v1::GameState empty = sealed;
  empty.mutable_sealed()->clear_key_id();
  EXPECT_EQ(sealer_->Open(&empty, "state").code(), absl::StatusCode::kFailedPrecondition);
}

TEST_F(SealTest, UnsealedAndMixedStatesAreRefused) {
  v1::GameState open = OpenState();
  absl::Status status = sealer_->Open(&open, "state");
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_THAT(std::string(status.message()), StartsWith("state.sealed: missing"));

  v1::GameState sealed = OpenState();
  ASSERT_TRUE(sealer_->Seal(&sealed).ok());
  v1::GameState mixed = sealed;
  *mixed.mutable_payload() = OpenState().payload();
  EXPECT_EQ(sealer_->Open(&mixed, "state").message(),
            "state.payload: must be empty in a sealed state");

  // Bytes appended as an unknown field (here field 15, varint 1) are refused too.
  v1::GameState extra;
  ASSERT_TRUE(extra.ParseFromString(sealed.SerializeAsString() + std::string("\x78\x01", 2)));
  EXPECT_EQ(sealer_->Open(&extra, "state").message(), "state: unknown field 15 in a sealed state");
  v1::GameState extra_inner = sealed;
  v1::SealedState inner;
  ASSERT_TRUE(inner.ParseFromString(sealed.sealed().SerializeAsString() +
                                    std::string("\x78\x01", 2)));
  *extra_inner.mutable_sealed() = inner;
  EXPECT_EQ(sealer_->Open(&extra_inner, "state").message(), "state.sealed: unknown field 15");
}

TEST_F(SealTest, ErrorsNameTheGivenField) {
  v1::GameState open = OpenState();
  EXPECT_THAT(std::string(sealer_->Open(&open, "report.state_before").message()),
              StartsWith("report.state_before.sealed: missing"));
}

// Rotation: old and new keys both open; the active one seals; a removed key's states are
// refused with the unknown-key message.
TEST(SealRotationTest, OldStatesOpenWhileTheirKeyIsHeld) {
  std::unique_ptr<StateSealer> before = MakeSealer({Key("2026-10", 'o')}, "2026-10");
  std::unique_ptr<StateSealer> during =
      MakeSealer({Key("2026-10", 'o'), Key("2026-11", 'n')}, "2026-11");
  std::unique_ptr<StateSealer> after = MakeSealer({Key("2026-11", 'n')}, "2026-11");
  ASSERT_TRUE(before && during && after);

  const v1::GameState open = OpenState();
  v1::GameState old_state = open;
  ASSERT_TRUE(before->Seal(&old_state).ok());
  EXPECT_EQ(old_state.sealed().key_id(), "2026-10");

  v1::GameState reopened = old_state;
  ASSERT_TRUE(during->Open(&reopened, "state").ok());
  EXPECT_TRUE(MessageDifferencer::Equals(reopened, open));
  ASSERT_TRUE(during->Seal(&reopened).ok());
  EXPECT_EQ(reopened.sealed().key_id(), "2026-11");

  v1::GameState new_state = reopened;
  EXPECT_TRUE(after->Open(&new_state, "state").ok());
  const absl::Status status = after->Open(&old_state, "state");
  EXPECT_EQ(status.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(std::string(status.message()),
              StartsWith("state.sealed.key_id: unknown seal key '2026-10'"));
  // The old server does not hold the new key either.
  v1::GameState newer = reopened;
  EXPECT_EQ(before->Open(&newer, "state").code(), absl::StatusCode::kFailedPrecondition);
}

// Same key id, different key bytes (a key replaced without renaming it): refused.
TEST(SealRotationTest, SameIdOtherKeyFailsAuthentication) {
  std::unique_ptr<StateSealer> one = MakeSealer({Key("k", 'x')}, "k");
  std::unique_ptr<StateSealer> two = MakeSealer({Key("k", 'y')}, "k");
  v1::GameState state = OpenState();
  ASSERT_TRUE(one->Seal(&state).ok());
  EXPECT_THAT(std::string(two->Open(&state, "state").message()),
              StartsWith("state.sealed: authentication failed"));
}

TEST(SealCreateTest, RefusesBadKeySets) {
  EXPECT_THAT(std::string(StateSealer::Create({}, "k").status().message()),
              HasSubstr("no keys"));
  EXPECT_THAT(std::string(StateSealer::Create({Key("k", 'a'), Key("k", 'b')}, "k")
                              .status()
                              .message()),
              HasSubstr("appears twice"));
  EXPECT_THAT(std::string(StateSealer::Create({{"k", "short"}}, "k").status().message()),
              HasSubstr("has 5 bytes, needs 32"));
  EXPECT_THAT(std::string(StateSealer::Create({Key("k", 'a')}, "j").status().message()),
              HasSubstr("'j' is not among the keys"));
  EXPECT_THAT(std::string(StateSealer::Create({Key("a b", 'a')}, "a b").status().message()),
              HasSubstr("outside [A-Za-z0-9._-]"));
  EXPECT_EQ(CheckSealKeyId(std::string(65, 'a')), "key id is longer than 64");
  EXPECT_EQ(CheckSealKeyId("2026-11_a.B"), "");
  std::unique_ptr<StateSealer> ok = MakeSealer({Key("a", 'a'), Key("b", 'b')}, "b");
  EXPECT_EQ(ok->active_key_id(), "b");
  EXPECT_EQ(ok->key_ids(), (std::vector<std::string>{"a", "b"}));
}

}  // namespace
}  // namespace arbiter::service
