package session

import (
	"fmt"
	"time"
)

// ValidGameID reports whether id can name a game's file: letters, digits
// and '-' only (never a path).
func ValidGameID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for _, r := range id {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '-') {
			return false
		}
	}
	return true
}

// NewGameID names a game begun at t: its time to the microsecond, so that
// names sort by age and two games never share one.
func NewGameID(t time.Time) string {
	t = t.UTC()
	return fmt.Sprintf("%s-%06d", t.Format("20060102-150405"), t.Nanosecond()/1000)
}
