package session

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"xiangqi/ai"
	"xiangqi/analysis"
	"xiangqi/assets/masterstats"
	"xiangqi/explorer"
	"xiangqi/record"
	"xiangqi/rules"
)

// ExploreSource is the collection the explorer counts in.
type ExploreSource int

// The explorer's sources: the master games' table the app ships, and the
// player's own library.
const (
	MasterGames ExploreSource = iota
	OwnGames
)

// MasterIndex is the master games' counts, the table the app embeds
// (assets/masterstats: 29,870 games with their results), read on first
// use (BenchmarkLoad there: 1.4 ms and 0.9 MB kept on the 2-core VM this
// was written on), then shared by every explorer: Get may be called from
// any goroutine, and only the first call waits for the read.
type MasterIndex struct {
	once sync.Once
	tab  *explorer.Table
	err  error
}

// Get is the table, read at the first call; a damaged table is an error
// the explorer shows, never a panic.
func (m *MasterIndex) Get() (*explorer.Table, error) {
	m.once.Do(func() { m.tab, m.err = masterstats.Load() })
	return m.tab, m.err
}

// Explore implements explorer.Source.
func (m *MasterIndex) Explore(ctx context.Context, p rules.Position) ([]explorer.MoveStat, error) {
	tab, err := m.Get()
	if err != nil {
		return nil, err
	}
	return tab.Explore(ctx, p)
}

// IndexSource is the library's index (GameIndex) as the explorer's
// source; get waits until the index is open and may return nil when it
// could not be.
type IndexSource func() GameIndex

// ErrNoIndex is the explorer's error when the library has no index.
var ErrNoIndex = errors.New("the library's index is not open")

// Explore implements explorer.Source.
func (f IndexSource) Explore(ctx context.Context, p rules.Position) ([]explorer.MoveStat, error) {
	idx := f()
	if idx == nil {
		return nil, ErrNoIndex
	}
	rows, err := idx.Explore(ctx, p)
	if err != nil {
		return nil, err
	}
	out := make([]explorer.MoveStat, len(rows))
	for i, r := range rows {
		out[i] = explorer.MoveStat{Move: r.Move, Games: r.Games, RedWins: r.RedWins, Draws: r.Draws, BlackWins: r.BlackWins}
	}
	return out, nil
}

// ExplorerOptions is the engine's search of each move the explorer
// lists: a time budget, or a depth (for tests, which want the same
// answer every run), on Threads threads.
type ExplorerOptions struct {
	PerMove time.Duration
	Depth   int
	Threads int
	HashMiB int
}

// DefaultExplorerTime is a move's search on the desktop: the first
// dozen moves of a position are scored in about 1.5 s.
const DefaultExplorerTime = 120 * time.Millisecond

// ExploreRow is one move of the position shown: its counts in the source,
// and the engine's evaluation after it (Red's view; Eval.Done is false
// until it is searched).
type ExploreRow struct {
	explorer.MoveStat
	Eval analysis.Eval
}

// Explorer is the opening explorer's model: a position reached from a
// root (the board it was opened on, with the game before it), the moves
// played from it in the chosen source, and each one's score, searched on
// a goroutine. Every method is called from one goroutine (the game's
// Update); the worker hands its findings over a channel that Poll
// drains, tagged with the query they answer, and a finding for a query
// since replaced (another move, back, the other source, a pause) is
// dropped.
//
// A move's score is searched once and kept (scores): the two sources
// list many of the same moves, and a search for a time reaches another
// depth each run, so that the same move showed +0.36 under one tab and
// +0.42 under the other (issue 52). A move scored under either tab
// shows that score under both, at once.
type Explorer struct {
	sources [2]explorer.Source
	opt     ExplorerOptions
	pool    ai.Pool

	root  *rules.Game // the game up to the root, for the searches' history
	path  []rules.Move
	board []rules.Position // board[i]: after path[:i]; board[0] the root's
	src   ExploreSource

	gen     uint64 // the query running; findings of another are stale
	scores  map[scoreKey]analysis.Eval
	rows    []ExploreRow
	ready   bool // rows answer the position and source shown
	err     error
	scored  int // rows whose search is done
	paused  bool
	cancel  context.CancelFunc
	results chan explorerFinding
	wg      sync.WaitGroup
}

// scoreKey names a move's score: the moves from the root to the position
// shown (its history, which a search's repetition rulings read), and the
// move.
type scoreKey struct {
	path string
	move rules.Move
}

