#!/usr/bin/env bash
# Builds the game for the browser and serves it on this computer:
#   scripts/run-web.sh [ADDR]      (default 127.0.0.1:8080)
# then open http://127.0.0.1:8080/ (add ?lang=vi, en or zh to choose the
# language). Only Go is needed; Ctrl+C stops the server.
set -euo pipefail
cd "$(dirname "$0")/.."
addr=${1:-127.0.0.1:8080}
out=$(scripts/build-web.sh)
exec go run ./cmd/xiangqi-web/serve -dir "$out" -addr "$addr"
