// Package masterstats embeds the opening explorer's master table: how
// each move scored in the first plies of 29,870 master games of the
// Chinese Chess Practical Dataset by Yu-Han Tseng (CC BY 4.0), made by
// cmd/xiangqi-masterstats. It holds counts only, no game record; the
// licence asks for the credit the game shows (i18n.MsgMasterStatsCredit)
// and README.md and CREDITS.md give.
package masterstats

import (
	_ "embed"

	"xiangqi/explorer"
)

// Data is the table in explorer's binary form (explorer.ParseTable).
//
//go:embed masters.xqms
var Data []byte

// Load reads the embedded table: a few milliseconds, done once when the
// explorer first counts in the master games (BenchmarkLoad).
func Load() (*explorer.Table, error) { return explorer.ParseTable(Data) }
