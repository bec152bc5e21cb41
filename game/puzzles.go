package game

import (
	"errors"
	"fmt"
	"math"
	"time"

	"xiangqi/game/session"
	"xiangqi/puzzle"
	"xiangqi/rules"
)

// puzzleScreen is the puzzle mode's state: the collection, the attempt
// in progress (session.PuzzleRun judges it off the frame loop) and the
// board's orientation.
type puzzleScreen struct {
	list    []puzzle.Puzzle
	loadErr error
	solver  *session.PuzzleSolver
	index   int
	run     *session.PuzzleRun
	flipped bool

	// The list scrolls when its tiles do not fit: scroll is how far (px)
	// it is moved up; a press that travels further than a tap is a drag.
	scroll      float64
	dragFrom    float64
	dragLast    float64
	dragging    bool
	pointerDown bool
}

// puzzleHashMiB is the solver's table; the built-in proofs need far less.
const puzzleHashMiB = 8

// loadPuzzles reads the built-in collection once.
func (g *Game) loadPuzzles() bool {
	ps := &g.puzzle
	if ps.list == nil && ps.loadErr == nil {
		ps.list, ps.loadErr = puzzle.Builtin()
		if ps.loadErr == nil && len(ps.list) == 0 {
			ps.loadErr = errors.New("no puzzles")
		}
	}
	return ps.loadErr == nil
}

func (g *Game) openPuzzleList() {
	g.loadPuzzles()
	if g.match != nil {
		g.match.Pause()
	}
	g.scene, g.dialog = scenePuzzleList, nil
	g.puzzle.scroll = 0
	g.dirty = true
}

// OpenPuzzle starts the built-in puzzle id ("list" shows the list), plays
// the first moves of its solution (the player's and the defender's
// replies, waiting for the judge; for a won ending only while the engine
// replies as the solution does) and asks for a hint if hint is set: for
// screenshots and tests.
func (g *Game) OpenPuzzle(id string, moves int, hint bool) error {
	if !g.loadPuzzles() {
		return g.puzzle.loadErr
	}
	if id == "list" {
		g.openPuzzleList()
		return nil
	}
	for i, p := range g.puzzle.list {
		if p.ID != id {
			continue
		}
		g.startPuzzle(i)
		run := g.puzzle.run
		for k := 0; k < moves && 2*k < len(p.Solution) && onSolution(p, run.Moves()); k++ {
			if err := run.Play(p.Solution[2*k]); err != nil {
				return err
			}
			if err := g.waitPuzzle(); err != nil {
				return err
			}
		}
		if hint && run.RequestHint() {
			if err := g.waitPuzzle(); err != nil {
				return err
			}
		}
		g.board.anim = rules.NoMove
		return nil
	}
	return fmt.Errorf("no built-in puzzle %q", id)
}

// onSolution reports whether moves follow p's solution: a won ending's
// defender, the engine with a time budget, may leave the table's line.
func onSolution(p puzzle.Puzzle, moves []rules.Move) bool {
	for i, m := range moves {
		if i >= len(p.Solution) || p.Solution[i] != m {
			return false
		}
	}
	return true
}

// waitPuzzle polls the attempt until its job is applied (setup only).
func (g *Game) waitPuzzle() error {
	run := g.puzzle.run
	for run.Busy() {
		g.pollPuzzle()
		time.Sleep(2 * time.Millisecond)
	}
	return run.Err()
}

func (g *Game) startPuzzle(i int) {
	ps := &g.puzzle
	if ps.run != nil {
		ps.run.Stop()
	}
	if ps.solver == nil {
		ps.solver = session.NewPuzzleSolver(puzzleHashMiB)
	}
	ps.index = i
	p := ps.list[i]
	ps.run = session.NewPuzzleRun(p, ps.solver, g.engine)
	ps.flipped = p.Side() == rules.Black // the player's side at the bottom
	g.board = boardUI{sel: rules.NoSquare, anim: rules.NoMove}
	g.scene, g.dialog = scenePuzzle, nil
	g.dirty = true
}

func (g *Game) leavePuzzle() {
	if g.puzzle.run != nil {
		g.puzzle.run.Stop()
		g.puzzle.run = nil
	}
	g.board = boardUI{sel: rules.NoSquare, anim: rules.NoMove}
	g.scene = scenePuzzleList
	g.dirty = true
}

// puzzleMove plays the player's move; the judge and the defender answer
// through pollPuzzle.
func (g *Game) puzzleMove(m rules.Move, animate bool) {
	run := g.puzzle.run
	pos := run.Position()
	captured := pos.At(m.To()) != rules.Empty
	if err := run.Play(m); err != nil {
		g.board.deselect()
		return
	}
	if animate && g.settings.Animation {
		after := run.Position()
		g.board.startAnim(m, after.At(m.To()))
	}
	g.board.deselect()
	if captured {
		g.playSound(soundCapture)
	} else {
		g.playSound(soundMove)
	}
	g.dirty = true
}

