package clock

import (
	"fmt"
	"time"
)

// LowTime is when a clock shows tenths and warns: the last ten seconds.
const LowTime = 10 * time.Second

// Format is a clock's face: "9:58" (minutes rounded up, so a clock shows
// its full time until its first second has gone, and 0:00 only when it is
// out), "1:02:03" from an hour, and under LowTime seconds with tenths,
// rounded down ("9.4", "0.0").
func Format(d time.Duration) string {
	d = max(d, 0)
	if d < LowTime {
		t := int(d / (100 * time.Millisecond))
		return fmt.Sprintf("%d.%d", t/10, t%10)
	}
	s := int((d + time.Second - 1) / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// FormatMinutes is d as a control's label writes minutes: "7", or the
// clock's face ("1:30", "0:10") when d is not whole minutes (a control
// from the command line or a file).
func FormatMinutes(d time.Duration) string {
	d = max(d, 0)
	if d%time.Minute == 0 {
		return fmt.Sprint(int64(d / time.Minute))
	}
	m := int64(d / time.Minute)
	rest := d - time.Duration(m)*time.Minute
	if rest%time.Second == 0 {
		return fmt.Sprintf("%d:%02d", m, int64(rest/time.Second))
	}
	return fmt.Sprintf("%d:%04.1f", m, rest.Seconds())
}

// FormatSeconds is d as a control's label writes seconds: "3", "0.1".
func FormatSeconds(d time.Duration) string { return seconds(max(d, 0)) }
