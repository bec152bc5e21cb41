package training

import (
	"fmt"

	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/train"
)

// Home is Training's own screen: the player's puzzle rating and daily
// streak, and a button for each way to train — Review mistakes (the cards
// due today), Rush 3 min, Rush 5 min and Streak, each with its best score
// — then Back.
type Home struct {
	env ui.Env
	sv  Services
}

// NewHome opens Training.
func NewHome(env ui.Env, sv Services) *Home { return &Home{env: env, sv: sv} }

// HomeTarget is what a player can tap on Training's screen.
type HomeTarget int

const (
	HomeReview HomeTarget = iota
	HomeRush3
	HomeRush5
	HomeStreak
	HomeBack
)

// Tap acts on target t: a way to train opens its screen over this one.
func (m *Home) Tap(t HomeTarget) ui.Outcome {
	switch t {
	case HomeReview:
		return ui.Outcome{Changed: true, Open: NewReview(m.env, m.sv)}
	case HomeRush3:
		return ui.Outcome{Changed: true, Open: NewRush(m.env, m.sv, train.Rush3)}
	case HomeRush5:
		return ui.Outcome{Changed: true, Open: NewRush(m.env, m.sv, train.Rush5)}
	case HomeStreak:
		return ui.Outcome{Changed: true, Open: NewRush(m.env, m.sv, train.Endless)}
	case HomeBack:
		return ui.Outcome{Close: true}
	}
	return ui.Outcome{}
}

// HomeItem is one of the screen's buttons: its label, the line under it
// (the cards due, a best score), and whether it stands out (the review
// while a card is due).
type HomeItem struct {
	Target  HomeTarget
	Label   string
	Sub     string
	Primary bool
}

// Items are the screen's buttons, top to bottom.
func (m *Home) Items() []HomeItem {
	tr := m.sv.Progress
	due := tr.Deck.DueCount(m.sv.Today())
	best := func(md train.Mode) string { return fmt.Sprintf(m.env.Text(i18n.MsgBestScore), tr.Bests[md]) }
	return []HomeItem{
		{HomeReview, m.env.Text(i18n.MsgReviewMistakes), fmt.Sprintf(m.env.Text(i18n.MsgReviewDue), due), due > 0},
		{HomeRush3, m.env.Text(i18n.MsgRush3), best(train.Rush3), false},
		{HomeRush5, m.env.Text(i18n.MsgRush5), best(train.Rush5), false},
		{HomeStreak, m.env.Text(i18n.MsgStreakMode), best(train.Endless), false},
		{HomeBack, m.env.Text(i18n.MsgBack), "", false},
	}
}

// Heading is the title, the player's rating and his streak of days ("" for
// none).
func (m *Home) Heading() (title, rating, streak string) {
	title, rating = m.env.Text(i18n.MsgTraining), ratingText(m.env, m.sv.Progress)
	if n := m.sv.Progress.Streak.Current(m.sv.Today()); n > 0 {
		streak = fmt.Sprintf(m.env.Text(i18n.MsgDayStreak), n)
	}
	return title, rating, streak
}
