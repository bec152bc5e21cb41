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

// Rate records an attempt of puzzle id (of grade) on the puzzle screen
// and returns the player's rating before and after it. Each rating moves
// by its K times the score less the expected one (Expected), as Elo's:
// the player's K is MaxStep of the puzzles rated so far, the puzzle's
// PuzzleStep, so that neither moves more than its K; the deviations and
// volatilities are Attempt's (Glicko-2).
func (p *Progress) Rate(id string, grade int, solved bool) (before, after Rating) {
	return p.rate(id, grade, solved, 1)
}

// RateInRush is Rate for a puzzle of a rush or of the streak: the
// player's K is RushShare of MaxStep, as its puzzles come many and fast,
// easy ones first.
func (p *Progress) RateInRush(id string, grade int, solved bool) (before, after Rating) {
	return p.rate(id, grade, solved, RushShare)
}

// rate is Rate with the player's K share·MaxStep.
func (p *Progress) rate(id string, grade int, solved bool, share float64) (before, after Rating) {
	before = p.Player()
	q0 := p.PuzzleRating(id, grade)
	surprise := -Expected(before, q0) // the score less the expected one
	if solved {
		surprise++
	}
	after, q := Attempt(before, q0, solved)
	after.R = before.R + share*MaxStep(len(p.Puzzles))*surprise
	q.R = q0.R - PuzzleStep*surprise
	after, q = after.clamped(), q.clamped()
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

// The parts of the progress ReadProgress names when it leaves one out.
const (
	PartDeck          = "deck"
	PartStreak        = "streak"
	PartRating        = "rating"
	PartPuzzleRatings = "puzzle ratings"
	PartBests         = "bests"
)

// Dropped is a part of the progress left out as it failed its check.
type Dropped struct {
	Part string // one of the Part names
	Err  error
}

// UnmarshalJSON reads and checks the progress: a bad card, rating or score
// is an error, never guessed at (ReadProgress keeps the good parts).
func (p *Progress) UnmarshalJSON(b []byte) error {
	out, dropped, err := ReadProgress(b)
	if err != nil {
		return err
	}
	if len(dropped) > 0 {
		return dropped[0].Err
	}
	*p = out
	return nil
}

// ReadProgress reads the progress part by part: the deck, the streak, the
// player's rating, the puzzles' ratings (each puzzle's on its own) and the
// bests. A part that fails its check is left out (a newcomer's) and named
// in dropped, once for any number of puzzles' ratings; the other parts are
// kept. err is for b not being a JSON object.
func ReadProgress(b []byte) (p Progress, dropped []Dropped, err error) {
	var in struct {
		Cards, Streak, Rating, Puzzles, Bests json.RawMessage
	}
	if err := json.Unmarshal(b, &in); err != nil {
		return Progress{}, nil, err
	}
	drop := func(part string, err error) { dropped = append(dropped, Dropped{part, err}) }
	if in.Cards != nil {
		var d Deck
		err := json.Unmarshal(in.Cards, &d.Cards)
		if err == nil {
			err = d.Check()
		}
		if err != nil {
			drop(PartDeck, err)
		} else {
			p.Deck = d
		}
	}
	if in.Streak != nil {
		if err := readStreak(in.Streak, &p.Streak); err != nil {
			drop(PartStreak, err)
		}
	}
	if in.Rating != nil && string(in.Rating) != "null" {
		var r Rating
		err := json.Unmarshal(in.Rating, &r)
		if err == nil {
			err = r.Valid()
		}
		if err != nil {
			drop(PartRating, err)
		} else {
			p.Rated = &r
		}
	}
	if in.Puzzles != nil {
		if err := readPuzzleRatings(in.Puzzles, &p.Puzzles); err != nil {
			drop(PartPuzzleRatings, err)
		}
	}
	if in.Bests != nil {
		if err := readBests(in.Bests, &p.Bests); err != nil {
			drop(PartBests, err)
		}
	}
	return p, dropped, nil
}

func readStreak(b []byte, out *Streak) error {
	var s *Streak
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	if s == nil {
		return nil
	}
	if s.Days < 0 || s.Best < s.Days || (s.Days > 0) != (s.Last != 0) {
		return fmt.Errorf("bad streak %+v", *s)
	}
	*out = *s
	return nil
}

// readPuzzleRatings keeps every valid rating of b in out and returns the
// first error: a bad puzzle's rating is left out (it starts again from its
// grade's).
func readPuzzleRatings(b []byte, out *map[string]Rating) error {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	var first error
	for id, rb := range raw {
		var r Rating
		err := json.Unmarshal(rb, &r)
		if err == nil {
			err = r.Valid()
		}
		if err != nil {
			if first == nil {
				first = fmt.Errorf("puzzle %s: %w", id, err)
			}
			continue
		}
		if *out == nil {
			*out = map[string]Rating{}
		}
		(*out)[id] = r
	}
	return first
}

func readBests(b []byte, out *Bests) error {
	var in map[string]int
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	var bests Bests
	for name, s := range in {
		m, err := ParseMode(name)
		if err != nil {
			return err
		}
		if s < 0 {
			return fmt.Errorf("bad best %d", s)
		}
		bests[m] = s
	}
	*out = bests
	return nil
}
