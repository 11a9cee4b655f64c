// SHA-256 (FIPS 180-4), written out here so that the verifiable shuffle
// (commitment.h) hashes the same bytes the same way natively, in WASM and
// for anyone checking with another tool (`sha256sum`).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace stichfest {

class Sha256 {
 public:
  Sha256();
  void update(const void* data, size_t size);
  void update(std::string_view text) { update(text.data(), text.size()); }
  // The digest; the object is spent afterwards.
  std::array<uint8_t, 32> finish();

 private:
  void block(const uint8_t* p);
  uint32_t h_[8];
  uint8_t buffer_[64];
  size_t buffered_ = 0;
  uint64_t length_ = 0;  // bytes so far
};

// The digest of `text` as 64 lowercase hex digits.
std::string sha256_hex(std::string_view text);

}  // namespace stichfest
