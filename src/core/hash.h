// FNV-1a, 64-bit, over the bytes of 64-bit words: the checksums of the
// bench and the signatures that must be the same natively and in WASM.
#pragma once

#include <cstdint>

namespace stichfest {

inline uint64_t fnv1a(uint64_t h, uint64_t v) {
  for (int i = 0; i < 8; ++i) {
    h ^= (v >> (8 * i)) & 0xFF;
    h *= 0x100000001B3ull;
  }
  return h;
}
constexpr uint64_t kFnvOffset = 0xCBF29CE484222325ull;

}  // namespace stichfest
