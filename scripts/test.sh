#!/usr/bin/env bash
# The project's test command: installs the system packages, then runs every
# test once plainly (full perft counts), again under the race detector
# (short mode), the engine's packages once more as arm64 binaries (the
# phone's architecture) under qemu, and the screenshot test in a virtual X
# server.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh qemu-user-static
go build ./...
go test -count=1 ./...
go test -count=1 -race -short ./...
# The engine has assembly for each architecture (the table prefetch), so the
# phone's arm64 build is tested too, not only compiled.
GOARCH=arm64 go test -count=1 -short -exec qemu-aarch64-static ./rules ./ai ./uci
# Ebitengine needs a display when its package loads, so the screenshot and
# mouse tests carry the "display" build tag and run in a virtual X server;
# they set the game up through its automation (the screenshot flags,
# game.Game.Drive), which only the "automation" tag builds: the product
# has none of it.
xvfb-run -a -s "-screen 0 1280x1024x24" go test -count=1 -race -tags display,automation ./cmd/xiangqi ./mobile ./game
# The browser build and its touch tests in headless Chromium at phone sizes
# (scripts/test-web.sh installs Chromium with the other packages).
GOOS=js GOARCH=wasm go vet ./cmd/xiangqi-web ./game/session ./ai
GOOS=js GOARCH=wasm go vet -tags webtest,automation ./cmd/xiangqi-web
scripts/test-web.sh
