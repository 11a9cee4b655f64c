#include <sys/stat.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "cli.h"
#include "core/quote.h"
#include "core/record.h"

namespace stichfest::cli {

// Reads a record file whole. At most kMaxRecordBytes: `replay /dev/zero`
// would read forever. Says why a path cannot be read (a directory opens
// like a file and reads as nothing).
bool read_record_file(const std::string& path, std::string& text, std::string& error) {
  struct stat st;
  if (stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) {
    error = quote(path) + " is a directory, not a record file";
    return false;
  }
  FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) {
    error = "cannot open " + quote(path) + ": " + std::strerror(errno);
    return false;
  }
  text.clear();
  char buffer[1 << 16];
  size_t n = 0;
  while (text.size() <= kMaxRecordBytes && (n = std::fread(buffer, 1, sizeof buffer, f)) > 0) text.append(buffer, n);
  int read_error = std::ferror(f) ? errno : 0;
  std::fclose(f);
  if (read_error) {
    error = "cannot read " + quote(path) + ": " + std::strerror(read_error);
    return false;
  }
  if (text.size() > kMaxRecordBytes) {
    error = quote(path) + " is longer than a record can be (" + std::to_string(kMaxRecordBytes) + " bytes)";
    return false;
  }
  return true;
}

}  // namespace stichfest::cli
