package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"xiangqi/ai"
	"xiangqi/clock"
	"xiangqi/internal/uciconn"
	"xiangqi/rules"
)

// Time bounds of the UCI conversation. A program that overruns one is
// killed, so that a crashed or hung build loses its game instead of
// stalling the match.
const (
	// replyTimeout bounds uci/uciok and each isready/readyok: a healthy
	// engine answers at once, but allocating or clearing a large hash
	// table takes a moment.
	replyTimeout = 30 * time.Second
	// untimedMoveTimeout bounds a search without a time limit (depth= or
	// nodes= alone), which may rightly take minutes.
	untimedMoveTimeout = 10 * time.Minute
	// quitGrace is how long an engine may take to exit after quit.
	quitGrace = 2 * time.Second
)

// moveTimeoutFor is how long a search under lim may take before its engine
// is taken for hung: ten times the move time leaves room for a loaded
// machine, and the seconds added cover starting up and the protocol.
func moveTimeoutFor(lim ai.Limits) time.Duration {
	if lim.Time > 0 {
		return 10*lim.Time + 5*time.Second
	}
	return untimedMoveTimeout
}

// uciMover plays through an engine program over UCI, in the dialect of
// package uci: the game is sent in full as "position fen … moves …" so the
// program sees the history its repetition rulings need.
type uciMover struct {
	lim     ai.Limits
	hashMiB int
	threads int // sent as the Threads option when not 0
	start   func() (*uciconn.Conn, error)
	c       *uciconn.Conn // the running engine; nil after a failure until the next game

	replyTimeout time.Duration
	moveTimeout  time.Duration
}

// newUCIMover starts the engine with start and waits until it is ready.
func newUCIMover(p player, start func() (*uciconn.Conn, error)) (*uciMover, error) {
	m := &uciMover{
		lim:          p.lim,
		hashMiB:      p.hashMiB,
		threads:      p.threads,
		start:        start,
		replyTimeout: replyTimeout,
		moveTimeout:  moveTimeoutFor(p.lim),
	}
	if err := m.launch(); err != nil {
		return nil, err
	}
	return m, nil
}

// launch starts the engine, sets its hash size (and threads, if set) and
// waits for readyok.
func (m *uciMover) launch() error {
	c, err := m.start()
	if err != nil {
		return fmt.Errorf("start: %w", err)
	}
	if _, err := c.Ask(m.replyTimeout, "uciok", "uci"); err != nil {
		return c.Abort(err)
	}
	options := []struct {
		name  string
		value int
	}{{"Hash", m.hashMiB}, {"Threads", m.threads}}
	for _, o := range options {
		if o.value == 0 {
			continue
		}
		if err := c.SetOption(m.replyTimeout, o.name, strconv.Itoa(o.value)); err != nil {
			return c.Abort(err)
		}
	}
	m.c = c
	return nil
}

func (m *uciMover) newGame() error {
	if m.c == nil {
		// The last game killed the engine: this game gets a fresh one.
		if err := m.launch(); err != nil {
			return err
		}
	}
	if _, err := m.c.Ask(m.replyTimeout, "readyok", "ucinewgame", "isready"); err != nil {
		return m.drop(err)
	}
	return nil
}

func (m *uciMover) move(g *rules.Game) (ai.Result, error) {
	if m.c == nil {
		return ai.Result{}, errors.New("engine not running")
	}
	replies, err := m.c.Ask(m.moveTimeout, "bestmove", positionCommand(g), goCommand(m.lim))
	if err != nil {
		return ai.Result{}, m.drop(err)
	}
	return searchOrClaim(replies)
}

// errDrawClaim is an engine's "bestmove 0000" (or "(none)") in a position
// where it has a legal move: its own rules call the game drawn there (a
// fourfold repetition, 50 moves without a capture: ElephantEye answers
// so, see the sparring partner's README). The referee scores it a draw,
// not a forfeit: the claim is a rule of the other program, not a fault.
var errDrawClaim = errors.New("claims a draw (bestmove 0000)")

// searchOrClaim is parseSearch, or errDrawClaim when the bestmove is the
// null move.
func searchOrClaim(replies []string) (ai.Result, error) {
	for _, line := range replies {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "bestmove" && (f[1] == "0000" || f[1] == "(none)") {
			return ai.Result{}, errDrawClaim
		}
	}
	return parseSearch(replies), nil
}

// moveClocked is move under a clock: "go wtime btime winc binc" (each move
// alone, "movestogo 1", for a fixed time per move), the engine spending it
// as it sees fit; it is killed, and loses, when it answers nothing well
// after its time is up.
func (m *uciMover) moveClocked(g *rules.Game, c clockState) (ai.Result, error) {
	if m.c == nil {
		return ai.Result{}, errors.New("engine not running")
	}
	pos := g.Position()
	goLine := goLine(c, pos.SideToMove())
	replies, err := m.c.Ask(max(c.left[pos.SideToMove()], 0)*2+5*time.Second, "bestmove", positionCommand(g), goLine)
	if err != nil {
		return ai.Result{}, m.drop(err)
	}
	return searchOrClaim(replies)
}

