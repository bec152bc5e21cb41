//go:build display

package game

import (
	"fmt"
	"testing"
	"time"

	"xiangqi/game/session"
	"xiangqi/internal/drive"
)

// TestDriveSlot: a game hands its automation only to a slot it is given,
// and the controls the tests click are on the screen, apart, and refused
// when misnamed.
func TestDriveSlot(t *testing.T) {
	g, err := newGame(Config{DataDir: t.TempDir(), Lang: "en"}, session.Timed(nil, session.Timing{}), &scriptInput{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	g.Drive(nil) // no slot: nothing to fill, no panic
	var s drive.Slot
	g.Drive(&s)
	if s.Driver == nil {
		t.Fatal("Drive left the slot empty")
	}
	const w, h = 540, 960
	seen := map[[2]int]string{}
	add := func(name string, x, y float64, err error) {
		t.Helper()
		if err != nil {
			t.Errorf("%s: %v", name, err)
			return
		}
		if x < 0 || y < 0 || x >= w || y >= h {
			t.Errorf("%s at %.0f, %.0f: off the screen", name, x, y)
		}
		p := [2]int{int(x), int(y)}
		if o, ok := seen[p]; ok {
			t.Errorf("%s and %s both at %v", name, o, p)
		}
		seen[p] = name
	}
	for _, c := range []struct {
		prefix string
		n      int
	}{{"play", 5}, {"record nav", 5}, {"record action", 4}, {"analysis nav", 5}, {"analysis action", 3}, {"dialog2", 2}, {"games", 3}} {
		for i := range c.n {
			name := fmt.Sprintf("%s %d", c.prefix, i)
			x, y, err := s.ControlPoint(w, h, 1, name)
			add(name, x, y, err)
		}
	}
	for i := range 15 {
		name := fmt.Sprintf("palette %d", i)
		x, y, err := s.EditorControlPoint(w, h, 1, name)
		add("editor "+name, x, y, err)
	}
	for _, bad := range []string{"play 5", "record nav -1", "nothing", "analysis graph 11"} {
		if _, _, err := s.ControlPoint(w, h, 1, bad); err == nil {
			t.Errorf("ControlPoint(%q): no error", bad)
		}
	}
	if _, _, err := s.EditorControlPoint(w, h, 1, "palette 15"); err == nil {
		t.Error("EditorControlPoint(palette 15): no error")
	}
	if _, _, _, err := s.ScreenPoint(w, h, 1, "j0", false); err == nil {
		t.Error("ScreenPoint(j0): no error")
	}
	if err := s.Open("nowhere"); err == nil {
		t.Error("Open(nowhere): no error")
	}
	s.SetPuzzleDay(time.Date(2026, 1, 1, 0, 0, 0, 0, time.Local))
}
