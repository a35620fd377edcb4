#include "api/replay_split.h"

#include <cstdint>
#include <memory>
#include <string>

#include "absl/base/attributes.h"
#include "absl/strings/str_cat.h"
#include "api/replay.h"
#include "engines/core/envelope.h"
#include "google/protobuf/io/coded_stream.h"
#include "google/protobuf/stubs/common.h"

namespace arbiter::api {
namespace {

// Field numbers and wire types this split knows (rules_service.proto, record.proto).
constexpr uint32_t kRequestRecordField = 1;  // ReplayGameRequest.record
constexpr uint32_t kRecordStepsField = 3;    // GameRecord.steps
constexpr uint32_t kVarint = 0, kFixed64 = 1, kLengthDelimited = 2, kFixed32 = 5;

// Inside a whole request the record is one message deep and each step two: protobuf's default
// budget of 100 nested messages, less that.
constexpr int kRecordRecursionLimit = 99;
constexpr int kStepRecursionLimit = 98;

// A varint at *p (before end), at most `max_bytes` long; false when malformed or cut short.
inline bool ReadVarint(const char*& p, const char* end, int max_bytes, uint64_t* value) {
  if (p < end && (static_cast<uint8_t>(*p) & 0x80) == 0) {  // one byte: the usual tag or length
    *value = static_cast<uint8_t>(*p++);
    return true;
  }
  uint64_t v = 0;
  for (int i = 0; i < max_bytes && p < end; ++i) {
    const uint8_t byte = static_cast<uint8_t>(*p++);
    v |= static_cast<uint64_t>(byte & 0x7F) << (7 * i);
    if ((byte & 0x80) == 0) {
      *value = v;
      return true;
    }
  }
  return false;
}

// One field at *p: its number, wire type and the bytes of its value (for a length-delimited
// one, its contents); *p moves past it. False when malformed, a group or an unknown wire type.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline bool ReadField(const char*& p, const char* end, uint32_t* number, uint32_t* wire_type,
               absl::string_view* value) {
  uint64_t tag;
  if (!ReadVarint(p, end, 5, &tag) || tag > UINT32_MAX || (tag >> 3) == 0) return false;
  *number = static_cast<uint32_t>(tag >> 3);
  *wire_type = static_cast<uint32_t>(tag & 7);
  const char* start = p;
  uint64_t n;
  switch (*wire_type) {
    case kVarint:
      if (!ReadVarint(p, end, 10, &n)) return false;
      break;
    case kFixed64:
      if (end - p < 8) return false;
      p += 8;
      break;
    case kFixed32:
      if (end - p < 4) return false;
      p += 4;
      break;
    case kLengthDelimited:
      if (!ReadVarint(p, end, 5, &n) || n > static_cast<uint64_t>(INT32_MAX) ||
          n > static_cast<uint64_t>(end - p)) {
        return false;
      }
      start = p;
      p += n;
      break;
    default:
      return false;
  }
  *value = absl::string_view(start, static_cast<size_t>(p - start));
  return true;
}

bool ParseWithBudget(absl::string_view bytes, int recursion_limit,
                     google::protobuf::MessageLite* message) {
  google::protobuf::io::CodedInputStream in(reinterpret_cast<const uint8_t*>(bytes.data()),
                                            static_cast<int>(bytes.size()));
  in.SetRecursionLimit(recursion_limit);
  return message->ParseFromCodedStream(&in) && in.ConsumedEntireMessage();
}

// The common step, {actor {seat | chance}, action {type_url, value}} and nothing else, set
// field by field into `step` (left as such a step by the last call: its submessages and
// strings are reused, where a parse would Clear and so free them). False when the bytes are
// anything else (another field, a field twice, a type URL that is not UTF-8, ...): they are
// then parsed whole.
bool SetPlainStep(absl::string_view bytes, v1::RecordStep* step) {
  const char* p = bytes.data();
  const char* end = p + bytes.size();
  uint32_t number, wire_type;
  absl::string_view actor, action;
  bool has_actor = false, has_action = false;
  while (p < end) {
    absl::string_view value;
    if (!ReadField(p, end, &number, &wire_type, &value) || wire_type != kLengthDelimited) {
      return false;
    }
    if (number == 1 && !has_actor) {
      actor = value;
      has_actor = true;
    } else if (number == 2 && !has_action) {
      action = value;
      has_action = true;
    } else {
      return false;
    }
  }
  if (!has_actor || !has_action) return false;
  // Actor: empty, or one seat (int32) or one chance (bool) varint.
  int kind = 0;  // 0 none, 1 seat, 2 chance
  uint64_t kind_value = 0;
  p = actor.data();
  end = p + actor.size();
  if (p < end) {
    absl::string_view value;
    if (!ReadField(p, end, &number, &wire_type, &value) || wire_type != kVarint || p != end ||
        (number != 1 && number != 2)) {
      return false;
    }
    kind = static_cast<int>(number);
    const char* v = value.data();
    if (!ReadVarint(v, v + value.size(), 10, &kind_value)) return false;
  }
  // Action (an Any): type_url (UTF-8) and value, each at most once.
  absl::string_view type_url, payload;
  bool has_type_url = false, has_payload = false;
  p = action.data();
  end = p + action.size();
  while (p < end) {
    absl::string_view value;
    if (!ReadField(p, end, &number, &wire_type, &value) || wire_type != kLengthDelimited) {
      return false;
    }
    if (number == 1 && !has_type_url) {
      type_url = value;
      has_type_url = true;
    } else if (number == 2 && !has_payload) {
      payload = value;
      has_payload = true;
    } else {
      return false;
    }
  }
  // The type URL is usually the last step's, already checked and copied.
  google::protobuf::Any* any = step->mutable_action();
  const bool same_type_url = any->type_url() == type_url;
  if (!same_type_url && !google::protobuf::internal::IsStructurallyValidUTF8(
                            type_url.data(), static_cast<int>(type_url.size()))) {
    return false;
  }
  v1::Actor* a = step->mutable_actor();
  if (kind == 1) {
    a->set_seat(static_cast<int32_t>(kind_value));
  } else if (kind == 2) {
    a->set_chance(kind_value != 0);
  } else {
    a->clear_kind();
  }
  // assign() into the strings' own buffers (set_type_url(data, size) builds a temporary).
  if (!same_type_url) any->mutable_type_url()->assign(type_url.data(), type_url.size());
  any->mutable_value()->assign(payload.data(), payload.size());
  return true;
}

// The next step into `step`: SetPlainStep when it can, else a parse with the step's budget.
// *plain says whether `step` is left a plain step (no other field, no unknown fields).
bool NextStep(absl::string_view bytes, v1::RecordStep* step, bool* plain) {
  if (*plain && SetPlainStep(bytes, step)) return true;
  *plain = false;
  if (!ParseWithBudget(bytes, kStepRecursionLimit, step)) return false;
  *plain = step->expected_state_digest().empty() && step->expected_events().empty() &&
           step->GetReflection()->GetUnknownFields(*step).empty() &&
           step->actor().GetReflection()->GetUnknownFields(step->actor()).empty() &&
           step->action().GetReflection()->GetUnknownFields(step->action()).empty();
  return true;
}

}  // namespace

