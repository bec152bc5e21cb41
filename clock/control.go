package clock

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// Control is a time control. The zero Control is none (no clock).
//
// With PerMove unset, each side starts with Base and gets Inc after each of
// its moves (Inc 0: sudden death). With PerMove set, each move must be made
// within Base, and the time not used is not carried over. With Periods
// set, a countdown (byo-yomi) of Periods periods of Period each follows
// Base; with Moves set, Base is for that many moves, and comes again for
// each Moves more (see the package comment for both).
type Control struct {
	Base    time.Duration
	Inc     time.Duration
	PerMove bool
	Periods int           // countdown periods after Base; 0: none
	Period  time.Duration // each countdown period
	Moves   int           // Base is for this many moves, again and again; 0: the whole game
}

// Kind names the kinds of control.
type Kind uint8

const (
	None Kind = iota
	SuddenDeath
	Increment
	FixedPerMove
	Countdown   // main time, then byo-yomi periods
	MovesInTime // Moves moves in Base, repeated
)

// Kind is c's kind.
func (c Control) Kind() Kind {
	switch {
	case c.Base <= 0 && (c.Periods <= 0 || c.Period <= 0):
		return None
	case c.PerMove:
		return FixedPerMove
	case c.Periods > 0 && c.Period > 0:
		return Countdown
	case c.Moves > 0:
		return MovesInTime
	case c.Inc > 0:
		return Increment
	}
	return SuddenDeath
}

// Full is each side's time at the start: Base, and under a countdown all
// its periods too (the clock keeps one time per side, see the package
// comment).
func (c Control) Full() time.Duration {
	if c.Kind() == Countdown {
		return c.Base + time.Duration(c.Periods)*c.Period
	}
	return max(c.Base, 0)
}

// On reports whether c is a clock at all.
func (c Control) On() bool { return c.Kind() != None }

// The presets the New game screen offers, as the issue lists them: the
// sudden deaths (minutes), the increments (minutes + seconds; 60+30 is the
// world championship's, 30+10 an open's), the fixed times per move, the
// countdowns and the moves in a time.
var (
	SuddenDeaths = []Control{Minutes(3, 0), Minutes(5, 0), Minutes(10, 0), Minutes(15, 0), Minutes(30, 0)}
	Increments   = []Control{Minutes(3, 2), Minutes(10, 5), Minutes(15, 10), Minutes(30, 10), Minutes(60, 30)}
	PerMoves     = []Control{PerMoveOf(10 * time.Second), PerMoveOf(30 * time.Second), PerMoveOf(time.Minute)}
	// The countdowns: 10 min then 30 s a move (读秒, the club and online
	// form), 20 min + 3 × 60 s (byo-yomi as online apps offer it), and
	// 60 min then 60 s a move, the form of the Chinese national team
	// events' long games (main time, then a move a minute).
	Countdowns = []Control{CountdownOf(10*time.Minute, 1, 30*time.Second), CountdownOf(20*time.Minute, 3, time.Minute), CountdownOf(time.Hour, 1, time.Minute)}
	// The moves in a time: 20 moves in 10 min, again and again. It is
	// the events' form (40 moves in 90 min, and so on) cut to a phone
	// sitting: 30 s a move on average like the 读秒 preset, but the time
	// a quick opening saves is kept for the middle game, and a game of
	// 60 moves takes at most 30 min a side.
	MovesIns = []Control{MovesIn(20, 10*time.Minute)}
)

// Minutes is the control of min minutes each plus inc seconds a move.
func Minutes(min, inc int) Control {
	return Control{Base: time.Duration(min) * time.Minute, Inc: time.Duration(inc) * time.Second}
}

// PerMoveOf is a fixed time d for every move.
func PerMoveOf(d time.Duration) Control { return Control{Base: d, PerMove: true} }

// CountdownOf is main time base, then periods countdown periods of period
// each (periods 1: 读秒, every move within period).
func CountdownOf(base time.Duration, periods int, period time.Duration) Control {
	return Control{Base: base, Periods: periods, Period: period}
}

// MovesIn is moves moves in base, then again moves in base (the time not
// used is carried over).
func MovesIn(moves int, base time.Duration) Control {
	return Control{Base: base, Moves: moves}
}

