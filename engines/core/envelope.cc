#include "engines/core/envelope.h"

#include <algorithm>

#include "absl/strings/match.h"
#include "engines/core/content.h"
#include "engines/core/game.h"
#include "engines/core/quote.h"

namespace arbiter {

absl::Status CheckEnvelope(const v1::GameInfo& info, const v1::GameState& state) {
  if (state.game_id() != info.game_id()) {
    return absl::InvalidArgumentError(absl::StrCat("state.game_id: ",
                                                   QuoteCallerText(state.game_id()),
                                                   " sent to game '", info.game_id(), "'"));
  }
  if (state.rules_version() != info.rules_version()) {
    return absl::FailedPreconditionError(
        absl::StrCat("state.rules_version: ", QuoteCallerText(state.rules_version()),
                     " is not implemented here (this server implements '",
                     info.rules_version(), "')"));
  }
  const StateFormatRange formats = ReadableStateFormats(info);
  if (!formats.Contains(state.state_format_version())) {
    return absl::FailedPreconditionError(absl::StrCat(
        "state.state_format_version: ", state.state_format_version(),
        " is not implemented here (this server ",
        formats.oldest == formats.current
            ? absl::StrCat("implements ", formats.current)
            : absl::StrCat("reads ", formats.oldest, "..", formats.current, " and writes ",
                           formats.current),
        ")"));
  }
  ARBITER_RETURN_IF_ERROR(CheckAnyType(state.payload(), info.state_type(), "state.payload"));
  return CheckStateContent(info, state);
}

StateFormatRange ReadableStateFormats(const v1::GameInfo& info) {
  const uint32_t current = info.state_format_version();
  const uint32_t oldest = info.oldest_state_format_version();
  return StateFormatRange{oldest == 0 || oldest > current ? current : oldest, current};
}

absl::Status CheckAnyType(const google::protobuf::Any& any, const std::string& full_name,
                          absl::string_view field) {
  // The name is what follows the URL's last '/' (the whole URL when it has none). A full
  // message name has no '/', so "ends with '/' + full_name" is the same test without a scan.
  absl::string_view url = any.type_url();
  const bool matches =
      url.size() > full_name.size()
          ? url[url.size() - full_name.size() - 1] == '/' && absl::EndsWith(url, full_name)
          : url == full_name;
  if (!matches) {
    return absl::InvalidArgumentError(
        absl::StrCat(field, ": expected type ", full_name, ", got ",
                     url.empty() ? "'(none)'" : QuoteCallerText(url)));
  }
  return absl::OkStatus();
}

absl::StatusOr<std::map<std::string, std::string>> CheckSetup(const v1::GameInfo& info,
                                                              const v1::GameSetup& setup) {
  if (setup.game_id() != info.game_id()) {
    return absl::InvalidArgumentError(absl::StrCat("setup.game_id: ",
                                                   QuoteCallerText(setup.game_id()),
                                                   " sent to game '", info.game_id(), "'"));
  }
  if (setup.seat_count() < info.min_seats() || setup.seat_count() > info.max_seats()) {
    return absl::InvalidArgumentError(absl::StrCat(
        "setup.seat_count: ", setup.seat_count(), " is outside ", info.min_seats(), "..",
        info.max_seats()));
  }
  if (setup.first_seat() < 0 || setup.first_seat() >= setup.seat_count()) {
    return absl::InvalidArgumentError(absl::StrCat("setup.first_seat: ", setup.first_seat(),
                                                   " is not a seat of ", setup.seat_count()));
  }
  if (!v1::RandomnessMode_IsValid(setup.randomness().mode())) {
    return absl::InvalidArgumentError(absl::StrCat("setup.randomness.mode: unknown value ",
                                                   setup.randomness().mode()));
  }
  std::map<std::string, std::string> effective;
  for (const v1::OptionSpec& spec : info.options()) {
    effective[spec.name()] = spec.default_value();
  }
  // Iterate in sorted order so the first error reported is deterministic.
  std::map<std::string, std::string> given(setup.options().begin(), setup.options().end());
  for (const auto& [name, value] : given) {
    auto spec = std::find_if(info.options().begin(), info.options().end(),
                             // `name` by value: C++17 lambdas cannot capture a structured
                             // binding (clang rejects it).
                             [name = name](const v1::OptionSpec& s) { return s.name() == name; });
    if (spec == info.options().end()) {
      return absl::InvalidArgumentError(
          absl::StrCat("setup.options[", EscapeCallerText(name), "]: unknown option of ",
                       info.game_id()));
    }
    if (std::find(spec->allowed_values().begin(), spec->allowed_values().end(), value) ==
        spec->allowed_values().end()) {
      return absl::InvalidArgumentError(absl::StrCat("setup.options[", EscapeCallerText(name),
                                                     "]: ", QuoteCallerText(value),
                                                     " is not an allowed value"));
    }
    effective[name] = value;
  }
  ARBITER_RETURN_IF_ERROR(CheckSetupContent(info, setup));
  return effective;
}

absl::Status CheckActor(int actor, int seat_count) {
  if (actor == kChance || (actor >= 0 && actor < seat_count)) return absl::OkStatus();
  return absl::InvalidArgumentError(
      absl::StrCat("actor.seat: ", actor, " is not a seat of ", seat_count));
}

absl::Status CheckViewer(int viewer, int seat_count) {
  if (viewer == kSpectator || (viewer >= 0 && viewer < seat_count)) return absl::OkStatus();
  return absl::InvalidArgumentError(
      absl::StrCat("viewer.seat: ", viewer, " is not a seat of ", seat_count));
}

}  // namespace arbiter
