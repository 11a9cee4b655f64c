// SHA-256 against the FIPS 180-4 examples (and NIST's long-message
// vectors), fed whole and in pieces that cross the 64-byte blocks, and the
// sealed deal built on it (core/commitment.h).
#include "core/sha256.h"

#include <catch2/catch.hpp>
#include <cctype>
#include <cstdio>

#include "core/commitment.h"

using namespace stichfest;

TEST_CASE("sha256: the FIPS 180-4 test vectors", "[sha256]") {
  CHECK(sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(sha256_hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  CHECK(sha256_hex(
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrs"
            "tnopqrstu") == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1");
  // One million 'a', fed in uneven pieces so that the buffering is tested too.
  Sha256 sha;
  std::string piece(997, 'a');
  size_t left = 1000000;
  while (left > 0) {
    size_t n = std::min(left, piece.size());
    sha.update(piece.data(), n);
    left -= n;
  }
  std::string hex;
  for (uint8_t b : sha.finish()) {
    static const char kHex[] = "0123456789abcdef";
    hex += kHex[b >> 4];
    hex += kHex[b & 15];
  }
  CHECK(hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST_CASE("sha256: messages around the padding boundary agree fed whole or byte by byte", "[sha256]") {
  for (size_t n : {55u, 56u, 57u, 63u, 64u, 65u, 119u, 120u, 128u}) {
    std::string text(n, 'x');
    Sha256 bytewise;
    for (char ch : text) bytewise.update(&ch, 1);
    std::string hex;
    for (uint8_t b : bytewise.finish()) {
      char two[3];
      std::snprintf(two, sizeof two, "%02x", b);
      hex += two;
    }
    INFO(n);
    CHECK(hex == sha256_hex(text));
  }
  // The value sha256sum gives for 56 'x' (the length no longer fits the first block).
  CHECK(sha256_hex(std::string(56, 'x')) == "04c26261370ee7541549d16dee320c723e3fd14671e66a099afe0a377c16888e");
}

TEST_CASE("commitment: the sealed text, its hash and the checks", "[sha256]") {
  Rules rules = default_rules(Game::Schieberamsch);
  std::string nonce = make_nonce(0x0123456789abcdefull, 0xfedcba9876543210ull);
  CHECK(nonce == "0123456789abcdeffedcba9876543210");
  CHECK(valid_nonce(nonce));
  CHECK(!valid_nonce(nonce.substr(1)));
  CHECK(!valid_nonce(nonce.substr(1) + "g"));
  std::string text = commitment_text(rules, 0x2a, 2, nonce);
  CHECK(text == "stichfest-deal 1\nrules schieberamsch\nseed 0x2a\ndealer 2\nnonce 0123456789abcdeffedcba9876543210\n");
  std::string hash = commitment_hash(rules, 0x2a, 2, nonce);
  CHECK(hash == sha256_hex(text));
  CHECK(hash.size() == 64);
  // The nonce in capitals is the same nonce.
  std::string upper = "0123456789ABCDEFFEDCBA9876543210";
  CHECK(commitment_hash(rules, 0x2a, 2, upper) == hash);
  CHECK(commitment_matches(hash, hash));
  CHECK(commitment_matches(hash.substr(0, 16), hash));
  std::string shouted = hash.substr(0, 20);
  for (char& ch : shouted) ch = char(std::toupper(ch));
  CHECK(commitment_matches(shouted, hash));
  CHECK(!commitment_matches(hash.substr(0, 15), hash));  // too short to mean anything
  CHECK(!commitment_matches(hash + "0", hash));
  std::string wrong = hash;
  wrong[3] = wrong[3] == '0' ? '1' : '0';
  CHECK(!commitment_matches(wrong, hash));
  // Any value changed changes the hash.
  CHECK(commitment_hash(rules, 0x2b, 2, nonce) != hash);
  CHECK(commitment_hash(rules, 0x2a, 1, nonce) != hash);
  CHECK(commitment_hash(rules, 0x2a, 2, make_nonce(1, 2)) != hash);
  CHECK(commitment_hash(default_rules(Game::Ramsen), 0x2a, 2, nonce) != hash);
}
