#!/usr/bin/env bash
# Reproduces ai/LEVELS.md's ladder table: each level against the one below
# (and the anchor match against ElephantEye), one game at a time, niced.
#
#   scripts/ladder.sh                 # every adjacent pair, 100 games each
#   scripts/ladder.sh 0 4             # only the pairs from level 0 (Beginner) up to level 4
#   scripts/ladder.sh -5 0            # the Newcomer levels' pairs (numbers -5 to -1) and Beginner's
#   GAMES=40 scripts/ladder.sh 3 5    # shorter probes
#   scripts/ladder.sh newcomer        # the newcomer stand-in against the bottom three levels
#   scripts/ladder.sh anchor          # the anchor match (needs g++ and python3)
#
# Levels are given by number (ai.Level.Number): Beginner is 0, the
# Newcomer levels below it -5 to -1, Master 17.
# Every level carries its own depth or node cap, so no -movetime is needed
# and the results do not depend on the machine's speed or load. The top
# pairs are slow: 98 minutes for Master against Level 16
# on one core of the machine LEVELS.md names.
# Openings: seed 2, as the table. Every game is appended to
# $PGN_DIR/<pair>.pgn.
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES=${GAMES:-100}
SEED=${SEED:-2}
PGN_DIR=${PGN_DIR:-/tmp/ladder-pgn}
mkdir -p "$PGN_DIR"
bin=$(mktemp -d)/xiangqi-match
trap 'rm -rf "$(dirname "$bin")"' EXIT
go build -o "$bin" ./cmd/xiangqi-match
lowest=${LOWEST:--5} # the Newcomer 1 level's number
highest=${HIGHEST:-17} # Master's

if [ "${1:-}" = newcomer ]; then
  # The stand-in for a newcomer who tries (cmd/xiangqi-match/newcomer.go)
  # against the three lowest levels.
  for ((a = lowest; a < lowest + 3; a++)); do
    echo "== newcomer stand-in vs level $a"
    nice -n 10 "$bin" -a newcomer -b "level=$a" -games "$GAMES" -workers 1 -seed "$SEED" \
      -pgn "$PGN_DIR/newcomer-$a.pgn" -q
  done
  exit
fi

if [ "${1:-}" = anchor ]; then
  eng=$(../shared/tools/sparring/build.sh)
  # ElephantEye (its book on: the match tool sends no OwnBook option) at
  # depth 1 is rated 2500; ANCHOR_LEVEL is the level it meets (13 in the table).
  lvl=${ANCHOR_LEVEL:-13}
  nice -n 10 "$bin" -a "level=$lvl" -b "uci=$eng,depth=1" -games "$GAMES" -workers 1 -seed "$SEED" \
    -pgn "$PGN_DIR/anchor-$lvl.pgn" -q
  exit
fi

lo=${1:-$lowest}
hi=${2:-$highest}
for ((b = lo; b < hi; b++)); do
  a=$((b + 1))
  echo "== level $a vs level $b"
  nice -n 10 "$bin" -a "level=$a" -b "level=$b" -games "$GAMES" -workers 1 -seed "$SEED" \
    -pgn "$PGN_DIR/$a-$b.pgn" -q
done
