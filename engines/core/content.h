// Game content as data (cards, maps, ship profiles): how an engine declares, loads and reads
// the content it is played with (GameContent in game_state.proto, ContentSpec in
// game_info.proto; engines/README.md "Content").
//
// An engine with content has one content message in its proto (e.g. a card list) and a
// ContentLibrary of it: the built-in content files shipped beside the engine (proto text
// format, embedded at build time, each with "# description:", "# source:" and "# confidence:"
// lines, checked when loaded), and whether the caller may supply their own at NewGame. The
// setup chooses one; the state carries it (built-in: name and digest; supplied: in full), so
// every call reads it from the state alone.
//
//   ContentLibrary<pb::Content> content(&CheckContent, /*accepts_supplied=*/true);
//   ARBITER_RETURN_IF_ERROR(content.AddBuiltIn("short", kShortContent));  // at construction
//   content.Describe(&info);                         // GameInfo.content_type, built_in_content
//   ...
//   // NewGame, after CheckSetup (which checks setup.content against GameInfo):
//   absl::StatusOr<ContentLibrary<pb::Content>::Chosen> c = content.FromSetup(info, setup);
//   *state.mutable_content() = c->ref;               // the state names what it was made with
//   // Apply and every other call, after CheckEnvelope / UnpackState:
//   absl::StatusOr<ContentLibrary<pb::Content>::Chosen> c = content.FromState(state);
//   const pb::Content& cards = *c->content;
//
// CheckSetup and CheckEnvelope (envelope.h) run CheckSetupContent / CheckStateContent for every
// game, so a game without content refuses any ("setup.content: game 'G' takes no content")
// and needs no code. Errors follow game.h's convention: the field path first.
#ifndef ARBITER_ENGINES_CORE_CONTENT_H_
#define ARBITER_ENGINES_CORE_CONTENT_H_

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "arbiter/v1/game_info.pb.h"
#include "arbiter/v1/game_state.pb.h"
#include "engines/core/digest.h"
#include "engines/core/envelope.h"
#include "google/protobuf/message.h"

namespace arbiter {

// setup.content against `info` (CheckSetup calls it): none given is fine when the game has
// built-in content or no content at all; a game without content (info.content_type empty)
// refuses any; a built-in name must be listed (INVALID_ARGUMENT
// "setup.content.built_in.name: ..."), a digest given must equal it (FAILED_PRECONDITION
// "setup.content.built_in.digest: ..."); supplied content must be accepted and of
// content_type ("setup.content.supplied: ..."). The engine checks supplied content's fields.
absl::Status CheckSetupContent(const v1::GameInfo& info, const v1::GameSetup& setup);

// state.content against `info` (CheckEnvelope calls it): a game without content refuses any;
// a game with content needs one; a built-in one must be listed (FAILED_PRECONDITION
// "state.content.built_in.name: ...") with its digest (FAILED_PRECONDITION
// "state.content.built_in.digest: ..."); supplied content must be accepted and of
// content_type.
absl::Status CheckStateContent(const v1::GameInfo& info, const v1::GameState& state);

// The header of a built-in content file.
struct ContentFileHeader {
  std::string description;
  std::string source;
  std::string confidence;
};

// Parses a built-in content file: its "# description: ...", "# source: ..." and
// "# confidence: ..." lines (each required once, non-empty, before the first non-comment
// line), then the content message in proto text format into `out`. Errors: INVALID_ARGUMENT
// "content 'NAME': ..." (a missing line, or the text format error with its line and column).
absl::StatusOr<ContentFileHeader> ParseContentFile(absl::string_view name,
                                                   absl::string_view text,
                                                   google::protobuf::Message* out);

// A built-in content file embedded at build time (arbiter_embed_content, cmake/arbiter.cmake).
struct EmbeddedContentFile {
  const char* name;
  const char* text;
};

template <typename Msg>
class ContentLibrary {
 public:
  // Checks every field of a content message; errors start with `field` followed by the
  // field's own path, e.g. "setup.content.supplied.cards[12].value: -1 is not in 1..20".
  using Validator = std::function<absl::Status(const Msg& content, absl::string_view field)>;

  // The content a setup or state names: `ref` as the state carries it, `content` the message.
  struct Chosen {
    v1::GameContent ref;
    std::shared_ptr<const Msg> content;
  };

  ContentLibrary(Validator validate, bool accepts_supplied)
      : validate_(std::move(validate)), accepts_supplied_(accepts_supplied) {}

