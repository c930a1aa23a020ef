#!/usr/bin/env bash
# Installs what the emulator tests need and is missing, and nothing more:
#   Debian's chromium (apt), the pinned npm packages (npm ci), and the
#   EmulatorJS front end with the PPSSPP core (npm pack, hash-checked, repacked).
# Reaches only the Debian and npm registries.
set -euo pipefail
cd "$(dirname "$0")"
start=$SECONDS

if [ -x /usr/bin/chromium ]; then
	echo "==> chromium is installed ($(/usr/bin/chromium --version 2>/dev/null | head -1))"
else
	echo "==> installing Debian's chromium (apt-get)"
	[ "$(id -u)" = 0 ] || { echo "need root for apt-get install chromium (or install it and rerun)"; exit 1; }
	log=$(mktemp)
	if ! { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium; } >"$log" 2>&1; then
		tail -30 "$log"; rm -f "$log"; exit 1
	fi
	rm -f "$log"
	echo "==> $(/usr/bin/chromium --version 2>/dev/null | head -1) installed"
fi

# npm ci again whenever package-lock.json is not the one node_modules was made from.
lock_sum=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ "$(cat node_modules/.lock-sha256 2>/dev/null)" = "$lock_sum" ]; then
	echo "==> node_modules matches package-lock.json"
else
	echo "==> npm ci (playwright-core, pngjs, 7z-wasm)"
	npm ci --no-audit --no-fund --loglevel=error
	echo "$lock_sum" > node_modules/.lock-sha256
fi

node prepare-emulator.mjs
echo "==> e2e setup done in $((SECONDS - start)) s"
