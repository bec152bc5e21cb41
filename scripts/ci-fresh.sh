#!/usr/bin/env bash
# ci-fresh.sh runs CI (.ci/run) the way it runs on a new machine: in a fresh
# clone of the committed HEAD, with a read-only copy of ../shared beside it,
# and with every cache and work folder the run uses (HOME, GOPATH and the
# module cache, GOCACHE, TMPDIR, ANDROID_CHECK_DIR) pointed at new empty
# folders. So nothing an earlier run left behind can make it pass. Debian
# packages installed by earlier runs are the one thing it cannot take away;
# the scripts install theirs only when missing, through apt-get.
#
# Usage: scripts/ci-fresh.sh [KEEP_DIR]   (the work folder is removed at the
# end unless KEEP_DIR is given). Takes longer than a normal CI run: every
# module is downloaded and everything, oboe's C++ included, is compiled anew.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
base=${1:-$(mktemp -d)}
[ -n "${1:-}" ] || trap 'chmod -R u+w "$base" 2>/dev/null; rm -rf "$base"' EXIT
mkdir -p "$base"/{home,gopath,gocache,tmp,android-check}
git clone -q "$root" "$base/main"
if [ -d "$root/../shared" ]; then
	cp -r "$root/../shared" "$base/shared"
	chmod -R a-w "$base/shared"
fi
start=$SECONDS
cd "$base/main"
env -i PATH="/usr/local/go/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
	HOME="$base/home" GOPATH="$base/gopath" GOCACHE="$base/gocache" TMPDIR="$base/tmp" \
	ANDROID_CHECK_DIR="$base/android-check" CI=true LANG=C.UTF-8 \
	bash .ci/run </dev/null
echo "ci-fresh: passed in $((SECONDS - start)) s (fresh clone and empty caches under $base)"
