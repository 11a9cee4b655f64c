#!/usr/bin/env bash
# The sanitizer build and its checks: a Debug build (asserts on) with
# AddressSanitizer and UndefinedBehaviorSanitizer from Debian's clang, in
# build/sanitize, running the Catch2 core tests and a bounded selfplay of
# every game and preset. The first finding ends the run with an error.
# The same build holds the fuzz targets (scripts/fuzz.sh runs them).
#   scripts/sanitize.sh [HANDS]     HANDS per game in the selfplay (default 200)
set -euo pipefail
cd "$(dirname "$0")/.."
hands=${1:-200}
export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1:strict_string_checks=1:check_initialization_order=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

scripts/build-sanitize.sh
bin=build/sanitize
t0=$(date +%s)
# All but the duplicate-deal strength trial of the standard bot (minutes
# under the sanitizers; the searching bots are covered by the other bot
# tests and the selfplay below).
"$bin/tests/stichfest_tests" '~the standard bot beats the beginner on duplicate deals'
t1=$(date +%s)
echo "core tests under the sanitizers: $((t1 - t0)) s"
# Every game and preset with the rule-based bots, and a few hands of the
# searching bots (their search is the heaviest code).
for rules in schieberamsch 'schieberamsch(preset=pfaelzer)' 'schieberamsch(jacks_in_skat=forbidden,ramsch_kontra=on)' \
             kalter-schlag 'kalter-schlag(rounding=round5_first)' ramsen 'ramsen(players=3)' 'ramsen(players=5)' \
             schafkopf-us 'schafkopf-us(preset=fixed)' \
             'schafkopf-us(farbsolo=on,hochzeit=always,doubling=kontra_re_sup_resup)'; do
  echo "$rules: $("$bin/src/cli/stichfest" selfplay --rules "$rules" --hands "$hands" --seed 11 | tail -n 1)"
done
for rules in schieberamsch kalter-schlag ramsen schafkopf-us; do
  echo "$rules, standard bots: $("$bin/src/cli/stichfest" selfplay --rules "$rules" --hands 2 --seed 11 --bots standard | tail -n 1)"
done
echo "selfplay under the sanitizers: $(($(date +%s) - t1)) s"
