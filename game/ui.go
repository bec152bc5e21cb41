package game

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"xiangqi/game/session"
	"xiangqi/rules"
)

// button is a tappable rectangle. The screens build their buttons from
// the state whenever they need them (a press, a release, a redraw), so
// there is no widget tree to keep in step with the game.
type button struct {
	r        rect
	label    string
	act      func()
	selected bool // a chosen option among several
	primary  bool
	disabled bool
	done     bool // a solved puzzle's tile
}

// dialog is a modal box with a line of text and a column of buttons.
type dialog struct {
	text    string
	choices []choice
}

type choice struct {
	label string
	act   func()
}

func (g *Game) confirm(m Msg, yes func()) {
	g.dialog = &dialog{text: g.text(m), choices: []choice{
		{g.text(MsgYes), func() { g.dialog = nil; yes() }},
		{g.text(MsgNo), func() { g.dialog = nil }},
	}}
	g.dirty = true
}

// handlePointer routes one pointer step to a button or the board.
func (g *Game) handlePointer(ps pointerState) {
	if g.scene == scenePuzzleList && g.dialog == nil && g.listPointer(ps) {
		return
	}
	switch ps.ev {
	case pointerPress:
		g.pressed = -1
		for i, b := range g.buttons() {
			if b.r.contains(ps.x, ps.y) && !b.disabled {
				g.pressed = i
				g.dirty = true
				return
			}
		}
		if g.dialog != nil {
			return
		}
		switch {
		case g.scene == scenePlay && !g.bannerShown(), g.scene == scenePuzzle:
			g.boardPress(ps.x, ps.y)
		case g.scene == sceneEditor:
			g.editorPress(ps.x, ps.y)
		}
	case pointerMove:
		if g.pressed < 0 {
			if g.scene == sceneEditor {
				g.editorMove(ps.x, ps.y)
			} else {
				g.boardMove(ps.x, ps.y)
			}
		}
	case pointerRelease:
		if g.pressed >= 0 {
			i := g.pressed
			g.pressed = -1
			g.dirty = true
			bs := g.buttons()
			if i < len(bs) && bs[i].r.contains(ps.x, ps.y) && !bs[i].disabled && bs[i].act != nil {
				bs[i].act()
			}
			return
		}
		if g.scene == sceneEditor {
			g.editorRelease(ps.x, ps.y)
		} else {
			g.boardRelease(ps.x, ps.y)
		}
	}
}

// buttons returns the active buttons: the dialog's when one is open.
func (g *Game) buttons() []button {
	if g.dialog != nil {
		return g.dialogButtons()
	}
	switch g.scene {
	case sceneMenu:
		return g.menuButtons()
	case sceneNewGame:
		return g.newGameButtons()
	case sceneSettings:
		return g.settingsButtons()
	case sceneEditor:
		return g.editorButtons()
	case scenePuzzleList:
		return g.puzzleListButtons()
	case scenePuzzle:
		return g.puzzleButtons()
	}
	return g.playButtons()
}

// column is the centred column of the menu-like screens.
func (g *Game) column() rect {
	dp := g.dp
	cw := math.Min(float64(g.w)-32*dp, 380*dp)
	return rect{(float64(g.w) - cw) / 2, 0, cw, float64(g.h)}
}

func (g *Game) menuButtons() []button {
	col := g.column()
	dp := g.dp
	y := float64(g.h) * 0.46
	var bs []button
	add := func(label string, primary bool, act func()) {
		bs = append(bs, button{r: rect{col.X, y, col.W, buttonDP * dp}, label: label, primary: primary, act: act})
		y += (buttonDP + 14) * dp
	}
	if g.canContinue() {
		add(g.text(MsgContinue), true, func() {
			g.scene = scenePlay
			g.resetPlayView()
			g.match.Resume()
		})
	}
	add(g.text(MsgNewGame), !g.canContinue(), func() { g.openNewGame(sceneMenu) })
	add(g.text(MsgPuzzles), false, g.openPuzzleList)
	add(g.text(MsgSetUp), false, g.openEditor)
	add(g.text(MsgSettings), false, func() { g.openSettings(sceneMenu) })
	return bs
}

func (g *Game) openNewGame(from scene) {
	g.backScene, g.scene, g.dialog = from, sceneNewGame, nil
	g.newGameFrom = nil
	g.dirty = true
}

// openNewGameFrom opens the New game screen for a game from pos (the
// editor's position).
func (g *Game) openNewGameFrom(pos rules.Position) {
	g.openNewGame(sceneEditor)
	g.newGameFrom = &pos
}

func (g *Game) openSettings(from scene) {
	g.backScene, g.scene, g.dialog = from, sceneSettings, nil
	g.dirty = true
}

