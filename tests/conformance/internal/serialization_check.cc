// Binary and proto3-JSON round trips of states and actions (checks.h).
#include <string>

#include "absl/strings/str_cat.h"
#include "google/protobuf/util/json_util.h"
#include "tests/conformance/internal/checks.h"

namespace arbiter::conformance::internal {
namespace {

// Applies `action` by `actor` to `reparsed` and compares the answer with `expected`.
void CompareApply(Context& ctx, absl::string_view how, const v1::GameState& original,
                  const v1::GameState& reparsed, int actor, const google::protobuf::Any& action,
                  const ApplyResult& expected) {
  absl::StatusOr<ApplyResult> r = ctx.game.Apply(reparsed, actor, action);
  if (!r.ok()) {
    ctx.Fail(kCheckSerialization, absl::StrCat(how, ": Apply(", Describe(action), ") on the "
                                               "reparsed state errors: ",
                                               DescribeStatus(r.status())));
    return;
  }
  if (ResultBytes(*r) != ResultBytes(expected)) {
    ctx.Fail(kCheckSerialization,
             absl::StrCat(how, ": Apply(", Describe(action),
                          ") on the reparsed state differs from Apply on the original; state "
                          "diff: ",
                          PayloadDiff(original, reparsed), "; next-state diff: ",
                          PayloadDiff(expected.state, r->state)));
  }
}

}  // namespace

void CheckSerialization(Context& ctx, const v1::GameState& state, int actor,
                        const google::protobuf::Any& action, const ApplyResult& expected) {
  ++ctx.coverage().serialization_round_trips;
  // Binary.
  std::string binary;
  v1::GameState from_binary;
  if (!state.SerializeToString(&binary) || !from_binary.ParseFromString(binary)) {
    ctx.Fail(kCheckSerialization, "binary round trip of the state fails");
  } else {
    CompareApply(ctx, "binary round trip", state, from_binary, actor, action, expected);
  }
  // proto3 JSON, with the payload expanded through the generated pool's type registry.
  std::string json;
  google::protobuf::util::JsonPrintOptions print;
  {
    auto s = google::protobuf::util::MessageToJsonString(state, &json, print);
    if (!s.ok()) {
      ctx.Fail(kCheckSerialization,
               absl::StrCat("MessageToJsonString(state) fails: ", s.ToString()));
      return;
    }
  }
  v1::GameState from_json;
  {
    auto s = google::protobuf::util::JsonStringToMessage(json, &from_json);
    if (!s.ok()) {
      ctx.Fail(kCheckSerialization,
               absl::StrCat("JsonStringToMessage(state JSON) fails: ", s.ToString()));
      return;
    }
  }
  // The JSON form of the action as well: what a JSON client would send.
  std::string action_json;
  google::protobuf::Any action_back;
  {
    auto s = google::protobuf::util::MessageToJsonString(action, &action_json, print);
    if (s.ok()) s = google::protobuf::util::JsonStringToMessage(action_json, &action_back);
    if (!s.ok()) {
      ctx.Fail(kCheckSerialization,
               absl::StrCat("JSON round trip of the action fails: ", s.ToString()));
      return;
    }
  }
  CompareApply(ctx, "JSON round trip", state, from_json, actor, action_back, expected);
}

}  // namespace arbiter::conformance::internal
