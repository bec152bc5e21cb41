package game

import (
	"fmt"
	"io"
	"strings"

	"xiangqi/game/games"
	"xiangqi/game/session"
	"xiangqi/record"
	"xiangqi/rules"
)

// The program's own ways in and out of the library, from outside the
// window: a PGN file named on the command line, dropped on the window or
// opened with the app on a phone, and the desktop's -export.

// OpenRecords keeps the games of a PGN file (any encoding and notation,
// or a FEN) in the library and shows them: one game opens for review,
// several in the Games screen with what was imported.
func (g *Game) OpenRecords(data []byte) {
	openGames(g.c).importData(g.c, data)
}

// OpenFiles imports files opened with the app or shared to it (Android's
// "Open with" and share sheet) as files dropped on the window are: at the
// next frame, once the game's screens are set up (the app may be started
// by the file), each file on its own, with one note for them all. Like
// every method of Game it must not run while another does (mobile.App
// serialises them).
func (g *Game) OpenFiles(files []games.File) {
	g.opened = append(g.opened, files...)
}

// importFiles imports files dropped on the window or opened with the app
// in the Games screen, opened if it is not on top, which says how each
// went (games.Library.OpenFiles).
func (g *Game) importFiles(files []games.File) {
	if len(files) == 0 {
		return
	}
	c := g.c
	if _, ok := c.top().(*gamesScreen); !ok {
		openGames(c)
	}
	c.apply(c.top().(*gamesScreen).m.OpenFiles(files))
}

// ExportLibrary writes every game of the library, oldest first, as PGN in
// the notation named (see record.ParseNotationName; "" for ICCS).
func (g *Game) ExportLibrary(w io.Writer, notation string) (int, error) {
	n := rules.ICCS
	if notation != "" {
		var err error
		if n, err = record.ParseNotationName(notation); err != nil {
			return 0, err
		}
	}
	g.c.archive()
	entries, notices := g.c.game.Library.Load()
	if len(notices) > 0 {
		args := make([]string, len(notices))
		for i, n := range notices {
			args[i] = n.Arg
		}
		return 0, fmt.Errorf("%d damaged records kept aside, nothing exported: %s", len(notices), strings.Join(args, ", "))
	}
	for i := len(entries) - 1; i >= 0; i-- {
		if err := record.Write(w, session.ExplainRecord(session.ExportRecord(entries[i].Record), n), n); err != nil {
			return 0, err
		}
	}
	return len(entries), nil
}
