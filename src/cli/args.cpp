#include "args.h"

#include "core/quote.h"

namespace stichfest::cli {

std::string ParsedArgs::get(const std::string& name, const std::string& fallback) const {
  auto it = values.find(name);
  return it == values.end() ? fallback : it->second;
}

bool parse_args(const Args& args, std::initializer_list<OptionSpec> known, ParsedArgs& out, std::string& error) {
  ParsedArgs parsed;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    // "-" alone is an ordinary argument; anything else with a dash is an option.
    if (a.size() < 2 || a[0] != '-') {
      parsed.positional.push_back(a);
      continue;
    }
    const OptionSpec* spec = nullptr;
    for (const OptionSpec& o : known)
      if (a == o.name) spec = &o;
    if (!spec) {
      std::string names;
      for (const OptionSpec& o : known) names += std::string(names.empty() ? "" : ", ") + o.name;
      error =
          "unknown option " + quote(a) + (names.empty() ? " (this command takes none)" : " (expected " + names + ")");
      return false;
    }
    if (parsed.has(a)) {
      error = "option " + quote(a) + " is given twice";
      return false;
    }
    std::string value;
    if (spec->takes_value) {
      if (i + 1 >= args.size() || (args[i + 1].size() > 1 && args[i + 1].rfind("--", 0) == 0)) {
        error = "option " + quote(a) + " needs a value";
        return false;
      }
      value = args[++i];
    }
    parsed.values[a] = value;
  }
  out = parsed;
  return true;
}

bool parse_whole_number(std::string_view text, uint64_t min, uint64_t max, const char* what, uint64_t& out,
                        std::string& error) {
  uint64_t v = 0;
  bool ok = !text.empty() && text.size() <= 19;  // 19 digits cannot overflow uint64_t
  for (char ch : text) {
    if (ch < '0' || ch > '9') ok = false;
    if (ok) v = v * 10 + uint64_t(ch - '0');
  }
  if (!ok || v < min || v > max) {
    error = std::string(what) + " must be a whole number from " + std::to_string(min) + " to " + std::to_string(max) +
            ", not " + quote(text);
    return false;
  }
  out = v;
  return true;
}

}  // namespace stichfest::cli
