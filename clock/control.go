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
// within Base, and the time not used is not carried over.
type Control struct {
	Base    time.Duration
	Inc     time.Duration
	PerMove bool
}

// Kind names the four kinds of control.
type Kind uint8

const (
	None Kind = iota
	SuddenDeath
	Increment
	FixedPerMove
)

// Kind is c's kind.
func (c Control) Kind() Kind {
	switch {
	case c.Base <= 0:
		return None
	case c.PerMove:
		return FixedPerMove
	case c.Inc > 0:
		return Increment
	}
	return SuddenDeath
}

// On reports whether c is a clock at all.
func (c Control) On() bool { return c.Base > 0 }

// The presets the New game screen offers, as the issue lists them: the
// sudden deaths (minutes), the increments (minutes + seconds; 60+30 is the
// world championship's, 30+10 an open's) and the fixed times per move.
var (
	SuddenDeaths = []Control{Minutes(3, 0), Minutes(5, 0), Minutes(10, 0), Minutes(15, 0), Minutes(30, 0)}
	Increments   = []Control{Minutes(3, 2), Minutes(10, 5), Minutes(15, 10), Minutes(30, 10), Minutes(60, 30)}
	PerMoves     = []Control{PerMoveOf(10 * time.Second), PerMoveOf(30 * time.Second), PerMoveOf(time.Minute)}
)

// Minutes is the control of min minutes each plus inc seconds a move.
func Minutes(min, inc int) Control {
	return Control{Base: time.Duration(min) * time.Minute, Inc: time.Duration(inc) * time.Second}
}

// PerMoveOf is a fixed time d for every move.
func PerMoveOf(d time.Duration) Control { return Control{Base: d, PerMove: true} }

// MaxBase bounds a control's times (a day), so that a typo in a custom value
// or a file is refused rather than overflowing.
const MaxBase = 24 * time.Hour

// ErrControl is wrapped by Parse's errors.
var ErrControl = errors.New("not a time control")

// String writes c in the PGN TimeControl tag's form, in seconds: "-" for
// none, "600" for sudden death, "600+5" with an increment, and "1/30" for
// 30 s a move (PGN's "one move per period"; this game does not carry the
// unused time over, which the tag cannot say). Fractions of a second are
// written as decimals ("10+0.1").
func (c Control) String() string {
	switch c.Kind() {
	case None:
		return "-"
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

// Parse reads a control in String's form (PGN's TimeControl, the match
// tool's -tc, both in seconds): "-" or "" for none, "600", "600+5",
// "10+0.1", "1/30". PGN's other forms (several periods, "40/9000:…", the
// sandglass "*60") are refused: the game has no such clock.
func Parse(s string) (Control, error) {
	s = strings.TrimSpace(s)
	if s == "" || s == "-" || s == "?" {
		return Control{}, nil
	}
	bad := func(why string) (Control, error) {
		return Control{}, fmt.Errorf("%w: %q (%s)", ErrControl, s, why)
	}
	if rest, ok := strings.CutPrefix(s, "1/"); ok {
		d, err := parseSeconds(rest)
		if err != nil {
			return bad(err.Error())
		}
		if d <= 0 {
			return bad("no time per move")
		}
		return PerMoveOf(d), nil
	}
	base, inc, hasInc := strings.Cut(s, "+")
	b, err := parseSeconds(base)
	if err != nil {
		return bad(err.Error())
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
