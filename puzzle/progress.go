package puzzle

import (
	"encoding/json"
	"fmt"
	"slices"
)

// Progress is the set of puzzles a player has solved, by id, with the
// fewest hints each was solved with. The zero value is empty and ready to
// use. It marshals to JSON as
//
//	{"solved":["m1-01","m2-03",…],"hints":{"m1-01":0,"m2-03":2},
//	 "daily":{"day":"2026-05-01","id":"m2-03"}}
//
// (ids sorted, so that saving the same progress writes the same bytes) for
// the game to keep with its other saved data. A solved id without an entry
// in "hints" was solved before hints were counted (a save written before
// they were): its hints are unknown, and it earns no stars (see Stars)
// until it is solved again. "daily" is the puzzle of the day as picked
// (OfTheDay); a save without it (older, or before the first pick) picks
// anew, and a game that does not know it ignores it.
type Progress struct {
	solved map[string]int // fewest hints; unknownHints when not counted
	daily  daily          // the last day's pick; zero before the first
}

// unknownHints marks a puzzle solved before hints were counted.
const unknownHints = -1

// MarkSolved records id as solved with hints hints (0: alone), keeping the
// fewest hints of every time it was solved.
func (p *Progress) MarkSolved(id string, hints int) {
	if p.solved == nil {
		p.solved = map[string]int{}
	}
	hints = max(hints, 0)
	if old, ok := p.solved[id]; ok && old != unknownHints && old <= hints {
		return
	}
	p.solved[id] = hints
}

// Solved reports whether id has been solved.
func (p *Progress) Solved(id string) bool {
	_, ok := p.solved[id]
	return ok
}

// Hints returns the fewest hints id was solved with; known is false when
// it is unsolved or was solved before hints were counted.
func (p *Progress) Hints(id string) (hints int, known bool) {
	h, ok := p.solved[id]
	if !ok || h == unknownHints {
		return 0, false
	}
	return h, true
}

// Stars rates id's best solution: 3 solved without a hint, 2 with one, 1
// with more; 0 when it is unsolved or its hints are unknown.
func (p *Progress) Stars(id string) int {
	h, ok := p.Hints(id)
	if !ok {
		return 0
	}
	return StarsFor(h)
}

// StarsFor rates a solution by its hints: 3 for none, 2 for one, 1 for
// more.
func StarsFor(hints int) int {
	switch {
	case hints <= 0:
		return 3
	case hints == 1:
		return 2
	}
	return 1
}

// Count returns how many puzzles have been solved.
func (p *Progress) Count() int { return len(p.solved) }

// IDs returns the solved ids, sorted.
func (p *Progress) IDs() []string {
	ids := make([]string, 0, len(p.solved))
	for id := range p.solved {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

// Reset forgets every solved puzzle; the day's puzzle stays the same.
func (p *Progress) Reset() { p.solved = nil }

type progressJSON struct {
	Solved []string       `json:"solved"`
	Hints  map[string]int `json:"hints,omitempty"`
	Daily  *dailyJSON     `json:"daily,omitempty"`
}

type dailyJSON struct {
	Day string `json:"day"`
	ID  string `json:"id"`
}

// maxIDLen bounds an id read back from a save; maxHints a hint count.
const (
	maxIDLen = 64
	maxHints = 1000
)

// MarshalJSON writes {"solved":[ids…],"hints":{id:n,…},"daily":{…}}.
func (p Progress) MarshalJSON() ([]byte, error) {
	v := progressJSON{Solved: p.IDs()}
	if p.daily.day != "" {
		v.Daily = &dailyJSON{Day: p.daily.day, ID: p.daily.id}
	}
	for id, h := range p.solved {
		if h == unknownHints {
			continue
		}
		if v.Hints == nil {
			v.Hints = map[string]int{}
		}
		v.Hints[id] = h
	}
	return json.Marshal(v)
}

// UnmarshalJSON reads what MarshalJSON wrote, replacing the set; without
// "hints" (a save from before they were counted) every puzzle is solved
// with its hints unknown. Ids of puzzles that no longer exist are kept (a
// later version may bring them back); empty or overlong ids, hints for an
// unsolved id and negative or absurd counts are an error, and so is
// anything but the expected object; so is a puzzle of the day without a
// date or an id.
func (p *Progress) UnmarshalJSON(b []byte) error {
	var v progressJSON
	if err := json.Unmarshal(b, &v); err != nil {
		return fmt.Errorf("puzzle progress: %w", err)
	}
	solved := make(map[string]int, len(v.Solved))
	for _, id := range v.Solved {
		if id == "" || len(id) > maxIDLen {
			return fmt.Errorf("puzzle progress: bad puzzle id %q", id)
		}
		solved[id] = unknownHints
	}
	for id, h := range v.Hints {
		if _, ok := solved[id]; !ok {
			return fmt.Errorf("puzzle progress: hints for %q, which is not solved", id)
		}
		if h < 0 || h > maxHints {
			return fmt.Errorf("puzzle progress: %d hints for %q", h, id)
		}
		solved[id] = h
	}
	var d daily
	if v.Daily != nil {
		var err error
		if d, err = parseDaily(v.Daily.Day, v.Daily.ID); err != nil {
			return err
		}
	}
	p.solved, p.daily = solved, d
	return nil
}