// pollPuzzle applies the judge's verdict and the defender's reply.
func (g *Game) pollPuzzle() {
	run := g.puzzle.run
	before := run.Position()
	ev := run.Poll()
	if ev == (session.PuzzleEvent{}) {
		return
	}
	g.dirty = true
	if ev.Replied {
		if g.settings.Animation {
			after := run.Position()
			g.board.startAnim(ev.Reply, after.At(ev.Reply.To()))
		}
		after := run.Position()
		switch {
		case after.InCheck():
			g.playSound(soundCheck)
		case before.At(ev.Reply.To()) != rules.Empty:
			g.playSound(soundCapture)
		default:
			g.playSound(soundMove)
		}
	}
	// A won ending's reply can end the attempt too (a ruling).
	switch {
	case ev.Judged && ev.Verdict == puzzle.Solved:
		g.progress.MarkSolved(run.Puzzle().ID)
		g.playSound(soundEnd)
		g.save()
	case ev.Judged && ev.Verdict == puzzle.Failed:
		g.playSound(soundEnd)
	}
}

// gradeHeading is the list's heading for puzzles of mate length n (0: won
// endings).
func (g *Game) gradeHeading(n int) string {
	if n == 0 {
		return g.text(MsgWonEndings)
	}
	return fmt.Sprintf(g.text(MsgMateIn), n)
}

// puzzleGrades groups the collection by mate length (won endings, mate_in
// 0, are a group of their own), in its order.
func (g *Game) puzzleGrades() [][]int {
	var grades [][]int
	for i, p := range g.puzzle.list {
		if n := len(grades); n > 0 && g.puzzle.list[grades[n-1][0]].MateIn == p.MateIn {
			grades[n-1] = append(grades[n-1], i)
			continue
		}
		grades = append(grades, []int{i})
	}
	return grades
}

// puzzleListGeometry lays the grades' tiles out: as many per row as fit at
// 48 dp or more (a comfortable touch target, up to 60 dp), in a view between
// the heading and the Back button that scrolls when they do not all fit.
type puzzleListGeometry struct {
	col     rect
	top     float64 // where the view begins
	bottom  float64 // where it ends
	perRow  int
	tile    float64
	gap     float64
	heading float64
	backY   float64
	content float64 // the height of all grades
}

func (g *Game) puzzleListGeometry() puzzleListGeometry {
	dp := g.dp
	cw := math.Min(float64(g.w)-24*dp, 560*dp)
	pg := puzzleListGeometry{col: rect{(float64(g.w) - cw) / 2, 0, cw, float64(g.h)}, top: 100 * dp, gap: 6 * dp, heading: 30 * dp}
	pg.backY = float64(g.h) - (buttonDP+14)*dp
	pg.bottom = pg.backY - 8*dp
	pg.perRow = max(1, int((cw+pg.gap)/(48*dp+pg.gap)))
	pg.tile = math.Min(60*dp, (cw-float64(pg.perRow-1)*pg.gap)/float64(pg.perRow))
	for _, gr := range g.puzzleGrades() {
		rows := (len(gr) + pg.perRow - 1) / pg.perRow
		pg.content += pg.heading + float64(rows)*(pg.tile+pg.gap)
	}
	return pg
}

// maxScroll is how far the list can move up.
func (pg puzzleListGeometry) maxScroll() float64 {
	return math.Max(0, pg.content-(pg.bottom-pg.top))
}

// view is the part of the screen the tiles show through.
func (pg puzzleListGeometry) view() rect {
	return rect{pg.col.X - 4, pg.top, pg.col.W + 8, pg.bottom - pg.top}
}

// scrollList moves the list by dy px (positive: content up), within bounds.
func (g *Game) scrollList(dy float64) {
	pg := g.puzzleListGeometry()
	s := math.Min(math.Max(g.puzzle.scroll+dy, 0), pg.maxScroll())
	if s != g.puzzle.scroll {
		g.puzzle.scroll = s
		g.dirty = true
	}
}