// MaxBase bounds a control's times (a day), so that a typo in a custom value
// or a file is refused rather than overflowing.
const MaxBase = 24 * time.Hour

// ErrControl is wrapped by Parse's errors.
var ErrControl = errors.New("not a time control")

// String writes c in the PGN TimeControl tag's form, in seconds: "-" for
// none, "600" for sudden death, "600+5" with an increment, and "1/30" for
// 30 s a move (PGN's "one move per period"; this game does not carry the
// unused time over, which the tag cannot say), "40/5400" for 40 moves in
// 90 minutes (PGN's own form: its last period repeats). PGN has no form
// for a countdown: it is written "1200+3x30", main time then periods "x"
// period, the way SGF writes byo-yomi ("3x30 byo-yomi"); 读秒 is "600+1x30".
// Fractions of a second are written as decimals ("10+0.1").
func (c Control) String() string {
	switch c.Kind() {
	case None:
		return "-"
	case Countdown:
		return seconds(c.Base) + "+" + strconv.Itoa(c.Periods) + "x" + seconds(c.Period)
	case MovesInTime:
		return strconv.Itoa(c.Moves) + "/" + seconds(c.Base)
	case FixedPerMove:
		return "1/" + seconds(c.Base)
	case Increment:
		return seconds(c.Base) + "+" + seconds(c.Inc)
	}
	return seconds(c.Base)
}

func seconds(d time.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
}

// MaxPeriods bounds a countdown's periods.
const MaxPeriods = 99

// Parse reads a control in String's form (PGN's TimeControl, the match
// tool's -tc, both in seconds): "-" or "" for none, "600", "600+5",
// "10+0.1", "1/30", "40/5400", "1200+3x30" (also "0+1x30": a countdown
// from the first move). PGN's other forms (several periods, "40/9000:…",
// the sandglass "*60") are refused: the game has no such clock.
func Parse(s string) (Control, error) {
	s = strings.TrimSpace(s)
	if s == "" || s == "-" || s == "?" {
		return Control{}, nil
	}
	bad := func(why string) (Control, error) {
		return Control{}, fmt.Errorf("%w: %q (%s)", ErrControl, s, why)
	}
	if moves, rest, ok := strings.Cut(s, "/"); ok {
		n, err := strconv.Atoi(moves)
		if err != nil || n < 1 || n > 1000 || moves[0] == '+' {
			return bad("want moves 1 to 1000 before /")
		}
		d, err := parseSeconds(rest)
		if err != nil {
			return bad(err.Error())
		}
		if d <= 0 {
			return bad("no time for the moves")
		}
		if n == 1 {
			return PerMoveOf(d), nil
		}
		return MovesIn(n, d), nil
	}
	base, inc, hasInc := strings.Cut(s, "+")
	b, err := parseSeconds(base)
	if err != nil {
		return bad(err.Error())
	}
	if hasInc {
		if periods, period, ok := strings.Cut(inc, "x"); ok {
			n, err := strconv.Atoi(periods)
			if err != nil || n < 1 || n > MaxPeriods || periods[0] == '+' {
				return bad(fmt.Sprintf("want periods 1 to %d before x", MaxPeriods))
			}
			p, err := parseSeconds(period)
			if err != nil {
				return bad(err.Error())
			}
			if p <= 0 {
				return bad("no time in a period")
			}
			if b+time.Duration(n)*p > MaxBase {
				return bad(fmt.Sprintf("more than %v in all", MaxBase))
			}
			return CountdownOf(b, n, p), nil
		}
	}
	if b <= 0 {
		return bad("no time")
	}
	c := Control{Base: b}
	if hasInc {
		if c.Inc, err = parseSeconds(inc); err != nil {
			return bad(err.Error())
		}
	}
	return c, nil
}

func parseSeconds(s string) (time.Duration, error) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) || strings.ContainsAny(s, "eExXpP_") {
		return 0, errors.New("want seconds such as 600 or 0.1")
	}
	if f < 0 {
		return 0, errors.New("negative")
	}
	if f > MaxBase.Seconds() {
		return 0, fmt.Errorf("more than %v", MaxBase)
	}
	return time.Duration(math.Round(f*1000)) * time.Millisecond, nil
}