// goLine is the "go" of a move under c with side to move: "go wtime btime
// winc binc"; "movestogo 1" for a fixed time per move; "movestogo N" to
// the next control of a moves-in-time clock; and for a countdown Shogi
// UCI's "byoyomi MS", wtime and btime being the main times left.
func goLine(c clockState, side rules.Color) string {
	w, b := c.left[rules.Red], c.left[rules.Black]
	switch c.ctl.Kind() {
	case clock.FixedPerMove:
		return fmt.Sprintf("go wtime %d btime %d movestogo 1", w.Milliseconds(), b.Milliseconds())
	case clock.MovesInTime:
		return fmt.Sprintf("go wtime %d btime %d movestogo %d", w.Milliseconds(), b.Milliseconds(), c.movesToGo)
	case clock.Countdown:
		rw, rb := c.ctl.Read(w), c.ctl.Read(b)
		period := rw.Period
		if side == rules.Black {
			period = rb.Period
		}
		return fmt.Sprintf("go wtime %d btime %d byoyomi %d", rw.Main.Milliseconds(), rb.Main.Milliseconds(), period.Milliseconds())
	}
	inc := c.ctl.Inc.Milliseconds()
	return fmt.Sprintf("go wtime %d btime %d winc %d binc %d", w.Milliseconds(), b.Milliseconds(), inc, inc)
}

func (m *uciMover) close() error {
	if m.c == nil {
		return nil
	}
	err := m.c.Quit(quitGrace)
	m.c = nil
	return err
}

// drop kills the engine after err and returns err with how it ended.
func (m *uciMover) drop(err error) error {
	err = m.c.Abort(err)
	m.c = nil
	return err
}

// positionCommand sends the whole game: its start and every move since.
func positionCommand(g *rules.Game) string {
	start := g.Start()
	var b strings.Builder
	b.WriteString("position fen ")
	b.WriteString(start.FEN())
	if moves := g.Moves(); len(moves) > 0 {
		b.WriteString(" moves")
		for _, mv := range moves {
			b.WriteByte(' ')
			b.WriteString(mv.String())
		}
	}
	return b.String()
}

// goCommand asks for a search under all of lim's limits at once, as the
// in-process engine obeys them (whichever is reached first).
func goCommand(lim ai.Limits) string {
	var b strings.Builder
	b.WriteString("go")
	if lim.Time > 0 {
		// Whole milliseconds, at least one: "movetime 0" would mean no limit.
		fmt.Fprintf(&b, " movetime %d", max(1, lim.Time.Milliseconds()))
	}
	if lim.Depth > 0 {
		fmt.Fprintf(&b, " depth %d", lim.Depth)
	}
	if lim.Nodes > 0 {
		fmt.Fprintf(&b, " nodes %d", lim.Nodes)
	}
	return b.String()
}

// parseSearch reads the engine's answer to go: the move of its bestmove
// line (rules.NoMove if unreadable, which the referee rejects as illegal)
// and the score of the last info line that has one.
func parseSearch(lines []string) ai.Result {
	var r ai.Result
	for _, line := range lines {
		f := strings.Fields(line)
		switch {
		case len(f) >= 2 && f[0] == "bestmove":
			if mv, err := rules.ParseMoveText(f[1]); err == nil {
				r.Move = mv
			}
		case len(f) >= 2 && f[0] == "info" && f[1] != "string":
			if score, mate, ok := parseScore(f[1:]); ok {
				r.Score, r.Mate = score, mate
			}
		}
	}
	return r
}

// parseScore finds "score cp N" or "score mate N" among the fields of an
// info line. A mate in N moves (negative: being mated in -N) becomes the
// score our engine gives it, MateScore less the plies to the mate, so that
// adjudication treats both kinds of player alike.
func parseScore(f []string) (score, mate int, ok bool) {
	for i := 0; i+2 < len(f); i++ {
		if f[i] != "score" {
			continue
		}
		n, err := strconv.Atoi(f[i+2])
		if err != nil {
			return 0, 0, false
		}
		switch f[i+1] {
		case "cp":
			return n, 0, true
		case "mate":
			n = max(-ai.MaxPly, min(ai.MaxPly, n)) // beyond any real search, and no overflow
			switch {
			case n > 0:
				return ai.MateScore - (2*n - 1), n, true
			case n < 0:
				return -ai.MateScore - 2*n, n, true
			}
			return -ai.MateScore, 0, true // "mate 0": the side to move is mated
		}
		return 0, 0, false
	}
	return 0, 0, false
}
