package game

import (
	"fmt"

	"xiangqi/game/games"
	"xiangqi/game/lessons"
	"xiangqi/game/newgame"
	"xiangqi/game/puzzles"
	"xiangqi/game/session"
	"xiangqi/game/training"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// env is what the shell lends the screens' models (ui.Env).
func (p *prefs) env() ui.Env { return ui.NewEnv(&p.lang, &p.settings) }

// apply carries out what a model answered to an event (ui.Outcome): the
// one place where a model's change becomes a redraw, a save, a sound or a
// screen opened or closed.
func (c *ctx) apply(o ui.Outcome) {
	if o.Changed {
		c.dirty = true
	}
	if o.Save {
		c.save()
	}
	if o.Play {
		c.playSound(o.Sound)
	}
	if o.Close {
		c.pop()
	}
	if o.Open != nil {
		c.open(o.Open)
	}
	if o.Start != nil {
		c.start(o.Start)
	}
}

// open shows what a model opened: a model's view, or the screen a route
// names.
func (c *ctx) open(to any) {
	switch to := to.(type) {
	case ui.Route:
		switch to {
		case ui.ToNewGame:
			c.push(newNewGameScreen(c, nil))
		case ui.ToNewGameAsked:
			s := newNewGameScreen(c, nil)
			s.m.Asked = true
			c.push(s)
		case ui.ToSettings:
			c.push(newSettingsScreen(c))
		case ui.ToContinue:
			c.push(newPlayScreen(c))
		case ui.ToLastGame:
			openRecord(c, nil, c.game.ID(), session.MatchRecord(c.game.Match(), c.game.Started()))
		case ui.ToPuzzles:
			openPuzzleList(c)
		case ui.ToLessons:
			openLessons(c)
		case ui.ToGames:
			openGames(c)
		case ui.ToEditor:
			openEditor(c)
		case ui.ToReviewMistakes:
			openTraining(c)
			openReview(c)
		case ui.ToQuit:
			c.quit = true
		default:
			panic(fmt.Sprintf("game: no screen for the route %d", to))
		}
	case ui.ToDailyPuzzle:
		list := openPuzzleList(c)
		c.apply(list.m.OpenDaily(to.Index))
	case ui.ToExplorer:
		openExplorer(c, to.Game, to.Flipped)
	case ui.ToBoard:
		openBoard(c, to.Game, to.Flipped)
	case ui.ToAnalysis:
		openAnalysis(c, to.ID, to.Record, to.Ply, to.Flipped, to.Kept)
	default:
		c.push(viewOf(c, to))
	}
}

// start carries out ui.Outcome.Start: New game's game begun, New game
// over the screen on top to choose the sides and level first, a game at
// once from the record's last position, or the game in progress (a record
// continued) going on, in place of every screen. A game the rules refuse
// (a model hands none) is said in a dialog.
func (c *ctx) start(s *ui.Start) {
	if s.Continue {
		c.reset(newPlayScreen(c))
		c.game.Match().Resume()
		return
	}
	if s.From != nil {
		c.newPlayer = false // a game begun: the welcome has been read
		c.startMatch(s.From)
		return
	}
	if s.Choose {
		g := rules.NewGame(s.Record.Start)
		for _, m := range s.Record.Moves {
			if err := g.Play(m); err != nil {
				c.push(newDialog(&ui.Dialog{Text: err.Error(), Choices: []ui.Button{{Label: c.text(i18n.MsgBack)}}}))
				return
			}
		}
		pos := g.Position()
		c.push(newNewGameScreen(c, &pos))
		return
	}
	if err := playFromRecord(c, s.Record, len(s.Record.Moves)); err != nil {
		c.push(newDialog(&ui.Dialog{Text: err.Error(), Choices: []ui.Button{{Label: c.text(i18n.MsgBack)}}}))
	}
}

// viewOf is the view of a model a model opened: each screen's model has
// one view.
func viewOf(c *ctx, m any) screen {
	switch m := m.(type) {
	case *newgame.Clock:
		return &clockCustomScreen{m: m}
	case *ui.Dialog:
		return newDialog(m)
	case *training.Home:
		return &trainScreen{m: m}
	case *training.Review:
		return newReviewScreen(m)
	case *training.Rush:
		return newRushScreen(m)
	case *puzzles.Attempt:
		return newPuzzleScreen(m)
	case *lessons.List:
		return &lessonsScreen{m: m}
	case *lessons.Exercise:
		return newLessonScreen(m)
	case *games.Record:
		return newRecordScreen(m)
	}
	panic(fmt.Sprintf("game: no view for the model %T", m))
}

// modelButton is the view of a model's button in r: a tap carries out
// what it answers through done (ctx.apply, after the view's own upkeep).
func modelButton(b ui.Button, r rect, done func(ui.Outcome)) button {
	return button{r: r, label: b.Label, disabled: b.Disabled, primary: b.Primary, selected: b.Selected,
		sub: b.Sub, done: b.Done, act: func() { done(b.Tap()) }}
}
