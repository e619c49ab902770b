#!/usr/bin/env bash
# Sets up everything on a fresh Debian/Ubuntu machine and runs the tests:
# system libraries for Qt and the packaging validators, a virtual environment
# in .venv, the package with its test extra, the validation of the desktop
# files (scripts/validate-packaging.sh), ruff and mypy, then pytest (offscreen Qt). Any
# failure, and "no tests ran", fails.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/system-deps.sh --packaging
bash scripts/validate-packaging.sh
python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e '.[test]'
# Static checks (settings in pyproject.toml): lint, formatting, types.
.venv/bin/ruff check cardtable tests benchmarks scripts
.venv/bin/ruff format --check cardtable tests benchmarks scripts
.venv/bin/mypy
QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -q "$@"
