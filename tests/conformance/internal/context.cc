#include "tests/conformance/internal/context.h"

#include "tests/conformance/internal/checks.h"

#include <algorithm>

#include "absl/strings/escaping.h"
#include "absl/strings/str_cat.h"
#include "engines/core/digest.h"
#include "google/protobuf/descriptor.h"
#include "google/protobuf/text_format.h"
#include "google/protobuf/util/message_differencer.h"

namespace arbiter::conformance::internal {
namespace {

constexpr size_t kMaxText = 600;
// Listed actions whose next states are all computed to judge an accepted candidate.
constexpr size_t kMaxListedForEquivalence = 4096;

std::string Bounded(std::string text) {
  if (text.size() > kMaxText) {
    text.resize(kMaxText);
    text += "...";
  }
  return text;
}

absl::string_view TypeName(absl::string_view url) {
  const size_t slash = url.rfind('/');
  return slash == absl::string_view::npos ? url : url.substr(slash + 1);
}

}  // namespace

std::string Bytes(const google::protobuf::MessageLite& message) {
  return DeterministicBytes(message);
}

std::string ResultBytes(const ApplyResult& result) {
  std::string out = result.legal ? "L" : "I";
  // Length-prefix each part so that different splits cannot collide.
  auto add = [&out](const std::string& part) { absl::StrAppend(&out, part.size(), ":", part); };
  add(Bytes(result.violation));
  add(Bytes(result.state));
  add(EventBytes(result.events));
  add(Bytes(result.turn));
  return out;
}

std::string ListBytes(const std::vector<google::protobuf::Any>& items) {
  std::string out;
  for (const auto& item : items) {
    const std::string b = Bytes(item);
    absl::StrAppend(&out, b.size(), ":", b);
  }
  return out;
}

std::string EventBytes(const std::vector<v1::Event>& events) {
  std::string out;
  for (const auto& e : events) {
    const std::string b = Bytes(e);
    absl::StrAppend(&out, b.size(), ":", b);
  }
  return out;
}

namespace {

// Appends one "path=value" fact per scalar value in `m` (every element of repeated fields),
// recursively through sub-messages.
void AddFacts(const google::protobuf::Message& m, const std::string& prefix, int depth,
              std::vector<std::string>* facts) {
  using google::protobuf::FieldDescriptor;
  if (depth > 16) return;
  const google::protobuf::Reflection* r = m.GetReflection();
  std::vector<const FieldDescriptor*> fields;
  r->ListFields(m, &fields);
  for (const FieldDescriptor* f : fields) {
    const std::string path = prefix + f->name();
    const int n = f->is_repeated() ? r->FieldSize(m, f) : 1;
    for (int i = 0; i < n; ++i) {
      if (f->cpp_type() == FieldDescriptor::CPPTYPE_MESSAGE) {
        AddFacts(f->is_repeated() ? r->GetRepeatedMessage(m, f, i) : r->GetMessage(m, f),
                 path + ".", depth + 1, facts);
        facts->push_back(path + "{}");  // the sub-message itself, even when empty
      } else {
        std::string text;
        google::protobuf::TextFormat::PrintFieldValueToString(m, f, f->is_repeated() ? i : -1,
                                                              &text);
        facts->push_back(absl::StrCat(path, "=", text));
      }
    }
  }
}

void AddAnyFacts(const google::protobuf::Any& any, absl::string_view role,
                 std::vector<std::string>* facts) {
  if (any.type_url().empty() && any.value().empty()) return;
  std::unique_ptr<google::protobuf::Message> m = Unpack(any);
  const std::string prefix = absl::StrCat(role, ":", TypeName(any.type_url()), ":");
  if (m == nullptr) {
    facts->push_back(absl::StrCat(prefix, "raw=", absl::CEscape(any.value())));
    return;
  }
  facts->push_back(prefix + "{}");
  AddFacts(*m, prefix, 0, facts);
}

}  // namespace

std::string CanonicalEventBytes(const std::vector<v1::Event>& events) {
  std::vector<std::string> facts;
  for (const v1::Event& e : events) {
    v1::Event shell = e;
    shell.clear_detail();
    shell.clear_public_detail();
    facts.push_back("event:" + absl::CEscape(Bytes(shell)));
    AddAnyFacts(e.detail(), "detail", &facts);
    AddAnyFacts(e.public_detail(), "public_detail", &facts);
  }
  std::sort(facts.begin(), facts.end());
  std::string out;
  for (const std::string& f : facts) absl::StrAppend(&out, f.size(), ":", f, "\n");
  return out;
}

std::unique_ptr<google::protobuf::Message> Unpack(const google::protobuf::Any& any) {
  const google::protobuf::Descriptor* descriptor =
      google::protobuf::DescriptorPool::generated_pool()->FindMessageTypeByName(
          std::string(TypeName(any.type_url())));
  if (descriptor == nullptr) return nullptr;
  const google::protobuf::Message* prototype =
      google::protobuf::MessageFactory::generated_factory()->GetPrototype(descriptor);
  if (prototype == nullptr) return nullptr;
  std::unique_ptr<google::protobuf::Message> message(prototype->New());
  if (!message->ParseFromString(any.value())) return nullptr;
  return message;
}

std::string ActionKey(const google::protobuf::Any& any) {
  std::unique_ptr<google::protobuf::Message> message = Unpack(any);
  const std::string body = message != nullptr ? Bytes(*message) : "raw:" + any.value();
  return absl::StrCat(TypeName(any.type_url()), "|", body);
}

std::string Describe(const google::protobuf::Any& any) {
  std::unique_ptr<google::protobuf::Message> message = Unpack(any);
  if (message == nullptr) {
    return Bounded(absl::StrCat("<", any.type_url(), ", ", any.value().size(),
                                " unparsable bytes>"));
  }
  std::string text;
  google::protobuf::TextFormat::Printer printer;
  printer.SetSingleLineMode(true);
  printer.PrintToString(*message, &text);
  return Bounded(absl::StrCat("{", text, "}"));
}

std::string DescribeStatus(const absl::Status& status) { return Bounded(status.ToString()); }

std::string PayloadDiff(const v1::GameState& a, const v1::GameState& b) {
  std::unique_ptr<google::protobuf::Message> pa = Unpack(a.payload());
  std::unique_ptr<google::protobuf::Message> pb = Unpack(b.payload());
  if (pa == nullptr || pb == nullptr || pa->GetDescriptor() != pb->GetDescriptor()) {
    return "(payloads not comparable)";
  }
  std::string diff;
  google::protobuf::util::MessageDifferencer differencer;
  differencer.ReportDifferencesToString(&diff);
  if (differencer.Compare(*pa, *pb)) {
    return a.game_id() != b.game_id() || a.rules_version() != b.rules_version() ||
                   a.state_format_version() != b.state_format_version()
               ? "(envelopes differ)"
               : "(payloads equal as messages; bytes differ)";
  }
  return Bounded(diff);
}

uint64_t MixSeed(uint64_t a, uint64_t b) {
  Rng rng(a ^ (b * 0x9E3779B97F4A7C15ULL));
  return rng.Next();
}

CandidateJudge::CandidateJudge(Context& ctx, const v1::GameState& state, int actor,
                               const std::vector<google::protobuf::Any>& legal)
    : ctx_(ctx), state_(state), actor_(actor), legal_(legal) {
  listed_keys_.reserve(legal.size());
  for (const auto& a : legal) listed_keys_.push_back(ActionKey(a));
  std::sort(listed_keys_.begin(), listed_keys_.end());
}

bool CandidateJudge::IsListed(const google::protobuf::Any& candidate) const {
  return std::binary_search(listed_keys_.begin(), listed_keys_.end(), ActionKey(candidate));
}

bool CandidateJudge::ComputeListedNextStates() {
  if (next_states_computed_) return next_states_available_;
  next_states_computed_ = true;
  if (legal_.size() > kMaxListedForEquivalence) return false;
  for (const auto& a : legal_) {
    absl::StatusOr<ApplyResult> r = ctx_.game.Apply(state_, actor_, a);
    // A listed action that fails is reported by the listed-actions check; skip it here.
    if (r.ok() && r->legal) listed_next_states_.push_back(Bytes(r->state));
  }
  std::sort(listed_next_states_.begin(), listed_next_states_.end());
  next_states_available_ = true;
  return true;
}

void CandidateJudge::Judge(const google::protobuf::Any& candidate, absl::string_view what,
                           absl::string_view check) {
  absl::StatusOr<ApplyResult> r = ctx_.game.Apply(state_, actor_, candidate);
  const bool listed = IsListed(candidate);
  if (!r.ok()) {
    if (r.status().code() != absl::StatusCode::kInvalidArgument) {
      ctx_.Fail(check, absl::StrCat(what, " ", Describe(candidate), " by actor ", actor_,
                                    ": Apply returned ", DescribeStatus(r.status()),
                                    " (only OK or INVALID_ARGUMENT allowed)"));
    } else if (listed) {
      ctx_.Fail(check, absl::StrCat(what, " ", Describe(candidate), " by actor ", actor_,
                                    " is identical to a listed action but Apply errors: ",
                                    DescribeStatus(r.status())));
    }
    return;
  }
  if (!r->legal) {
    if (r->violation.code().empty()) {
      ctx_.Fail(check, absl::StrCat(what, " ", Describe(candidate), " by actor ", actor_,
                                    ": legal=false without a violation code"));
    } else if (listed) {
      ctx_.Fail(check, absl::StrCat(what, " ", Describe(candidate), " by actor ", actor_,
                                    " is identical to a listed action but rejected: ",
                                    r->violation.code(), " ", r->violation.message()));
    } else {
      CheckCatalogued(ctx_, r->violation, [&] {
        return absl::StrCat(what, " ", Describe(candidate), " by actor ", actor_);
      });
    }
    return;
  }
  ++ctx_.coverage().mutations_accepted;
  if (listed) return;
  if (!ComputeListedNextStates()) return;  // too many listed actions to compare against
  if (!std::binary_search(listed_next_states_.begin(), listed_next_states_.end(),
                          Bytes(r->state))) {
    ctx_.Fail(check,
              absl::StrCat(what, " ", Describe(candidate), " by actor ", actor_,
                           " is accepted but is not listed and its next state equals no "
                           "listed action's next state (LegalActions and Apply disagree)"));
  }
}

}  // namespace arbiter::conformance::internal