// newGameRows gives the y of the screen's rows, shared with its drawing.
func (g *Game) newGameRows() (sideLabel, sideY, levelLabel, levelY, startY float64) {
	dp := g.dp
	sideLabel = 90 * dp
	sideY = sideLabel + 34*dp
	levelLabel = sideY + (buttonDP+24)*dp
	levelY = levelLabel + 34*dp
	startY = levelY + session.NumLevels*(buttonDP-4+8)*dp + 16*dp
	return
}

func (g *Game) newGameButtons() []button {
	col := g.column()
	dp := g.dp
	s := &g.settings
	_, sideY, _, levelY, startY := g.newGameRows()
	var bs []button
	gap := 6 * dp
	w3 := (col.W - 2*gap) / 3
	sides := []struct {
		m    Msg
		sel  bool
		side rules.Color
		two  bool
	}{{MsgRed, !s.TwoPlayers && s.Side == rules.Red, rules.Red, false},
		{MsgBlack, !s.TwoPlayers && s.Side == rules.Black, rules.Black, false},
		{MsgTwoPlayers, s.TwoPlayers, s.Side, true}}
	for i, x := range sides {
		bs = append(bs, button{r: rect{col.X + float64(i)*(w3+gap), sideY, w3, buttonDP * dp}, label: g.text(x.m), selected: x.sel,
			act: func() { s.Side, s.TwoPlayers = x.side, x.two; g.save() }})
	}
	for i := range session.NumLevels {
		lv := session.Level(i)
		bs = append(bs, button{r: rect{col.X, levelY + float64(i)*(buttonDP+4)*dp, col.W, (buttonDP - 4) * dp},
			label: g.text(levelMsgs[i]), selected: s.Level == lv, disabled: s.TwoPlayers,
			act: func() { s.Level = lv; g.save() }})
	}
	half := (col.W - gap) / 2
	bs = append(bs,
		button{r: rect{col.X, startY, half, buttonDP * dp}, label: g.text(MsgBack), act: func() { g.Back() }},
		button{r: rect{col.X + half + gap, startY, half, buttonDP * dp}, label: g.text(MsgStart), primary: true,
			act: func() {
				start := rules.StartPosition()
				if g.newGameFrom != nil {
					start = *g.newGameFrom
				}
				g.startMatch(rules.NewGame(start))
			}},
	)
	return bs
}

// settingsRow is one line of the settings screen: a name and its value,
// which a tap cycles.
type settingsRow struct {
	name  Msg
	value string
	next  func()
}

func (g *Game) settingsRows() []settingsRow {
	s := &g.settings
	onOff := func(b bool) string {
		if b {
			return g.text(MsgOn)
		}
		return g.text(MsgOff)
	}
	side := g.text(MsgRed)
	switch {
	case s.TwoPlayers:
		side = g.text(MsgTwoPlayers)
	case s.Side == rules.Black:
		side = g.text(MsgBlack)
	}
	set := g.text(MsgTraditional)
	if s.Simplified {
		set = g.text(MsgSimplified)
	}
	notation := g.text(MsgNotationAuto)
	if i := slices.Index(session.Notations, s.Notation); i >= 0 {
		notation = g.text(notationMsgs[i])
	}
	return []settingsRow{
		{MsgLevel, g.text(levelMsgs[s.Level]), func() {
			s.Level = (s.Level + 1) % session.NumLevels
			if g.match != nil && !g.match.Over() {
				g.match.SetLevel(s.Level)
			}
		}},
		{MsgPlayAs, side, func() {
			switch {
			case s.TwoPlayers:
				s.TwoPlayers, s.Side = false, rules.Red
			case s.Side == rules.Red:
				s.Side = rules.Black
			default:
				s.TwoPlayers = true
			}
		}},
		{MsgSound, onOff(s.Sound), func() { s.Sound = !s.Sound }},
		{MsgAnimation, onOff(s.Animation), func() { s.Animation = !s.Animation }},
		{MsgShowMoves, onOff(s.ShowMoves), func() { s.ShowMoves = !s.ShowMoves }},
		{MsgPieceSet, set, func() { s.Simplified = !s.Simplified }},
		{MsgNotation, notation, func() {
			// "" (by language), then each notation in turn.
			i := slices.Index(session.Notations, s.Notation) + 1
			s.Notation = ""
			if i < len(session.Notations) {
				s.Notation = session.Notations[i]
			}
		}},
		{MsgLanguage, langNames[g.lang], func() {
			g.lang = (g.lang + 1) % numLangs
			s.Lang = g.lang.Code()
			g.cfg.Lang = "" // the player's choice now rules
		}},
	}
}

const settingsTopDP = 90

