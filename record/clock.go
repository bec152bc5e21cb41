package record

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// TagTimeControl is the PGN tag of a game's time control, in seconds as
// chess PGN writes it ("600+5", "-" for none; package clock reads it).
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
