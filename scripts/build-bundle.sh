#!/usr/bin/env bash
# Builds the one-folder PyInstaller bundle dist/cardtable/ and smoke-tests it.
#
#   bash scripts/build-bundle.sh            build, then smoke-test
#   bash scripts/build-bundle.sh --test     only smoke-test an existing dist/cardtable
#
# Steps: a scratch virtual environment in build/bundle/venv with PyInstaller and
# Card Table installed from a wheel of this checkout (whose build compiles the
# translations: see setup.py); a free font from the system (DejaVu Sans,
# Debian package fonts-dejavu-core, installed by system-deps.sh --bundle) with
# its licence, for the bundle's fonts folder (fonts are never committed);
# PyInstaller with packaging/pyinstaller/cardtable.spec into dist/cardtable/.
# The smoke test runs `cardtable --version` and `--list` from the bundle, then
# starts it offscreen at a game for a few seconds, saving a screenshot, twice:
# with the system's fonts, and with fontconfig seeing no font at all (a bare
# system), where only the bundled font can draw the text. It fails if any run
# fails; the screenshots are in build/bundle/ to look at.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=$root/build/bundle
bundle=$root/dist/cardtable
python=${PYTHON:-python3}
pyinstaller_spec=${PYINSTALLER_SPEC:-"pyinstaller>=6.10,<7"}
version=$("$python" -c "import ast,sys; t=ast.parse(open('cardtable/__init__.py').read()); print(next(n.value.value for n in t.body if isinstance(n, ast.Assign) and n.targets[0].id == '__version__'))")

build() {
  bash scripts/system-deps.sh --bundle
  mkdir -p "$work"
  echo "== scratch environment: $work/venv"
  [ -x "$work/venv/bin/python" ] || "$python" -m venv "$work/venv"
  "$work/venv/bin/python" -m pip install -q --upgrade pip
  "$work/venv/bin/python" -m pip install -q "$pyinstaller_spec"
  # From a wheel, not editable: the installed package must hold the compiled
  # translations and the desktop files that setup.py adds to every build.
  rm -rf "$work/wheel"
  "$work/venv/bin/python" -m pip wheel -q --no-deps -w "$work/wheel" .
  "$work/venv/bin/python" -m pip install -q --force-reinstall --no-deps "$work"/wheel/cardtable-*.whl
  "$work/venv/bin/python" -m pip install -q "$work"/wheel/cardtable-*.whl  # and its dependencies
  qm=$(cd / && "$work/venv/bin/python" -c "import cardtable, pathlib; print(len(list((pathlib.Path(cardtable.__file__).parent / 'i18n').glob('*.qm'))))")
  [ "$qm" -gt 0 ] || { echo "error: the installed package has no compiled translations" >&2; exit 1; }
  echo "   $qm compiled translations in the installed package"

  echo "== font for the bundle"
  fonts=$work/fonts
  rm -rf "$fonts" && mkdir -p "$fonts"
  dejavu=""
  for folder in /usr/share/fonts/truetype/dejavu /usr/share/fonts/dejavu /usr/share/fonts/TTF; do
    [ -f "$folder/DejaVuSans.ttf" ] && { dejavu=$folder; break; }
  done
  [ -n "$dejavu" ] || { echo "error: DejaVu Sans not found (Debian/Ubuntu: apt-get install fonts-dejavu-core)" >&2; exit 1; }
  cp "$dejavu/DejaVuSans.ttf" "$dejavu/DejaVuSans-Bold.ttf" "$fonts/"
  if [ -f /usr/share/doc/fonts-dejavu-core/copyright ]; then
    cp /usr/share/doc/fonts-dejavu-core/copyright "$fonts/LICENSE-DejaVu.txt"
  else
    echo "DejaVu fonts: Bitstream Vera licence with DejaVu changes in the public domain; see https://dejavu-fonts.github.io/License.html" > "$fonts/LICENSE-DejaVu.txt"
  fi
  ls "$fonts" | sed 's/^/   /'

  echo "== PyInstaller"
  rm -rf "$bundle"
  CARDTABLE_BUNDLE_FONTS=$fonts "$work/venv/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath "$root/dist" --workpath "$work/pyinstaller" packaging/pyinstaller/cardtable.spec
}

smoke_test() {
  echo "== smoke test of $bundle"
  [ -x "$bundle/cardtable" ] || { echo "error: no bundle at $bundle" >&2; exit 1; }
  mkdir -p "$work"
  got=$("$bundle/cardtable" --version)
  [ "$got" = "cardtable $version" ] || { echo "error: --version said '$got', not 'cardtable $version'" >&2; exit 1; }
  echo "   --version: $got"
  games=$("$bundle/cardtable" --list | wc -l)
  [ "$games" -gt 0 ] || { echo "error: --list listed no game" >&2; exit 1; }
  echo "   --list: $games games"
  ls "$bundle"/_internal/fonts/*.ttf >/dev/null 2>&1 || { echo "error: no fonts in the bundle" >&2; exit 1; }
  ls "$bundle"/_internal/cardtable/i18n/*.qm >/dev/null 2>&1 || { echo "error: no translations in the bundle" >&2; exit 1; }

  start() {  # name, extra environment...
    local name=$1; shift
    local home shot
    home=$(mktemp -d) shot=$work/smoke-$name.png
    rm -f "$shot"
    if ! env "$@" QT_QPA_PLATFORM=offscreen CARDTABLE_HOME="$home" timeout 120 \
        "$bundle/cardtable" --game hearts --seed 1 --quit-after 3000 --screenshot "$shot" >"$work/smoke-$name.log" 2>&1; then
      echo "error: the bundle did not start and quit cleanly ($name); its output:" >&2
      cat "$work/smoke-$name.log" >&2
      exit 1
    fi
    rm -rf "$home"
    [ -s "$shot" ] || { echo "error: no screenshot ($name)" >&2; exit 1; }
    echo "   started at Hearts offscreen and quit with status 0 ($name): $shot"
  }
  start system-fonts
  # A bare system: fontconfig with no font folder at all.
  nofonts=$work/no-fonts
  mkdir -p "$nofonts"
  printf '<?xml version="1.0"?>\n<fontconfig><cachedir>%s/cache</cachedir></fontconfig>\n' "$nofonts" > "$nofonts/fonts.conf"
  start no-system-fonts FONTCONFIG_FILE="$nofonts/fonts.conf"
  echo "== bundle: $(du -sh "$bundle" | cut -f1) in $bundle ($(find "$bundle" -type f | wc -l) files)"
}

case "${1:-}" in
  "") build; smoke_test ;;
  --test) smoke_test ;;
  *) echo "usage: $0 [--test]" >&2; exit 2 ;;
esac
