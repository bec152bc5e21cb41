package editor

import (
	"slices"
	"strings"
	"testing"

	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/game/ui/uitest"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// setUp is Set up position as the start screen asks it: the editor's
// board kept between visits, as the shell keeps it, and the editor shown
// last.
type setUp struct {
	env   ui.Env
	kept  *session.Editor // nil before the first visit
	shown *Editor
	opens int
}

// ask opens the question over a shell for the game's position game (nil:
// no game) and returns the shell.
func (s *setUp) ask(t *testing.T, game *rules.Position) *uitest.Shell {
	t.Helper()
	sh := uitest.New("the start screen")
	sh.Apply(ui.Outcome{Open: SetUpFrom(s.env, game, s.kept != nil, func(pos *rules.Position) ui.Outcome {
		s.kept = Reopen(s.kept, pos)
		s.shown = New(s.env, s.kept, nil, true)
		s.opens++
		return ui.Outcome{}
	})})
	if d := uitest.TopIs[*ui.Dialog](t, sh); d.Text != "Set up from" {
		t.Fatalf("the question: %q", d.Text)
	}
	return sh
}

// choices are the dialog's labels, each in its place: every choice the
// question always has, those that do not apply greyed.
var choices = []string{"Start position", "Empty board", "Current position", "As you left it", "Cancel"}

// offered are the labels of the choices sh's dialog offers (not greyed),
// and fails the test unless every choice is in its place.
func offered(t *testing.T, sh *uitest.Shell) []string {
	t.Helper()
	if got := sh.Labels(); !slices.Equal(got, choices) {
		t.Fatalf("the choices %q, want %q in their places", got, choices)
	}
	var on []string
	for _, l := range choices {
		if sh.Enabled(t, l) {
			on = append(on, l)
		}
	}
	return on
}

// TestSetUpOffersPositions (from the display suite's test): Set up
// position asks where to start: the start position, an empty board, the
// game's position (not while it is the start position; a finished game's
// last board is offered, not silently chosen: it was "The game is over:
// no moves"), and after a visit the board as it was left; Cancel opens
// nothing. Every choice keeps its place, greyed where it does not apply
// (issue 52: "As you left it" moved the others).
func TestSetUpOffersPositions(t *testing.T) {
	s := &setUp{env: ui.LangEnv(i18n.LangEn, &session.Settings{})}
	start := rules.StartPosition()
	for _, game := range []*rules.Position{nil, &start} {
		sh := s.ask(t, game)
		if got, want := offered(t, sh), []string{"Start position", "Empty board", "Cancel"}; !slices.Equal(got, want) {
			t.Errorf("game %v: %q, want %q", game != nil, got, want)
		}
		if sh.Tap(t, "Current position") || sh.Tap(t, "As you left it") || len(sh.Stack) != 2 || s.opens != 0 {
			t.Fatalf("a greyed choice took the tap: %d models, %d editors opened", len(sh.Stack), s.opens)
		}
		sh.Tap(t, "Cancel")
		if len(sh.Stack) != 1 || s.opens != 0 || s.kept != nil {
			t.Fatalf("Cancel: %d models, %d editors opened", len(sh.Stack), s.opens)
		}
	}

	// A game with a move: its board.
	g := rules.NewGame(rules.StartPosition())
	if err := g.PlayText("h2e2"); err != nil {
		t.Fatal(err)
	}
	played := g.Position()
	sh := s.ask(t, &played)
	if got, want := offered(t, sh), []string{"Start position", "Empty board", "Current position", "Cancel"}; !slices.Equal(got, want) {
		t.Errorf("with a game: %q, want %q", got, want)
	}
	sh.Tap(t, "Current position")
	if len(sh.Stack) != 1 || s.opens != 1 || boardAndSide(s.shown.FEN()) != boardAndSide(played.FEN()) {
		t.Fatalf("current position: %d models, %d opened, board %s, want %s", len(sh.Stack), s.opens, s.shown.FEN(), played.FEN())
	}
	if s.shown.SideLabel() != "Black to move" {
		t.Errorf("the side to move: %q", s.shown.SideLabel())
	}
	s.shown.TapPoint(rules.SquareAt(0, 4)) // an edit to come back to: a red chariot on a4
	left := s.shown.FEN()
	if s.shown.At(rules.SquareAt(0, 4)) != redChariot {
		t.Fatal("the edit changed nothing")
	}

	// After a visit: the board as it was left.
	sh = s.ask(t, &played)
	if got, want := offered(t, sh), choices; !slices.Equal(got, want) {
		t.Errorf("after a visit: %q, want %q", got, want)
	}
	sh.Tap(t, "As you left it")
	if s.shown.FEN() != left {
		t.Errorf("as left: %s, want %s", s.shown.FEN(), left)
	}
	s.ask(t, &played).Tap(t, "Start position")
	if s.shown.FEN() != rules.StartFEN || !s.shown.CanPlay() {
		t.Errorf("start position: %s, playable %v", s.shown.FEN(), s.shown.CanPlay())
	}
	s.ask(t, &played).Tap(t, "Empty board")
	if s.shown.FEN() != "9/9/9/9/9/9/9/9/9/9 w - - 0 1" {
		t.Errorf("empty board: %s", s.shown.FEN())
	}
	for sq := rules.Square(0); sq < rules.NumSquares; sq++ {
		if s.shown.At(sq) != rules.Empty {
			t.Fatalf("empty board: %v on %v", s.shown.At(sq), sq)
		}
	}

	// A finished game: its last board offered, not a game to play.
	mate, err := rules.ParseFEN("5a3/4Nk3/5a3/9/1C7/9/9/9/9/4K4 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	over := rules.NewGame(mate)
	if err := over.PlayText("b5b8"); err != nil {
		t.Fatal(err)
	}
	last := over.Position()
	sh = s.ask(t, &last)
	if !sh.Has("Current position") {
		t.Fatalf("after a mate: %q", sh.Labels())
	}
	sh.Tap(t, "Current position")
	if boardAndSide(s.shown.FEN()) != boardAndSide(last.FEN()) || s.shown.CanPlay() {
		t.Errorf("the mated board: %s, playable %v", s.shown.FEN(), s.shown.CanPlay())
	}
}

// boardAndSide is a FEN's board and side to move: what the editor keeps.
func boardAndSide(fen string) string { return strings.Join(strings.Fields(fen)[:2], " ") }
