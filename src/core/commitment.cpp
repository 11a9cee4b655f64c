#include "commitment.h"

#include "record.h"
#include "sha256.h"

namespace stichfest {

namespace {

bool is_hex(char ch) { return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F'); }
char lower_hex(char ch) { return ch >= 'A' && ch <= 'F' ? char(ch - 'A' + 'a') : ch; }

}  // namespace

std::string commitment_text(const Rules& rules, uint64_t seed, int dealer, std::string_view nonce) {
  std::string lowered;
  for (char ch : nonce) lowered += lower_hex(ch);  // one text whichever case was typed
  return "stichfest-deal 1\nrules " + format_rules(rules) + "\nseed " + format_seed(seed) + "\ndealer " +
         std::to_string(dealer) + "\nnonce " + lowered + "\n";
}

std::string commitment_hash(const Rules& rules, uint64_t seed, int dealer, std::string_view nonce) {
  return sha256_hex(commitment_text(rules, seed, dealer, nonce));
}

std::string make_nonce(uint64_t a, uint64_t b) {
  static const char kHex[] = "0123456789abcdef";
  std::string out;
  for (uint64_t v : {a, b})
    for (int shift = 60; shift >= 0; shift -= 4) out += kHex[(v >> shift) & 15];
  return out;
}

bool valid_nonce(std::string_view nonce) {
  if (nonce.size() != kNonceDigits) return false;
  for (char ch : nonce)
    if (!is_hex(ch)) return false;
  return true;
}

bool commitment_matches(std::string_view claimed, std::string_view full_hash) {
  if (claimed.size() < kShortCommitmentDigits || claimed.size() > full_hash.size()) return false;
  for (size_t i = 0; i < claimed.size(); ++i)
    if (!is_hex(claimed[i]) || lower_hex(claimed[i]) != full_hash[i]) return false;
  return true;
}

}  // namespace stichfest
