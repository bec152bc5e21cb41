#!/usr/bin/env bash
# Installs the system packages and starts the game on the desktop. Any
# flags go to the game, e.g. scripts/run.sh -level hard -side black.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
exec go run ./cmd/xiangqi "$@"
