package session

import (
	"context"
	"errors"
	"time"

	"xiangqi/puzzle"
	"xiangqi/rules"
	"xiangqi/train"
)

// MistakeJudgeTime is the search that judges a try that is neither the
// best move nor the mistake: the position after it, for the opponent, at
// full strength (a hint). Half a second is the analysis's own phone budget
// for one position (analysis.PhoneBudget).
const MistakeJudgeTime = 500 * time.Millisecond

// MistakeRun is one review of a card (a mistake of the player's): he plays
// one move from the position before the mistake. The better line's first
// move solves it and the mistake fails it at once; any other move is judged
// by a search on a goroutine of its own (Poll brings it) and solves when it
// gives away at most train.SolvedDrop against the best (TrySolves). On a
// failure the refutation is played on the board: the card's for the mistake
// itself, the search's reply for another move. Every method is called from
// the game's goroutine, as Match's.
type MistakeRun struct {
	card    train.Card
	start   rules.Position
	engine  Engine
	moves   []rules.Move // the try, then the refutation once failed
	verdict puzzle.Verdict
	refute  []rules.Move
	gen     int
	cancel  context.CancelFunc
	results chan mistakeJudged
}

type mistakeJudged struct {
	gen   int
	reply Reply
}

// ErrBadCard is returned by NewMistakeRun for a card whose position or
// moves do not read.
var ErrBadCard = errors.New("a mistake whose position does not read")

var errIllegalTry = errors.New("not a legal move")

// NewMistakeRun starts a review of c, the engine judging other moves.
func NewMistakeRun(c train.Card, engine Engine) (*MistakeRun, error) {
	pos, err := c.Position()
	if err != nil || len(train.Line(c.Best)) == 0 {
		return nil, ErrBadCard
	}
	return &MistakeRun{card: c, start: pos, engine: engine, results: make(chan mistakeJudged, 1)}, nil
}

// Card is the card under review.
func (r *MistakeRun) Card() train.Card { return r.card }

// Start is the position to play from.
func (r *MistakeRun) Start() rules.Position { return r.start }

// Position is the position on the board now.
func (r *MistakeRun) Position() rules.Position {
	pos := r.start
	for _, m := range r.moves {
		pos.MakeMove(m)
	}
	return pos
}

// Moves are the moves on the board from the start: the try, then the
// refutation's first move once failed.
func (r *MistakeRun) Moves() []rules.Move { return r.moves }

// State is Continue while the try is not yet played or judged.
func (r *MistakeRun) State() puzzle.Verdict { return r.verdict }

// Judging reports whether a try is being searched.
func (r *MistakeRun) Judging() bool { return r.cancel != nil }

// PlayersTurn reports whether the player may play his try.
func (r *MistakeRun) PlayersTurn() bool { return len(r.moves) == 0 && r.verdict == puzzle.Continue }

// Refutation is the line shown on a failure, the opponent's reply first.
func (r *MistakeRun) Refutation() []rules.Move { return r.refute }

// Best is the better move of the card.
func (r *MistakeRun) Best() rules.Move { return train.Line(r.card.Best)[0] }

// Play plays the try m. An illegal move, or a move when it is not the
// player's turn, is an error and changes nothing.
func (r *MistakeRun) Play(m rules.Move) error {
	if !r.PlayersTurn() {
		return ErrPuzzleBusy
	}
	if !r.start.IsLegal(m) {
		return errIllegalTry
	}
	r.moves = append(r.moves, m)
	after := r.start
	after.MakeMove(m)
	switch {
	case m == r.Best() || !after.HasLegalMove():
		r.verdict = puzzle.Solved
	case m.String() == r.card.Played:
		r.fail(train.Line(r.card.Refute))
	default:
		r.judge(after)
	}
	return nil
}

func (r *MistakeRun) fail(line []rules.Move) {
	r.verdict = puzzle.Failed
	r.refute = line
	if len(line) > 0 {
		r.moves = append(r.moves, line[0])
	}
}

func (r *MistakeRun) judge(after rules.Position) {
	r.gen++
	gen := r.gen
	ctx, cancel := context.WithCancel(context.Background())
	r.cancel = cancel
	s := Search{Pos: after, History: []uint64{r.start.Key()}, Checks: []bool{r.start.GivesCheck(r.moves[0])}, Moves: []rules.Move{r.moves[0]}, Hint: true, Time: MistakeJudgeTime}
	go func() {
		rep := r.engine.Think(ctx, s, func(Progress) {})
		select { // a judgement stopped is dropped, so the goroutine never waits for a Poll
		case r.results <- mistakeJudged{gen: gen, reply: rep}:
		case <-ctx.Done():
		}
	}()
}

// Poll applies a finished judgement, without waiting; it reports whether
// the verdict came.
func (r *MistakeRun) Poll() bool {
	for {
		if r.cancel == nil {
			return false
		}
		var j mistakeJudged
		select {
		case j = <-r.results:
		default:
			return false
		}
		if j.gen != r.gen {
			continue
		}
		r.cancel()
		r.cancel = nil
		if j.reply.Move == rules.NoMove && j.reply.Mate == 0 && j.reply.Depth == 0 {
			// Nothing found (cancelled): judge again from the board.
			r.moves = r.moves[:0]
			return true
		}
		if TrySolves(&r.card, ChanceAfter(j.reply)) {
			r.verdict = puzzle.Solved
		} else if j.reply.Move != rules.NoMove {
			r.fail([]rules.Move{j.reply.Move})
		} else {
			r.fail(nil)
		}
		return true
	}
}

// Retry goes back to the position before the try.
func (r *MistakeRun) Retry() {
	r.Stop()
	r.moves, r.verdict, r.refute = r.moves[:0], puzzle.Continue, nil
}

// Stop cancels a running judgement and drops its result (the screen is
// being left, or the app pauses).
func (r *MistakeRun) Stop() {
	if r.cancel != nil {
		r.cancel()
		r.cancel = nil
	}
	r.gen++
}
