// Package coach warns a learner before a move that loses material or walks
// into mate: it judges the move on the review's scale (analysis.Judge, a
// blunder or worse) from two short searches, the position before the move
// and the one after it, and names the opponent's reply that punishes it —
// never the move the player should have played instead.
//
// The coach warns only about a threat it can name: the opponent's mate, or
// a piece of the player's that the opponent's line takes within its first
// three moves. A move the searches judge a blunder for a reason that is
// neither (a slow positional loss) is let through, so that a warning
// always points at something on the board.
//
// The package is pure Go on ai, analysis and rules; it needs no window.
package coach

import (
	"context"
	"time"

	"xiangqi/ai"
	"xiangqi/analysis"
	"xiangqi/rules"
)

// Kind is what a warning is about.
type Kind uint8

const (
	None     Kind = iota // no warning: the move is sound, or no threat could be named
	Capture              // the opponent's reply takes Victim, standing on At
	Material             // the opponent's line takes Victim a little later
	Mate                 // the opponent mates in MateIn moves
)

// Warning is the threat a move walks into, as the opponent would carry it
// out.
type Warning struct {
	Kind Kind
	// Threat is the opponent's reply that starts it: the arrow drawn on the
	// board (for a Capture, from the attacker to the piece it takes).
	Threat   rules.Move
	Attacker rules.Piece  // the opponent's piece that makes Threat
	Victim   rules.Piece  // Capture, Material: the player's piece lost
	At       rules.Square // Capture: where Victim stands after the move
	MateIn   int          // Mate: the opponent's moves to mate, 1 or more
}

// Verdict is the coach's judgement of one move.
type Verdict struct {
	Warning
	Judgement analysis.Judgement // the review's verdict on the move
	Drop      float64            // the mover's expected score given away (analysis.Drop)
	Nodes     uint64             // the two searches' nodes
	Elapsed   time.Duration      // how long the judgement took
}

// Warn reports whether the coach should speak.
func (v Verdict) Warn() bool { return v.Kind != None }

// Request is a move to judge: the position before it, the game's history
// before that position (for the repetition rulings), and the move. The
// caller hands copies: the check runs on another goroutine.
type Request struct {
	Pos     rules.Position
	History ai.History
	Move    rules.Move
}

// DefaultNodes is each of the two searches' node budget: enough to see a
// piece left hanging, a capture over a screen and a mate in 2 (the tests'
// positions) without a warning on any of the tests' sound moves. At
// 40,000 a search a judgement took 65 to 73 ms (wall and CPU alike, the
// slowest of 72 judgements 95 to 111 ms) on the development machine when
// it was nearly idle (BenchmarkCheck, three runs; at 60,000, under a load
// of 8 to 13 on its 2 cores, 100 to 120 ms of CPU), so that a phone taken
// as 2–3 times slower keeps the player waiting about 300 ms at most.
const DefaultNodes = 40_000

// Coach judges moves with a small pool of engines, so that a check can
// start while a cancelled one still unwinds. Its methods may be called
// from any goroutine.
type Coach struct {
	pool  ai.Pool
	nodes uint64
	time  time.Duration // each search's safety bound; 0: none
}

// New returns a coach whose engines have tables of hashMiB MiB (at least
// 1) and whose searches stop at nodes nodes each (0: DefaultNodes).
func New(hashMiB int, nodes uint64) *Coach {
	if nodes == 0 {
		nodes = DefaultNodes
	}
	return &Coach{pool: ai.Pool{HashMiB: max(hashMiB, 1)}, nodes: nodes}
}

// Check judges req's move. A cancelled ctx ends it early with no warning.
// An illegal move gets no warning either (the referee refuses it).
func (c *Coach) Check(ctx context.Context, req Request) Verdict {
	e := c.pool.Take()
	defer c.pool.Give(e)
	return check(ctx, e, req, ai.Limits{Nodes: c.nodes, Time: c.time})
}

// WithTime bounds each of c's searches by d as well as by its nodes, so
// that a device far slower than assumed still answers soon (with the
// search's last completed iteration); the verdict then depends on the
// device's speed. It returns c.
func (c *Coach) WithTime(d time.Duration) *Coach {
	c.time = d
	return c
}

