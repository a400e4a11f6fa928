#include "ai/search_threads.hpp"

#include <exception>
#include <mutex>
#include <thread>

#include <time.h>

#include "framework/rng.hpp"

namespace cardtable::ai {
namespace {

thread_local double helpers = 0;

// Processor time of the calling thread since it started.
double own_seconds() {
  timespec now{};
  ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

}  // namespace

void run_on_threads(int threads, const std::function<void(int thread)>& job) {
  std::mutex lock;
  std::exception_ptr failure;
  double spent = 0;
  const auto guarded = [&](int t) {
    try {
      job(t);
    } catch (...) {
      const std::lock_guard hold(lock);
      if (!failure) failure = std::current_exception();
    }
  };
  {
    std::vector<std::jthread> others;
    for (int t = 1; t < threads; ++t)
      others.emplace_back([&, t] {
        guarded(t);
        // A thread started for this one job: its whole processor time is the job's.
        const double seconds = own_seconds();
        const std::lock_guard hold(lock);
        spent += seconds;
      });
    guarded(0);
  }  // the jthreads join here
  helpers += spent;
  if (failure) std::rethrow_exception(failure);
}

double helper_seconds() { return helpers; }

std::uint64_t thread_seed(std::uint64_t seed, int thread) {
  if (thread == 0) return seed;
  auto rng = framework::Rng::from_seed(seed ^ (0xA0761D6478BD642FULL * static_cast<std::uint64_t>(thread)));
  return rng.next();
}

}  // namespace cardtable::ai