  // Loads built-in content `name` from `file_text` (ParseContentFile), checks it with the
  // validator (field "content 'NAME'") and records its digest. The first added is the
  // default. Errors name the content; an engine whose content does not load is broken (its
  // unit test loads every file).
  absl::Status AddBuiltIn(absl::string_view name, absl::string_view file_text) {
    for (const Entry& e : built_in_) {
      if (e.spec.name() == name) {
        return absl::AlreadyExistsError(absl::StrCat("content '", name, "': added twice"));
      }
    }
    auto content = std::make_shared<Msg>();
    absl::StatusOr<ContentFileHeader> header = ParseContentFile(name, file_text, content.get());
    if (!header.ok()) return header.status();
    ARBITER_RETURN_IF_ERROR(validate_(*content, absl::StrCat("content '", name, "'")));
    Entry e;
    e.spec.set_name(std::string(name));
    e.spec.set_description(header->description);
    e.spec.set_digest(StateDigest(*content));
    e.spec.set_source(header->source);
    e.spec.set_confidence(header->confidence);
    e.content = std::move(content);
    built_in_.push_back(std::move(e));
    return absl::OkStatus();
  }

  // AddBuiltIn for every file, in order; the first error.
  template <size_t N>
  absl::Status AddBuiltIns(const EmbeddedContentFile (&files)[N]) {
    for (const EmbeddedContentFile& f : files) ARBITER_RETURN_IF_ERROR(AddBuiltIn(f.name, f.text));
    return absl::OkStatus();
  }

  // GameInfo.content_type, accepts_supplied_content and built_in_content.
  void Describe(v1::GameInfo* info) const {
    info->set_content_type(Msg::descriptor()->full_name());
    info->set_accepts_supplied_content(accepts_supplied_);
    info->clear_built_in_content();
    for (const Entry& e : built_in_) *info->add_built_in_content() = e.spec;
  }

  // The content `setup` chooses; call after CheckSetup. Supplied content is parsed and
  // checked ("setup.content.supplied: not a parsable T", "setup.content.supplied.<field>:
  // ..."), and carried in canonical form.
  absl::StatusOr<Chosen> FromSetup(const v1::GameSetup& setup) const {
    if (setup.content().has_supplied()) return Supplied(setup.content(), "setup.content.supplied");
    absl::string_view name = setup.content().built_in().name();
    if (name.empty() && !built_in_.empty()) name = built_in_.front().spec.name();
    return BuiltIn(name, "setup.content");
  }

  // The content `state` carries; call after CheckEnvelope (UnpackState), which checked the
  // name, digest and type. Supplied content is parsed and checked again on every call
  // ("state.content.supplied.<field>: ...").
  absl::StatusOr<Chosen> FromState(const v1::GameState& state) const {
    if (state.content().has_supplied()) return Supplied(state.content(), "state.content.supplied");
    return BuiltIn(state.content().built_in().name(), "state.content");
  }

 private:
  struct Entry {
    v1::ContentSpec spec;
    std::shared_ptr<const Msg> content;
  };

  absl::StatusOr<Chosen> BuiltIn(absl::string_view name, absl::string_view field) const {
    for (const Entry& e : built_in_) {
      if (e.spec.name() != name) continue;
      Chosen c;
      c.ref.mutable_built_in()->set_name(e.spec.name());
      c.ref.mutable_built_in()->set_digest(e.spec.digest());
      c.content = e.content;
      return c;
    }
    // CheckSetupContent / CheckStateContent refuse an unlisted name first.
    return absl::InvalidArgumentError(absl::StrCat(field, ": missing"));
  }

  absl::StatusOr<Chosen> Supplied(const v1::GameContent& given, absl::string_view field) const {
    auto content = std::make_shared<Msg>();
    ARBITER_RETURN_IF_ERROR(CheckAnyType(given.supplied(), Msg::descriptor()->full_name(), field));
    if (!content->ParseFromString(given.supplied().value())) {
      return absl::InvalidArgumentError(
          absl::StrCat(field, ": not a parsable ", Msg::descriptor()->full_name()));
    }
    ARBITER_RETURN_IF_ERROR(validate_(*content, field));
    Chosen c;
    PackInto(*content, c.ref.mutable_supplied());
    c.content = std::move(content);
    return c;
  }

  Validator validate_;
  bool accepts_supplied_;
  std::vector<Entry> built_in_;
};

}  // namespace arbiter

#endif  // ARBITER_ENGINES_CORE_CONTENT_H_