func (g *Game) settingsButtons() []button {
	col := g.column()
	dp := g.dp
	var bs []button
	y := settingsTopDP * dp
	for _, row := range g.settingsRows() {
		bs = append(bs, button{r: rect{col.X + col.W*0.5, y, col.W * 0.5, (buttonDP - 4) * dp}, label: row.value,
			act: func() { row.next(); g.save() }})
		y += (buttonDP + 6) * dp
	}
	bs = append(bs, button{r: rect{col.X, y + 12*dp, col.W, buttonDP * dp}, label: g.text(MsgBack), primary: true, act: func() { g.Back() }})
	return bs
}

func (g *Game) dialogRect() rect {
	dp := g.dp
	n := 0
	if g.dialog != nil {
		n = len(g.dialog.choices)
	}
	w := math.Min(float64(g.w)-32*dp, 360*dp)
	h := 84*dp + float64(n)*(buttonDP+8)*dp
	return rect{(float64(g.w) - w) / 2, (float64(g.h) - h) / 2, w, h}
}

func (g *Game) dialogButtons() []button {
	r := g.dialogRect()
	dp := g.dp
	var bs []button
	y := r.Y + 76*dp
	for i, c := range g.dialog.choices {
		bs = append(bs, button{r: rect{r.X + 16*dp, y, r.W - 32*dp, buttonDP * dp}, label: c.label, act: c.act, primary: i == 0})
		y += (buttonDP + 8) * dp
	}
	return bs
}

// bannerShown reports whether the game-over banner covers the board.
func (g *Game) bannerShown() bool {
	return g.scene == scenePlay && g.match != nil && g.match.Over() && !g.bannerHidden && !g.review
}

func (g *Game) bannerRect() rect {
	l := newLayout(g.w, g.h, g.dp)
	w := math.Min(l.board.W-24*g.dp, 380*g.dp)
	h := 190 * g.dp
	return rect{l.board.X + (l.board.W-w)/2, l.board.Y + (l.board.H-h)/2, w, h}
}

func (g *Game) playButtons() []button {
	l := newLayout(g.w, g.h, g.dp)
	m := g.match
	var bs []button
	if g.bannerShown() {
		r := g.bannerRect()
		dp := g.dp
		half := (r.W - 40*dp) / 2
		by := r.Y + r.H - (buttonDP+16)*dp
		bs = append(bs,
			button{r: rect{r.X + 16*dp, by, half, buttonDP * dp}, label: g.text(MsgNewGame), primary: true, act: func() { g.openNewGame(scenePlay) }},
			button{r: rect{r.X + 24*dp + half, by, half, buttonDP * dp}, label: g.text(MsgReview), act: g.startReview},
		)
	}
	rs := l.buttonRects(5)
	if g.review {
		n := len(m.Game().Moves())
		bs = append(bs,
			button{r: rs[0], label: "◀", disabled: g.reviewPly == 0, act: func() { g.reviewPly--; g.dirty = true }},
			button{r: rs[1], label: "▶", disabled: g.reviewPly >= n, act: func() { g.reviewPly++; g.dirty = true }},
		)
	} else {
		bs = append(bs,
			button{r: rs[0], label: g.text(MsgUndo), disabled: m == nil || !m.CanUndo(), act: g.undo},
			button{r: rs[1], label: g.text(MsgHint), disabled: m == nil || !m.HumanToMove() || m.HintPending(), act: func() {
				if g.match.RequestHint() {
					g.dirty = true
				}
			}},
		)
	}
	bs = append(bs,
		button{r: rs[2], label: g.text(MsgNewGame), act: g.newGamePressed},
		button{r: rs[3], label: g.text(MsgFlip), act: func() { g.flipped = !g.flipped; g.dirty = true; g.save() }},
		button{r: rs[4], label: g.text(MsgMenu), act: g.openPlayMenu},
	)
	return bs
}

func (g *Game) undo() {
	if g.match.Undo() {
		g.board.deselect()
		g.board.anim = rules.NoMove
		g.bannerHidden = false
		g.dirty = true
		g.save()
	}
}

func (g *Game) newGamePressed() {
	if g.match != nil && !g.match.Over() && len(g.match.Game().Moves()) > 0 {
		g.confirm(MsgConfirmNewGame, func() { g.openNewGame(scenePlay) })
		return
	}
	g.openNewGame(scenePlay)
}

func (g *Game) openPlayMenu() {
	over := g.match == nil || g.match.Over()
	cs := []choice{{g.text(MsgResume), func() { g.dialog = nil }}}
	if !over {
		cs = append(cs, choice{g.text(MsgResign), func() {
			g.confirm(MsgConfirmResign, func() {
				g.match.Resign()
				g.board.deselect()
				g.playSound(soundEnd)
				g.save()
			})
		}})
	}
	cs = append(cs,
		choice{g.text(MsgSettings), func() { g.openSettings(scenePlay) }},
		choice{g.text(MsgMainMenu), func() { g.dialog = nil; g.leaveToMenu() }},
	)
	g.dialog = &dialog{text: g.text(MsgMenu), choices: cs}
	g.dirty = true
}