// pathKey is the moves played since the root, as scoreKey holds them.
func (e *Explorer) pathKey() string { return fmt.Sprint(e.path) }

// explorerFinding is what the worker found for query gen: the rows (row
// < 0) or one row's evaluation.
type explorerFinding struct {
	gen  uint64
	row  int
	rows []explorer.MoveStat
	err  error
	eval analysis.Eval
}

// NewExplorer opens the explorer on the last position of g (its moves
// are the history the engine's searches see), counting in masters or
// own; it starts the query of that position in src.
func NewExplorer(g *rules.Game, masters, own explorer.Source, src ExploreSource, opt ExplorerOptions) *Explorer {
	root := GameTo(g, len(g.Moves()))
	e := &Explorer{sources: [2]explorer.Source{masters, own}, opt: opt, root: root,
		board: []rules.Position{root.Position()}, src: src, results: make(chan explorerFinding, 64),
		scores: map[scoreKey]analysis.Eval{}}
	e.pool.HashMiB = max(opt.HashMiB, 1)
	e.start()
	return e
}

// Position is the board shown.
func (e *Explorer) Position() rules.Position { return e.board[len(e.board)-1] }

// Path is the moves played in the explorer since its root.
func (e *Explorer) Path() []rules.Move { return e.path }

// Root is the game the explorer was opened on.
func (e *Explorer) Root() *rules.Game { return e.root }

// Source is the collection counted in.
func (e *Explorer) Source() ExploreSource { return e.src }

// Rows is the moves from the position shown, most played first; ok is
// false while they are being counted (then rows is nil).
func (e *Explorer) Rows() (rows []ExploreRow, ok bool) {
	if !e.ready {
		return nil, false
	}
	return e.rows, true
}

// Err is the error of the last count ("" when it went well).
func (e *Explorer) Err() error { return e.err }

// Searching reports whether scores are still being searched.
func (e *Explorer) Searching() bool { return e.ready && e.scored < len(e.rows) && !e.paused }

// Games is how many games of the source reached the position shown
// (each game counted once, whichever move it played): the sum of the
// rows' counts.
func (e *Explorer) Games() int {
	n := 0
	for _, r := range e.rows {
		n += r.Games
	}
	return n
}

// Play plays m from the position shown; an illegal move is an error and
// changes nothing.
func (e *Explorer) Play(m rules.Move) error {
	p := e.Position()
	if p.Status().Over() {
		return errors.New("the game is over on this board")
	}
	if !p.IsLegal(m) {
		return fmt.Errorf("move %s is not legal here", m)
	}
	p.MakeMove(m)
	e.path = append(e.path, m)
	e.board = append(e.board, p)
	e.start()
	return nil
}

// Back takes back the last move played in the explorer; false at the
// root.
func (e *Explorer) Back() bool {
	if len(e.path) == 0 {
		return false
	}
	e.path = e.path[:len(e.path)-1]
	e.board = e.board[:len(e.board)-1]
	e.start()
	return true
}

// ToRoot takes back every move played in the explorer; false at the root.
func (e *Explorer) ToRoot() bool {
	if len(e.path) == 0 {
		return false
	}
	e.path, e.board = e.path[:0], e.board[:1]
	e.start()
	return true
}

// SetSource counts in src from now on.
func (e *Explorer) SetSource(src ExploreSource) {
	if src == e.src {
		return
	}
	e.src = src
	e.start()
}

// Record is the root's game with the explorer's moves after it, for
// playing on from the position shown.
func (e *Explorer) Record() *record.Game {
	moves := append(append([]rules.Move(nil), e.root.Moves()...), e.path...)
	return &record.Game{Start: e.root.Start(), Moves: moves}
}

// Pause stops the searches (the app goes to the background); the counts
// stay. Resume searches on.
func (e *Explorer) Pause() {
	if e.paused {
		return
	}
	e.paused = true
	e.stop()
	e.gen++
}

// Resume starts the query again after a Pause.
func (e *Explorer) Resume() {
	if !e.paused {
		return
	}
	e.paused = false
	e.start()
}

// Close stops the worker and waits for it: the screen has closed.
func (e *Explorer) Close() {
	e.stop()
	e.gen++
	e.wg.Wait()
}

// stop cancels the query running.
func (e *Explorer) stop() {
	if e.cancel != nil {
		e.cancel()
		e.cancel = nil
	}
}

