#include "service/server/unknown_method.h"

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "engines/core/quote.h"
#include "service/server/call_scope.h"

namespace arbiter::service {
namespace {

// As the bearer-token processor names a refused call's method (auth.cc).
constexpr size_t kMaxRecordedMethod = 64;

absl::string_view LastSegment(absl::string_view path) {
  const size_t slash = path.rfind('/');
  const absl::string_view method = slash == absl::string_view::npos ? path : path.substr(slash + 1);
  return method.substr(0, kMaxRecordedMethod);
}

class UnknownMethodReactor final : public grpc::ServerGenericBidiReactor {
 public:
  UnknownMethodReactor(const std::vector<CallObserver*>& observers, const TokenTable* tokens,
                       grpc::GenericCallbackServerContext* context) {
    CallScope call(observers, LastSegment(context->method()), context, tokens);
    const absl::Status status = absl::UnimplementedError(
        absl::StrCat("method: ", QuoteCallerText(context->method()), " is not served here"));
    call.Report(status);
    Finish(ToGrpcStatus(status));
  }
  void OnDone() override { delete this; }
};

}  // namespace

grpc::ServerGenericBidiReactor* UnknownMethodService::CreateReactor(
    grpc::GenericCallbackServerContext* context) {
  return new UnknownMethodReactor(observers_, tokens_, context);
}

}  // namespace arbiter::service
