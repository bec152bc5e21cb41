//go:build display

// Ebitengine needs a display when its package loads (see scripts/test.sh):
// run with xvfb-run go test -race -tags display ./mobile

package mobile

import (
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game"
	"xiangqi/game/games"
)

// fakeGame records calls and keeps unsynchronised state, so that the race
// detector reports any call App lets through concurrently.
type fakeGame struct {
	calls   []string
	back    bool
	layoutW int
	layoutH int
	opened  []games.File
}

func (f *fakeGame) Update() error              { f.calls = append(f.calls, "update"); return nil }
func (f *fakeGame) Draw(*ebiten.Image)         { f.calls = append(f.calls, "draw") }
func (f *fakeGame) Back() bool                 { f.calls = append(f.calls, "back"); return f.back }
func (f *fakeGame) Pause()                     { f.calls = append(f.calls, "pause") }
func (f *fakeGame) Resume()                    { f.calls = append(f.calls, "resume") }
func (f *fakeGame) Layout(w, h int) (int, int) { f.layoutW, f.layoutH = w, h; return w / 2, h / 2 }
func (f *fakeGame) OpenFiles(files []games.File) {
	f.calls = append(f.calls, "open")
	f.opened = append(f.opened, files...)
}

type fakeFinalGame struct{ fakeGame }

func (f *fakeFinalGame) DrawFinalScreen(ebiten.FinalScreen, *ebiten.Image, ebiten.GeoM) {
	f.calls = append(f.calls, "final")
}

type fakeLayoutFGame struct{ fakeGame }

func (f *fakeLayoutFGame) LayoutF(w, h float64) (float64, float64) { return w * 2, h * 2 }

func TestAppForwards(t *testing.T) {
	g := &fakeGame{back: true}
	a := newApp(g)
	fr := a.frames()
	if err := fr.Update(); err != nil {
		t.Fatal(err)
	}
	fr.Draw(nil)
	if !a.Back() {
		t.Error("Back returned false, the game said true")
	}
	g.back = false
	if a.Back() {
		t.Error("Back returned true, the game said false")
	}
	a.Pause()
	a.Resume()
	want := []string{"update", "draw", "back", "back", "pause", "resume"}
	if len(g.calls) != len(want) {
		t.Fatalf("calls %v, want %v", g.calls, want)
	}
	for i := range want {
		if g.calls[i] != want[i] {
			t.Fatalf("calls %v, want %v", g.calls, want)
		}
	}
}

// The wrapper must not change the game's layout: without LayoutF it does
// what Ebitengine does (clamp to 1, truncate, call Layout).
func TestLayoutFMatchesEbitengine(t *testing.T) {
	g := &fakeGame{}
	fr := newApp(g).frames().(ebiten.LayoutFer)
	w, h := fr.LayoutF(411.7, 0.4)
	if g.layoutW != 411 || g.layoutH != 1 {
		t.Errorf("Layout got %d×%d, want 411×1", g.layoutW, g.layoutH)
	}
	if w != 205 || h != 0 {
		t.Errorf("LayoutF = %v×%v, want 205×0 (the game's Layout result)", w, h)
	}

	gf := &fakeLayoutFGame{}
	w, h = newApp(gf).frames().(ebiten.LayoutFer).LayoutF(100.5, 200.25)
	if w != 201 || h != 400.5 {
		t.Errorf("LayoutF = %v×%v, want the game's own LayoutF 201×400.5", w, h)
	}
}

func TestFinalScreenOnlyWhenTheGameHasOne(t *testing.T) {
	if _, ok := newApp(&fakeGame{}).frames().(ebiten.FinalScreenDrawer); ok {
		t.Error("wrapper draws the final screen for a game that does not")
	}
	g := &fakeFinalGame{}
	d, ok := newApp(g).frames().(ebiten.FinalScreenDrawer)
	if !ok {
		t.Fatal("wrapper hides the game's DrawFinalScreen")
	}
	d.DrawFinalScreen(nil, nil, ebiten.GeoM{})
	if len(g.calls) != 1 || g.calls[0] != "final" {
		t.Errorf("calls %v, want [final]", g.calls)
	}
}

