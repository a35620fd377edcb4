// AddSetupFlags and SetupFromFlags (commands.h): the setup flags shared by `arbiter new` and
// `arbiter playout`.
#include "absl/strings/str_cat.h"
#include "clients/cli/commands.h"
#include "clients/cli/json_io.h"
#include "engines/core/quote.h"

namespace arbiter::cli {

void AddSetupFlags(CLI::App* command, const std::string& external_help, SetupFlags* flags) {
  command->add_option("game", flags->game_id, "game id (see `arbiter games`)")->required();
  command->add_option("--seats", flags->seats, "number of seats")->required();
  auto* seed = command->add_option("--seed", flags->seed, "generator seed (seeded randomness)");
  command->add_flag("--external", flags->external, external_help)->excludes(seed);
  command->add_option("--first-seat", flags->first_seat, "seat that moves first (default 0)");
  command->add_option("--option", flags->options, "game option NAME=VALUE (repeatable)");
  auto* content_name = command->add_option(
      "--content-name", flags->content_name,
      "built-in content to play with, by name (see `arbiter games`; default: the game's first)");
  command
      ->add_option("--content", flags->content,
                   "your own content: JSON of the game's content message (or an Any with "
                   "\"@type\"), or @FILE")
      ->excludes(content_name);
}

absl::Status ContentFromFlags(const SetupFlags& flags, const std::string& content_type,
                              int64_t max_input_bytes, v1::GameSetup* setup) {
  if (!flags.content_name.empty()) {
    setup->mutable_content()->mutable_built_in()->set_name(flags.content_name);
  }
  if (flags.content.empty()) return absl::OkStatus();
  std::string json = flags.content;
  if (json.rfind('@', 0) == 0) {
    absl::StatusOr<std::string> contents = ReadInput(json.substr(1), max_input_bytes);
    if (!contents.ok()) {
      return absl::Status(contents.status().code(),
                          absl::StrCat("--content @", contents.status().message()));
    }
    json = *std::move(contents);
  }
  if (content_type.empty() && json.find("@type") == std::string::npos) {
    return absl::InvalidArgumentError(absl::StrCat(
        "--content: no \"@type\" given and game ", QuoteCallerText(flags.game_id),
        " has no content type (see `arbiter games`)"));
  }
  absl::StatusOr<google::protobuf::Any> content =
      ParseMessageArgument(json, content_type, "--content", "content", max_input_bytes);
  if (!content.ok()) return content.status();
  *setup->mutable_content()->mutable_supplied() = *std::move(content);
  return absl::OkStatus();
}

absl::StatusOr<v1::GameSetup> SetupFromFlags(const SetupFlags& flags) {
  v1::GameSetup setup;
  setup.set_game_id(flags.game_id);
  setup.set_seat_count(flags.seats);
  setup.set_first_seat(flags.first_seat);
  setup.mutable_randomness()->set_mode(flags.external ? v1::RANDOMNESS_MODE_EXTERNAL
                                                      : v1::RANDOMNESS_MODE_SEEDED);
  setup.mutable_randomness()->set_seed(flags.seed);
  for (const std::string& option : flags.options) {
    const size_t eq = option.find('=');
    if (eq == std::string::npos || eq == 0) {
      return absl::InvalidArgumentError(
          absl::StrCat("--option: expected NAME=VALUE, got ", QuoteCallerText(option)));
    }
    (*setup.mutable_options())[option.substr(0, eq)] = option.substr(eq + 1);
  }
  return setup;
}

}  // namespace arbiter::cli
