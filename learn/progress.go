package learn

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Progress is the exercises the player has solved, kept in the save as a
// sorted list of "lesson/exercise" keys ("horse/1" is the horse lesson's
// first exercise). The zero value has solved none.
type Progress struct {
	done map[string]bool
}

func key(lesson string, i int) string { return lesson + "/" + strconv.Itoa(i+1) }

// MarkSolved records exercise i (from 0) of lesson as solved.
func (p *Progress) MarkSolved(lesson string, i int) {
	if p.done == nil {
		p.done = map[string]bool{}
	}
	p.done[key(lesson, i)] = true
}

// Solved reports whether exercise i of lesson is solved.
func (p Progress) Solved(lesson string, i int) bool { return p.done[key(lesson, i)] }

// LessonSolved is how many of lesson l's exercises are solved.
func (p Progress) LessonSolved(l *Lesson) int {
	n := 0
	for i := range l.Exercises {
		if p.Solved(l.ID, i) {
			n++
		}
	}
	return n
}

// Count is how many exercises of the current lessons are solved (a key
// of a lesson no longer in the course does not count).
func (p Progress) Count() int {
	n := 0
	for i := range All {
		n += p.LessonSolved(&All[i])
	}
	return n
}

// Empty reports whether nothing is recorded.
func (p Progress) Empty() bool { return len(p.done) == 0 }

// MarshalJSON writes the solved keys, sorted.
func (p Progress) MarshalJSON() ([]byte, error) {
	keys := make([]string, 0, len(p.done))
	for k := range p.done {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return json.Marshal(keys)
}

// UnmarshalJSON reads a list of keys; unknown lessons are kept (a newer
// course may have them) but a malformed key is an error.
func (p *Progress) UnmarshalJSON(b []byte) error {
	var keys []string
	if err := json.Unmarshal(b, &keys); err != nil {
		return err
	}
	p.done = nil
	for _, k := range keys {
		id, n, ok := strings.Cut(k, "/")
		i, err := strconv.Atoi(n)
		if !ok || id == "" || err != nil || i < 1 {
			return fmt.Errorf("bad lesson key %q", k)
		}
		p.MarkSolved(id, i-1)
	}
	return nil
}
