// `arbiter games`: every game the backend adjudicates, with seats, options and versions.
#include <algorithm>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "clients/cli/commands.h"

namespace arbiter::cli {
namespace {

std::string Summarize(const v1::ListGamesResponse& games) {
  std::string out = absl::StrCat(games.games_size(), " game(s)\n");
  for (const v1::GameInfo& g : games.games()) {
    absl::StrAppend(&out, g.game_id(), "  ", g.title(), "  seats ", g.min_seats(), "..",
                    g.max_seats(), "  rules ", g.rules_version(), "\n    action ",
                    g.action_type(), "\n");
    for (const v1::OptionSpec& o : g.options()) {
      // Long value lists (e.g. every card combination) are cut to the first few.
      constexpr int kShown = 6;
      std::vector<std::string> shown(
          o.allowed_values().begin(),
          o.allowed_values().begin() + std::min(kShown, o.allowed_values_size()));
      if (o.allowed_values_size() > kShown) {
        shown.push_back(absl::StrCat("... ", o.allowed_values_size(), " values"));
      }
      absl::StrAppend(&out, "    option ", o.name(), " = ", o.default_value(), "  {",
                      absl::StrJoin(shown, " | "), "}\n");
    }
    if (!g.content_type().empty()) {
      absl::StrAppend(&out, "    content ", g.content_type(),
                      g.accepts_supplied_content() ? " (--content-name NAME or --content)"
                                                   : " (--content-name NAME)",
                      "\n");
    }
    for (const v1::ContentSpec& c : g.built_in_content()) {
      absl::StrAppend(&out, "      ", c.name(), "  ", c.description(), "  [",
                      c.digest().substr(0, 12), "; source: ", c.source(),
                      "; confidence: ", c.confidence(), "]\n");
    }
  }
  return out;
}

}  // namespace

void AddGamesCommand(CLI::App& app, Context& context) {
  CLI::App* command = app.add_subcommand("games", "list the games, their seats and options");
  command->callback([&context] {
    v1::ListGamesResponse games;
    if (absl::Status s = context.backend().ListGames({}, &games); !s.ok()) {
      return context.Fail(s);
    }
    context.Emit(games, Summarize(games));
  });
}

}  // namespace arbiter::cli
