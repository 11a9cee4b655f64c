// The verifiable shuffle. A fresh random match is sealed before its first
// card: the table shows the SHA-256 of a canonical text of its rules, its
// seed, its first dealer and a random nonce,
//
//   stichfest-deal 1
//   rules schieberamsch
//   seed 0x1f2e3d4c5b6a7988
//   dealer 2
//   nonce 0123456789abcdef0123456789abcdef
//
// (each line ending in LF). Once the match is over it shows the seed and
// the nonce: anyone can hash the text again (`stichfest verify`, or
// `printf '...' | sha256sum`) and deal the seed's cards, and see that the
// cards were fixed before the first one was played. The nonce keeps the
// seed from being found by trying seeds against the hash. The seed deals
// every hand of the match, so it is revealed only when the match is over.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "rules.h"

namespace stichfest {

// Hex digits in a nonce: 128 bits.
constexpr size_t kNonceDigits = 32;
// Hex digits of the hash shown on the table (64 bits: short enough to
// read, far too many to find a second seed for).
constexpr size_t kShortCommitmentDigits = 16;

std::string commitment_text(const Rules& rules, uint64_t seed, int dealer, std::string_view nonce);
// The commitment: 64 lowercase hex digits.
std::string commitment_hash(const Rules& rules, uint64_t seed, int dealer, std::string_view nonce);
// A nonce from two 64-bit random numbers.
std::string make_nonce(uint64_t a, uint64_t b);
// 32 hex digits (either case).
bool valid_nonce(std::string_view nonce);
// A claimed commitment matches the full hash when it is the hash or a
// prefix of at least kShortCommitmentDigits of it (either case).
bool commitment_matches(std::string_view claimed, std::string_view full_hash);

}  // namespace stichfest
