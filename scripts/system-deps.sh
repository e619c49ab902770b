#!/usr/bin/env bash
# Installs the system packages Card Table needs on Debian/Ubuntu, if any is missing:
#   bash scripts/system-deps.sh              Qt's libraries (to run the app)
#   bash scripts/system-deps.sh --packaging  also desktop-file-utils and appstream (the
#                                            validators scripts/validate-packaging.sh runs)
#   bash scripts/system-deps.sh --bundle     also fonts-dejavu-core (the font the
#                                            PyInstaller bundle carries, scripts/build-bundle.sh)
# Runs apt-get as root, or through sudo when that is available; otherwise says
# which packages to install and carries on (the tests that need Qt will say so).
# Quiet when nothing is missing, so it is cheap to run every time.
set -euo pipefail
packages=(libegl1 libgl1 libfontconfig1 libxkbcommon0 libxkbcommon-x11-0 libdbus-1-3
          libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libglib2.0-0)
for option in "$@"; do
  case "$option" in
    --packaging) packages+=(desktop-file-utils appstream) ;;
    --bundle) packages+=(fonts-dejavu-core) ;;
    *) echo "usage: $0 [--packaging] [--bundle]" >&2; exit 2 ;;
  esac
done
command -v dpkg-query >/dev/null 2>&1 || { echo "not a Debian-like system: install ${packages[*]} or their equivalents yourself"; exit 0; }
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ]; then sudo=""; elif command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
  echo "please install: ${missing[*]}"; exit 0; fi
echo "installing system packages: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
