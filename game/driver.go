//go:build automation

package game

import (
	"slices"
	"time"

	"xiangqi/internal/drive"
)

// Drive puts the game's automation into s: the desktop program's
// screenshot flags and its tests set the game up through it. Only this
// module can make a drive.Slot, so the automation is not API.
//
// A game driven shows what its driver opens: the first start's question
// of pieces (Config.PieceChoice) is taken off, so that screenshots and
// tests of a fresh folder start on the start screen ("-open pieces" asks
// it).
func (g *Game) Drive(s *drive.Slot) {
	if s != nil {
		s.Driver = driver{g}
	}
	c := g.c
	c.stack = slices.DeleteFunc(c.stack, func(s screen) bool { _, ok := s.(*pieceChoiceScreen); return ok })
}

// driver forwards to the entry points in hooks.go, hooks_lesson.go,
// layout.go and screen_editor.go.
type driver struct{ g *Game }

var _ drive.Driver = driver{}

func (d driver) Preset(moves []string, sel string) error     { return d.g.preset(moves, sel) }
func (d driver) ShowReview()                                 { d.g.showReview() }
func (d driver) ShowHint(move string) error                  { return d.g.showHint(move) }
func (d driver) OpenEditor(fen string) error                 { return d.g.openEditor(fen) }
func (d driver) PuzzleWrong(move string) error               { return d.g.puzzleWrong(move) }
func (d driver) SetPuzzleDay(day time.Time)                  { d.g.setPuzzleDay(day) }
func (d driver) Open(name string) error                      { return d.g.open(name) }
func (d driver) OpenLesson(spec string, taps []string) error { return d.g.openLesson(spec, taps) }
func (d driver) Drag(spec string) error                      { return d.g.startDrag(spec) }
func (d driver) CoachTry(move string) error                  { return d.g.coachTry(move) }
func (d driver) TryMove(move string) error                   { return d.g.tryMove(move) }
func (d driver) SetClockLeft(red, black time.Duration) error { return d.g.setClockLeft(red, black) }
func (d driver) Settle()                                     { d.g.settle() }
func (d driver) SetLevelRatings(r []int)                     { d.g.c.fixedRatings = r }
func (d driver) SetExplorerDepth(depth int)                  { d.g.c.explorerDepth = depth }
func (d driver) SetBoardDepth(depth int)                     { d.g.c.boardDepth = depth }

func (d driver) SetTextGlyphs(on bool) {
	d.g.c.paint.lines.off = on
	d.g.c.dirty = true
}

func (d driver) GamesQuery(search, filter, sort string, stats bool) error {
	return d.g.gamesQuery(search, filter, sort, stats)
}

func (d driver) OpenPuzzle(id string, moves int, hint bool) error {
	return d.g.openPuzzle(id, moves, hint)
}

func (driver) ScreenPoint(w, h int, dp float64, s string, flipped bool) (x, y, cell float64, err error) {
	return screenPoint(w, h, dp, s, flipped)
}

func (driver) EditorScreenPoint(w, h int, dp float64, s string) (x, y, cell float64, err error) {
	return editorScreenPoint(w, h, dp, s)
}

func (d driver) ControlPoint(w, h int, dp float64, name string) (x, y float64, err error) {
	return controlPoint(w, h, dp, name, d.g.c.cfg.Sharer != nil)
}

func (driver) EditorControlPoint(w, h int, dp float64, name string) (x, y float64, err error) {
	return editorControlPoint(w, h, dp, name)
}
