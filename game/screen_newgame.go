package game

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/clock"
	"xiangqi/game/newgame"
	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// newGameScreen chooses the side, the handicap (and between two players
// who gives it), the level and the adaptive level, then starts a game:
// from the start position less the handicap, or from the editor's
// position (no handicap then). The choices are laid out as Settings lays
// out its own (settingsLayout): each with all its options, in two columns
// in landscape, scrolling between the title and Back/Start when they do
// not fit. Every choice is kept in the settings at once, for the next
// game too.
type newGameScreen struct {
	from   *rules.Position // nil: the start position (with the handicap)
	press  buttonPress
	scroll scroller
	note   string // what the last change applies to, when that is not obvious
}

func (n *newGameScreen) items(c *ctx) []settingsItem {
	s := &c.settings
	texts := func(ms ...i18n.Msg) []string {
		out := make([]string, len(ms))
		for i, m := range ms {
			out[i] = c.text(m)
		}
		return out
	}
	items := []settingsItem{
		{name: i18n.MsgPlayAs, options: texts(i18n.MsgRed, i18n.MsgBlack, i18n.MsgTwoPlayers), chosen: s.PlayAs(), choose: s.SetPlayAs},
	}
	if n.from == nil {
		// The choices keep their places whoever plays (the level grid
		// moved 86 dp when two players added the giver): the hint has the
		// room of the longer of its two texts, and the giver is there
		// against the computer too, greyed on the computer's side.
		hint, other := c.text(i18n.MsgHandicapNoteComputer), c.text(i18n.MsgHandicapNoteTwo)
		if s.TwoPlayers {
			hint, other = other, hint
		}
		items = append(items, settingsItem{name: i18n.MsgHandicap, options: texts(handicapMsgs[:]...), chosen: int(s.Handicap), hint: hint, hintRoom: other,
			choose: func(i int) { s.Handicap = rules.Handicap(i) }})
		giver := int(s.HandicapSide)
		if !s.TwoPlayers {
			giver = int(s.Side.Other())
		}
		items = append(items, settingsItem{name: i18n.MsgHandicapGiver, options: texts(i18n.MsgRed, i18n.MsgBlack), chosen: giver,
			disabled: !s.TwoPlayers || s.Handicap == rules.NoHandicap, choose: func(i int) { s.HandicapSide = rules.Color(i) }})
	}
	on := 0
	if s.Adaptive {
		on = 1
	}
	levels, ratings := c.levelNames()
	// The clock before the level: in landscape the level picker then
	// heads the second column, in view unscrolled, as it did before.
	items = append(items, timeControlItem(c), customClockItem(c))
	return append(items,
		settingsItem{name: i18n.MsgLevel, options: levels, subs: ratings, chosen: int(s.Level), disabled: s.TwoPlayers,
			hint:   c.text(i18n.MsgRatingNote),
			choose: func(i int) { s.ChooseLevel(session.Level(i)) }},
		settingsItem{name: i18n.MsgAdaptive, options: texts(i18n.MsgOff, i18n.MsgOn), chosen: on, toggle: true, disabled: s.TwoPlayers,
			hint: c.text(i18n.MsgAdaptiveNote), choose: func(i int) { s.SetAdaptive(i == 1) }},
	)
}

// timeControls are the clocks New game offers: none, the sudden deaths,
// the increments and the fixed times per move (clock's presets).
func timeControls() []clock.Control {
	out := []clock.Control{{}}
	out = append(out, clock.SuddenDeaths...)
	out = append(out, clock.Increments...)
	return append(out, clock.PerMoves...)
}

// timeControlLabel is a control as its button says it: "10 min", "3+2"
// (minutes and seconds, as players say it), "30 s a move"; a control not
// in whole minutes or seconds (the command line's) is written as exactly
// as it is: "0:10+0.1".
func timeControlLabel(c *ctx, tc clock.Control) string { return newgame.ControlLabel(c.lang, tc) }

// timeControlItem is the clock's choice of the presets; a clock that is
// none of them (set in the custom editor, or by the command line's -tc)
// marks none, and marks the custom clock's row (customClockItem) instead.
func timeControlItem(c *ctx) settingsItem {
	tcs := timeControls()
	labels := make([]string, len(tcs))
	chosen := -1
	for i, tc := range tcs {
		labels[i] = timeControlLabel(c, tc)
		if tc == c.settings.TimeControl {
			chosen = i
		}
	}
	return settingsItem{name: i18n.MsgTimeControl, options: labels, chosen: chosen,
		choose: func(i int) { c.settings.TimeControl = tcs[i] }}
}

