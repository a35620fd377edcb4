#include "tests/conformance/internal/mutation.h"

#include <cstdint>
#include <functional>
#include <limits>
#include <memory>

#include "absl/strings/str_cat.h"
#include "google/protobuf/descriptor.h"
#include "google/protobuf/message.h"
#include "tests/conformance/internal/context.h"

namespace arbiter::conformance::internal {
namespace {

using google::protobuf::Descriptor;
using google::protobuf::FieldDescriptor;
using google::protobuf::Message;
using google::protobuf::OneofDescriptor;
using google::protobuf::Reflection;

// Repeated elements mutated one by one (the rest only through drop/duplicate/clear).
constexpr int kMaxElements = 4;
// Depth of sub-messages followed.
constexpr int kMaxDepth = 6;

// How to reach a sub-message from the root: fields, with an index for repeated ones.
struct PathStep {
  const FieldDescriptor* field;
  int index;  // -1 for a singular field
};
using Path = std::vector<PathStep>;

Message* Resolve(Message* root, const Path& path) {
  Message* m = root;
  for (const PathStep& step : path) {
    const Reflection* r = m->GetReflection();
    m = step.index < 0 ? r->MutableMessage(m, step.field)
                       : r->MutableRepeatedMessage(m, step.field, step.index);
  }
  return m;
}

std::string PathText(const Path& path) {
  std::string out;
  for (const PathStep& step : path) {
    if (!out.empty()) out += ".";
    out += step.field->name();
    if (step.index >= 0) absl::StrAppend(&out, "[", step.index, "]");
  }
  return out;
}

std::string FieldText(const Path& path, const FieldDescriptor* field, int index) {
  std::string prefix = PathText(path);
  if (!prefix.empty()) prefix += ".";
  std::string out = prefix + field->name();
  if (index >= 0) absl::StrAppend(&out, "[", index, "]");
  return out;
}

// Candidate integer replacements for `value` within the field's C++ type.
std::vector<int64_t> SignedCandidates(int64_t value, int64_t min, int64_t max) {
  std::vector<int64_t> out;
  auto add = [&](int64_t v) {
    if (v != value && std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
  };
  if (value < max) add(value + 1);
  if (value > min) add(value - 1);
  add(0);
  add(-1);
  add(min);
  add(max);
  add(1000);
  return out;
}

std::vector<uint64_t> UnsignedCandidates(uint64_t value, uint64_t max) {
  std::vector<uint64_t> out;
  auto add = [&](uint64_t v) {
    if (v != value && std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
  };
  if (value < max) add(value + 1);
  if (value > 0) add(value - 1);
  add(0);
  add(max);
  add(1000);
  return out;
}

class Generator {
 public:
  Generator(const google::protobuf::Any& original, const Message& root)
      : original_(original), root_(root) {}

  std::vector<Mutation> Run() {
    Visit(root_, {}, 0);
    return std::move(out_);
  }

 private:
  // Adds the mutation made by `edit` on a copy of the root at `path`.
  void Add(const Path& path, std::string label, const std::function<void(Message*)>& edit) {
    std::unique_ptr<Message> copy(root_.New());
    copy->CopyFrom(root_);
    edit(Resolve(copy.get(), path));
    Mutation m;
    m.label = std::move(label);
    m.action.set_type_url(original_.type_url());
    m.action.set_value(copy->SerializeAsString());
    out_.push_back(std::move(m));
  }

  // Scalar edits of one field (element `index` of a repeated field, or the singular field).
  void ScalarEdits(const Message& m, const Path& path, const FieldDescriptor* f, int index) {
    const Reflection* r = m.GetReflection();
    const bool rep = index >= 0;
    const std::string name = FieldText(path, f, index);
    switch (f->cpp_type()) {
      case FieldDescriptor::CPPTYPE_INT32: {
        const int32_t v = rep ? r->GetRepeatedInt32(m, f, index) : r->GetInt32(m, f);
        for (int64_t c : SignedCandidates(v, std::numeric_limits<int32_t>::min(),
                                          std::numeric_limits<int32_t>::max())) {
          Add(path, absl::StrCat(name, "=", c), [=](Message* t) {
            const Reflection* tr = t->GetReflection();
            rep ? tr->SetRepeatedInt32(t, f, index, static_cast<int32_t>(c))
                : tr->SetInt32(t, f, static_cast<int32_t>(c));
          });
        }
        break;
      }
      case FieldDescriptor::CPPTYPE_INT64: {
        const int64_t v = rep ? r->GetRepeatedInt64(m, f, index) : r->GetInt64(m, f);
        for (int64_t c : SignedCandidates(v, std::numeric_limits<int64_t>::min(),
                                          std::numeric_limits<int64_t>::max())) {
          Add(path, absl::StrCat(name, "=", c), [=](Message* t) {
            const Reflection* tr = t->GetReflection();
            rep ? tr->SetRepeatedInt64(t, f, index, c) : tr->SetInt64(t, f, c);
          });
        }
        break;
      }
      case FieldDescriptor::CPPTYPE_UINT32: {
        const uint32_t v = rep ? r->GetRepeatedUInt32(m, f, index) : r->GetUInt32(m, f);
        for (uint64_t c : UnsignedCandidates(v, std::numeric_limits<uint32_t>::max())) {
          Add(path, absl::StrCat(name, "=", c), [=](Message* t) {
            const Reflection* tr = t->GetReflection();
            rep ? tr->SetRepeatedUInt32(t, f, index, static_cast<uint32_t>(c))
                : tr->SetUInt32(t, f, static_cast<uint32_t>(c));
          });
        }
        break;
      }
      case FieldDescriptor::CPPTYPE_UINT64: {
        const uint64_t v = rep ? r->GetRepeatedUInt64(m, f, index) : r->GetUInt64(m, f);
        for (uint64_t c : UnsignedCandidates(v, std::numeric_limits<uint64_t>::max())) {
          Add(path, absl::StrCat(name, "=", c), [=](Message* t) {
            const Reflection* tr = t->GetReflection();
            rep ? tr->SetRepeatedUInt64(t, f, index, c) : tr->SetUInt64(t, f, c);
          });
        }
        break;
      }
      case FieldDescriptor::CPPTYPE_ENUM: {
        const int v = rep ? r->GetRepeatedEnumValue(m, f, index) : r->GetEnumValue(m, f);
        for (int64_t c : SignedCandidates(v, -1, 1000)) {
          // Closed (proto2) enums cannot hold unknown numbers; keep to declared values there.
          if (f->enum_type()->FindValueByNumber(static_cast<int>(c)) == nullptr &&
              f->file()->syntax() == google::protobuf::FileDescriptor::SYNTAX_PROTO2) {
            continue;
          }
          Add(path, absl::StrCat(name, "=", c), [=](Message* t) {
            const Reflection* tr = t->GetReflection();
            rep ? tr->SetRepeatedEnumValue(t, f, index, static_cast<int>(c))
                : tr->SetEnumValue(t, f, static_cast<int>(c));
          });
        }
        break;
      }
      case FieldDescriptor::CPPTYPE_BOOL: {
        const bool v = rep ? r->GetRepeatedBool(m, f, index) : r->GetBool(m, f);
        Add(path, absl::StrCat(name, "=", !v), [=](Message* t) {
          const Reflection* tr = t->GetReflection();
          rep ? tr->SetRepeatedBool(t, f, index, !v) : tr->SetBool(t, f, !v);
        });
        break;
      }
      case FieldDescriptor::CPPTYPE_STRING: {
        const std::string v = rep ? r->GetRepeatedString(m, f, index) : r->GetString(m, f);
        const std::string c = v.empty() ? "?" : "";
        Add(path, absl::StrCat(name, "=\"", c, "\""), [=](Message* t) {
          const Reflection* tr = t->GetReflection();
          rep ? tr->SetRepeatedString(t, f, index, c) : tr->SetString(t, f, c);
        });
        break;
      }
      case FieldDescriptor::CPPTYPE_DOUBLE:
      case FieldDescriptor::CPPTYPE_FLOAT: {
        const bool dbl = f->cpp_type() == FieldDescriptor::CPPTYPE_DOUBLE;
        const double v = dbl ? (rep ? r->GetRepeatedDouble(m, f, index) : r->GetDouble(m, f))
                             : (rep ? r->GetRepeatedFloat(m, f, index) : r->GetFloat(m, f));
        for (double c : {v + 1, v - 1}) {
          Add(path, absl::StrCat(name, "=", c), [=](Message* t) {
            const Reflection* tr = t->GetReflection();
            if (dbl) {
              rep ? tr->SetRepeatedDouble(t, f, index, c) : tr->SetDouble(t, f, c);
            } else {
              rep ? tr->SetRepeatedFloat(t, f, index, static_cast<float>(c))
                  : tr->SetFloat(t, f, static_cast<float>(c));
            }
          });
        }
        break;
      }
      case FieldDescriptor::CPPTYPE_MESSAGE:
        break;
    }
  }

  void RepeatedEdits(const Message& m, const Path& path, const FieldDescriptor* f, int depth) {
    const Reflection* r = m.GetReflection();
    const int size = r->FieldSize(m, f);
    const std::string name = FieldText(path, f, -1);
    for (int i = 0; i < size && i < kMaxElements; ++i) {
      if (f->cpp_type() == FieldDescriptor::CPPTYPE_MESSAGE) {
        Path sub = path;
        sub.push_back({f, i});
        Visit(r->GetRepeatedMessage(m, f, i), sub, depth + 1);
      } else {
        ScalarEdits(m, path, f, i);
      }
      Add(path, absl::StrCat(name, ": drop [", i, "]"), [=](Message* t) {
        const Reflection* tr = t->GetReflection();
        for (int j = i; j + 1 < size; ++j) tr->SwapElements(t, f, j, j + 1);
        tr->RemoveLast(t, f);
      });
      Add(path, absl::StrCat(name, ": duplicate [", i, "]"), [=](Message* t) {
        const Reflection* tr = t->GetReflection();
        switch (f->cpp_type()) {
          case FieldDescriptor::CPPTYPE_INT32:
            tr->AddInt32(t, f, tr->GetRepeatedInt32(*t, f, i));
            break;
          case FieldDescriptor::CPPTYPE_INT64:
            tr->AddInt64(t, f, tr->GetRepeatedInt64(*t, f, i));
            break;
          case FieldDescriptor::CPPTYPE_UINT32:
            tr->AddUInt32(t, f, tr->GetRepeatedUInt32(*t, f, i));
            break;
          case FieldDescriptor::CPPTYPE_UINT64:
            tr->AddUInt64(t, f, tr->GetRepeatedUInt64(*t, f, i));
            break;
          case FieldDescriptor::CPPTYPE_ENUM:
            tr->AddEnumValue(t, f, tr->GetRepeatedEnumValue(*t, f, i));
            break;
          case FieldDescriptor::CPPTYPE_BOOL:
            tr->AddBool(t, f, tr->GetRepeatedBool(*t, f, i));
            break;
          case FieldDescriptor::CPPTYPE_STRING:
            tr->AddString(t, f, tr->GetRepeatedString(*t, f, i));
            break;
          case FieldDescriptor::CPPTYPE_DOUBLE:
            tr->AddDouble(t, f, tr->GetRepeatedDouble(*t, f, i));
            break;
          case FieldDescriptor::CPPTYPE_FLOAT:
            tr->AddFloat(t, f, tr->GetRepeatedFloat(*t, f, i));
            break;
          case FieldDescriptor::CPPTYPE_MESSAGE: {
            std::unique_ptr<Message> element(tr->GetRepeatedMessage(*t, f, i).New());
            element->CopyFrom(tr->GetRepeatedMessage(*t, f, i));
            tr->AddAllocatedMessage(t, f, element.release());
            break;
          }
        }
      });
    }
    if (size >= 2) {
      Add(path, absl::StrCat(name, ": swap first and last"),
          [=](Message* t) { t->GetReflection()->SwapElements(t, f, 0, size - 1); });
    }
    if (size >= 1) {
      Add(path, absl::StrCat(name, ": clear"),
          [=](Message* t) { t->GetReflection()->ClearField(t, f); });
    }
  }

  void Visit(const Message& m, const Path& path, int depth) {
    if (depth > kMaxDepth) return;
    const Descriptor* d = m.GetDescriptor();
    const Reflection* r = m.GetReflection();
    for (int i = 0; i < d->field_count(); ++i) {
      const FieldDescriptor* f = d->field(i);
      if (f->is_map()) continue;  // maps: entries are messages; not mutated field by field
      if (f->is_repeated()) {
        RepeatedEdits(m, path, f, depth);
        continue;
      }
      const OneofDescriptor* oneof = f->real_containing_oneof();
      if (oneof != nullptr && r->GetOneofFieldDescriptor(m, oneof) != f) continue;
      if (f->cpp_type() == FieldDescriptor::CPPTYPE_MESSAGE) {
        if (!r->HasField(m, f)) continue;
        Path sub = path;
        sub.push_back({f, -1});
        Visit(r->GetMessage(m, f), sub, depth + 1);
        if (oneof == nullptr) {
          Add(path, absl::StrCat(FieldText(path, f, -1), ": clear"),
              [=](Message* t) { t->GetReflection()->ClearField(t, f); });
        }
      } else {
        ScalarEdits(m, path, f, -1);
      }
    }
    for (int i = 0; i < d->oneof_decl_count(); ++i) {
      const OneofDescriptor* oneof = d->oneof_decl(i);
      if (oneof->is_synthetic()) continue;  // proto3 `optional`
      const FieldDescriptor* set = r->GetOneofFieldDescriptor(m, oneof);
      const std::string prefix = PathText(path).empty() ? "" : PathText(path) + ".";
      if (set != nullptr) {
        Add(path, absl::StrCat("clear oneof ", prefix, oneof->name()),
            [=](Message* t) { t->GetReflection()->ClearOneof(t, oneof); });
      }
      for (int j = 0; j < oneof->field_count(); ++j) {
        const FieldDescriptor* other = oneof->field(j);
        if (other == set) continue;
        Add(path, absl::StrCat("switch oneof ", prefix, oneof->name(), " to ", other->name()),
            [=](Message* t) {
              const Reflection* tr = t->GetReflection();
              switch (other->cpp_type()) {
                case FieldDescriptor::CPPTYPE_MESSAGE:
                  tr->MutableMessage(t, other);
                  break;
                case FieldDescriptor::CPPTYPE_INT32:
                  tr->SetInt32(t, other, 1);
                  break;
                case FieldDescriptor::CPPTYPE_INT64:
                  tr->SetInt64(t, other, 1);
                  break;
                case FieldDescriptor::CPPTYPE_UINT32:
                  tr->SetUInt32(t, other, 1);
                  break;
                case FieldDescriptor::CPPTYPE_UINT64:
                  tr->SetUInt64(t, other, 1);
                  break;
                case FieldDescriptor::CPPTYPE_BOOL:
                  tr->SetBool(t, other, true);
                  break;
                case FieldDescriptor::CPPTYPE_ENUM:
                  tr->SetEnumValue(t, other, 1);
                  break;
                case FieldDescriptor::CPPTYPE_STRING:
                  tr->SetString(t, other, "?");
                  break;
                case FieldDescriptor::CPPTYPE_DOUBLE:
                  tr->SetDouble(t, other, 1);
                  break;
                case FieldDescriptor::CPPTYPE_FLOAT:
                  tr->SetFloat(t, other, 1);
                  break;
              }
            });
      }
    }
  }

  const google::protobuf::Any& original_;
  const Message& root_;
  std::vector<Mutation> out_;
};

}  // namespace

std::vector<Mutation> MutationsOf(const google::protobuf::Any& action) {
  std::unique_ptr<Message> root = Unpack(action);
  if (root == nullptr) return {};
  return Generator(action, *root).Run();
}

}  // namespace arbiter::conformance::internal
