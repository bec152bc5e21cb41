package puzzles

import (
	"fmt"

	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/puzzle"
)

// List is the collection by grade, a tile per puzzle (its position in
// miniature and its caption, solved ones marked with their stars), with
// two rows of filters: All and each grade, then All, Unsolved, Solved and
// "For me" (the puzzles near the player's rating, issue 29), which goes
// with any of them. A tile opens an attempt at its puzzle (Attempt) over
// the list. How the tiles are laid out and scrolled is the view's.
type List struct {
	env ui.Env
	svc Services
	// Grade is the grade shown (0: every grade).
	Grade int
	// State filters by solved or not.
	State session.SolvedFilter
	// Fits keeps the puzzles near the player's rating.
	Fits bool
}

// NewList opens the list on every puzzle.
func NewList(env ui.Env, svc Services) *List { return &List{env: env, svc: svc} }

// Book is the collection shown.
func (m *List) Book() *Book { return m.svc.Book }

// ListTarget is a button of the list that is not a filter or a tile.
type ListTarget int

const (
	ListFits ListTarget = iota // "For me", on and off
	ListBack
)

// Tap acts on target t.
func (m *List) Tap(t ListTarget) ui.Outcome {
	switch t {
	case ListFits:
		m.Fits = !m.Fits
		return ui.Redraw()
	case ListBack:
		return ui.Outcome{Close: true}
	}
	return ui.Outcome{}
}

// ChooseGrade shows grade g's puzzles alone (0: every grade).
func (m *List) ChooseGrade(g int) ui.Outcome {
	if g < 0 || g > puzzle.NumGrades || g == m.Grade {
		return ui.Outcome{}
	}
	m.Grade = g
	return ui.Redraw()
}

// ChooseState shows the puzzles solved, unsolved or both.
func (m *List) ChooseState(f session.SolvedFilter) ui.Outcome {
	if f >= session.NumSolvedFilters || f == m.State {
		return ui.Outcome{}
	}
	m.State = f
	return ui.Redraw()
}

// Open opens an attempt at puzzle i over the list.
func (m *List) Open(i int) ui.Outcome {
	if i < 0 || i >= len(m.svc.Book.List) {
		return ui.Outcome{}
	}
	return ui.Outcome{Changed: true, Open: NewAttempt(m.env, m.svc, i)}
}

// OpenDaily opens the puzzle of the day, puzzle i (DailyOf), over the
// list: the attempt says it is the puzzle of the day (Attempt.Daily).
func (m *List) OpenDaily(i int) ui.Outcome {
	o := m.Open(i)
	if a, ok := o.Open.(*Attempt); ok {
		a.daily = a.Puzzle().ID
	}
	return o
}

// Tiers are the puzzles shown, indexes into the book's list grouped by
// grade (session.PuzzleTiers), filtered.
func (m *List) Tiers() [][]int {
	b := m.svc.Book
	tiers := session.PuzzleTiers(b.List, m.Grade, m.State, m.svc.Progress.Solved)
	if m.Fits {
		player := m.svc.Training.Player().R
		tiers = session.FilterTiers(tiers, func(i int) bool {
			p := &b.List[i]
			return session.Fits(m.svc.Training.PuzzleRating(p.ID, p.Grade).R, player)
		})
	}
	return tiers
}

// Chip is a filter's button.
type Chip struct {
	Label    string
	Selected bool
}

// GradeChips are the first row of filters: All, then each grade.
func (m *List) GradeChips() []Chip {
	cs := make([]Chip, puzzle.NumGrades+1)
	for g := range cs {
		label := m.env.Text(i18n.MsgFilterAll)
		if g > 0 {
			label = fmt.Sprint(g)
		}
		cs[g] = Chip{Label: label, Selected: m.Grade == g}
	}
	return cs
}

// StateChips are the second row: All, Unsolved and Solved
// (session.SolvedFilter), then For me.
func (m *List) StateChips() []Chip {
	states := [session.NumSolvedFilters]i18n.Msg{i18n.MsgFilterAll, i18n.MsgFilterUnsolved, i18n.MsgFilterSolved}
	cs := make([]Chip, 0, len(states)+1)
	for i, msg := range states {
		cs = append(cs, Chip{Label: m.env.Text(msg), Selected: m.State == session.SolvedFilter(i)})
	}
	return append(cs, Chip{Label: m.env.Text(i18n.MsgFilterFits), Selected: m.Fits})
}

// Tile is a puzzle's tile as the list shows it.
type Tile struct {
	Caption string // its theme or goal (Caption), never its id
	Solved  bool
	// Stars are those of its best solve; a puzzle solved before hints
	// were counted has none until it is solved again, and Mark (✓) in
	// their place.
	Stars int
	Mark  string
}

// Tile is puzzle i's tile.
func (m *List) Tile(i int) Tile {
	p := &m.svc.Book.List[i]
	t := Tile{Caption: Caption(m.env.Lang(), p), Solved: m.svc.Progress.Solved(p.ID)}
	if t.Solved {
		if t.Stars = m.svc.Progress.Stars(p.ID); t.Stars == 0 {
			t.Mark = m.env.Text(i18n.MsgSolvedMark)
		}
	}
	return t
}

// Heading is a grade's heading over its tiles, with how many of those
// shown are solved: "Grade 3   2/10".
func (m *List) Heading(tier []int) string {
	list := m.svc.Book.List
	solved := 0
	for _, i := range tier {
		if m.svc.Progress.Solved(list[i].ID) {
			solved++
		}
	}
	return GradeHeading(m.env.Lang(), list[tier[0]].Grade) + fmt.Sprintf("   %d/%d", solved, len(tier))
}

// Title is the screen's title.
func (m *List) Title() string { return m.env.Text(i18n.MsgPuzzles) }

// Count is how many puzzles are solved of all: "12 of 250 solved".
func (m *List) Count() string {
	return fmt.Sprintf(m.env.Text(i18n.MsgSolvedCount), m.svc.Progress.Count(), len(m.svc.Book.List))
}

// Problem is why there is no collection to show, or "".
func (m *List) Problem() string {
	if m.svc.Book.Err != nil {
		return m.svc.Book.Err.Error()
	}
	return ""
}

// Empty is what the list says when the filters leave no puzzle.
func (m *List) Empty() string { return m.env.Text(i18n.MsgNoPuzzleMatches) }
