// The built-in scenarios (content/*.txtpb, embedded by arbiter_embed_content) and the choice
// of a game's scenario from its setup or state (scenario.h: option `scenario` and
// setup.content).
#include <map>
#include <mutex>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "engines/memoir44/content.inc"
#include "engines/memoir44/scenario.h"

namespace arbiter::memoir44 {
namespace {

constexpr absl::string_view kDefault = "pegasus_bridge";

struct BuiltIns {
  ScenarioLibrary library{&ValidateScenario, /*accepts_supplied=*/true};
  absl::Status status;
  std::vector<std::string> names;
  std::map<std::string, std::shared_ptr<const Scenario>, std::less<>> compiled;
};

const BuiltIns& Load() {
  static const BuiltIns* const b = [] {
    auto* out = new BuiltIns;
    // The default first (ContentLibrary: the first added is the default), then by name.
    std::vector<const EmbeddedContentFile*> order;
    for (const EmbeddedContentFile& f : kBuiltInContent) {
      if (f.name == kDefault)
        order.insert(order.begin(), &f);
      else
        order.push_back(&f);
    }
    for (const EmbeddedContentFile* f : order) {
      absl::Status st = out->library.AddBuiltIn(f->name, f->text);
      if (!st.ok()) {
        if (out->status.ok()) out->status = st;
        continue;
      }
      out->names.push_back(f->name);
    }
    v1::GameInfo info;
    out->library.Describe(&info);
    for (const std::string& name : out->names) {
      v1::GameSetup setup;
      setup.mutable_content()->mutable_built_in()->set_name(name);
      absl::StatusOr<ScenarioLibrary::Chosen> c = out->library.FromSetup(setup);
      if (!c.ok()) {
        if (out->status.ok()) out->status = c.status();
        continue;
      }
      absl::StatusOr<std::shared_ptr<const Scenario>> sc =
          CompileScenario(*c->content, absl::StrCat("content '", name, "'"));
      if (!sc.ok()) {
        if (out->status.ok()) out->status = sc.status();
        continue;
      }
      out->compiled.emplace(name, *std::move(sc));
    }
    return out;
  }();
  return *b;
}

absl::StatusOr<ChosenScenario> FromChosen(absl::StatusOr<ScenarioLibrary::Chosen> c,
                                          absl::string_view field) {
  if (!c.ok()) return c.status();
  ChosenScenario out;
  out.ref = c->ref;
  if (c->ref.has_built_in()) {
    out.name = c->ref.built_in().name();
    auto it = Load().compiled.find(out.name);
    if (it == Load().compiled.end()) {
      return absl::InvalidArgumentError(absl::StrCat(field, ": '", out.name, "' did not load"));
    }
    out.scenario = it->second;
    return out;
  }
  absl::StatusOr<std::shared_ptr<const Scenario>> sc = CompileScenario(*c->content, field);
  if (!sc.ok()) return sc.status();
  out.scenario = *std::move(sc);
  return out;
}

}  // namespace

const ScenarioLibrary& Scenarios() { return Load().library; }
absl::Status BuiltInScenariosStatus() { return Load().status; }
std::vector<std::string> BuiltInScenarioNames() { return Load().names; }

const Scenario* BuiltInScenario(absl::string_view name) {
  auto it = Load().compiled.find(name);
  return it == Load().compiled.end() ? nullptr : it->second.get();
}

absl::StatusOr<ChosenScenario> ChooseScenario(const v1::GameSetup& setup) {
  const auto opt = setup.options().find("scenario");
  const bool given = opt != setup.options().end();
  const v1::GameContent& content = setup.content();
  if (!given) return FromChosen(Scenarios().FromSetup(setup), "setup.content.supplied");
  const std::string& name = opt->second;
  if (content.has_supplied()) {
    return absl::InvalidArgumentError(
        absl::StrCat("setup.options[scenario]: '", name,
                     "' names a built-in scenario, but setup.content.supplied gives the "
                     "scenario; give one or the other"));
  }
  if (BuiltInScenario(name) == nullptr) {
    return absl::InvalidArgumentError(absl::StrCat("setup.options[scenario]: '", name,
                                                   "' is not a built-in scenario (",
                                                   absl::StrJoin(Load().names, ", "), ")"));
  }
  const std::string& content_name = content.built_in().name();
  if (!content_name.empty() && content_name != name) {
    return absl::InvalidArgumentError(
        absl::StrCat("setup.options[scenario]: '", name, "' differs from ",
                     "setup.content.built_in.name '", content_name, "'"));
  }
  v1::GameSetup chosen;
  *chosen.mutable_content() = content;
  chosen.mutable_content()->mutable_built_in()->set_name(name);
  return FromChosen(Scenarios().FromSetup(chosen), "setup.content.supplied");
}

absl::StatusOr<ChosenScenario> ScenarioOfState(const v1::GameState& state) {
  return FromChosen(Scenarios().FromState(state), "state.content.supplied");
}

}  // namespace arbiter::memoir44
