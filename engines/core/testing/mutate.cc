#include "engines/core/testing/mutate.h"

#include "google/protobuf/descriptor.h"

namespace arbiter::testing {

void MutateOnce(google::protobuf::Message* m, Rng& rng) {
  using google::protobuf::FieldDescriptor;
  const google::protobuf::Reflection* r = m->GetReflection();
  const google::protobuf::Descriptor* d = m->GetDescriptor();
  const FieldDescriptor* f = d->field(static_cast<int>(rng.Uniform(d->field_count())));
  static constexpr int kSteps[] = {1, -1, 2, -2, 20, -20, 40};
  const int step = kSteps[rng.Uniform(7)];
  if (f->is_repeated()) {
    const int n = r->FieldSize(*m, f);
    if (n == 0) return;
    const int k = static_cast<int>(rng.Uniform(n));
    switch (rng.Uniform(4)) {
      case 0:
        r->SwapElements(m, f, k, n - 1);
        r->RemoveLast(m, f);
        return;
      case 1:
        r->SwapElements(m, f, k, static_cast<int>(rng.Uniform(n)));
        return;
      case 2:
        if (f->cpp_type() == FieldDescriptor::CPPTYPE_MESSAGE) {
          r->AddMessage(m, f)->CopyFrom(r->GetRepeatedMessage(*m, f, k));
          return;
        }
        break;
      default:
        break;
    }
    switch (f->cpp_type()) {
      case FieldDescriptor::CPPTYPE_INT32:
        r->SetRepeatedInt32(m, f, k, r->GetRepeatedInt32(*m, f, k) + step);
        break;
      case FieldDescriptor::CPPTYPE_UINT32:
        r->SetRepeatedUInt32(m, f, k, r->GetRepeatedUInt32(*m, f, k) + step);
        break;
      case FieldDescriptor::CPPTYPE_ENUM:
        r->SetRepeatedEnumValue(m, f, k, r->GetRepeatedEnumValue(*m, f, k) + step);
        break;
      case FieldDescriptor::CPPTYPE_MESSAGE:
        MutateOnce(r->MutableRepeatedMessage(m, f, k), rng);
        break;
      default:
        break;
    }
    return;
  }
  switch (f->cpp_type()) {
    case FieldDescriptor::CPPTYPE_INT32:
      r->SetInt32(m, f, r->GetInt32(*m, f) + step);
      break;
    case FieldDescriptor::CPPTYPE_UINT32:
      r->SetUInt32(m, f, r->GetUInt32(*m, f) + step);
      break;
    case FieldDescriptor::CPPTYPE_ENUM:
      r->SetEnumValue(m, f, r->GetEnumValue(*m, f) + step);
      break;
    case FieldDescriptor::CPPTYPE_BOOL:
      r->SetBool(m, f, !r->GetBool(*m, f));
      break;
    case FieldDescriptor::CPPTYPE_MESSAGE:
      if (rng.Uniform(4) == 0) {
        r->ClearField(m, f);
      } else {
        MutateOnce(r->MutableMessage(m, f), rng);
      }
      break;
    default:
      break;
  }
}

}  // namespace arbiter::testing
