package train

import (
	"encoding/json"
	"fmt"
)

// Progress is everything of the training the save keeps (save format 8,
// "training"): the mistakes' deck, the streak, the ratings and the rushes'
// bests. The zero value is a newcomer's (see Player).
type Progress struct {
	Deck   Deck
	Streak Streak
	// Rated is the player's rating; nil before the first rated attempt.
	Rated *Rating
	// Puzzles are the ratings of the puzzles tried, by id; a puzzle not in
	// it has PuzzleStart of its grade.
	Puzzles map[string]Rating
	Bests   Bests
}

// Player is the player's rating (a newcomer's before any attempt).
func (p *Progress) Player() Rating {
	if p.Rated == nil {
		return NewRating()
	}
	return *p.Rated
}

// PuzzleRating is puzzle id's rating, grade giving it before any attempt.
func (p *Progress) PuzzleRating(id string, grade int) Rating {
	if r, ok := p.Puzzles[id]; ok {
		return r
	}
	return PuzzleStart(grade)
}

// Rate records an attempt of puzzle id (of grade) and returns the player's
// rating before and after it.
func (p *Progress) Rate(id string, grade int, solved bool) (before, after Rating) {
	before = p.Player()
	after, q := Attempt(before, p.PuzzleRating(id, grade), solved)
	p.Rated = &after
	if p.Puzzles == nil {
		p.Puzzles = map[string]Rating{}
	}
	p.Puzzles[id] = q
	return before, after
}

// Empty reports whether there is nothing to save.
func (p *Progress) Empty() bool {
	return len(p.Deck.Cards) == 0 && p.Streak == (Streak{}) && p.Rated == nil && len(p.Puzzles) == 0 && p.Bests == (Bests{})
}

type progressJSON struct {
	Cards   []Card            `json:"cards,omitempty"`
	Streak  *Streak           `json:"streak,omitempty"`
	Rating  *Rating           `json:"rating,omitempty"`
	Puzzles map[string]Rating `json:"puzzles,omitempty"`
	Bests   map[string]int    `json:"bests,omitempty"`
}

// MarshalJSON writes the progress with the modes by name.
func (p Progress) MarshalJSON() ([]byte, error) {
	out := progressJSON{Cards: p.Deck.Cards, Rating: p.Rated, Puzzles: p.Puzzles}
	if p.Streak != (Streak{}) {
		s := p.Streak
		out.Streak = &s
	}
	for m, b := range p.Bests {
		if b > 0 {
			if out.Bests == nil {
				out.Bests = map[string]int{}
			}
			out.Bests[Mode(m).String()] = b
		}
	}
	return json.Marshal(out)
}

// UnmarshalJSON reads and checks the progress: a bad card, rating or score
// is an error, never guessed at.
func (p *Progress) UnmarshalJSON(b []byte) error {
	var in progressJSON
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	out := Progress{Deck: Deck{Cards: in.Cards}, Rated: in.Rating, Puzzles: in.Puzzles}
	if err := out.Deck.Check(); err != nil {
		return err
	}
	if in.Streak != nil {
		s := *in.Streak
		if s.Days < 0 || s.Best < s.Days || (s.Days > 0) != (s.Last != 0) {
			return fmt.Errorf("bad streak %+v", s)
		}
		out.Streak = s
	}
	if in.Rating != nil {
		if err := in.Rating.Valid(); err != nil {
			return err
		}
	}
	for id, r := range in.Puzzles {
		if err := r.Valid(); err != nil {
			return fmt.Errorf("puzzle %s: %w", id, err)
		}
	}
	for name, s := range in.Bests {
		m, err := ParseMode(name)
		if err != nil {
			return err
		}
		if s < 0 {
			return fmt.Errorf("bad best %d", s)
		}
		out.Bests[m] = s
	}
	*p = out
	return nil
}
