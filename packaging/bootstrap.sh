#!/usr/bin/env bash
# One entry point for setting up and using a development copy of yamaviewer.
#
#   bash packaging/bootstrap.sh run [ARGS...]   set up if needed, then start the app
#   bash packaging/bootstrap.sh test            set up if needed, then lint, type-check, test
#   bash packaging/bootstrap.sh setup           only set up
#
# Setting up means: the Debian libraries Qt needs (installed with apt-get when
# running as root, otherwise the exact command is printed), a virtual
# environment in .venv, and the project installed into it with its test extras.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
venv="$here/.venv"

# Shared libraries the Qt wheels load at run time (xcb for a real screen,
# EGL/GL/fontconfig/dbus/glib for every platform plugin, offscreen included).
debian_packages=(
    libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libfreetype6
    libdbus-1-3 libglib2.0-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1
    libxcb-shape0 libxcb-randr0 libxcb-render-util0 libxcb-xinerama0 libxcb-image0
    libxcb-xkb1 libx11-xcb1 fonts-dejavu-core
    # CJK glyphs for the Japanese interface and tile faces (tofu boxes without it)
    fonts-noto-cjk
    # validators for packaging/linux, run by tests/packaging
    desktop-file-utils appstream
)

missing_debian_packages() {
    command -v dpkg-query >/dev/null 2>&1 || return 0
    local pkg
    for pkg in "${debian_packages[@]}"; do
        if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
            printf '%s ' "$pkg"
        fi
    done
    if ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
        printf '%s ' python3-venv
    fi
}

install_debian_packages() {
    local missing
    missing="$(missing_debian_packages)"
    [ -z "$missing" ] && return 0
    if [ "$(id -u)" -eq 0 ]; then
        echo "bootstrap: installing Debian packages: $missing"
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq
        # shellcheck disable=SC2086
        apt-get install -y -qq --no-install-recommends $missing >/dev/null
    else
        echo "bootstrap: these Debian packages are missing; install them with:" >&2
        echo "    sudo apt-get install -y $missing" >&2
        echo "bootstrap: then run this command again." >&2
        exit 1
    fi
}

setup_venv() {
    local stamp="$venv/.yamaviewer-installed"
    if [ ! -x "$venv/bin/python" ]; then
        echo "bootstrap: creating virtual environment in .venv"
        python3 -m venv "$venv"
    fi
    # Reinstall when pyproject.toml or the C accelerator changed since the last
    # install (an editable install builds the extension in place).
    if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ] \
        || [ yamaviewer/core/_native.c -nt "$stamp" ]; then
        echo "bootstrap: installing yamaviewer and its test tools into .venv"
        "$venv/bin/python" -m pip install -q --upgrade pip >/dev/null
        "$venv/bin/python" -m pip install -q -e ".[test]"
        touch "$stamp"
    fi
}

compile_modules() {
    # Byte-compile the package once: this environment may forbid writing .pyc
    # at import time (PYTHONDONTWRITEBYTECODE), and recompiling every start
    # costs the app about 100 ms of its cold start.
    "$venv/bin/python" -m compileall -q yamaviewer >/dev/null || true
}

run_tests() {
    export QT_QPA_PLATFORM=offscreen
    echo "== ruff"
    "$venv/bin/ruff" check yamaviewer tests benchmarks packaging
    "$venv/bin/ruff" format --check yamaviewer tests benchmarks packaging
    echo "== mypy (strict)"
    "$venv/bin/mypy"
    echo "== import-linter (layer contracts)"
    "$venv/bin/lint-imports" --no-cache
    echo "== pytest"
    # Here the suite leaves out the tests marked slow (about 3 minutes in all); CI (CI=true)
    # and anyone who asks for them (SLOW=1, or their own -m) run every test.
    if [ "$#" -eq 0 ] && [ -z "${CI:-}" ] && [ -z "${SLOW:-}" ]; then
        set -- -m "not slow"
    fi
    "$venv/bin/python" -m pytest "$@"
}

command="${1:-run}"
shift || true
case "$command" in
    setup)
        install_debian_packages
        setup_venv
        # The commands are not on PATH: say how to run them (a newcomer's first try).
        echo "bootstrap: ready. Run .venv/bin/yamaviewer (the app) or .venv/bin/yamaviewer-cli --help;"
        echo "           or 'source .venv/bin/activate' and then yamaviewer / yamaviewer-cli."
        ;;
    run)
        install_debian_packages
        setup_venv
        compile_modules
        exec "$venv/bin/python" -m yamaviewer "$@"
        ;;
    test)
        install_debian_packages
        setup_venv
        run_tests "$@"
        ;;
    *)
        echo "usage: bash packaging/bootstrap.sh [run|test|setup] [ARGS...]" >&2
        exit 2
        ;;
esac
