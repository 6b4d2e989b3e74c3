#!/usr/bin/env bash
# Install the Debian packages the game box needs (packaging/debian-packages.txt), if missing.
#
# - Checks with dpkg-query first, so a second run costs a fraction of a second.
# - Runs `apt-get update` only when something is missing.
# - Uses sudo when not root (non-interactive `sudo -n` when there is no terminal to ask on).
# - When it cannot install (another distribution, no rights), it prints what to install and
#   exits 0: the caller goes on, and the user installs them by hand.
#
# Usage: install-system-deps.sh [LIST_FILE [PACKAGE...]]   GAMEBOX_SKIP_SYSTEM_DEPS=1 skips it all.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
list="${1:-$here/debian-packages.txt}"
python="${PYTHON:-python3}"

if [[ "${GAMEBOX_SKIP_SYSTEM_DEPS:-0}" == 1 ]]; then
    exit 0
fi
if [[ "$(uname -s)" != Linux ]]; then
    exit 0  # macOS and Windows bring their own OpenGL and fonts; Qt's wheels cover the rest.
fi

mapfile -t wanted < <(sed -e 's/#.*//' -e 's/[[:space:]]//g' -e '/^$/d' "$list")
wanted+=("${@:2}")

# Debian's own python3 needs python3-venv for `python3 -m venv`; other Pythons bring ensurepip.
if command -v "$python" >/dev/null 2>&1 && ! "$python" -c 'import ensurepip, venv' >/dev/null 2>&1; then
    wanted+=(python3-venv)
fi

tell_user() {
    echo "install-system-deps: please install these packages yourself (or their equivalents on your system):" >&2
    echo "    ${missing[*]}" >&2
    echo "install-system-deps: continuing without them; tests that need a screen or OpenGL may fail." >&2
}

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
    missing=("${wanted[@]}")
    # Not Debian-like: only complain when the essentials are really absent.
    if ! command -v Xvfb >/dev/null 2>&1; then
        echo "install-system-deps: not a Debian system; names below are Debian's." >&2
        tell_user
    fi
    exit 0
fi

# One dpkg-query call for all packages; unknown or removed ones are simply not "installed".
declare -A have=()
while read -r name status; do
    [[ "$status" == installed ]] && have["$name"]=1
done < <(dpkg-query -W -f='${Package} ${db:Status-Status}\n' "${wanted[@]}" 2>/dev/null || true)

missing=()
for pkg in "${wanted[@]}"; do
    [[ -n "${have[$pkg]:-}" ]] || missing+=("$pkg")
done
if ((${#missing[@]} == 0)); then
    exit 0
fi

echo "install-system-deps: installing ${missing[*]}"
if [[ "$(id -u)" == 0 ]]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    if [[ -t 0 ]]; then as_root=(sudo); else as_root=(sudo -n); fi
else
    echo "install-system-deps: not root and no sudo." >&2
    tell_user
    exit 0
fi

export DEBIAN_FRONTEND=noninteractive
apt_opts=(-y -q --no-install-recommends --no-upgrade -o DPkg::Lock::Timeout=300)
if "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q \
    && "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install "${apt_opts[@]}" "${missing[@]}"; then
    echo "install-system-deps: done"
else
    echo "install-system-deps: apt-get failed." >&2
    tell_user
fi
exit 0
