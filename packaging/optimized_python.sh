#!/usr/bin/env bash
# Build a CPython for release builds of the packaged app: profile-guided and link-time optimized
# (--enable-optimizations --with-lto), as a shared library, which is what PyInstaller bundles.
# The pure-Python engine runs about 10 % fewer instructions on it than on an interpreter built
# without them (resources/docs/design.md, "the interpreter"). It takes 15-20 minutes on two cores,
# once; later runs print the path at once.
#
#   bash packaging/optimized_python.sh [PREFIX]     prints PREFIX/bin/python3 when done
#   SAGA_TABLE_PYTHON=$(bash packaging/optimized_python.sh) SAGA_TABLE_VENV=.venv-release \
#       bash packaging/dev.sh package                # the packaged app on it
#
# The source: python.org's release of the python3 on PATH; without a network that reaches it,
# Debian's source package of the system's python3.11 (its own apt lists, in a temporary folder:
# the system's are left as they are).
set -euo pipefail

say() { printf '\033[1m[saga-table]\033[0m %s\n' "$*" >&2; }

version=$(python3 -c 'import platform; print(platform.python_version())')
prefix=${1:-${XDG_CACHE_HOME:-$HOME/.cache}/saga-table/python-pgo}
if [ -x "$prefix/bin/python3" ]; then
    echo "$prefix/bin/python3"
    exit 0
fi

sudo=()
[ "$(id -u)" -ne 0 ] && sudo=(sudo)
build_deps=(build-essential libssl-dev zlib1g-dev libffi-dev libsqlite3-dev libbz2-dev
    liblzma-dev uuid-dev libreadline-dev libncurses-dev libgdbm-dev)
missing=()
for pkg in "${build_deps[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" \
        || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
    say "installing what CPython builds with: ${missing[*]}"
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >&2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
if curl -fsSL --max-time 60 -o src.tar.xz \
    "https://www.python.org/ftp/python/$version/Python-$version.tar.xz" 2>/dev/null; then
    say "building CPython $version from python.org's source"
    tar -xJf src.tar.xz
else
    say "python.org not reached: Debian's source package of python3.11"
    mkdir -p lists/partial archives/partial
    cat > sources.list <<'LIST'
deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian bookworm main
LIST
    apt_opts=(-o "Dir::Etc::SourceList=$work/sources.list" -o "Dir::Etc::SourceParts=/dev/null"
        -o "Dir::State::Lists=$work/lists" -o "Dir::Cache::Archives=$work/archives")
    apt-get "${apt_opts[@]}" update -q >&2
    apt-get "${apt_opts[@]}" source --download-only python3.11 >&2
    tar -xzf python3.11_*.orig.tar.gz
fi
src=$(find "$work" -maxdepth 1 -type d -name 'Python-*' | head -1)
cd "$src"
say "configuring (PGO, LTO, shared) for $prefix"
./configure --enable-optimizations --with-lto --enable-shared --prefix="$prefix" \
    LDFLAGS="-Wl,-rpath,$prefix/lib" > "$work/configure.log" 2>&1 \
    || { tail -20 "$work/configure.log" >&2; exit 1; }
say "building: the profile run takes most of the time"
make -j"$(nproc)" > "$work/make.log" 2>&1 || { tail -40 "$work/make.log" >&2; exit 1; }
make install > "$work/install.log" 2>&1 || { tail -20 "$work/install.log" >&2; exit 1; }
echo "$prefix/bin/python3"
