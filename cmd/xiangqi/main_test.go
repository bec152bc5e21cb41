//go:build display

// These tests need an X display: Ebitengine's window system starts when the
// package is loaded (and panics without a display), before any test could
// skip, so they are behind the "display" build tag. Run them with
//
//	xvfb-run -a -s "-screen 0 1280x1024x24" go test -tags display,automation -count=1 ./cmd/xiangqi
//
// TestMouseGameToMate also needs xdotool and skips without it.

package main

import (
	"bufio"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game"
	"xiangqi/game/geom"
	"xiangqi/game/session"
	"xiangqi/internal/drive"
	"xiangqi/puzzle"
	"xiangqi/record"
	"xiangqi/rules"
)

// The tests run the program as a child process: the test binary re-runs
// itself as the game (Ebitengine wants the process's main thread). With
// probeEnv set, the child reports each tick of its window on file
// descriptor 3 (see probe), so that the tests wait for what the game has
// seen instead of sleeping.
const (
	runMainEnv = "XIANGQI_TEST_RUN_MAIN"
	probeEnv   = "XIANGQI_TEST_PROBE"
)

func TestMain(m *testing.M) {
	if os.Getenv(runMainEnv) == "1" {
		var tick func()
		if os.Getenv(probeEnv) == "1" {
			tick = probe(os.NewFile(3, "probe"))
		}
		if err := run(os.Args[1:], tick); err != nil {
			fmt.Fprintln(os.Stderr, "xiangqi:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// probe returns the child's tick reporter: after each tick of the game it
// writes the tick's number and the mouse as the game saw it in that tick,
// "tick N x y pressed".
func probe(w *os.File) func() {
	n := 0
	return func() {
		n++
		x, y := ebiten.CursorPosition()
		pressed := 0
		if ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
			pressed = 1
		}
		// A test gone (its read end closed) leaves the game running to
		// its kill; the error is of no use here.
		_, _ = fmt.Fprintf(w, "tick %d %d %d %d\n", n, x, y, pressed)
	}
}

// tickState is the last tick the child reported.
type tickState struct {
	n, x, y int
	pressed bool
}

// watcher follows the child's reports.
type watcher struct {
	mu      sync.Mutex
	last    tickState
	changed chan struct{} // closed and replaced at each report
	done    bool          // the child closed its end
}

func newWatcher(r *os.File) *watcher {
	w := &watcher{changed: make(chan struct{})}
	go func() {
		sc := bufio.NewScanner(r)
		for sc.Scan() {
			var st tickState
			var p int
			if _, err := fmt.Sscanf(sc.Text(), "tick %d %d %d %d", &st.n, &st.x, &st.y, &p); err != nil {
				continue
			}
			st.pressed = p == 1
			w.mu.Lock()
			w.last = st
			close(w.changed)
			w.changed = make(chan struct{})
			w.mu.Unlock()
		}
		w.mu.Lock()
		w.done = true
		close(w.changed)
		w.mu.Unlock()
		r.Close()
	}()
	return w
}

// gameWait is how long the game may take to show what a test waits for:
// long, for a loaded machine; a test that passes waits only as long as
// the game takes.
const gameWait = 30 * time.Second

// wait waits until the game reports a tick for which ok holds, and
// returns it; what names the wait in the failure.
func (w *watcher) wait(t *testing.T, what string, ok func(tickState) bool) tickState {
	t.Helper()
	deadline := time.After(gameWait)
	for {
		w.mu.Lock()
		st, ch, done := w.last, w.changed, w.done
		w.mu.Unlock()
		if ok(st) {
			return st
		}
		if done {
			t.Fatalf("the game ended before %s (last tick %+v)", what, st)
		}
		select {
		case <-ch:
		case <-deadline:
			t.Fatalf("the game did not show %s in %v (last tick %+v)", what, gameWait, st)
		}
	}
}

// eventually polls cond until it holds, failing after timeout: for what
// the game writes to disk, which it does not report.
func eventually(t *testing.T, timeout time.Duration, what string, cond func() bool) {
	t.Helper()
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	deadline := time.After(timeout)
	for !cond() {
		select {
		case <-tick.C:
		case <-deadline:
			t.Fatalf("%s: not so after %v", what, timeout)
		}
	}
}

func needDisplay(t *testing.T) {
	t.Helper()
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no DISPLAY: run under xvfb-run")
	}
}

// startGame starts the program with args and returns the command.
func startGame(t *testing.T, ctx context.Context, args ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.CommandContext(ctx, os.Args[0], args...)
	cmd.Env = append(os.Environ(), runMainEnv+"=1", "LANG=en_US.UTF-8")
	cmd.Stdout = os.Stdout
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd
}

func screenshot(t *testing.T, args ...string) image.Image {
	t.Helper()
	needDisplay(t)
	out := filepath.Join(t.TempDir(), "shot.png")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	args = append([]string{"-data-dir", t.TempDir(), "-screenshot", out, "-width", "540", "-height", "960"}, args...)
	if err := startGame(t, ctx, args...).Wait(); err != nil {
		t.Fatalf("xiangqi %v: %v", args, err)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 540 || b.Dy() != 960 {
		t.Fatalf("screenshot is %dx%d, want 540x960", b.Dx(), b.Dy())
	}
	return img
}

// near reports whether the pixel at (x, y) is within tol of want in each
// channel.
func near(img image.Image, x, y float64, want color.RGBA, tol int) bool {
	r, g, b, _ := img.At(int(x), int(y)).RGBA()
	d := func(a uint32, w uint8) bool { return abs(int(a>>8)-int(w)) <= tol }
	return d(r, want.R) && d(g, want.G) && d(b, want.B)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func pixel(img image.Image, x, y float64) color.RGBA {
	r, g, b, a := img.At(int(x), int(y)).RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

var (
	boardColor = color.RGBA{0xe8, 0xc3, 0x8a, 0xff}
	ivory      = color.RGBA{0xf6, 0xec, 0xd6, 0xff}
	redInk     = color.RGBA{0xb3, 0x1b, 0x1b, 0xff}
	blackInk   = color.RGBA{0x1d, 0x1d, 0x1d, 0xff}
	background = color.RGBA{0x3a, 0x2a, 0x1f, 0xff}
	selRing    = color.RGBA{0x1e, 0x90, 0x4a, 0xff}
	primary    = color.RGBA{0xa8, 0x32, 0x28, 0xff} // a primary button (game's colPrimary)
)

// playPoint is where square sq (ICCS) is drawn on the play screen of a
// w×h window, Red at the bottom.
func playPoint(w, h int, sq string) (x, y, cell float64, err error) {
	s, err := rules.ParseSquare(sq)
	if err != nil {
		return 0, 0, 0, err
	}
	l := geom.Play(w, h, 1)
	x, y = l.Point(s, false)
	return x, y, l.Cell, nil
}

func point(t *testing.T, sq string) (x, y, cell float64) {
	t.Helper()
	x, y, cell, err := playPoint(540, 960, sq)
	if err != nil {
		t.Fatal(err)
	}
	return x, y, cell
}

// controls is the automation of a game made in the test process, for the
// places of the controls and the editor's points: these depend on the
// screen's size only, the same in the child.
func controls(t *testing.T) drive.Driver {
	t.Helper()
	g, err := game.New(game.Config{DataDir: t.TempDir(), HashMiB: 1, Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	var s drive.Slot
	g.Drive(&s)
	return s.Driver
}

// inkCount counts the pixels close to ink in the disc around (x, y).
func inkCount(img image.Image, x, y, r float64, ink color.RGBA) int {
	n := 0
	for dy := -r; dy <= r; dy++ {
		for dx := -r; dx <= r; dx++ {
			if dx*dx+dy*dy <= r*r && near(img, x+dx, y+dy, ink, 40) {
				n++
			}
		}
	}
	return n
}

func TestScreenshotPlay(t *testing.T) {
	img := screenshot(t, "-lang", "en", "-side", "two", "-moves", "h2e2,h9g7", "-select", "h0")
	if !near(img, 2, 2, background, 4) {
		t.Errorf("corner is %v, want the background %v", pixel(img, 2, 2), background)
	}
	// The middle of an empty square (between d4, e4, d5, e5 in the river
	// is text-free at its edge; use the square b1–c2 instead).
	bx, by, cell := point(t, "b1")
	if c := pixel(img, bx+cell/2, by-cell/2); !near(img, bx+cell/2, by-cell/2, boardColor, 6) {
		t.Errorf("board square is %v, want %v", c, boardColor)
	}
	// Pieces: ivory between the character and the engraved ring, red ink
	// on Red's chariot, black ink on Black's.
	for _, p := range []struct {
		sq  string
		ink color.RGBA
	}{{"a0", redInk}, {"a9", blackInk}, {"e0", redInk}, {"e9", blackInk}} {
		x, y, cell := point(t, p.sq)
		r := cell * 0.46
		if !near(img, x-r*0.7, y, ivory, 10) {
			t.Errorf("%s: %v at the disc's edge, want ivory %v", p.sq, pixel(img, x-r*0.7, y), ivory)
		}
		if n := inkCount(img, x, y, r*0.6, p.ink); n < int(r*r*0.15) {
			t.Errorf("%s: only %d pixels of ink %v in the character", p.sq, n, p.ink)
		}
	}
	// An empty point holds no piece.
	x, y, _ := point(t, "e4")
	if near(img, x, y+3, ivory, 10) {
		t.Error("ivory on the empty point e4")
	}
	// The selected horse on h0 has its green ring; its destination g2
	// (legal) has a dot.
	x, y, cell = point(t, "h0")
	found := false
	for d := cell * 0.44; d <= cell*0.56; d++ {
		if near(img, x, y-d, selRing, 40) {
			found = true
		}
	}
	if !found {
		t.Error("no selection ring around h0")
	}
	x, y, _ = point(t, "g2")
	if !near(img, x, y, selRing, 60) {
		t.Errorf("no legal-move dot on g2: %v", pixel(img, x, y))
	}
}

func TestScreenshotStart(t *testing.T) {
	img := screenshot(t, "-lang", "vi")
	if !near(img, 2, 2, background, 4) {
		t.Errorf("corner is %v, want the background", pixel(img, 2, 2))
	}
	// The two generals' ivory discs above the title.
	found := 0
	for y := 100.0; y < 260; y += 2 {
		for x := 100.0; x < 440; x += 2 {
			if near(img, x, y, ivory, 6) {
				found++
			}
		}
	}
	if found < 500 {
		t.Errorf("start screen: %d ivory samples, want the two discs", found)
	}
}

// xdo runs xdotool.
func xdo(t *testing.T, args ...string) string {
	t.Helper()
	out, err := exec.Command("xdotool", args...).CombinedOutput()
	if err != nil {
		t.Fatalf("xdotool %v: %v\n%s", args, err, out)
	}
	return strings.TrimSpace(string(out))
}

// mouse drives the game's window with xdotool, and waits for the game to
// report (probe) that it saw each move, press and release: a press and
// release within one frame are lost, as with any Ebitengine game, and a
// fixed pause is too short on a loaded machine.
type mouse struct {
	t     *testing.T
	wid   string
	watch *watcher
	upAt  int // the tick the last release was seen in
}

// lookTicks is how long the mouse waits after a release before it
// presses again, as a player looks at what the click showed: a button
// takes no press for 24 ticks after it appears (game's armTicks), so a
// fast second click does not pass through a closing dialog.
const lookTicks = 24 + 2

// startMouse starts the game with args, finds its window and waits for
// its first ticks; the game is killed when the test ends. It skips
// without a display or xdotool.
func startMouse(t *testing.T, args ...string) *mouse {
	t.Helper()
	needDisplay(t)
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Skip("xdotool not installed")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.CommandContext(ctx, os.Args[0], args...)
	cmd.Env = append(os.Environ(), runMainEnv+"=1", probeEnv+"=1", "LANG=en_US.UTF-8")
	cmd.Stdout = os.Stdout
	cmd.Stderr = os.Stderr
	cmd.ExtraFiles = []*os.File{w} // the child's descriptor 3
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close() // the child's copy stays open
	m := &mouse{t: t, watch: newWatcher(r)}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		cancel()
	})
	wid := xdo(t, "search", "--sync", "--onlyvisible", "--pid", strconv.Itoa(cmd.Process.Pid))
	if i := strings.IndexByte(wid, '\n'); i >= 0 {
		wid = wid[:i]
	}
	m.wid = wid
	m.watch.wait(t, "its first ticks", func(st tickState) bool { return st.n >= 3 })
	return m
}

// at moves the pointer to (x, y) in the window and waits until the game
// has seen it there.
func (m *mouse) at(x, y float64) {
	m.t.Helper()
	px, py := int(x), int(y)
	xdo(m.t, "mousemove", "--window", m.wid, strconv.Itoa(px), strconv.Itoa(py))
	m.watch.wait(m.t, fmt.Sprintf("the pointer at %d, %d", px, py), func(st tickState) bool {
		return abs(st.x-px) <= 1 && abs(st.y-py) <= 1
	})
}

// down and up press and release the left button, each waiting until the
// game has seen it.
func (m *mouse) down() {
	m.t.Helper()
	m.watch.wait(m.t, "a look at the screen", func(st tickState) bool { return st.n >= m.upAt+lookTicks })
	xdo(m.t, "mousedown", "1")
	m.watch.wait(m.t, "the button pressed", func(st tickState) bool { return st.pressed })
}

func (m *mouse) up() {
	m.t.Helper()
	xdo(m.t, "mouseup", "1")
	m.upAt = m.watch.wait(m.t, "the button released", func(st tickState) bool { return !st.pressed }).n
}

// click presses and releases the left button at (x, y).
func (m *mouse) click(x, y float64) {
	m.t.Helper()
	m.at(x, y)
	m.down()
	m.up()
}

// drag presses at (fx, fy), moves to (tx, ty) in five steps and releases.
func (m *mouse) drag(fx, fy, tx, ty float64) {
	m.t.Helper()
	m.at(fx, fy)
	m.down()
	for i := 1; i <= 5; i++ {
		m.at(fx+(tx-fx)*float64(i)/5, fy+(ty-fy)*float64(i)/5)
	}
	m.up()
}

// clickSquare clicks the point sq of the play screen.
func (m *mouse) clickSquare(sq string) {
	m.t.Helper()
	x, y, _ := point(m.t, sq)
	m.click(x, y)
}

// TestMouseGameToMate plays a whole game from the opening position to
// checkmate with real mouse events (two players on one computer), then
// checks the autosave: every move was taken and the game ended in mate.
func TestMouseGameToMate(t *testing.T) {
	dir := t.TempDir()
	m := startMouse(t, "-data-dir", dir, "-lang", "en", "-side", "two", "-fen", rules.StartFEN, "-width", "540", "-height", "960")
	// A helpmate: the cannon mates on c9 through the advisor's screen.
	// Most moves are tap-tap, one is a drag and drop.
	moves := []string{"b2b4", "a6a5", "b4c4", "f9e8", "c4c9"}
	for i, mv := range moves {
		if i == 2 {
			fx, fy, _ := point(t, mv[:2])
			tx, ty, _ := point(t, mv[2:])
			m.drag(fx, fy, tx, ty)
			continue
		}
		m.clickSquare(mv[:2])
		m.clickSquare(mv[2:])
	}
	var d session.SaveData
	eventually(t, gameWait, "the save holds the moves", func() bool {
		var notice *session.Notice
		d, notice = session.Store{Dir: dir}.Load()
		if notice != nil {
			t.Fatalf("save: %+v", notice)
		}
		return d.Game != nil && len(d.Game.Moves) == len(moves)
	})
	rg := rules.NewGame(d.Game.Start)
	for i, mv := range d.Game.Moves {
		if mv.String() != moves[i] {
			t.Fatalf("move %d is %v, want %s", i+1, mv, moves[i])
		}
		if err := rg.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	if st := rg.Status(); st.Result != rules.RedWins || st.Reason != rules.Checkmate {
		t.Fatalf("status %+v, want Red mates", st)
	}
}

var (
	problemInk = color.RGBA{0xff, 0x8a, 0x7a, 0xff}
	goodInk    = color.RGBA{0x9c, 0xe0, 0x9a, 0xff}
	// The hint arrow's orange over the board.
	hintOnBoard = color.RGBA{0xe2, 0x8b, 0x2b, 0xff}
)

func editorPoint(t *testing.T, d drive.Driver, sq string) (x, y, cell float64) {
	t.Helper()
	x, y, cell, err := d.EditorScreenPoint(540, 960, 1, sq)
	if err != nil {
		t.Fatal(err)
	}
	return x, y, cell
}

// messageInk counts the pixels of ink in the editor's message line, just
// under the board.
func messageInk(t *testing.T, d drive.Driver, img image.Image, ink color.RGBA) int {
	t.Helper()
	_, y0, cell := editorPoint(t, d, "a0")
	top := y0 + 0.85*cell + 4
	n := 0
	for y := top; y < top+34; y++ {
		for x := 0.0; x < 540; x++ {
			if near(img, x, y, ink, 30) {
				n++
			}
		}
	}
	return n
}

// TestScreenshotEditor: an illegal position marks the offending general
// in red and says what is wrong in red words; a legal one says so in green.
func TestScreenshotEditor(t *testing.T) {
	img := screenshot(t, "-lang", "en", "-editor", "3k5/9/9/9/9/9/4P4/9/6K2/4R4 w")
	d := controls(t)
	x, y, cell := editorPoint(t, d, "g1")
	glow := pixel(img, x-cell*0.53, y)
	if glow.R < 180 || glow.G > 120 || glow.B > 120 {
		t.Errorf("the general outside its palace is not marked: %v beside it", glow)
	}
	x, y, cell = editorPoint(t, d, "e0")
	if c := pixel(img, x, y-cell*0.53); c.R > 180 && c.G < 120 {
		t.Errorf("the chariot on e0 is marked too: %v", c)
	}
	if n := messageInk(t, d, img, problemInk); n < 100 {
		t.Errorf("only %d pixels of the problem's red words", n)
	}
	// The palette's pieces are ivory discs.
	ivoryN := 0
	for yy := y + cell; yy < 960; yy += 2 {
		for xx := 0.0; xx < 540; xx += 2 {
			if near(img, xx, yy, ivory, 6) {
				ivoryN++
			}
		}
	}
	if ivoryN < 400 {
		t.Errorf("palette: %d ivory samples, want 14 discs", ivoryN)
	}

	img = screenshot(t, "-lang", "en", "-editor", "start")
	if n := messageInk(t, d, img, goodInk); n < 100 {
		t.Errorf("legal position: only %d pixels of green words", n)
	}
	if n := messageInk(t, d, img, problemInk); n > 20 {
		t.Errorf("legal position: %d pixels of red words", n)
	}
}

// TestScreenshotPuzzle: a puzzle after the player's first move and the
// computer's defence, with the hint arrow drawn.
func TestScreenshotPuzzle(t *testing.T) {
	img := screenshot(t, "-lang", "en", "-puzzle", "m3-11", "-puzzle-moves", "1", "-puzzle-hint")
	n := 0
	for y := 0.0; y < 700; y++ {
		for x := 0.0; x < 540; x++ {
			if near(img, x, y, hintOnBoard, 30) {
				n++
			}
		}
	}
	if n < 300 {
		t.Errorf("hint arrow: %d orange pixels", n)
	}
}

// TestScreenshotWonEnding: a won ending (mate_in 0) after the player's
// first move, judged and answered by the engine, with the engine's hint
// drawn.
func TestScreenshotWonEnding(t *testing.T) {
	img := screenshot(t, "-lang", "en", "-puzzle", "w-05", "-puzzle-moves", "1", "-puzzle-hint")
	n := 0
	for y := 0.0; y < 700; y++ {
		for x := 0.0; x < 540; x++ {
			if near(img, x, y, hintOnBoard, 30) {
				n++
			}
		}
	}
	if n < 150 {
		t.Errorf("hint arrow: %d orange pixels", n)
	}
}

// TestMouseEditorToGame sets up a position with the mouse in the board
// editor (a piece from the palette, a drag, the side to move), starts a
// game between two players from it and plays a move; the autosave must
// hold that start position and the move.
func TestMouseEditorToGame(t *testing.T) {
	dir := t.TempDir()
	m := startMouse(t, "-data-dir", dir, "-lang", "en", "-side", "two", "-editor", "3k5/9/9/9/9/9/9/9/9/4K3R w", "-width", "540", "-height", "960")
	d := controls(t)
	control := func(name string) {
		x, y, err := d.EditorControlPoint(540, 960, 1, name)
		if err != nil {
			t.Fatal(err)
		}
		m.click(x, y)
	}
	square := func(sq string) {
		x, y, _ := editorPoint(t, d, sq)
		m.click(x, y)
	}
	control("palette 12") // Black's chariot
	square("a9")
	// Drag Red's chariot from i0 to i4.
	fx, fy, _ := editorPoint(t, d, "i0")
	tx, ty, _ := editorPoint(t, d, "i4")
	m.drag(fx, fy, tx, ty)
	control("button 0 2") // Black to move
	control("button 1 2") // Play it
	control("start")      // the New game screen's Start
	m.clickSquare("a9")   // Black's chariot checks along rank 0
	m.clickSquare("a0")
	const wantStart = "r2k5/9/9/9/9/8R/9/9/9/4K4 b - - 0 1"
	var sd session.SaveData
	eventually(t, gameWait, "a game of one move saved", func() bool {
		sd, _ = session.Store{Dir: dir}.Load()
		return sd.Game != nil && len(sd.Game.Moves) == 1
	})
	if got := sd.Game.Start.FEN(); got != wantStart {
		t.Errorf("start %s, want %s", got, wantStart)
	}
	if sd.Game.Moves[0].String() != "a9a0" {
		t.Errorf("moves %v, want a9a0", sd.Game.Moves)
	}
}

// TestMousePuzzleSolved solves the first built-in puzzle (Red mates in
// one) with the mouse; the save must then record it as solved.
func TestMousePuzzleSolved(t *testing.T) {
	ps, err := puzzle.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	if p.MateIn != 1 || p.Side() != rules.Red {
		t.Fatalf("puzzle %s is not Red's mate in one", p.ID)
	}
	dir := t.TempDir()
	m := startMouse(t, "-data-dir", dir, "-lang", "en", "-puzzle", p.ID, "-width", "540", "-height", "960")
	mv := p.Solution[0]
	m.clickSquare(mv.From().String())
	m.clickSquare(mv.To().String())
	var d session.SaveData
	eventually(t, gameWait, fmt.Sprintf("puzzle %s recorded as solved (move %v)", p.ID, mv), func() bool {
		d, _ = session.Store{Dir: dir}.Load()
		return d.Puzzles.Solved(p.ID)
	})
	if d.Puzzles.Count() != 1 {
		t.Fatalf("solved %v, want only %s", d.Puzzles.IDs(), p.ID)
	}
	if d.Puzzles.Stars(p.ID) != 3 {
		t.Fatalf("solved without a hint: %d stars, want 3", d.Puzzles.Stars(p.ID))
	}
}

// TestMouseImportPlayFromHere opens a GBK game file from the command line,
// steps back two moves with the mouse, plays on from there, and then
// starts a new game after confirming: both games are in the library.
func TestMouseImportPlayFromHere(t *testing.T) {
	dir := t.TempDir()
	m := startMouse(t, "-data-dir", dir, "-lang", "en", "-side", "two", "-width", "540", "-height", "960", "testdata/one-game-gbk.pgn")
	d := controls(t)
	click := func(name string) {
		t.Helper()
		x, y, err := d.ControlPoint(540, 960, 1, name)
		if err != nil {
			t.Fatal(err)
		}
		m.click(x, y)
	}
	// waitSave waits until the save holds a game of n moves.
	waitSave := func(n int) {
		t.Helper()
		eventually(t, gameWait, fmt.Sprintf("the save holds a game of %d moves", n), func() bool {
			sd, _ := session.Store{Dir: dir}.Load()
			return sd.Game != nil && len(sd.Game.Moves) == n
		})
	}
	click("record nav 1") // ◀
	click("record nav 1")
	click("record action 0") // Play from here
	waitSave(10)
	click("play 2")    // New game: a question first
	click("dialog2 0") // Yes
	x, y, err := d.EditorControlPoint(540, 960, 1, "start")
	if err != nil {
		t.Fatal(err)
	}
	m.click(x, y)

	var moves []int
	eventually(t, gameWait, "two games in the library", func() bool {
		es, ns := session.Library{Dir: dir}.Load()
		if len(ns) > 0 {
			t.Fatalf("damaged records: %v", ns)
		}
		moves = moves[:0]
		for _, e := range es {
			moves = append(moves, len(e.Record.Moves))
		}
		return len(moves) == 2
	})
	// Newest first: the game played from move 10, then the import.
	if moves[0] != 10 || moves[1] != 12 {
		t.Fatalf("library games of %v moves, want [10 12]", moves)
	}
	// The library entry is written before the new game's save, so the save
	// is waited for too (a single read right away failed on a loaded
	// machine: it still held the game played from move 10).
	waitSave(0)
}

// TestWindowTitleInLanguage: the window's title follows the language.
func TestWindowTitleInLanguage(t *testing.T) {
	m := startMouse(t, "-data-dir", t.TempDir(), "-lang", "vi", "-width", "540", "-height", "960")
	name := ""
	eventually(t, gameWait, "the Vietnamese window title", func() bool {
		name = xdo(t, "getwindowname", m.wid)
		return name == "Cờ Tướng"
	})
}

// TestMouseCarelessAnalysis uses the analysis as a careless player would,
// with the real mouse: Analyse, Back at once, Analyse again, taps on
// disabled buttons, a drag off the graph's edge, Better move twice, and
// Play from here pressed twice. The game must end up playing from the
// move shown, with the record still in the library.
func TestMouseCarelessAnalysis(t *testing.T) {
	dir := t.TempDir()
	m := startMouse(t, "-data-dir", dir, "-lang", "en", "-side", "two", "-width", "540", "-height", "960", "../../analysis/testdata/selfplay-annotated.pgn")
	d := controls(t)
	click := func(name string) {
		t.Helper()
		x, y, err := d.ControlPoint(540, 960, 1, name)
		if err != nil {
			t.Fatal(err)
		}
		m.click(x, y)
	}
	click("record action 1") // Analyse
	click("analysis nav 4")  // Back at once
	click("record action 1") // Analyse again: the annotated game opens analysed
	click("analysis nav 3")  // ▶| at the end already: disabled
	click("analysis action 0")
	// Drag along the graph and off its left edge: the start.
	x0, y0, err := d.ControlPoint(540, 960, 1, "analysis graph 5")
	if err != nil {
		t.Fatal(err)
	}
	m.at(x0, y0)
	m.down()
	for _, f := range []float64{0.4, 0.2, 0, -0.2} {
		m.at(x0+f*400, y0)
	}
	m.up()
	click("analysis graph 4")
	click("analysis action 0") // Better move (if this move has one), twice
	click("analysis action 0")
	click("analysis action 2") // Play from here, twice
	click("analysis action 2")
	b, err := os.ReadFile("../../analysis/testdata/selfplay-annotated.pgn")
	if err != nil {
		t.Fatal(err)
	}
	games, errs := record.Read(b)
	if len(games) != 1 || len(errs) > 0 {
		t.Fatalf("%d games, %v", len(games), errs)
	}
	want := (4*len(games[0].Moves) + 5) / 10
	eventually(t, gameWait, "a game played from the analysis", func() bool {
		sd, notice := session.Store{Dir: dir}.Load()
		if notice != nil {
			t.Fatalf("save: %v", notice)
		}
		// The graph's 4/10 of the game's moves (a pixel either way may
		// round to its neighbour).
		return sd.Game != nil && len(sd.Game.Moves) >= want-1 && len(sd.Game.Moves) <= want+1
	})
	es, ns := session.Library{Dir: dir}.Load()
	if len(ns) > 0 || len(es) == 0 {
		t.Fatalf("library: %d games, notices %v", len(es), ns)
	}
}