// ShowReview opens Review on the current game at its last move (for
// screenshots: "-review").
func (g *Game) ShowReview() {
	if g.match != nil {
		g.scene = scenePlay
		g.startReview()
	}
}

func (g *Game) startReview() {
	g.review = true
	g.reviewPly = len(g.match.Game().Moves())
	g.board.deselect()
	g.dirty = true
}

// statusLines are the two lines under the board.
func (g *Game) statusLines() (string, string) {
	m := g.match
	if m == nil {
		return "", ""
	}
	if g.review {
		first := fmt.Sprintf(g.text(MsgReviewMove), g.reviewPly, len(m.Game().Moves()))
		if g.reviewPly > 0 {
			first += "   " + g.notate(g.reviewPly-1)
		}
		return first, g.resultText()
	}
	pos := m.Position()
	var first string
	switch {
	case m.Over():
		first = g.resultText()
	case m.Thinking():
		if p, ok := m.Progress(); ok {
			first = fmt.Sprintf(g.text(MsgThinkingDepth), p.Depth)
		} else {
			first = g.text(MsgThinking)
		}
	case m.HintPending():
		first = g.text(MsgHintBusy)
	case m.VsComputer():
		first = g.text(MsgYourMove)
	case pos.SideToMove() == rules.Red:
		first = g.text(MsgRedToMove)
	default:
		first = g.text(MsgBlackToMove)
	}
	if !m.Over() && pos.InCheck() {
		first = g.text(MsgCheck) + "  " + first
	}
	second := ""
	if r, ok := m.LastSearch(); ok {
		if r.Book {
			second = g.text(MsgBookMove)
		} else {
			second = fmt.Sprintf(g.text(MsgLastSearch), r.Depth, groupDigits(r.Nodes), r.Elapsed.Seconds())
		}
	}
	if g.notice != "" && second == "" {
		second = g.notice
	}
	return first, second
}

// resultText is "Red wins — checkmate" in the current language.
func (g *Game) resultText() string {
	st := g.match.Status()
	if !st.Over() {
		return ""
	}
	res := map[rules.Result]Msg{rules.RedWins: MsgRedWins, rules.BlackWins: MsgBlackWins, rules.Draw: MsgDraw}[st.Result]
	return g.text(res) + " — " + g.text(reasonMsg(st.Reason))
}

func reasonMsg(r rules.Reason) Msg {
	switch r {
	case rules.Checkmate:
		return MsgReasonCheckmate
	case rules.Stalemate:
		return MsgReasonStalemate
	case rules.PerpetualCheck:
		return MsgReasonPerpetualCheck
	case rules.PerpetualChase:
		return MsgReasonPerpetualChase
	case rules.Repetition:
		return MsgReasonRepetition
	case rules.MoveLimit:
		return MsgReasonMoveLimit
	case rules.NoAttackers:
		return MsgReasonNoAttackers
	}
	return MsgReasonResignation
}

// groupDigits writes 1234567 as 1,234,567.
func groupDigits(n uint64) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// notate writes the game's move number i (from 0) in the notation chosen in
// Settings, else in the player's language's: Vietnamese, Chinese (in the
// pieces' character set), or WXF in English.
func (g *Game) notate(i int) string {
	moves := g.match.Game().Moves()
	if i < 0 || i >= len(moves) {
		return ""
	}
	pos := g.match.Game().Start()
	for _, m := range moves[:i] {
		pos.MakeMove(m)
	}
	chinese := rules.ChineseTraditional
	if g.settings.Simplified {
		chinese = rules.Chinese
	}
	var n rules.Notation
	switch {
	case g.settings.Notation == "wxf":
		n = rules.WXF
	case g.settings.Notation == "chinese":
		n = chinese
	case g.settings.Notation == "vietnamese":
		n = rules.Vietnamese
	case g.settings.Notation == "iccs":
		n = rules.ICCS
	case g.lang == LangVi:
		n = rules.Vietnamese
	case g.lang == LangZh:
		n = chinese
	default:
		n = rules.WXF
	}
	return pos.Notate(moves[i], n)
}

// Open shows one of the screens that no other entry point reaches, for
// screenshots and tests ("-open"): "newgame", "settings", or "play-menu"
// (the in-game menu over the current game).
func (g *Game) Open(name string) error {
	switch name {
	case "newgame":
		g.openNewGame(sceneMenu)
	case "settings":
		g.openSettings(sceneMenu)
	case "play-menu":
		if g.match == nil || g.scene != scenePlay {
			return errors.New("play-menu: no game on the board")
		}
		g.openPlayMenu()
	default:
		return fmt.Errorf("unknown screen %q (want newgame, settings or play-menu)", name)
	}
	return nil
}
