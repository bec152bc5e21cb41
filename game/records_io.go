package game

import (
	"fmt"
	"io"
	"io/fs"
	"strings"

	"xiangqi/game/games"
	"xiangqi/game/session"
	"xiangqi/record"
	"xiangqi/rules"
)

// The program's own ways in and out of the library, from outside the
// window: a PGN file named on the command line or dropped on the window,
// and the desktop's -export.

// OpenRecords keeps the games of a PGN file (any encoding and notation,
// or a FEN) in the library and shows them: one game opens for review,
// several in the Games screen with what was imported.
func (g *Game) OpenRecords(data []byte) {
	openGames(g.c).importData(g.c, data)
}

// importFiles imports the files dropped on the window, each on its own
// like OpenRecords (files in different encodings must not be read as one
// text), and says in the Games screen how each went.
func (g *Game) importFiles(files fs.FS) {
	c := g.c
	var names []string
	var texts [][]byte
	var unread []games.FileImport
	fs.WalkDir(files, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		b, err := fs.ReadFile(files, path)
		if err != nil {
			unread = append(unread, games.FileImport{Name: path, Err: err})
			return nil
		}
		names, texts = append(names, path), append(texts, b)
		return nil
	})
	if names == nil && unread == nil {
		return
	}
	if _, ok := c.top().(*gamesScreen); !ok {
		openGames(c)
	}
	gs := c.top().(*gamesScreen)
	if len(names) == 1 && unread == nil {
		gs.importData(c, texts[0]) // one file: as a file opened
		return
	}
	c.apply(gs.m.ImportFiles(names, texts, unread))
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
		if err := record.Write(w, session.ExportRecord(entries[i].Record), n); err != nil {
			return 0, err
		}
	}
	return len(entries), nil
}
