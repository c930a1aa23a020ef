# PSP Sudoku: `make` builds the EBOOT.PBP, `make test` runs every test.
# Every target says what it does; missing tools are installed (toolchain,
# cargo-psp) or named with the command that gets them.

TOOLCHAIN   := nightly-2026-10-01
# The shared puzzle sets that test-full and bench read (not part of the clone).
PUZZLES     ?= $(abspath $(CURDIR)/../shared/puzzles)
CARGO_PSP   := 0.2.10
# The build the Tools menu names: the commit built (a build outside git says "dev").
export SUDOKU_BUILD ?= $(shell git rev-parse --short HEAD 2>/dev/null || echo dev)
CARGO_MUTANTS := 27.1.0
STAGE       := target/psp-stage
EBOOT       := target/EBOOT.PBP
# cargo-psp names the EBOOT after the package when the build has more than one executable (the
# build script counts as one).
PSP_OUT     := $(STAGE)/target/mipsel-sony-psp/release/psp-sudoku.EBOOT.PBP

.PHONY: screens all stage eboot setup toolchain cargo-psp cargo-mutants test test-host test-full test-eboot test-js lint doc dist bench bench-instructions hardest artwork clean mutants mutants-diff

all: eboot

## ---- set-up -------------------------------------------------------------

setup: toolchain cargo-psp

toolchain:
	@command -v rustup >/dev/null || { echo "rustup is missing: install it from https://rustup.rs, then run make again"; exit 1; }
	@if rustup component list --toolchain $(TOOLCHAIN) --installed 2>/dev/null | grep -q '^rust-src'; then \
		echo "==> toolchain $(TOOLCHAIN) with rust-src is installed"; \
	else \
		echo "==> installing toolchain $(TOOLCHAIN) (rust-src, rustfmt, clippy)"; \
		rustup toolchain install $(TOOLCHAIN) --profile minimal -c rust-src -c rustfmt -c clippy; \
	fi

cargo-psp: toolchain
	@if cargo install --list | grep -q '^cargo-psp v$(CARGO_PSP):'; then \
		echo "==> cargo-psp $(CARGO_PSP) is installed"; \
	else \
		echo "==> installing cargo-psp $(CARGO_PSP)"; \
		cargo install cargo-psp --version $(CARGO_PSP) --locked; \
	fi

cargo-mutants: toolchain
	@if cargo install --list | grep -q '^cargo-mutants v$(CARGO_MUTANTS):'; then \
		echo "==> cargo-mutants $(CARGO_MUTANTS) is installed"; \
	else \
		echo "==> installing cargo-mutants $(CARGO_MUTANTS) (about a minute)"; \
		cargo install cargo-mutants --version $(CARGO_MUTANTS) --locked; \
	fi

## ---- the EBOOT ----------------------------------------------------------