// check is Check on engine e. The engine's table is cleared first, so
// that the verdict depends on the request alone (the same on every run
// and device: the searches are bounded by nodes, on one thread). The
// position after the move is searched first and the one before it with
// what that search found still in the table, so that the two agree about
// the move played as far as their depths allow.
func check(ctx context.Context, e *ai.Engine, req Request, lim ai.Limits) Verdict {
	t0 := time.Now()
	pos := req.Pos
	if !pos.IsLegal(req.Move) {
		return Verdict{}
	}
	mover := pos.SideToMove()
	after := pos
	after.MakeMove(req.Move)
	e.Clear()
	var v Verdict
	var afterEval analysis.Eval
	var afterRes ai.Result
	if st := after.Status(); st.Over() {
		afterEval = analysis.FinishedEval(st)
	} else {
		h := ai.History{Keys: append(append([]uint64(nil), req.History.Keys...), pos.Key())}
		if req.History.Checks != nil {
			h.Checks = append(append([]bool(nil), req.History.Checks...), after.InCheck())
		}
		if req.History.Moves != nil {
			h.Moves = append(append([]rules.Move(nil), req.History.Moves...), req.Move)
		}
		afterRes = e.Search(ctx, ai.Request{Pos: after, History: h, Limits: lim})
		afterEval = analysis.EvalOf(afterRes, after.SideToMove())
		v.Nodes += afterRes.Nodes
	}
	if ctx.Err() != nil {
		return Verdict{}
	}
	beforeRes := e.Search(ctx, ai.Request{Pos: pos, History: req.History, Limits: lim})
	v.Nodes += beforeRes.Nodes
	if ctx.Err() != nil {
		return Verdict{}
	}
	beforeEval := analysis.EvalOf(beforeRes, mover)
	var l rules.MoveList
	pos.GenerateMoves(&l)
	beforeEval.Only = l.N == 1
	v.Judgement = analysis.Judge(beforeEval, afterEval, req.Move, mover)
	v.Drop = analysis.Drop(beforeEval, afterEval, mover)
	if v.Judgement >= analysis.Blunder && !afterEval.Over {
		v.Warning = threat(after, afterRes)
	}
	v.Elapsed = time.Since(t0)
	return v
}

// lineCaptures bounds how many of the opponent's moves along its line
// are looked at for the piece it wins; linePlies how far the line is
// followed to count what the player loses on balance.
const (
	lineCaptures = 3
	linePlies    = 10
)

// MinLoss is the least material (in the values of worth: a soldier 100)
// the opponent's line must win on balance for a warning about material:
// more than a soldier. A line that only exchanges, or a move that merely
// misses a win the player had (the review judges that a blunder too),
// loses nothing on the board, and the coach stays quiet: it would have
// no threat to show, and speaking would hint that a better move exists.
const MinLoss = 150

// threat names what the opponent's line r from after (the opponent to
// move) does to the player: a mate; else, when the line wins at least
// MinLoss on balance, the first of the player's pieces it takes within
// its first lineCaptures moves; else None.
func threat(after rules.Position, r ai.Result) Warning {
	pv := r.PV
	if len(pv) == 0 && r.Move != rules.NoMove {
		pv = []rules.Move{r.Move}
	}
	if len(pv) == 0 {
		return Warning{}
	}
	first := pv[0]
	w := Warning{Threat: first, Attacker: after.At(first.From())}
	if r.Mate > 0 {
		w.Kind, w.MateIn = Mate, r.Mate
		return w
	}
	player := after.SideToMove().Other()
	p := after
	victim, at, ply := rules.Empty, rules.NoSquare, -1
	loss := 0
	for i, m := range pv {
		if i >= linePlies || !p.IsLegal(m) {
			break
		}
		if v := p.At(m.To()); v != rules.Empty {
			if v.Color() == player {
				loss += worth(v)
				if ply < 0 && i < 2*lineCaptures {
					victim, at, ply = v, m.To(), i
				}
			} else {
				loss -= worth(v)
			}
		}
		p.MakeMove(m)
	}
	switch {
	case ply < 0 || loss < MinLoss:
		return Warning{}
	case ply == 0:
		w.Kind, w.Victim, w.At = Capture, victim, at
	default:
		w.Kind, w.Victim = Material, victim
	}
	return w
}

// worth is a piece's material value for counting what a line wins: the
// values the material puzzles use (a chariot 900, cannon 450, horse 400,
// advisor and elephant 200, soldier 100).
func worth(p rules.Piece) int {
	switch p.Kind() {
	case rules.Chariot:
		return 900
	case rules.Cannon:
		return 450
	case rules.Horse:
		return 400
	case rules.Advisor, rules.Elephant:
		return 200
	case rules.Soldier:
		return 100
	}
	return 0
}