// start replaces the query running by the position shown in the source
// chosen.
func (e *Explorer) start() {
	e.stop()
	e.gen++
	e.rows, e.ready, e.err, e.scored = nil, false, nil, 0
	if e.paused {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	e.cancel = cancel
	src := e.sources[e.src]
	hist := e.history()
	pos := e.Position()
	gen := e.gen
	known := map[rules.Move]analysis.Eval{} // the worker's own copy
	path := e.pathKey()
	for k, ev := range e.scores {
		if k.path == path {
			known[k.move] = ev
		}
	}
	e.wg.Add(1)
	go func() {
		defer e.wg.Done()
		e.work(ctx, gen, src, pos, hist, known)
	}()
}

// history is the positions before the one shown, for the searches'
// repetition rulings.
func (e *Explorer) history() ai.History {
	keys := append([]uint64(nil), e.root.Keys()...) // ends with the root's own key
	for _, p := range e.board[1:] {
		keys = append(keys, p.Key())
	}
	return ai.History{Keys: keys}
}

// Poll takes the worker's findings for the query shown, dropping stale
// ones; it reports whether anything shown changed.
func (e *Explorer) Poll() bool {
	changed := false
	for {
		select {
		case f := <-e.results:
			if f.gen != e.gen {
				continue // an earlier query's
			}
			changed = true
			path := e.pathKey()
			if f.row < 0 {
				e.ready, e.err = true, f.err
				e.rows = make([]ExploreRow, len(f.rows))
				for i, s := range f.rows {
					// A score already known shows with the counts.
					e.rows[i] = ExploreRow{MoveStat: s, Eval: e.scores[scoreKey{path, s.Move}]}
				}
				continue
			}
			if f.row < len(e.rows) {
				e.rows[f.row].Eval = f.eval
				e.scored = f.row + 1
				e.scores[scoreKey{path, e.rows[f.row].Move}] = f.eval
			}
		default:
			return changed
		}
	}
}

// send hands f over unless the query is cancelled.
func (e *Explorer) send(ctx context.Context, f explorerFinding) bool {
	select {
	case e.results <- f:
		return true
	case <-ctx.Done():
		return false
	}
}

// work counts the moves from pos in src, then searches the position after
// each, most played first; a move known scores as known, unsearched.
func (e *Explorer) work(ctx context.Context, gen uint64, src explorer.Source, pos rules.Position, hist ai.History, known map[rules.Move]analysis.Eval) {
	var stats []explorer.MoveStat
	var err error
	if src == nil {
		err = ErrNoIndex
	} else {
		stats, err = src.Explore(ctx, pos)
	}
	if ctx.Err() != nil || !e.send(ctx, explorerFinding{gen: gen, row: -1, rows: stats, err: err}) || err != nil {
		return
	}
	eng := e.pool.Take()
	defer e.pool.Give(eng)
	keys := hist.Keys // up to the position shown, which comes before each searched
	for i, s := range stats {
		after := pos
		after.MakeMove(s.Move)
		ev, ok := known[s.Move]
		switch st := after.Status(); {
		case ok: // scored before, under either source
		case st.Over():
			ev = analysis.FinishedEval(st)
		default:
			res := eng.Search(ctx, ai.Request{Pos: after, History: ai.History{Keys: keys},
				Limits: ai.Limits{Time: e.opt.PerMove, Depth: e.opt.Depth}, Threads: e.opt.Threads})
			if ctx.Err() != nil {
				return // an unfinished search is not a score
			}
			ev = analysis.EvalOf(res, after.SideToMove())
		}
		if !e.send(ctx, explorerFinding{gen: gen, row: i, eval: ev}) {
			return
		}
	}
}

// saveName is the source as the save holds it: "" for the master games.
func (s ExploreSource) saveName() string {
	if s == OwnGames {
		return "mine"
	}
	return ""
}

// parseExploreSource reads what saveName wrote, in a save of version.
func parseExploreSource(s string, version int) (ExploreSource, error) {
	switch {
	case s == "":
		return MasterGames, nil
	case version < 8:
		return MasterGames, fmt.Errorf("bad save file: the explorer's source in a version %d file", version)
	case s == "mine":
		return OwnGames, nil
	}
	return MasterGames, fmt.Errorf("unknown explorer source %q", s)
}

// GameTo is g's first ply moves (clamped to the game) as a game of their
// own: the explorer's root, a record's or an analysis' board opened in
// the explorer.
func GameTo(g *rules.Game, ply int) *rules.Game {
	out := rules.NewGame(g.Start())
	for _, m := range g.Moves()[:min(max(ply, 0), len(g.Moves()))] {
		if out.Play(m) != nil {
			break
		}
	}
	return out
}
