// Test helper: counts the global operator new calls made by the calling thread, for tests that
// hold a hot path to "no allocation per call" (e.g. Metrics::OnCallEnd once its label children
// exist).
//
// Compiling allocation_count_testing.cc into a test binary replaces the global operator new and
// delete for that whole binary (malloc/free underneath; the array and nothrow forms follow, as
// the standard's defaults call these). They live in their own translation unit so that the
// compiler never inlines the replacement delete (std::free) at a call site whose pointer it saw
// come from operator new, which GCC 12 reports as -Wmismatched-new-delete. List the .cc in the
// test's SRCS rather than linking it from a static library, so the replacements are always in.
//
//   StartCountingAllocations();
//   ... calls under test ...
//   EXPECT_EQ(StopCountingAllocations(), 0);
#ifndef ARBITER_SERVICE_OBSERVABILITY_ALLOCATION_COUNT_TESTING_H_
#define ARBITER_SERVICE_OBSERVABILITY_ALLOCATION_COUNT_TESTING_H_

namespace arbiter::service {

// Sets this thread's count to 0 and starts counting its operator new calls.
void StartCountingAllocations();

// Stops counting on this thread; returns the calls counted since StartCountingAllocations().
long StopCountingAllocations();

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_OBSERVABILITY_ALLOCATION_COUNT_TESTING_H_
