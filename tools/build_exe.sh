#!/usr/bin/env bash
# Build the double-click executable into dist/ with the project's .venv (made by `make exe`, or
# by hand: python -m venv .venv && .venv/bin/pip install -e '.[test,build]').
#
#   tools/build_exe.sh            the game:  dist/uno-desktop[.exe] (macOS: dist/uno-desktop.app)
#   tools/build_exe.sh --bare     also the bare pygame-ce program (dist/bare-pygame…)
#   tools/build_exe.sh --smoke    then run tools/smoke_exe.py on the result
#   tools/build_exe.sh --clean    empty PyInstaller's cache first
#
# Works in Git Bash on Windows too (the venv's python is then .venv/Scripts/python.exe).
# A build takes one to a few minutes; its log is build/pyinstaller-<name>.log.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ -n "${PY:-}" ]]; then
    :
elif [[ -x .venv/bin/python ]]; then
    PY=.venv/bin/python
elif [[ -x .venv/Scripts/python.exe ]]; then
    PY=.venv/Scripts/python.exe
else
    echo "build_exe.sh: no .venv here; run 'make exe' or create .venv first" >&2
    exit 2
fi

bare=0 smoke=0 clean=()
for arg in "$@"; do
    case "$arg" in
        --bare) bare=1 ;;
        --smoke) smoke=1 ;;
        --clean) clean=(--clean) ;;
        *) echo "build_exe.sh: unknown option $arg (use --bare, --smoke, --clean)" >&2; exit 2 ;;
    esac
done

if [[ ! -f assets/icon.ico || ! -f assets/icon.icns || ! -f assets/icon.png ]]; then
    "$PY" tools/make_icon.py
fi

mkdir -p build
build() {  # build <spec> <name>
    local spec=$1 name=$2 start=$SECONDS
    echo "building $name from $spec ..."
    if ! "$PY" -m PyInstaller --noconfirm "${clean[@]}" --distpath dist \
            --workpath "build/pyinstaller" "$spec" >"build/pyinstaller-$name.log" 2>&1; then
        tail -n 40 "build/pyinstaller-$name.log" >&2
        echo "build_exe.sh: $name failed; full log: build/pyinstaller-$name.log" >&2
        exit 1
    fi
    echo "built $name in $((SECONDS - start)) s"
}

build build.spec uno-desktop
if [[ $bare == 1 ]]; then
    build tools/bare.spec bare-pygame
fi
ls -l dist

if [[ $smoke == 1 ]]; then
    "$PY" tools/smoke_exe.py
fi
