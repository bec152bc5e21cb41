//go:build display

package game

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"xiangqi/game/session"
	"xiangqi/record"
)

type fakeSharer struct {
	name, text string
	shared     int
}

func (f *fakeSharer) Share(name, text string) error {
	f.name, f.text = name, text
	f.shared++
	return nil
}

// TestGamesCopyAllOffFrameLoop (issue 28): Copy all and Share all of a
// big library read and write it on a goroutine: the tap's tick is quick,
// the frames go on while it works and the screen says how far it is, a
// second tap does nothing, and the text comes out whole, every game
// once; Back gives it up, and nothing reaches the clipboard.
func TestGamesCopyAllOffFrameLoop(t *testing.T) {
	const n = 3000
	clip, share := &fakeClipboard{}, &fakeSharer{}
	g, in := newTestGame(t, Config{Clipboard: clip, Sharer: share})
	defer g.Close()
	c := g.c
	if im, err := c.index.wait().Import(context.Background(), gamesCorpus(t, n), time.Date(2026, 12, 3, 9, 0, 0, 0, time.UTC), nil); err != nil || im.Added != n {
		t.Fatalf("import: %+v, %v", im, err)
	}
	tap(t, g, in, "Games")
	gs := topIs[*gamesScreen](t, g)
	g.settle()
	for _, label := range []string{"Copy all", "Share all"} {
		start := time.Now()
		tap(t, g, in, label)
		if d := time.Since(start); d > 100*time.Millisecond {
			t.Errorf("%s: the tap's tick took %v", label, d)
		}
		if gs.export == nil {
			t.Fatalf("%s began no export", label)
		}
		j := gs.export
		tap(t, g, in, "Copy all") // disabled while it works
		tap(t, g, in, "Share all")
		if gs.export != j {
			t.Fatalf("%s: a second tap began another export", label)
		}
		if !strings.Contains(gs.exportProgress(c), "3,000") {
			t.Errorf("progress %q names not the 3,000 games", gs.exportProgress(c))
		}
		g.settle()
		if gs.export != nil {
			t.Fatal("the export never ended")
		}
		text := clip.text
		if label == "Share all" {
			text = share.text
			if share.shared != 1 || !strings.HasSuffix(share.name, ".pgn") {
				t.Errorf("shared %d times as %q", share.shared, share.name)
			}
		} else if gs.note != "Copied to the clipboard" {
			t.Errorf("the note: %q", gs.note)
		}
		f := record.ReadFile([]byte(text))
		if len(f.Games) != n || len(f.Errs) > 0 {
			t.Fatalf("%s: %d games read back (%d errors), want %d", label, len(f.Games), len(f.Errs), n)
		}
	}
	// Back while it works: given up, the clipboard left alone.
	clip.text = "before"
	tap(t, g, in, "Copy all")
	j := gs.export
	g.Back()
	if gs.export != nil || topIs[*gamesScreen](t, g) != gs {
		t.Fatal("Back did not give up the export, or left the screen")
	}
	<-j.ended
	for range 3 {
		in.run(t, g)
	}
	if clip.text != "before" {
		t.Errorf("the clipboard after Back: %d bytes", len(clip.text))
	}
}

// TestExportFailedKeepsDamagedNotice: an export that stops on an error
// says so, and still names the records Library.Load kept aside as
// damaged on its way (the note dropped them when the export failed).
func TestExportFailedKeepsDamagedNotice(t *testing.T) {
	g, _ := newTestGame(t, Config{})
	defer g.Close()
	c := g.c
	s := &gamesScreen{}
	j := &exportJob{done: make(chan exportResult, 1)}
	j.done <- exportResult{err: errors.New("disk full"), notices: []session.Notice{{Kind: session.SaveCorrupt, Arg: "/data/games/a.pgn"}}}
	s.export = j
	s.pollExport(c)
	if s.export != nil {
		t.Fatal("the export is still running after its result")
	}
	if !strings.Contains(s.note, "disk full") {
		t.Errorf("note %q does not give the error", s.note)
	}
	if !strings.Contains(s.detail, "a.pgn") {
		t.Errorf("detail %q does not name the damaged record", s.detail)
	}
}