// Frames on one goroutine (Ebitengine's GL thread) and the Activity's calls
// on another (the UI thread) must not overlap; run with -race.
func TestAppSerialisesThreads(t *testing.T) {
	g := &fakeGame{}
	a := newApp(g)
	fr := a.frames()
	const n = 200
	var wg sync.WaitGroup
	wg.Add(2)
	go func() {
		defer wg.Done()
		for range n {
			_ = fr.Update()
			fr.Draw(nil)
		}
	}()
	go func() {
		defer wg.Done()
		for range n {
			a.Back()
			a.Pause()
			a.Resume()
			// The files of a share, read and handed over on a thread
			// of the Activity's own.
			var f Files
			f.Add("a.pgn", []byte("1. h2e2 *"))
			a.OpenFiles(&f)
		}
	}()
	wg.Wait()
	if len(g.calls) != 6*n || len(g.opened) != n {
		t.Errorf("%d calls recorded and %d files opened, want %d and %d (calls lost to a race)", len(g.calls), len(g.opened), 6*n, n)
	}
}

func TestDataDirectory(t *testing.T) {
	for _, bad := range []string{"", "files", "./files"} {
		if _, err := dataDirectory(bad); err == nil {
			t.Errorf("dataDirectory(%q) accepted", bad)
		}
	}
	dir := filepath.Join(t.TempDir(), "files", "deeper")
	got, err := dataDirectory(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got != dir {
		t.Errorf("dataDirectory = %q, want %q", got, dir)
	}
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		t.Errorf("data directory not created: %v", err)
	}
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := dataDirectory(file); err == nil {
		t.Error("a regular file accepted as the data directory")
	}
}

// The game the app runs takes the cancel.
var _ interface{ CancelTouches() } = (*game.Game)(nil)

type fakeCancelGame struct {
	fakeGame
	cancels int
}

func (f *fakeCancelGame) CancelTouches() { f.cancels++ }

func TestAppCancelTouches(t *testing.T) {
	g := &fakeCancelGame{}
	newApp(g).CancelTouches()
	if g.cancels != 1 {
		t.Fatalf("%d cancels reached the game, want 1", g.cancels)
	}
	newApp(&fakeGame{}).CancelTouches() // a game without it: nothing
}

// The game the app runs imports the files.
var _ opener = (*game.Game)(nil)

// TestAppOpenFiles: the files of one share reach the game together, in
// order, each file's bytes its own (Java's array is only lent for the
// call), unreadable and too large ones with their reasons; handing the
// same Files again, or none, imports nothing.
func TestAppOpenFiles(t *testing.T) {
	g := &fakeGame{}
	a := newApp(g)
	var f Files
	data := []byte("[Event \"A\"]")
	f.Add("a.pgn", data)
	data[1] = 'X' // Java reuses its array
	f.AddError("b.xqf", "Permission denial")
	f.AddTooLarge("c.pgn")
	f.AddError("d.pgn", "")
	a.OpenFiles(&f)
	a.OpenFiles(&f)
	a.OpenFiles(nil)
	a.OpenFiles(new(Files))
	if len(g.calls) != 1 || len(g.opened) != 4 {
		t.Fatalf("calls %v, %d files", g.calls, len(g.opened))
	}
	o := g.opened
	if o[0].Name != "a.pgn" || string(o[0].Data) != "[Event \"A\"]" || o[0].Err != nil {
		t.Errorf("read file: %q %q %v", o[0].Name, o[0].Data, o[0].Err)
	}
	if o[1].Name != "b.xqf" || o[1].Data != nil || o[1].Err == nil || o[1].Err.Error() != "Permission denial" {
		t.Errorf("unreadable file: %q %v", o[1].Name, o[1].Err)
	}
	var big *games.TooLargeError
	if o[2].Name != "c.pgn" || !errors.As(o[2].Err, &big) || big.Limit != MaxFileBytes {
		t.Errorf("too large file: %q %v", o[2].Name, o[2].Err)
	}
	if o[3].Err == nil || o[3].Err.Error() == "" {
		t.Errorf("a file unread without a reason: %v", o[3].Err)
	}
}
