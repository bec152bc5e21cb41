#!/usr/bin/env bash
# Installs what building and testing the desktop game needs on Debian/Ubuntu:
# a C compiler and the X11/GL/ALSA headers for Ebitengine's cgo, and Xvfb for
# the headless screenshot test, xclip for the game's clipboard (Copy PGN,
# Copy all, Paste PGN, the editor's FEN), and any further packages named as arguments
# (the test command adds qemu's user-mode emulator, the web test Chromium). Go itself (1.26 or
# newer) must be on PATH.
set -euo pipefail
pkgs=(gcc pkg-config libgl1-mesa-dev libx11-dev libxrandr-dev libxcursor-dev
      libxinerama-dev libxi-dev libxxf86vm-dev libasound2-dev xvfb xauth xdotool xclip "$@")
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
command -v go >/dev/null || { echo "deps: Go 1.26 or newer is not on PATH (see README)" >&2; exit 1; }
