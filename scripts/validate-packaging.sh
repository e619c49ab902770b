#!/usr/bin/env bash
# Validates the desktop integration files in packaging/ the way distributions
# and Flathub do, failing on any error (CI runs it from scripts/test.sh):
#   desktop-file-validate   packaging/io.github.cardtable.CardTable.desktop
#   appstreamcli validate   packaging/io.github.cardtable.CardTable.metainfo.xml (--no-net)
#   scripts/export-icons.py --check: every icon size is there, the SVG copy is current.
# The tools come from `bash scripts/system-deps.sh --packaging`.
set -euo pipefail
cd "$(dirname "$0")/.."
app_id=io.github.cardtable.CardTable
python=${PYTHON:-python3}
status=0
need() {
  command -v "$1" >/dev/null 2>&1 && return 0
  echo "error: $1 is not installed (Debian/Ubuntu: bash scripts/system-deps.sh --packaging, package $2)" >&2
  status=1
  return 1
}
if need desktop-file-validate desktop-file-utils; then
  desktop-file-validate "packaging/$app_id.desktop" || status=1
fi
if need appstreamcli appstream; then
  appstreamcli validate --no-net --explain "packaging/$app_id.metainfo.xml" || status=1
fi
"$python" scripts/export-icons.py --check || status=1
if [ "$status" -eq 0 ]; then echo "packaging files valid"; else echo "packaging validation FAILED" >&2; fi
exit "$status"
