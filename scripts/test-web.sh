#!/usr/bin/env bash
# The touch tests in a real browser: builds the game for the browser with
# its test hook (the webtest tag, with the automation it drives the game
# through), serves it on a free local port, and runs
# internal/webtouch in headless Chromium at phone sizes. The screenshots
# are kept in $WEB_SHOTS (default web-shots/). Extra arguments go to
# go test (-run TestDrag); WEB_TAGS adds build tags (noframeyield: the
# engine without its yields, to measure what they cost).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh chromium
out=$(mktemp -d)
shots=${WEB_SHOTS:-$PWD/web-shots}
mkdir -p "$shots"
rm -f "$shots"/*.png # only this run's
WEB_OUT=$out scripts/build-web.sh -tags "webtest automation ${WEB_TAGS:-}" >/dev/null
go build -o "$out/serve" ./cmd/xiangqi-web/serve
"$out/serve" -dir "$out" -addr 127.0.0.1:0 >"$out/addr" &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$out"' EXIT
for _ in $(seq 50); do [ -s "$out/addr" ] && break; sleep 0.1; done
url=$(head -1 "$out/addr")
go test -count=1 -tags webtest -timeout 10m ./internal/webtouch "$@" -args -url "$url" -shots "$shots"
