#!/usr/bin/env bash
# make-icon.sh redraws the Android launcher icon (mipmap PNGs and the
# adaptive icon) from the game's piece art and font; see
# scripts/make-icon/main.go. The PNGs are committed: run this after the
# piece style or the piece font changes, and commit the result.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
go run ./scripts/make-icon -res mobile/android/app/src/main/res
echo "make-icon: wrote mobile/android/app/src/main/res/mipmap-*/ic_launcher*"
