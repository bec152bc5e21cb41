#!/usr/bin/env bash
# Builds the browser game into a folder (default web-out/): the page, Go's
# wasm_exec.js from the Go installation that builds it (they must match),
# and xiangqi.wasm. Extra arguments go to go build (scripts/test-web.sh
# passes -tags "webtest automation").
set -euo pipefail
cd "$(dirname "$0")/.."
out=${WEB_OUT:-web-out}
mkdir -p "$out"
cp cmd/xiangqi-web/static/index.html "$out/"
cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" "$out/"
GOOS=js GOARCH=wasm go build -trimpath "$@" -o "$out/xiangqi.wasm" ./cmd/xiangqi-web
echo "$out"