// customClockItem is the row under the presets that opens the custom
// clock's editor (clockCustomScreen): "Custom…", or, once a clock that is
// none of the presets is set, that clock ("7+3", "45 s a move"), marked
// as chosen. It is one button beside its name, always one row, so that a
// long custom clock neither shrinks the presets' labels nor moves the
// choices under it; tapped again it opens the editor at the clock set.
func customClockItem(c *ctx) settingsItem {
	tc := c.settings.TimeControl
	label, chosen := c.text(i18n.MsgClockCustom), -1
	if !slices.Contains(timeControls(), tc) {
		label, chosen = timeControlLabel(c, tc), 0
	}
	return settingsItem{name: i18n.MsgClockCustomTitle, options: []string{label}, chosen: chosen, toggle: true, withPrev: true,
		choose: func(int) { c.push(newClockCustomScreen(c)) }}
}

// choose applies option k of it, saves, and says when a level chosen
// here does not reach the game in progress: it is for the game this
// screen starts, and the game in progress (if the player goes Back to it)
// keeps its own. (Settings, by contrast, changes the game in progress.)
func (n *newGameScreen) choose(c *ctx, it settingsItem, k int) {
	it.choose(k)
	c.save()
	n.note = ""
	if m := c.game.Match(); it.name == i18n.MsgLevel && c.game.CanContinue() && m.VsComputer() && m.Level() != c.settings.Level {
		n.note = fmt.Sprintf(c.text(i18n.MsgLevelNextGame), c.levelName(m.Level()))
	}
}

// newGameActions are the Back and Start buttons' places.
func newGameActions(c *ctx) (back, start rect) {
	rs := rowRects(settingsBackRect(c), 2, 6*c.dp)
	return rs[0], rs[1]
}

func (n *newGameScreen) buttons(c *ctx) []button {
	items := n.items(c)
	g := settingsLayout(c, items)
	bs := choiceButtons(c, items, g, &n.scroll, func(it settingsItem, k int) { n.choose(c, it, k) })
	back, start := newGameActions(c)
	return append(bs, c.paint.buttonRow([]button{
		{r: back, label: c.text(i18n.MsgBack), act: func() { c.pop() }},
		{r: start, label: c.text(i18n.MsgStart), primary: true, act: func() {
			pos := c.settings.StartPosition()
			if n.from != nil {
				pos = *n.from
			}
			c.newPlayer = false // a game begun: the welcome has been read
			c.startMatch(rules.NewGame(pos))
		}},
	})...)
}

func (n *newGameScreen) pointer(c *ctx, ps pointerState) {
	g := settingsLayout(c, n.items(c))
	if ps.ev == pointerPress && !g.view.Contains(ps.x, ps.y) {
		// Back and Start, below the view, are not the list's.
		n.press.pointer(c, ps, n.buttons(c))
		return
	}
	if !n.scroll.take(c, ps, g.maxScroll(), &n.press) {
		n.press.pointer(c, ps, n.buttons(c))
	}
}

// firstNote is the line under the title for a new player (no save when
// the game began, no game started here since): how to learn the moves.
// The level and the adaptive level a new player starts with are the
// defaults (session.DefaultSettings), shown below it like any choice.
func (n *newGameScreen) firstNote(c *ctx) string {
	if !c.newPlayer || n.note != "" {
		return ""
	}
	return c.text(i18n.MsgFirstGameNote)
}

func (n *newGameScreen) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	w := float64(c.w)
	title := c.text(i18n.MsgNewGame)
	p.drawLine(dst, title, p.fitFace(title, 26*dp, w-24*dp), w/2, settingsTitleDP*dp, alignCenter, colText)
	if n.note != "" {
		p.drawLine(dst, n.note, p.fitFace(n.note, 15*dp, w-24*dp), w/2, settingsNoteDP*dp, alignCenter, colGood)
	} else if first := n.firstNote(c); first != "" {
		p.drawLine(dst, first, p.fitFace(first, 15*dp, w-24*dp), w/2, settingsNoteDP*dp, alignCenter, colTextDim)
	}
	items := n.items(c)
	drawChoices(c, dst, items, settingsLayout(c, items), &n.scroll, n.buttons(c), 2, &n.press)
}
