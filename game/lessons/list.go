package lessons

import (
	"fmt"

	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/learn"
)

// List is the Learn screen: the lessons of learn.All by group (the
// pieces, the surprising rules, the mating patterns), each with how many
// of its exercises are solved. A lesson opens at its first unsolved
// exercise.
type List struct {
	env      ui.Env
	progress *learn.Progress
}

// NewList opens the list on the player's progress, which the lessons
// opened from it record.
func NewList(env ui.Env, progress *learn.Progress) *List {
	return &List{env: env, progress: progress}
}

// Title is the screen's title.
func (m *List) Title() string { return m.env.Text(i18n.MsgLearn) }

// Count is how many exercises of the whole course are solved, "12 / 40
// exercises done".
func (m *List) Count() string {
	return m.env.Sprintf(i18n.MsgLessonsDone, m.progress.Count(), learn.Total())
}

// Row is one lesson's row of the list.
type Row struct {
	Lesson int    // its index in learn.All, the argument of Open
	Head   string // the heading of its group, above the group's first lesson; "" for the others
	Label  string // its title
	Sub    string // its exercises solved, "2/3"
	Done   bool   // all solved
}

// Rows are the lessons in the course's order, each group's first with
// the group's heading.
func (m *List) Rows() []Row {
	rows := make([]Row, len(learn.All))
	group := learn.NumGroups
	for i := range learn.All {
		l := &learn.All[i]
		solved := m.progress.LessonSolved(l)
		rows[i] = Row{Lesson: i, Label: label(m.env.Lang(), l.Title), Sub: fmt.Sprintf("%d/%d", solved, len(l.Exercises)), Done: solved == len(l.Exercises)}
		if l.Group != group {
			group = l.Group
			rows[i].Head = m.env.Text(groupMsg(group))
		}
	}
	return rows
}

// Open opens lesson i (an index in learn.All) at its first unsolved
// exercise.
func (m *List) Open(i int) ui.Outcome {
	if i < 0 || i >= len(learn.All) {
		return ui.Outcome{}
	}
	return ui.Outcome{Open: NewExercise(m.env, m.progress, i, -1)}
}

// Back leaves Learn.
func (m *List) Back() ui.Outcome { return ui.Outcome{Close: true} }