// listPointer lets a drag or the mouse wheel scroll the puzzle list. It
// reports whether it used the event; a drag is no longer a tap on a tile.
func (g *Game) listPointer(ps pointerState) bool {
	p := &g.puzzle
	if ps.wheel != 0 {
		g.scrollList(-ps.wheel * 48 * g.dp)
	}
	switch ps.ev {
	case pointerPress:
		p.pointerDown, p.dragging = true, false
		p.dragFrom, p.dragLast = ps.y, ps.y
	case pointerMove:
		if !p.pointerDown {
			return false
		}
		if !p.dragging && math.Abs(ps.y-p.dragFrom) > 10*g.dp && g.puzzleListGeometry().maxScroll() > 0 {
			p.dragging = true
			g.pressed = -1 // not a tap any more
			g.dirty = true
		}
		if p.dragging {
			g.scrollList(p.dragLast - ps.y)
			p.dragLast = ps.y
			return true
		}
	case pointerRelease:
		p.pointerDown = false
		if p.dragging {
			p.dragging = false
			return true
		}
	}
	return false
}

func (g *Game) puzzleListButtons() []button {
	dp := g.dp
	pg := g.puzzleListGeometry()
	g.puzzle.scroll = math.Min(g.puzzle.scroll, pg.maxScroll()) // after a resize
	var bs []button
	y := pg.top - g.puzzle.scroll
	for _, gr := range g.puzzleGrades() {
		y += pg.heading
		for k, i := range gr {
			if k > 0 && k%pg.perRow == 0 {
				y += pg.tile + pg.gap
			}
			// Only tiles at least half in view can be tapped.
			if y+pg.tile/2 < pg.top || y+pg.tile/2 > pg.bottom {
				continue
			}
			x := pg.col.X + float64(k%pg.perRow)*(pg.tile+pg.gap)
			p := g.puzzle.list[i]
			label := fmt.Sprint(k + 1)
			solved := g.progress.Solved(p.ID)
			if solved {
				label += " " + g.text(MsgSolvedMark)
			}
			bs = append(bs, button{r: rect{x, y, pg.tile, pg.tile}, label: label, done: solved, act: func() { g.startPuzzle(i) }})
		}
		y += pg.tile + pg.gap
	}
	bs = append(bs, button{r: rect{pg.col.X, pg.backY, pg.col.W, buttonDP * dp}, label: g.text(MsgBack), primary: true, act: func() { g.Back() }})
	return bs
}

func (g *Game) puzzleButtons() []button {
	l := newLayout(g.w, g.h, g.dp)
	rs := l.buttonRects(5)
	run := g.puzzle.run
	if run == nil {
		return nil
	}
	st := run.State()
	return []button{
		{r: rs[0], label: g.text(MsgHint), disabled: !run.PlayersTurn() || run.Hint() != rules.NoMove, act: func() {
			if run.RequestHint() {
				g.dirty = true
			}
		}},
		{r: rs[1], label: g.text(MsgRetry), primary: st == puzzle.Failed, disabled: len(run.Moves()) == 0, act: func() {
			run.Retry()
			g.board = boardUI{sel: rules.NoSquare, anim: rules.NoMove}
			g.dirty = true
		}},
		{r: rs[2], label: g.text(MsgNext), primary: st == puzzle.Solved, disabled: g.puzzle.index+1 >= len(g.puzzle.list), act: func() {
			g.startPuzzle(g.puzzle.index + 1)
		}},
		{r: rs[3], label: g.text(MsgFlip), act: func() { g.puzzle.flipped = !g.puzzle.flipped; g.dirty = true }},
		{r: rs[4], label: g.text(MsgPuzzleList), act: g.leavePuzzle},
	}
}

// puzzleStatus is the puzzle screen's two lines: the goal, then how the
// attempt stands.
func (g *Game) puzzleStatus() (string, string) {
	run := g.puzzle.run
	p := run.Puzzle()
	goal := MsgPuzzleGoalRed
	if p.Side() == rules.Black {
		goal = MsgPuzzleGoalBlack
	}
	first := fmt.Sprintf(g.text(goal), p.MateIn)
	failed := MsgPuzzleFailed
	if p.MateIn == 0 {
		first = g.text(MsgEndingGoalRed)
		if p.Side() == rules.Black {
			first = g.text(MsgEndingGoalBlack)
		}
		failed = MsgEndingFailed
	}
	var second string
	switch {
	case run.Err() != nil:
		second = fmt.Sprintf(g.text(MsgPuzzleError), run.Err())
	case run.State() == puzzle.Solved:
		second = g.text(MsgPuzzleSolved)
	case run.State() == puzzle.Failed:
		second = g.text(failed)
	case run.Defending():
		second = g.text(MsgDefending)
	case run.Busy():
		second = g.text(MsgHintBusy)
	default:
		second = fmt.Sprintf(g.text(MsgMovesLeft), run.MovesLeft())
	}
	title := fmt.Sprintf(g.text(MsgPuzzleTitle), p.ID)
	return title + " · " + first, second
}
