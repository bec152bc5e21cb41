#!/usr/bin/env bash
# The project's test command: installs the system packages, then runs every
# test once plainly (full perft counts), again under the race detector
# (short mode), and the screenshot test in a virtual X server.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
go build ./...
go test -count=1 ./...
go test -count=1 -race -short ./...
# Ebitengine needs a display when its package loads, so the screenshot and
# mouse tests carry the "display" build tag and run in a virtual X server.
xvfb-run -a -s "-screen 0 1280x1024x24" go test -count=1 -race -tags display ./cmd/xiangqi ./mobile ./game
