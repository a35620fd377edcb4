#include "service/server/call_scope.h"

#include <string>

#include "absl/strings/str_cat.h"

#include "service/server/auth.h"

namespace arbiter::service {

std::string BoundedStatusMessage(absl::string_view message) {
  if (message.size() <= kMaxStatusMessageBytes) return std::string(message);
  const std::string mark = absl::StrCat(" ... (cut: ", message.size(), " bytes)");
  size_t keep = kMaxStatusMessageBytes - mark.size();
  // Back off to the start of a UTF-8 sequence: never keep half of a character.
  while (keep > 0 && (static_cast<unsigned char>(message[keep]) & 0xC0) == 0x80) --keep;
  return absl::StrCat(message.substr(0, keep), mark);
}

grpc::Status ToGrpcStatus(const absl::Status& status) {
  if (status.ok()) return grpc::Status::OK;
  // absl::StatusCode and grpc::StatusCode share the canonical numbering 0..16.
  return grpc::Status(static_cast<grpc::StatusCode>(status.code()),
                      BoundedStatusMessage(status.message()));
}

CallScope::CallScope(const std::vector<CallObserver*>& observers, absl::string_view method,
                     grpc::CallbackServerContext* context, const TokenTable* tokens)
    : observers_(observers), context_(context), tokens_(tokens), start_(std::chrono::steady_clock::now()) {
  record_.method = std::string(method);
  record_.game = "unknown";
  for (CallObserver* observer : observers_) observer->OnCallStart(method);
}

void CallScope::SetGame(const Registry& registry, absl::string_view game_id) {
  if (registry.Find(game_id) != nullptr) record_.game = std::string(game_id);
}

void CallScope::SetVerdict(absl::string_view verdict, absl::string_view violation_code) {
  record_.verdict = std::string(verdict);
  record_.violation_code = std::string(violation_code);
}

grpc::ServerUnaryReactor* CallScope::Finish(const absl::Status& status) {
  Report(status);
  grpc::ServerUnaryReactor* reactor = context_->DefaultReactor();
  reactor->Finish(ToGrpcStatus(status));
  return reactor;
}

void CallScope::Report(const absl::Status& status) {
  record_.code = absl::StatusCodeToString(status.code());
  if (!status.ok()) record_.error_message = std::string(status.message());
  bool wants_caller = false;
  for (const CallObserver* observer : observers_) {
    wants_caller = wants_caller || observer->WantsCaller(record_.code);
  }
  if (wants_caller && context_ != nullptr) {
    record_.peer = context_->peer();
    const std::shared_ptr<const grpc::AuthContext> auth = context_->auth_context();
    record_.caller = CallerName(context_->client_metadata(), auth.get(), tokens_);
  }
  record_.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  for (CallObserver* observer : observers_) observer->OnCallEnd(record_);
}

}  // namespace arbiter::service
