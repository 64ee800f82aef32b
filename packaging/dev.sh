#!/usr/bin/env bash
# Set up a fresh Debian/Ubuntu machine for Saga Table, then launch the app or run every test.
#
#   bash packaging/dev.sh run  [APP ARGS...]   launch the app (the built-in demo game by default)
#   bash packaging/dev.sh test [PYTEST ARGS...] lint, type-check, import contracts, then every test
#   bash packaging/dev.sh compile               the lab's compiled engine (saga_table/compiled.py)
#
# Both install what they need on their own: the Debian packages Qt needs headless and fonts that
# can show Japanese (apt-get, through sudo when not root), a virtual environment in .venv with the
# project and its test tools. A second run skips whatever is already in place.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
venv=${SAGA_TABLE_VENV:-$root/.venv}
# The interpreter the environment is made from: python3, or SAGA_TABLE_PYTHON (a release build
# made from the optimized interpreter of packaging/optimized_python.sh; resources/docs/packaging.md)
python=${SAGA_TABLE_PYTHON:-python3}
cd "$root"

# What Qt's offscreen and xcb platforms need, and fonts for Latin and Japanese text
# (../shared/docs/toolchain.md measured these on a bare Debian 12).
system_packages=(
    libgl1 libegl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libfreetype6 libdbus-1-3
    libglib2.0-0 libx11-6 libx11-xcb1 libxcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0
    libxcb-keysyms1 libxcb-render-util0 libxcb-render0 libxcb-shape0 libxcb-util1 libxcb-xkb1
    fontconfig fonts-dejavu-core fonts-ipafont-gothic
)

say() { printf '\033[1m[saga-table]\033[0m %s\n' "$*" >&2; }

ensure_system_packages() {
    local missing=()
    local pkg
    if ! command -v dpkg-query >/dev/null 2>&1; then
        say "not a Debian/Ubuntu system: install Qt's runtime libraries and a CJK font yourself"
        return 0
    fi
    for pkg in "${system_packages[@]}"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" \
            || missing+=("$pkg")
    done
    if ! "$python" -c 'import ensurepip, venv' >/dev/null 2>&1; then
        missing+=(python3-venv)
    fi
    [ ${#missing[@]} -eq 0 ] && return 0
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null 2>&1 || { say "need root to install: ${missing[*]}"; exit 1; }
        sudo=(sudo)
    fi
    say "installing Debian packages: ${missing[*]}"
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -q --no-install-recommends "${missing[@]}"
}

ensure_python() {
    "$python" - <<'PY' || { say "Saga Table needs Python 3.11 or newer"; exit 1; }
import sys
sys.exit(0 if sys.version_info >= (3, 11) else 1)
PY
}

ensure_venv() {
    local stamp="$venv/.saga-table-installed"
    local want
    want=$(cat pyproject.toml | sha256sum | cut -d' ' -f1)
    if [ ! -x "$venv/bin/python" ]; then
        say "creating the virtual environment in $venv"
        "$python" -m venv "$venv"
    fi
    if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
        say "installing Saga Table and its test tools into $venv"
        "$venv/bin/python" -m pip install -q --upgrade pip
        "$venv/bin/python" -m pip install -q -e ".[test,package]"
        echo "$want" > "$stamp"
    fi
}

build_translations() {
    # Compile the Qt translations (.ts in resources/translations, .qm next to them).
    local ts qm
    for ts in resources/translations/*.ts; do
        [ -e "$ts" ] || continue
        qm="${ts%.ts}.qm"
        if [ ! -f "$qm" ] || [ "$ts" -nt "$qm" ]; then
            "$venv/bin/pyside6-lrelease" -silent "$ts" -qm "$qm"
        fi
    done
}

ensure_compiled() {
    # The goldfish lab's compiled engine (mypyc; saga_table/compiled.py), rebuilt when the
    # engine's or the lab's sources changed: about a minute. It needs a C compiler and Python's
    # headers; without them the lab plays on the Python modules, the same games more slowly.
    if "$venv/bin/python" packaging/compile_engine.py --check >/dev/null 2>&1; then
        return 0
    fi
    local include
    include=$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["include"])')
    local missing=()
    command -v gcc >/dev/null 2>&1 || missing+=(gcc)
    [ -f "$include/Python.h" ] || missing+=(python3-dev)
    if [ ${#missing[@]} -gt 0 ] && command -v apt-get >/dev/null 2>&1; then
        local sudo=()
        [ "$(id -u)" -ne 0 ] && sudo=(sudo)
        say "installing what the compiled engine is built with: ${missing[*]}"
        "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
            --no-install-recommends "${missing[@]}" || true
    fi
    say "compiling the lab's engine with mypyc (about a minute; once per change of the engine)"
    "$venv/bin/python" packaging/compile_engine.py
}

cmd=${1:-run}
[ $# -gt 0 ] && shift
ensure_python
ensure_system_packages
ensure_venv
build_translations
if [ "$cmd" = test ]; then
    ensure_compiled  # the tests compare the compiled engine's games with the Python one's
    export SAGA_TABLE_EXPECT_COMPILED=1
elif [ "$cmd" = package ]; then
    ensure_compiled  # the packaged lab plays on it
elif [ "$cmd" = run ]; then
    # built on the first set-up; after a change to the engine, `dev.sh compile` (meanwhile the
    # lab says it plays on the Python modules, which are the same games)
    if [ ! -f saga_table/_compiled/manifest.json ]; then
        ensure_compiled || say "the compiled engine could not be built: the lab plays on Python"
    elif ! "$venv/bin/python" packaging/compile_engine.py --check >/dev/null 2>&1; then
        say "the lab's compiled engine is out of date: bash packaging/dev.sh compile"
    fi
fi

case "$cmd" in
    run)
        exec "$venv/bin/saga-table" "$@"
        ;;
    test)
        export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
        say "ruff"
        "$venv/bin/ruff" check saga_table tests packaging
        say "mypy (strict on the engine and the data layers)"
        "$venv/bin/mypy"
        say "import contracts"
        "$venv/bin/lint-imports"
        say "pytest"
        exec "$venv/bin/python" -m pytest "$@"
        ;;
    compile)
        # bash packaging/dev.sh compile: the compiled engine again, now
        exec "$venv/bin/python" packaging/compile_engine.py "$@"
        ;;
    package)
        # bash packaging/dev.sh package [--onefile] [--archive]: the packaged app, in dist/
        # (resources/docs/packaging.md)
        exec "$venv/bin/python" packaging/build.py "$@"
        ;;
    *)
        say "usage: bash packaging/dev.sh run|test|compile|package [ARGS...]"
        exit 2
        ;;
esac
