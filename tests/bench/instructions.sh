#!/bin/sh
# `make bench-instructions`: instructions per puzzle of our solver and the `sudoku` crate, counted
# by callgrind (independent of the machine's load), per set, to the first solution and counting to
# two, and their ratio. Usage: tests/bench/instructions.sh BENCH_BINARY [SET...]
set -eu
bin=$1; shift
sets=${*:-17_clue magictour 1905 1106 serg}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
printf '| set | puzzles | guesses first / count 2 | ours first | crate first | ratio first | ours count 2 | crate count 2 | ratio count 2 |\n'
printf '|---|---:|---:|---:|---:|---:|---:|---:|---:|\n'
for set in $sets; do
	SET=$set valgrind --tool=callgrind --callgrind-out-file="$out/cg" --collect-atstart=no \
		--toggle-collect='*pass_*' "$bin" >"$out/log" 2>"$out/err" || { cat "$out/err"; exit 1; }
	callgrind_annotate --inclusive=yes "$out/cg" >"$out/ann" 2>/dev/null
	line=$(grep -v '^==' "$out/log" | head -1)
	n=$(echo "$line" | sed -n 's/^[^:]*: \([0-9]*\) puzzles.*/\1/p')
	g1=$(echo "$line" | sed -n 's/.* \([0-9.]*\) guesses each to 1.*/\1/p')
	g2=$(echo "$line" | sed -n 's/.* \([0-9.]*\) guesses each to 2.*/\1/p')
	name=$(echo "$line" | cut -d: -f1)
	ir() { grep "instructions::$1" "$out/ann" | head -1 | awk '{gsub(",","",$1); print $1}'; }
	awk -v name="$name" -v n="$n" -v g1="$g1" -v g2="$g2" -v of="$(ir pass_ours_first)" -v tf="$(ir pass_theirs_first)" \
		-v oc="$(ir pass_ours_count)" -v tc="$(ir pass_theirs_count)" 'BEGIN {
		printf "| %s | %d | %s / %s | %.0f | %.0f | %.2f | %.0f | %.0f | %.2f |\n", name, n, g1, g2,
			of / n, tf / n, of / tf, oc / n, tc / n, oc / tc }'
done
