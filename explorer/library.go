//go:build !js

package explorer

import (
	"context"

	"xiangqi/gamedb"
	"xiangqi/rules"
)

// Library is the player's own games as a Source: the library's SQLite
// index (gamedb), which answers from 20,000 games in under a millisecond
// on average (gamedb's BenchmarkLibrary). Not for the browser, whose
// build has no SQLite driver.
type Library struct{ DB *gamedb.DB }

// Explore is gamedb.DB.Explore's rows as the explorer's.
func (l Library) Explore(ctx context.Context, p rules.Position) ([]MoveStat, error) {
	rows, err := l.DB.Explore(ctx, p)
	if err != nil {
		return nil, err
	}
	out := make([]MoveStat, len(rows))
	for i, r := range rows {
		out[i] = MoveStat{Move: r.Move, Games: r.Games, RedWins: r.RedWins, Draws: r.Draws, BlackWins: r.BlackWins}
	}
	return out, nil
}
