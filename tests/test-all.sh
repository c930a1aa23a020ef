#!/usr/bin/env bash
# `make test`: runs every part of the test suite, each to its end even when
# an earlier one failed, and ends on one count line for the whole run:
#   all tests: N passed, M failed
# Counted: cargo's "test result" lines of the host tests and the EBOOT checks,
# the JS unit tests' pass/fail counts (node --test), the emulator scenarios
# (run.mjs's "e2e: P passed, F failed", where a scenario that did not run is
# failed), and lint as one check. A part that fails without a failed test to
# show for it (it did not build, or it stopped early) counts one failure more.
# Every build comes first (the PSP's beside the host's, then lint); the emulator
# tests, the longest part, then run in the background beside the host tests,
# the EBOOT checks and the JS tests, so that they share the two cores with test
# runs, not with builds. Their output is shown when they end. The exit status
# is 0 only when every part passed.
set -uo pipefail
cd "$(dirname "$0")/.."

logs=target/test-logs
mkdir -p "$logs"
make=(make --no-print-directory)

passed=0
failed=0
summary=()

# run PART COMMAND...: runs it with its output shown and kept in $logs/PART.log.
run() {
	local part=$1
	shift
	echo "==> make test: $part"
	"$@" 2>&1 | tee "$logs/$part.log"
	return "${PIPESTATUS[0]}"
}

# count PART STATUS PASSED FAILED: adds a part's counts to the totals.
count() {
	local part=$1 status=$2 p=$3 f=$4 note=""
	if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then
		f=1
		note=" (exit $status with no failed test counted: counted as one failure)"
	fi
	passed=$((passed + p))
	failed=$((failed + f))
	summary+=("$part: $p passed, $f failed$note")
}

# Sums cargo's "test result: ok. P passed; F failed; ..." lines of a log.
cargo_counts() {
	awk '/^test result: / { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed;?$/) p += $i; if ($(i+1) ~ /^failed;?$/) f += $i } }
		END { print p + 0, f + 0 }' "$1"
}

# The builds first. The tools are installed once (the pinned toolchain, cargo-psp), then the
# EBOOT is built with what the emulator tests need (Chromium and the core) in the background,
# while the host builds the tests and the tool that draws the expected screens, and lint runs:
# separate target folders, so the two builds share the cores, not a lock.
run setup "${make[@]}" setup stage
setup_status=$?
echo "==> make test: the EBOOT and the emulator's set-up build in the background (log: $logs/e2e-build.log)"
"${make[@]}" eboot e2e-setup >"$logs/e2e-build.log" 2>&1 &
psp_pid=$!
run host-build cargo test --release --no-run
cargo build --release --bin sudoku >>"$logs/host-build.log" 2>&1
tool_status=$?

run lint "${make[@]}" lint
status=$?
if [ "$status" -eq 0 ]; then count lint 0 1 0; else count lint "$status" 0 1; fi

wait "$psp_pid"
build_status=$?
cat "$logs/e2e-build.log"
[ "$setup_status" -eq 0 ] && [ "$tool_status" -eq 0 ] || build_status=1

# The emulator tests, the longest part, in the background from here.
e2e_start=$SECONDS
if [ "$build_status" -eq 0 ]; then
	echo "==> make test: the emulator tests run in the background (log: $logs/e2e.log)"
	(cd tests/e2e && node run.mjs) >"$logs/e2e.log" 2>&1 &
	e2e_pid=$!
else
	echo "e2e: the EBOOT, the host tool or the emulator could not be built or installed (see $logs/e2e-build.log and $logs/host-build.log)" >"$logs/e2e.log"
	e2e_pid=
fi

run host "${make[@]}" test-host
status=$?
read -r p f < <(cargo_counts "$logs/host.log")
count "host tests" "$status" "$p" "$f"

run eboot "${make[@]}" test-eboot
status=$?
read -r p f < <(cargo_counts "$logs/eboot.log")
count "EBOOT checks" "$status" "$p" "$f"

run js "${make[@]}" test-js
status=$?
read -r p f < <(awk '/^(ℹ|#) pass [0-9]+$/ { p = $3 } /^(ℹ|#) fail [0-9]+$/ { f = $3 } END { print p + 0, f + 0 }' "$logs/js.log")
count "JS unit tests" "$status" "$p" "$f"

echo "==> make test: e2e (the emulator tests, run in the background since the host tests began)"
if [ -n "$e2e_pid" ]; then
	wait "$e2e_pid"
	status=$?
else
	status=1
fi
cat "$logs/e2e.log"
echo "==> make e2e wall time: $((SECONDS - e2e_start)) s"
read -r p f < <(awk '/^e2e: [0-9]+ passed, [0-9]+ failed/ { p = $2; f = $4 } END { print p + 0, f + 0 }' "$logs/e2e.log")
count "emulator scenarios" "$status" "$p" "$f"

echo "==> make test: logs in $logs/"
for line in "${summary[@]}"; do echo "    $line"; done
echo "all tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
