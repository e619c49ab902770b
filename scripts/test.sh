#!/usr/bin/env bash
# Sets up everything on a fresh Debian/Ubuntu machine and runs the tests:
# system libraries for Qt, a virtual environment in .venv, the package with its
# test extra, then pytest (offscreen Qt). Any failure, and "no tests ran", fails.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/system-deps.sh
python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e '.[test]'
QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -q "$@"
