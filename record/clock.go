package record

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// TagTimeControl is the PGN tag of a game's time control, in seconds as
// chess PGN writes it ("600+5", "-" for none, "40/5400" for 40 moves in
// 90 minutes; package clock reads it). PGN has no form for a countdown
// (读秒, byo-yomi): package clock writes "1200+3x30", main time "+"
// periods "x" period, as SGF writes byo-yomi ("3x30").
const TagTimeControl = "TimeControl"

// ClockComment is a move's clock as PGN comments write it, the mover's
// time left after the move: "[%clk 0:09:58]", with tenths under ten
// seconds ("[%clk 0:00:09.4]"), where they decide the game.
func ClockComment(d time.Duration) string {
	d = max(d, 0)
	h := int(d / time.Hour)
	m := int(d % time.Hour / time.Minute)
	s := int(d % time.Minute / time.Second)
	if d < 10*time.Second {
		return fmt.Sprintf("[%%clk %d:%02d:%02d.%d]", h, m, s, int(d%time.Second/(100*time.Millisecond)))
	}
	return fmt.Sprintf("[%%clk %d:%02d:%02d]", h, m, s)
}

var clkRE = regexp.MustCompile(`\[%clk\s+(\d{1,3}):(\d{1,2}):(\d{1,2}(?:\.\d{1,3})?)\]`)

// MoveClock reads the clock of a move's comment (ClockComment's form, as
// other programs write it too), and the comment without it.
func MoveClock(comment string) (left time.Duration, rest string, ok bool) {
	loc := clkRE.FindStringSubmatchIndex(comment)
	if loc == nil {
		return 0, comment, false
	}
	h, _ := strconv.Atoi(comment[loc[2]:loc[3]])
	m, _ := strconv.Atoi(comment[loc[4]:loc[5]])
	s, err := strconv.ParseFloat(comment[loc[6]:loc[7]], 64)
	if err != nil || m > 59 || s >= 60 {
		return 0, comment, false
	}
	left = time.Duration(h)*time.Hour + time.Duration(m)*time.Minute + time.Duration(s*1000)*time.Millisecond
	rest = strings.TrimSpace(comment[:loc[0]] + " " + comment[loc[1]:])
	rest = strings.Join(strings.Fields(rest), " ")
	return left, rest, true
}

// WithClock is comment with the move's clock put first in it, replacing
// any it had.
func WithClock(comment string, left time.Duration) string {
	_, rest, _ := MoveClock(comment)
	if rest == "" {
		return ClockComment(left)
	}
	return ClockComment(left) + " " + rest
}

// PeriodsComment is a countdown's periods left after a move, written
// beside the move's clock once its main time is spent: "[%periods 2]",
// the %clk then being 0:00:00. Chess PGN has no such command; readers that
// do not know it skip it, as they skip any "[%…]" they do not know.
func PeriodsComment(n int) string { return fmt.Sprintf("[%%periods %d]", max(n, 0)) }

var periodsRE = regexp.MustCompile(`\[%periods\s+(\d{1,2})\]`)

// MovePeriods reads the countdown periods of a move's comment
// (PeriodsComment's form), and the comment without them.
func MovePeriods(comment string) (n int, rest string, ok bool) {
	loc := periodsRE.FindStringSubmatchIndex(comment)
	if loc == nil {
		return 0, comment, false
	}
	n, _ = strconv.Atoi(comment[loc[2]:loc[3]])
	rest = strings.Join(strings.Fields(comment[:loc[0]]+" "+comment[loc[1]:]), " ")
	return n, rest, true
}