# cargo only reads manifests named Cargo.toml: stage Cargo.toml.psp as
# $(STAGE)/Cargo.toml (its paths point back at src/), with Psp.toml and the
# artwork beside it, and build there. The tracked Cargo.toml is never touched.
stage: setup
	@echo "==> staging Cargo.toml.psp and assets/ in $(STAGE)"
	@mkdir -p $(STAGE)
	@for f in Cargo.toml.psp:Cargo.toml assets/Psp.toml:Psp.toml assets/ICON0.png:ICON0.png assets/PIC1.png:PIC1.png; do \
		src=$${f%%:*}; dst=$(STAGE)/$${f##*:}; cmp -s $$src $$dst || cp $$src $$dst; \
	done

eboot: stage
	@echo "==> cargo psp --release (in $(STAGE))"
	cd $(STAGE) && cargo psp --release
	@cp $(PSP_OUT) $(EBOOT)
	@echo "==> $(EBOOT): $$(stat -c %s $(EBOOT)) bytes"

## ---- tests --------------------------------------------------------------

# Every part (lint, host tests, EBOOT checks, JS unit tests, emulator tests),
# each run to its end even after a failure; ends on the count line
# "all tests: N passed, M failed" and fails if any part failed (tests/test-all.sh).
test:
	@bash tests/test-all.sh

test-host: toolchain
	@echo "==> host tests (core library, host tools, sudoku solve, solver vs the sudoku crate on tests/puzzles/)"
	cargo test --release

# Every puzzle of every set in PUZZLES (about 110,000) against the sudoku crate, through the grid
# form, and through the logic (every step checked against the solution).
test-full: toolchain
	@echo "==> solver vs the sudoku crate on every puzzle in $(PUZZLES) (set PUZZLES=DIR for another folder)"
	@test -d "$(PUZZLES)" || { echo "make test-full: the puzzle folder $(PUZZLES) is missing; set PUZZLES=DIR"; exit 1; }
	PUZZLES="$(PUZZLES)" cargo test --release --test oracle -- --ignored --nocapture every_shared_puzzle
	@echo "==> every puzzle in $(PUZZLES) written in the grid form and read back"
	PUZZLES="$(PUZZLES)" cargo test --release --test formats -- --ignored --nocapture every_shared_set
	@echo "==> every step the logic takes on every puzzle in $(PUZZLES) and tests/puzzles/qqwing_expert.txt, checked against the solver; per set, the share logic finishes and the levels"
	PUZZLES="$(PUZZLES)" cargo test --release --test grading -- --ignored --nocapture every_shared_puzzle

# Checks the built EBOOT.PBP the way a PSP reads it (PBP header, PARAM.SFO, icons).
test-eboot: eboot dist
	@echo "==> EBOOT.PBP checks on $(EBOOT), and the layout of $(DIST)"
	SUDOKU_EBOOT=$(CURDIR)/$(EBOOT) SUDOKU_DIST=$(CURDIR)/$(DIST) cargo test --release --test eboot -- --ignored
	@echo "==> every instruction of the PSP build exists on the Allegrex (tests/allegrex.rs)"
	SUDOKU_ELF=$(CURDIR)/$(STAGE)/target/mipsel-sony-psp/release/psp-sudoku cargo test --release --test allegrex -- --ignored --nocapture

# The player's download: target/sudoku-psp.zip holds PSP/GAME/SUDOKU/EBOOT.PBP and a short
# README.txt (assets/README.txt); unzipped at the memory stick's root it installs the game.
DIST        := target/sudoku-psp.zip
dist: eboot
	@echo "==> $(DIST): PSP/GAME/SUDOKU/EBOOT.PBP and README.txt"
	@rm -f $(DIST)
	python3 -c 'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED); [z.write(src, arc) for src, arc in zip(sys.argv[2::2], sys.argv[3::2])]; z.close()' \
		$(DIST) $(EBOOT) PSP/GAME/SUDOKU/EBOOT.PBP assets/README.txt PSP/GAME/SUDOKU/README.txt
	@echo "==> $(DIST): $$(stat -c %s $(DIST)) bytes"

lint: stage
	@echo "==> cargo fmt --check (host manifest), rustfmt --check src/main.rs (the PSP shell it does not list)"
	cargo fmt --check
	rustfmt --edition 2024 --check src/main.rs
	@echo "==> cargo clippy -D warnings (host: library, tools, tests)"
	cargo clippy --release --all-targets -- -D warnings
	@echo "==> cargo clippy -D warnings (PSP build: the shell in src/main.rs, in $(STAGE))"
	cd $(STAGE) && cargo clippy --release --target mipsel-sony-psp -Zbuild-std=core,alloc,panic_unwind,panic_abort -- -D warnings
	@echo "==> cargo doc -D warnings (the core library and the host tool, private items too)"
	RUSTDOCFLAGS="-D warnings" $(DOC)

# The design of each part, in its module docs: the core library and the host tool, private
# items included (the notes link to them); open target/doc/sudoku_core/index.html.
DOC := cargo doc --no-deps --document-private-items
doc: toolchain
	@echo "==> cargo doc: the core library and the host tool, private items too"
	$(DOC)
	@echo "==> open target/doc/sudoku_core/index.html"

## ---- emulator tests (tests/e2e) -----------------------------------------

.PHONY: e2e e2e-setup e2e-scenarios run

# The release EBOOT in PPSSPP (WebAssembly) in headless Chromium: boots it,
# drives the pad, compares the screen with `sudoku render` images. Every screen
# a scenario checks lands in target/e2e/<scenario>/.
e2e:
	@start=$$(date +%s%N); \
	$(MAKE) --no-print-directory eboot e2e-setup e2e-scenarios; status=$$?; \
	ms=$$(( ($$(date +%s%N) - start) / 1000000 )); \
	echo "==> make e2e wall time: $$((ms / 1000)).$$((ms % 1000 / 100)) s"; \
	exit $$status

# Chromium (apt), the pinned npm packages, the EmulatorJS front end and PPSSPP core.
e2e-setup:
	@bash tests/e2e/setup.sh

# The harness's own solver, grader and glyph reader (tests/e2e/unit/), which
# the scenarios check answers with: quick, and run before the emulator.
test-js: toolchain e2e-setup
	@echo "==> JS unit tests: the emulator harness's own solver, grader, glyph reader and screen captures (tests/e2e/unit/)"
	cargo build --release --bin sudoku
	cd tests/e2e && node --test --test-reporter=spec unit/

e2e-scenarios: toolchain
	@echo "==> building the host tool that draws the expected screens (sudoku render)"
	cargo build --release --bin sudoku
	node tests/e2e/run.mjs

# Serves the EBOOT in PPSSPP on http://127.0.0.1:PORT/ to play in a browser; Ctrl-C stops.
run: eboot e2e-setup
	@node tests/e2e/server.mjs $(PORT)

## ---- mutation testing (cargo-mutants; its settings: .cargo/mutants.toml) ---

# `make mutants [MODULE=src/editor|src/pad.rs] [SHARD=k/n] [TESTS=--test=oracle]` mutates the
# core (or the files and folders MODULE lists), builds each mutant in the `mutants` profile with
# the library's unit tests and runs them. SHARD=k/n takes every n-th mutant from the k-th (k from
# 0): a sample spread over the whole module. TESTS adds test targets for a module they cover.
# `make mutants-diff [BASE=rev]` does the same for the mutants in the lines changed since BASE
# (default origin/main, else main, else the last commit). Both write caught.txt, missed.txt,
# timeout.txt and unviable.txt to $(MUTANTS_OUT)/mutants.out/ (MUTANTS_OUT=dir to keep runs
# apart), print a score, and fail when a mutant is missed or times out.
MODULE ?=
SHARD  ?=
TESTS  ?=
BASE   ?=
MUTANTS_OUT ?= target/mutants
# One target folder for every mutant's build, kept between runs: the dependencies build once.
# A property test that fails under a mutant stops there: shrinking the failure costs a timeout.
# The property tests draw the same cases in every run (MUTANTS_SEED): a random seed now and then
# draws a case that takes minutes (a 16x16 naive search in the lesson's tests), a false timeout.
MUTANTS_SEED ?= 1
MUTANTS_RUN = CARGO_TARGET_DIR=$(CURDIR)/target/mutants-build PROPTEST_MAX_SHRINK_ITERS=0 \
	PROPTEST_RNG_SEED=$(MUTANTS_SEED) \
	cargo mutants --output $(MUTANTS_OUT) \
	$(if $(SHARD),--shard $(SHARD) --sharding round-robin) $(foreach t,$(TESTS),--cargo-arg=$(t))
# Counts the outcomes of the last run and exits with cargo-mutants' status ($$status).
MUTANTS_SUMMARY = out=$(MUTANTS_OUT)/mutants.out; n() { cat $$out/$$1.txt 2>/dev/null | wc -l; }; \
	c=$$(n caught); m=$$(n missed); t=$$(n timeout); u=$$(n unviable); \
	echo "==> mutants: $$c caught, $$m missed, $$t timed out, $$u unviable$$( [ $$((c + m)) -gt 0 ] && echo "; score $$((100 * c / (c + m))) %"), $$(( $$(date +%s) - start )) s; lists in $$out/"; \
	exit $$status

mutants: cargo-mutants
	@mkdir -p $(MUTANTS_OUT)
	@echo "==> cargo mutants over $(or $(MODULE),the core)$(if $(SHARD), (shard $(SHARD)))"
	@start=$$(date +%s); \
	$(MUTANTS_RUN) $(foreach m,$(MODULE),-f '$(m)' -f '$(m)/**'); status=$$?; \
	$(MUTANTS_SUMMARY)

mutants-diff: cargo-mutants
	@mkdir -p $(MUTANTS_OUT)
	@start=$$(date +%s); base='$(BASE)'; \
	if [ -z "$$base" ]; then \
		for b in origin/main main HEAD~1; do \
			if git rev-parse -q --verify "$$b^{commit}" >/dev/null; then base=$$b; break; fi; \
		done; \
	fi; \
	from=$$(git merge-base "$$base" HEAD) || { echo "make mutants-diff: no common history with $$base; set BASE=rev"; exit 1; }; \
	if [ -z '$(BASE)' ] && [ "$$from" = "$$(git rev-parse HEAD)" ] && git diff --quiet HEAD; then \
		base=HEAD~1; from=$$(git rev-parse HEAD~1); \
	fi; \
	git diff --no-color --no-ext-diff --src-prefix=a/ --dst-prefix=b/ "$$from" > $(MUTANTS_OUT)/diff.patch; \
	echo "==> cargo mutants on the lines changed since $$base ($$(git rev-parse --short $$from)): $$(git diff --stat "$$from" | tail -n 1)"; \
	rm -rf $(MUTANTS_OUT)/mutants.out; \
	$(MUTANTS_RUN) --in-diff $(MUTANTS_OUT)/diff.patch; status=$$?; \
	$(MUTANTS_SUMMARY)

## ---- other --------------------------------------------------------------

# Figures, not pass/fail: microseconds per puzzle, ours vs the sudoku crate and the naive
# backtracker; grading with the logic against the crate's solve; presses per given to type each
# set, today's controls against the fastest entry.
bench: toolchain
	@echo "==> benchmark: our solver vs the sudoku crate and the naive backtracker on every set in $(PUZZLES)"
	PUZZLES="$(PUZZLES)" cargo bench --bench solvers
	@echo "==> benchmark: grading with the logical solver against the sudoku crate's solve, every set in $(PUZZLES) and the qqwing expert set"
	PUZZLES="$(PUZZLES)" cargo bench --bench grading
	@echo "==> benchmark: the puzzle file reader on the 17-clue set (one a line, grid form)"
	PUZZLES="$(PUZZLES)" cargo bench --bench formats
	@echo "==> presses per given to type each set on an empty grid from r1c1 (300 puzzles spread over each)"
	cargo run --release --bin sudoku -- keys --stats --sample 300 --exact 17 $(PUZZLES)/*.txt

# Instructions per puzzle, ours and the sudoku crate's, first solution and counting to 2, counted by
# callgrind (the same on a busy machine as on a quiet one): a spread sample of SAMPLE puzzles a set.
bench-instructions: toolchain
	@command -v valgrind >/dev/null || { echo "make bench-instructions: valgrind is missing (apt-get install valgrind)"; exit 1; }
	@echo "==> instructions per puzzle, ours vs the sudoku crate, under callgrind (set SAMPLE=N, default 2000)"
	cargo bench --bench instructions --no-run
	PUZZLES="$(PUZZLES)" SAMPLE="$(or $(SAMPLE),2000)" tests/bench/instructions.sh "$$(ls -t target/release/build/psp-sudoku/*/out/instructions-* target/release/deps/instructions-* 2>/dev/null | grep -v '\.d$$' | head -1)"

# The ten puzzles of every set in PUZZLES our solver takes longest over (counting to 2), with
# their microseconds and guesses: where src/hardest.txt, the in-app benchmark's hard list, came from.
hardest: toolchain
	@echo "==> the slowest puzzles of every set in $(PUZZLES), counting to 2 (set, us, guesses, line)"
	PUZZLES="$(PUZZLES)" cargo bench --bench hardest

# Redraws the reference screens of the render tests (tests/screens/*.png): look at them before committing.
screens: toolchain
	@echo "==> redrawing tests/screens/*.png (the render tests compare against these)"
	UPDATE_SCREENS=1 cargo test --release --test screens

# Redraws the XMB artwork in assets/ with the core's drawables.
artwork: toolchain
	cargo run --release --bin sudoku -- artwork assets

clean:
	@echo "==> removing target/"
	cargo clean
	rm -rf target
