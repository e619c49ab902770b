#!/usr/bin/env bash
# Installs the system libraries Qt needs on Debian/Ubuntu, if any is missing.
# Runs apt-get as root, or through sudo when that is available; otherwise says
# which packages to install and carries on (the tests that need Qt will say so).
set -euo pipefail
packages=(libegl1 libgl1 libfontconfig1 libxkbcommon0 libxkbcommon-x11-0 libdbus-1-3
          libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libglib2.0-0)
command -v dpkg-query >/dev/null 2>&1 || { echo "not a Debian-like system: install Qt's libraries yourself"; exit 0; }
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ]; then sudo=""; elif command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
  echo "please install: ${missing[*]}"; exit 0; fi
echo "installing Qt's system libraries: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