bool SplitReplayGameRequest(absl::string_view bytes, SplitReplayRequest* out) {
  out->head.Clear();
  out->steps.clear();
  if (bytes.size() > static_cast<size_t>(INT32_MAX)) return false;
  // The request: exactly one field, its record.
  const char* p = bytes.data();
  const char* end = p + bytes.size();
  uint32_t number, wire_type;
  absl::string_view record;
  if (!ReadField(p, end, &number, &wire_type, &record) || number != kRequestRecordField ||
      wire_type != kLengthDelimited || p != end) {
    return false;
  }
  // The record: its steps apart, every other field kept in order.
  std::string head;
  p = record.data();
  end = p + record.size();
  while (p < end) {
    const char* field_start = p;
    absl::string_view value;
    if (!ReadField(p, end, &number, &wire_type, &value)) return false;
    if (number == kRecordStepsField) {
      if (wire_type != kLengthDelimited) return false;
      out->steps.push_back(value);
    } else {
      head.append(field_start, static_cast<size_t>(p - field_start));
    }
  }
  if (!ParseWithBudget(head, kRecordRecursionLimit, out->head.mutable_record())) {
    out->head.Clear();
    out->steps.clear();
    return false;
  }
  return true;
}

bool StepsParse(const SplitReplayRequest& split, size_t from) {
  v1::RecordStep step;
  for (size_t i = from; i < split.steps.size(); ++i) {
    if (!ParseWithBudget(split.steps[i], kStepRecursionLimit, &step)) return false;
  }
  return true;
}

absl::StatusOr<bool> ReplayGame(const Registry& registry, const SplitReplayRequest& split,
                                const ReplayLimits& limits, v1::ReplayGameResponse* response) {
  // Steps [0, parsed) parsed; the rest are parsed before any answer but a replayed report.
  size_t parsed = 0;
  auto answer = [&](absl::Status status) -> absl::StatusOr<bool> {
    if (!StepsParse(split, parsed)) return false;
    if (!status.ok()) return status;
    return true;
  };
  const v1::GameRecord& header = split.head.record();
  if (absl::Status s = CheckRecordHeader(split.head.has_record(), header, "record"); !s.ok()) {
    return answer(s);
  }
  // As ReplayRecord (replayer.h), step by step.
  const int64_t step_count = static_cast<int64_t>(split.steps.size());
  if (step_count > limits.max_steps) {
    return answer(absl::ResourceExhaustedError(
        absl::StrCat("record.steps: ", step_count, " steps, more than the limit of ",
                     limits.max_steps)));
  }
  absl::StatusOr<std::unique_ptr<Replayer>> replayer = Replayer::Start(registry, header, limits);
  if (!replayer.ok()) return answer(replayer.status());
  v1::RecordStep step;  // reused: its strings and submessages keep their buffers
  bool plain = true;
  for (absl::string_view bytes : split.steps) {
    if (!NextStep(bytes, &step, &plain)) return false;
    ++parsed;
    if (absl::Status s = (*replayer)->Feed(step); !s.ok()) return answer(s);
    if ((*replayer)->failed()) break;
  }
  if (!StepsParse(split, parsed)) return false;
  *response->mutable_report() = (*replayer)->Finish();
  return true;
}

}  // namespace arbiter::api
