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
