#!/usr/bin/env bash
# Runs the libFuzzer targets of tests/fuzz, each for SECONDS (default 60),
# and prints executions and coverage per target.
#   scripts/fuzz.sh [SECONDS] [TARGET...]      (default: every target)
# Each target starts from its seed corpus (tests/fuzz/corpus/TARGET, not
# changed) and its dictionary; what it finds new goes to build/fuzz/corpus/
# TARGET, kept between runs ($STICHFEST_FUZZ_DIR instead of build/fuzz). A crash, a sanitizer finding or a broken
# invariant stops with the input saved in build/fuzz/ (rerun it with
# build/sanitize/tests/fuzz/TARGET FILE).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(fuzz_rules fuzz_record fuzz_share_link fuzz_saved_game fuzz_settings fuzz_js_api)
export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

scripts/build-sanitize.sh >/dev/null
out=${STICHFEST_FUZZ_DIR:-build/fuzz}
mkdir -p "$out"
summary=()
for t in "${targets[@]}"; do
  dict=tests/fuzz/${t#fuzz_}.dict
  [ "$t" = fuzz_saved_game ] && dict=tests/fuzz/record.dict  # a saved game is a record
  work=$out/corpus/$t
  log=$out/$t.log
  mkdir -p "$work"
  echo "== $t for $seconds s"
  if ! build/sanitize/tests/fuzz/$t -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -max_len=4096 \
       -dict="$dict" -print_final_stats=1 -artifact_prefix="$out/$t-" \
       "$work" "tests/fuzz/corpus/$t" >"$log" 2>&1; then
    tail -n 40 "$log"
    echo "$t FAILED (log: $log)"
    exit 1
  fi
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
  last=$(grep -E '^#[0-9]+' "$log" | tail -n 1)
  cov=$(sed -E -n 's/.* cov: ([0-9]+).*/\1/p' <<<"$last")
  ft=$(sed -E -n 's/.* ft: ([0-9]+).*/\1/p' <<<"$last")
  summary+=("$(printf '%-16s %12s execs %8s/s  cov %5s  ft %6s  corpus %5s' "$t" "$execs" "$rate" "$cov" "$ft" \
               "$(ls "$work" | wc -l)")")
done
echo
printf '%s\n' "${summary[@]}"
