// A small JSON writer (no parser needed: JSON only leaves the engine).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace stichfest {

class JsonWriter {
 public:
  JsonWriter& begin_object();
  JsonWriter& end_object();
  JsonWriter& begin_array();
  JsonWriter& end_array();
  JsonWriter& key(std::string_view k);
  JsonWriter& value(std::string_view s);
  JsonWriter& value(const char* s) { return value(std::string_view(s)); }
  JsonWriter& value(int64_t v);
  JsonWriter& value(int v) { return value(int64_t(v)); }
  JsonWriter& value(bool b);
  JsonWriter& null();
  // key + value in one call
  template <typename T>
  JsonWriter& field(std::string_view k, T v) {
    return key(k).value(v);
  }
  const std::string& str() const { return out_; }

 private:
  void comma();
  std::string out_;
  bool need_comma_ = false;
};

}  // namespace stichfest
