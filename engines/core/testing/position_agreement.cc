#include "engines/core/testing/position_agreement.h"

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "engines/core/digest.h"
#include "engines/core/proto_position.h"
#include "engines/core/rng.h"

namespace arbiter::testing {
namespace {

using google::protobuf::Any;

absl::Status Differs(int step, absl::string_view what) {
  return absl::InternalError(absl::StrCat("step ", step, ": ", what));
}

std::string AnyBytes(const Any& a) { return absl::StrCat(a.type_url(), "|", a.value()); }

std::string EventsBytes(const std::vector<v1::Event>& events) {
  std::string out;
  for (const v1::Event& e : events) absl::StrAppend(&out, DeterministicBytes(e), "|");
  return out;
}

// Same state, turn and decisions on both sides.
absl::Status Compare(int step, const Position& native, const Position& ref) {
  absl::StatusOr<v1::GameState> a = native.Encode();
  absl::StatusOr<v1::GameState> b = ref.Encode();
  if (!a.ok()) return Differs(step, absl::StrCat("native Encode failed: ", a.status().ToString()));
  if (!b.ok()) return Differs(step, absl::StrCat("reference Encode failed: ", b.status().ToString()));
  if (DeterministicBytes(*a) != DeterministicBytes(*b)) {
    return Differs(step, absl::StrCat("states differ:\nnative:    ", a->ShortDebugString(),
                                      "\nreference: ", b->ShortDebugString()));
  }
  if (DeterministicBytes(native.Turn()) != DeterministicBytes(ref.Turn())) {
    return Differs(step, absl::StrCat("turns differ: native ", native.Turn().ShortDebugString(),
                                      " reference ", ref.Turn().ShortDebugString()));
  }
  if (native.Finished() != ref.Finished()) return Differs(step, "Finished() differs");
  std::vector<int> da, db;
  native.Deciders(&da);
  ref.Deciders(&db);
  if (da != db) return Differs(step, "Deciders() differ");
  const int top = db.empty() ? 1 : db.back() + 2;
  for (int actor = kChance; actor <= top; ++actor) {
    if (native.Decides(actor) != ref.Decides(actor)) {
      return Differs(step, absl::StrCat("Decides(", actor, ") differs"));
    }
  }
  return absl::OkStatus();
}

// Both sides list `actor`'s actions; the lists must be equal. Appends them to `out`.
absl::Status CompareLists(int step, int actor, Position& native, Position& ref,
                          std::vector<Any>* out) {
  absl::StatusOr<int> na = native.ListLegal(actor);
  absl::StatusOr<int> nb = ref.ListLegal(actor);
  if (na.ok() != nb.ok()) {
    return Differs(step, absl::StrCat("ListLegal(", actor, ") ok differs: native ",
                                      na.status().ToString(), " reference ",
                                      nb.status().ToString()));
  }
  if (!na.ok()) return absl::OkStatus();
  if (*na != *nb) {
    return Differs(step, absl::StrCat("ListLegal(", actor, "): native ", *na,
                                      " actions, reference ", *nb));
  }
  for (int i = 0; i < *na; ++i) {
    Any x, y;
    absl::Status sx = native.ListedAction(i, &x);
    absl::Status sy = ref.ListedAction(i, &y);
    if (!sx.ok() || !sy.ok()) return Differs(step, "ListedAction failed");
    if (AnyBytes(x) != AnyBytes(y)) {
      return Differs(step, absl::StrCat("ListedAction(", i, ") of actor ", actor,
                                        " differs: native ", x.ShortDebugString(),
                                        " reference ", y.ShortDebugString()));
    }
    out->push_back(std::move(y));
  }
  return absl::OkStatus();
}

// `action` by `actor` on clones of both sides: same verdict, violation, events and state.
absl::Status Probe(int step, int actor, const Any& action, const Position& native,
                   const Position& ref) {
  std::unique_ptr<Position> a = native.Clone();
  std::unique_ptr<Position> b = ref.Clone();
  v1::Violation va, vb;
  std::vector<v1::Event> ea, eb;
  absl::StatusOr<bool> la = a->Apply(actor, action, &va, &ea);
  absl::StatusOr<bool> lb = b->Apply(actor, action, &vb, &eb);
  const std::string what = absl::StrCat("probe by actor ", actor, " of ", action.ShortDebugString());
  if (la.ok() != lb.ok() || (!la.ok() && la.status() != lb.status())) {
    return Differs(step, absl::StrCat(what, ": status native ", la.status().ToString(),
                                      " reference ", lb.status().ToString()));
  }
  if (!la.ok()) return absl::OkStatus();
  if (*la != *lb) return Differs(step, absl::StrCat(what, ": legal differs"));
  if (!*la) {
    if (DeterministicBytes(va) != DeterministicBytes(vb)) {
      return Differs(step, absl::StrCat(what, ": violation native ", va.ShortDebugString(),
                                        " reference ", vb.ShortDebugString()));
    }
    return Compare(step, *a, *b);
  }
  if (EventsBytes(ea) != EventsBytes(eb)) return Differs(step, absl::StrCat(what, ": events"));
  return Compare(step, *a, *b);
}

}  // namespace

absl::Status CheckPositionAgreement(const Game& game, const v1::GameState& start,
                                    const AgreementOptions& options) {
  absl::StatusOr<std::unique_ptr<Position>> native = game.DecodePosition(start);
  if (!native.ok()) return native.status();
  absl::StatusOr<std::unique_ptr<Position>> ref = ProtoPosition::Make(game, start);
  if (!ref.ok()) return ref.status();
  Position& n = **native;
  Position& r = **ref;
  Rng rng(options.seed);
  std::vector<int> deciders;
  for (int step = 0; step < options.max_steps; ++step) {
    if (absl::Status s = Compare(step, n, r); !s.ok()) return s;
    if (r.Finished()) return absl::OkStatus();
    r.Deciders(&deciders);
    if (deciders.empty()) return Differs(step, "not finished, yet nobody decides");
    std::vector<std::vector<Any>> lists(deciders.size());
    for (size_t d = 0; d < deciders.size(); ++d) {
      if (absl::Status s = CompareLists(step, deciders[d], n, r, &lists[d]); !s.ok()) return s;
    }
    if (options.probe_every > 0 && step % options.probe_every == 0) {
      for (size_t d = 0; d < deciders.size(); ++d) {
        if (lists[d].empty()) continue;
        const Any& first = lists[d][0];
        const Any& other = lists[d][rng.Uniform(lists[d].size())];
        for (int actor = kChance; actor <= deciders.back() + 1; ++actor) {
          if (absl::Status s = Probe(step, actor, actor == deciders[d] ? first : other, n, r);
              !s.ok()) {
            return s;
          }
        }
      }
    }
    // Choose a decider with actions, then one of its actions.
    std::vector<size_t> with;
    for (size_t d = 0; d < deciders.size(); ++d) {
      if (!lists[d].empty()) with.push_back(d);
    }
    if (with.empty()) return Differs(step, "deciders listed no action");
    const size_t d = with[rng.Uniform(with.size())];
    const int actor = deciders[d];
    const int index = static_cast<int>(rng.Uniform(lists[d].size()));
    std::vector<v1::Event> ea, eb;
    if (step % 2 == 0) {
      // PlayListed plays from the last list, which must be this actor's.
      absl::StatusOr<int> relisted = n.ListLegal(actor);
      if (!relisted.ok()) return relisted.status();
      if (absl::Status s = n.PlayListed(index, &ea); !s.ok()) {
        return Differs(step, absl::StrCat("native PlayListed failed: ", s.ToString()));
      }
    } else {
      v1::Violation v;
      absl::StatusOr<bool> legal = n.Apply(actor, lists[d][index], &v, &ea);
      if (!legal.ok() || !*legal) {
        return Differs(step, absl::StrCat("native Apply of a listed action failed: ",
                                          legal.ok() ? v.ShortDebugString()
                                                     : legal.status().ToString()));
      }
    }
    v1::Violation v;
    absl::StatusOr<bool> legal = r.Apply(actor, lists[d][index], &v, &eb);
    if (!legal.ok() || !*legal) {
      return Differs(step, absl::StrCat("reference Apply of a listed action failed: ",
                                        legal.ok() ? v.ShortDebugString()
                                                   : legal.status().ToString()));
    }
    if (EventsBytes(ea) != EventsBytes(eb)) {
      return Differs(step, absl::StrCat("events of actor ", actor, "'s ",
                                        lists[d][index].ShortDebugString(), " differ"));
    }
  }
  return Compare(options.max_steps, n, r);
}

}  // namespace arbiter::testing
