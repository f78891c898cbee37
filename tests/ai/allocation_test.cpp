// The search's steady state allocates nothing per iteration: the scratch game is copy-assigned
// from the root (vectors keep their capacity), determinized in place and played out in place;
// only the tree itself grows, by amortised doubling.
#include <doctest/doctest.h>

#include <cstdlib>
#include <new>

#include "ai/search.h"
#include "ai_support.h"

namespace {
long g_allocations = 0;
bool g_counting = false;
}  // namespace

// NOTE: replaces the global allocation functions of the whole test binary; they only count while
// a test asks them to. (GCC's -Wmismatched-new-delete does not see that this new is malloc.)
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
#endif
// Every plain and nothrow form, so that no allocation of the standard library (stable_sort's
// temporary buffer takes the nothrow one) pairs a sanitizer's new with this delete.
namespace {
void* counted_malloc(std::size_t size) noexcept {
  if (g_counting) ++g_allocations;
  return std::malloc(size ? size : 1);
}
}  // namespace
void* operator new(std::size_t size) {
  if (void* p = counted_malloc(size)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t size) { return operator new(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept { return counted_malloc(size); }
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept { return counted_malloc(size); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }

namespace carc {
namespace {

long allocations_of(ai::Search& search, int iterations) {
  g_allocations = 0;
  g_counting = true;
  search.step(iterations);
  g_counting = false;
  return g_allocations;
}

TEST_CASE("search iterations allocate nothing once warm (maps with chips, expansions)") {
  for (const char* map : {"classic", "taiwan", "iberia"}) {
    INFO("map ", std::string(map));
    Setup s = test::ai_setup(2, map, std::string(map) != "classic");
    s.tiles = {"base", "ic", "tb", "gbm", "porxada"};
    s.rules = Rules{.ic = true, .tb = true, .gbm = true, .porxada = true, .porxada_house = true};
    Game g = test::new_game(s, 11);
    Rng rng(11);
    test::advance(g, rng, 30);
    ai::Search search;
    search.start(g, 3);
    search.step(300);  // warm: the scratch game and the move lists have grown to their size
    // Only vectors that meet a larger size than before grow (the tree's nodes, a longer move
    // list): a few times, by doubling; never once per iteration.
    CHECK(allocations_of(search, 2000) < 20);
    CHECK(allocations_of(search, 2000) < 10);
  }
}

}  // namespace
}  // namespace carc
