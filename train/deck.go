package train

import (
	"errors"
	"fmt"
	"slices"

	"xiangqi/rules"
)

// Intervals are the days until a card of each Leitner box is due again
// after a review (see the package comment).
var Intervals = [...]int{1, 2, 4, 8, 16, 32}

// SolvedDrop is how much of the expected result (0 to 1, see
// analysis.Drop) a move may give away against the best and still solve a
// mistake's puzzle: half of an inaccuracy (analysis.InaccuracyDrop 0.07), so
// that a move the analysis would have called Good counts, one it would
// mark does not.
const SolvedDrop = 0.035

// Card is one mistake of the player's, to be played again from the
// position before it.
type Card struct {
	ID      string   `json:"id"`     // the game's id and the move's ply: "<game>#<ply>"
	FEN     string   `json:"fen"`    // the position before the mistake
	Played  string   `json:"played"` // the mistake (ICCS)
	Best    []string `json:"best"`   // the engine's line, the best move first (ICCS)
	Refute  []string `json:"refute"` // the line that punishes the mistake, its reply first (ICCS)
	Chance  float64  `json:"chance"` // the mover's expected result before it, 0–1 (with the best move)
	Blunder bool     `json:"blunder,omitempty"`
	Box     int      `json:"box"`
	Due     Day      `json:"due"`
	Reps    int      `json:"reps,omitempty"`   // reviews done
	Lapses  int      `json:"lapses,omitempty"` // reviews failed
}

// Position is the card's position, parsed.
func (c *Card) Position() (rules.Position, error) { return rules.ParseFEN(c.FEN) }

// Line is a line of the card (Best or Refute) as moves; nil when one is
// not a move.
func Line(texts []string) []rules.Move {
	out := make([]rules.Move, 0, len(texts))
	for _, s := range texts {
		m, err := rules.ParseMoveText(s)
		if err != nil {
			return nil
		}
		out = append(out, m)
	}
	return out
}

// Texts writes moves as a card holds them.
func Texts(moves []rules.Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return out
}

// Deck is the player's cards, in the order they were added.
type Deck struct {
	Cards []Card `json:"cards"`
}

// MaxCards bounds the deck: past it, adding a card drops the oldest learnt
// (last box) ones first, then the oldest.
const MaxCards = 2000

// Add puts the cards not yet in the deck in it, due on day (reviewed the
// first time the day after the game at the latest), and reports how many
// were new. A card's id decides: a game analysed again adds nothing.
func (d *Deck) Add(day Day, cards ...Card) int {
	n := 0
	for _, c := range cards {
		if d.index(c.ID) >= 0 {
			continue
		}
		c.Box, c.Due, c.Reps, c.Lapses = 0, day, 0, 0
		d.Cards = append(d.Cards, c)
		n++
	}
	for len(d.Cards) > MaxCards {
		i := slices.IndexFunc(d.Cards, func(c Card) bool { return c.Box == len(Intervals)-1 })
		if i < 0 {
			i = 0
		}
		d.Cards = slices.Delete(d.Cards, i, i+1)
	}
	return n
}

func (d *Deck) index(id string) int {
	return slices.IndexFunc(d.Cards, func(c Card) bool { return c.ID == id })
}

// Due are the indexes of the cards due on day, the most overdue first (then
// in the order added).
func (d *Deck) Due(day Day) []int {
	var out []int
	for i := range d.Cards {
		if d.Cards[i].Due <= day {
			out = append(out, i)
		}
	}
	slices.SortStableFunc(out, func(a, b int) int { return int(d.Cards[a].Due - d.Cards[b].Due) })
	return out
}

// DueCount is how many cards are due on day ("5 to review today").
func (d *Deck) DueCount(day Day) int {
	n := 0
	for i := range d.Cards {
		if d.Cards[i].Due <= day {
			n++
		}
	}
	return n
}

// ErrNoCard is returned by Review for an id not in the deck.
var ErrNoCard = errors.New("train: no such card")

// Review records a review of card id on day: solved moves it a box up and
// due Intervals[box] days on; failed, back to box 0, due the next day. A
// card reviewed before it was due (a second try the same day) moves as well:
// the schedule follows what the player can do now.
func (d *Deck) Review(id string, solved bool, day Day) error {
	i := d.index(id)
	if i < 0 {
		return fmt.Errorf("%w %q", ErrNoCard, id)
	}
	c := &d.Cards[i]
	c.Reps++
	if solved {
		c.Box = min(c.Box+1, len(Intervals)-1)
		c.Due = day + Day(Intervals[c.Box])
	} else {
		c.Lapses++
		c.Box = 0
		c.Due = day + Day(Intervals[0])
	}
	return nil
}

// Check reports the first thing wrong with a deck read back from a save.
func (d *Deck) Check() error {
	seen := make(map[string]bool, len(d.Cards))
	for i := range d.Cards {
		c := &d.Cards[i]
		if c.ID == "" || seen[c.ID] {
			return fmt.Errorf("card %d: bad or repeated id %q", i, c.ID)
		}
		seen[c.ID] = true
		pos, err := c.Position()
		if err != nil {
			return fmt.Errorf("card %s: %w", c.ID, err)
		}
		best, played := Line(c.Best), Line([]string{c.Played})
		if len(best) == 0 || len(best) != len(c.Best) || len(played) != 1 || len(Line(c.Refute)) != len(c.Refute) ||
			!pos.IsLegal(best[0]) || !pos.IsLegal(played[0]) {
			return fmt.Errorf("card %s: moves not legal in its position", c.ID)
		}
		if c.Box < 0 || c.Box >= len(Intervals) || c.Reps < 0 || c.Lapses < 0 || c.Chance < 0 || c.Chance > 1 {
			return fmt.Errorf("card %s: bad schedule", c.ID)
		}
	}
	if len(d.Cards) > MaxCards {
		return fmt.Errorf("%d cards, at most %d", len(d.Cards), MaxCards)
	}
	return nil
}

// Card is a copy of the card id, if the deck holds it.
func (d *Deck) Card(id string) (Card, bool) {
	if i := d.index(id); i >= 0 {
		return d.Cards[i], true
	}
	return Card{}, false
}
