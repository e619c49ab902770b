#!/usr/bin/env bash
# Sets up everything on a fresh Debian/Ubuntu machine and starts Card Table.
# Extra arguments go to the app (e.g. --game cribbage).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/system-deps.sh
python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q .
exec .venv/bin/cardtable "$@"
