#include "clients/cli/summary.h"

#include <memory>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "google/protobuf/descriptor.h"
#include "google/protobuf/dynamic_message.h"
#include "google/protobuf/util/json_util.h"

namespace arbiter::cli {

std::string CompactJson(const google::protobuf::Any& any) {
  absl::string_view url = any.type_url();
  const size_t slash = url.rfind('/');
  const std::string name(slash == absl::string_view::npos ? url : url.substr(slash + 1));
  const google::protobuf::Descriptor* descriptor =
      google::protobuf::DescriptorPool::generated_pool()->FindMessageTypeByName(name);
  if (descriptor == nullptr) {
    return absl::StrCat("<", name.empty() ? "(empty)" : name, ", ", any.value().size(),
                        " bytes>");
  }
  google::protobuf::DynamicMessageFactory factory;
  std::unique_ptr<google::protobuf::Message> message(factory.GetPrototype(descriptor)->New());
  std::string out;
  if (!message->ParseFromString(any.value()) ||
      !google::protobuf::util::MessageToJsonString(*message, &out).ok()) {
    return absl::StrCat("<unparsable ", name, ">");
  }
  return out;
}

std::string SummarizeTurn(const v1::TurnStatus& turn) {
  if (turn.outcome().status() == v1::OUTCOME_STATUS_FINISHED) {
    std::vector<std::string> places;
    bool someone_won = false;
    for (const v1::SeatResult& r : turn.outcome().results()) {
      places.push_back(absl::StrCat("seat ", r.seat(), " rank ", r.rank(), " score ", r.score(),
                                    r.won() ? " won" : ""));
      someone_won = someone_won || r.won();
    }
    // SeatResult.won: no seat won in a draw or a lost solo game.
    return absl::StrCat(someone_won ? "game over: " : "game over, no winner: ",
                        absl::StrJoin(places, "; "), "\n");
  }
  const std::string decision = turn.decision().empty() ? "" : absl::StrCat(" (", turn.decision(), ")");
  if (turn.chance_pending()) return absl::StrCat("turn: chance outcome pending", decision, "\n");
  if (turn.acting_seats().empty()) return absl::StrCat("turn: nobody may act", decision, "\n");
  return absl::StrCat("turn: seat", turn.acting_seats_size() > 1 ? "s " : " ",
                      absl::StrJoin(turn.acting_seats(), ", "),
                      turn.acting_seats_size() > 1 ? " act" : " acts", decision, "\n");
}

std::string SummarizeViolation(const v1::Violation& violation) {
  std::string out = absl::StrCat("ILLEGAL: ", violation.code());
  if (!violation.rule_ref().empty()) absl::StrAppend(&out, " (rule ", violation.rule_ref(), ")");
  if (!violation.field_path().empty()) absl::StrAppend(&out, " at ", violation.field_path());
  absl::StrAppend(&out, ": ", violation.message(), "\n");
  return out;
}

std::string SummarizeEvents(const google::protobuf::RepeatedPtrField<v1::Event>& events) {
  std::string out = absl::StrCat("events (", events.size(), "):\n");
  for (const v1::Event& event : events) {
    if (event.visibility() == v1::VISIBILITY_PRIVATE) {
      absl::StrAppend(&out, "  private to [", absl::StrJoin(event.audience(), ", "), "]: ",
                      CompactJson(event.detail()));
      if (event.has_public_detail()) {
        absl::StrAppend(&out, "  | others see: ", CompactJson(event.public_detail()));
      }
      absl::StrAppend(&out, "\n");
    } else {
      absl::StrAppend(&out, "  public: ", CompactJson(event.detail()), "\n");
    }
  }
  return out;
}

}  // namespace arbiter::cli
