// The longest strings that cross from JavaScript into the table, in UTF-8
// bytes. shell/shell.js refuses longer ones before they cross (a string
// crosses on the WebAssembly stack); the table checks them again for callers
// of its exports that bypass the page's script.
#pragma once

#include <cstddef>

#include "core/record.h"
#include "share_link.h"

namespace stichfest {

constexpr size_t kMaxActionBytes = 200;        // submit(token)
constexpr size_t kMaxRulesBytes = 500;         // newMatch(rules, ...)
constexpr size_t kMaxSeedBytes = 100;          // newMatch(..., seed)
constexpr size_t kMaxSettingsBytes = 1 << 16;  // the stored settings
// A link (openLink, the address) has at most kMaxLinkBytes (share_link.h);
// a stored match, kMaxRecordBytes (core/record.h).

}  // namespace stichfest
