package puzzle

import (
	"encoding/json"
	"fmt"
	"slices"
)

// Progress is the set of puzzles a player has solved, by id. The zero value
// is empty and ready to use. It marshals to JSON as {"solved":["m1-01",…]}
// (ids sorted, so that saving the same progress writes the same bytes) for
// the game to keep with its other saved data.
type Progress struct {
	solved map[string]bool
}

// MarkSolved records id as solved.
func (p *Progress) MarkSolved(id string) {
	if p.solved == nil {
		p.solved = map[string]bool{}
	}
	p.solved[id] = true
}

// Solved reports whether id has been solved.
func (p *Progress) Solved(id string) bool { return p.solved[id] }

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

// Reset forgets every solved puzzle.
func (p *Progress) Reset() { p.solved = nil }

type progressJSON struct {
	Solved []string `json:"solved"`
}

// maxIDLen bounds an id read back from a save.
const maxIDLen = 64

// MarshalJSON writes {"solved":[ids…]}.
func (p Progress) MarshalJSON() ([]byte, error) {
	return json.Marshal(progressJSON{Solved: p.IDs()})
}

// UnmarshalJSON reads what MarshalJSON wrote, replacing the set. Ids of
// puzzles that no longer exist are kept (a later version may bring them
// back); empty or overlong ids are an error, and so is anything but the
// expected object.
func (p *Progress) UnmarshalJSON(b []byte) error {
	var v progressJSON
	if err := json.Unmarshal(b, &v); err != nil {
		return fmt.Errorf("puzzle progress: %w", err)
	}
	solved := make(map[string]bool, len(v.Solved))
	for _, id := range v.Solved {
		if id == "" || len(id) > maxIDLen {
			return fmt.Errorf("puzzle progress: bad puzzle id %q", id)
		}
		solved[id] = true
	}
	p.solved = solved
	return nil
}
