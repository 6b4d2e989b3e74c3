#!/usr/bin/env bash
# Install the .deb into a fresh Debian 12 in a chroot, start the installed program there, remove it.
#
# A minimal Debian (debootstrap --variant=minbase: no X, no Mesa, no Python) shows that the package's
# Depends bring everything the program needs: apt installs the .deb with them, then the installed
# `gamebox` prints its version, lists the games as the bundle does, and passes `gamebox self-test` under
# xvfb-run (the window, OpenGL, a few moves, saving). Removing the package must leave none of its files.
#
# Needs root (chroot, mounts) and Debian's mirror; CI has no Docker engine, a chroot needs none.
# The debootstrapped base is kept in build/chroot/base and copied for each run.
#
# Usage: packaging/test_deb_in_chroot.sh dist/gamebox_<version>_<arch>.deb [dist/gamebox]
set -euo pipefail

deb="$(realpath "$1")"
bundle="$(realpath "${2:-dist/gamebox}")"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
work="$(realpath -m "$here/../build/chroot")"
base="$work/base"
root="$work/run"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
started=$(date +%s)
say() { echo "chroot: $* ($(( $(date +%s) - started )) s)"; }
fail() { echo "chroot: FAILED: $*" >&2; exit 1; }

[[ "$(id -u)" == 0 ]] || fail "needs root (chroot and mounts)"
if ! command -v debootstrap >/dev/null; then
    apt-get install -y -q --no-install-recommends -o DPkg::Lock::Timeout=300 debootstrap >/dev/null
fi

if [[ ! -x "$base/bin/sh" ]]; then
    rm -rf "$base"
    debootstrap --variant=minbase bookworm "$base" "$mirror" >"$work.debootstrap.log" 2>&1 \
        || { tail -20 "$work.debootstrap.log" >&2; fail "debootstrap"; }
    say "a minimal Debian 12 in $base"
fi

mounts=()
cleanup() {
    for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do umount -l "${mounts[i]}" 2>/dev/null || true; done
    rm -rf "$root"
}
trap cleanup EXIT
rm -rf "$root"
cp -a "$base" "$root"
for fs in proc sys dev dev/pts; do
    mkdir -p "$root/$fs"
    case "$fs" in
        proc) mount -t proc proc "$root/proc" ;;
        sys) mount -t sysfs sys "$root/sys" ;;
        *) mount --bind "/$fs" "$root/$fs" ;;
    esac
    mounts+=("$root/$fs")
done
cp /etc/resolv.conf "$root/etc/resolv.conf"
cp "$deb" "$root/tmp/gamebox.deb"
in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"; }

in_root apt-get update -q >/dev/null
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
    /tmp/gamebox.deb xvfb xauth >"$work.install.log" 2>&1 || { tail -30 "$work.install.log" >&2; fail "apt-get install"; }
say "installed $(basename "$deb") with its Depends ($(grep -c '^Setting up' "$work.install.log") packages set up)"

for path in /usr/bin/gamebox /opt/gamebox/gamebox /usr/share/applications/gamebox.desktop \
            /usr/share/icons/hicolor/256x256/apps/gamebox.png /usr/share/icons/hicolor/scalable/apps/gamebox.svg; do
    in_root test -e "$path" || fail "$path is not installed"
done
version="$(in_root gamebox --version)"
[[ "$version" == "$("$bundle/gamebox" --version)" ]] || fail "gamebox --version says '$version'"
say "$version, on the PATH, with its menu entry and icons"
diff <(in_root gamebox list --json) <("$bundle/gamebox" list --json) >/dev/null \
    || fail "the installed gamebox lists other games than the bundle"
say "gamebox list --json names the same $(in_root gamebox list --json | grep -o '"id"' | wc -l) games as the bundle"
status=0
in_root xvfb-run -a -s "-screen 0 1280x1024x24" gamebox self-test >"$work.self-test.log" 2>&1 || status=$?
grep -v '^ALSA lib' "$work.self-test.log" || true    # (no sound card in the chroot: ALSA says so at length)
[[ "$status" == 0 ]] || fail "gamebox self-test ended with status $status"

in_root env DEBIAN_FRONTEND=noninteractive apt-get remove --purge -y -q gamebox >/dev/null
for path in /usr/bin/gamebox /opt/gamebox /usr/share/applications/gamebox.desktop \
            /usr/share/icons/hicolor/256x256/apps/gamebox.png /usr/share/doc/gamebox; do
    in_root test ! -e "$path" || fail "$path is left after removing the package"
done
say "removed: none of its files is left"
