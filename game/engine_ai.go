package game

import (
	"xiangqi/game/engine"
	"xiangqi/game/session"
)

// levelRating is level l's rating on the engine's ladder (engine.Rating).
func levelRating(l session.Level) int { return engine.Rating(l) }

// threads is cfg.Threads with its default applied (engine.Threads).
func (cfg *Config) threads() int { return engine.Threads(cfg.Threads) }

// newEngine makes the game's engine (engine.New).
func newEngine(hashMiB, threads int) session.Engine { return engine.New(hashMiB, threads) }
