package game

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"math"
	"path"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/i18n"
	"xiangqi/game/session"
	"xiangqi/record"
	"xiangqi/rules"
)

// gamesScreen is the library: every game played (and imported), newest
// first, with a tally per level; a tap opens a game. Paste PGN imports,
// Copy all exports the whole library.
type gamesScreen struct {
	entries []session.Entry
	infos   []session.GameInfo
	summary [session.NumLevels]session.Tally
	note    string // the last import's or copy's outcome, or a damaged record
	scroll  scroller
	press   buttonPress
}

// openGames shows the library, read anew.
func openGames(c *ctx) *gamesScreen {
	if c.game.Match() != nil {
		c.game.Match().Pause()
		c.archive() // the game in progress is listed too
	}
	s := &gamesScreen{}
	s.reload(c)
	c.push(s)
	return s
}

// reload reads the library again (after a delete or an import).
func (s *gamesScreen) reload(c *ctx) {
	var notices []session.Notice
	s.entries, notices = c.game.Library.Load()
	s.infos = s.infos[:0]
	for _, e := range s.entries {
		s.infos = append(s.infos, session.InfoOf(e.Record))
	}
	s.summary = session.Summary(s.infos)
	if len(notices) > 0 {
		s.note = damagedText(c, notices)
	}
	c.dirty = true
}

// damagedShown is how many damaged records a note names; the count says
// how many there are.
const damagedShown = 3

// damagedText names the records Library.Load kept aside: one by its path,
// several by their count, folder and first few names; a failure to move
// one aside comes first.
func damagedText(c *ctx, notices []session.Notice) string {
	var names []string
	for _, n := range notices {
		if n.Kind == session.SaveFailed {
			return fmt.Sprintf(c.text(i18n.MsgSaveFailed), n.Arg)
		}
		names = append(names, n.Arg)
	}
	if len(names) == 1 {
		return fmt.Sprintf(c.text(i18n.MsgRecordDamaged), names[0])
	}
	for i, n := range names {
		names[i] = path.Base(filepath.ToSlash(n))
	}
	shown := strings.Join(names[:min(len(names), damagedShown)], ", ")
	if len(names) > damagedShown {
		shown += ", …"
	}
	return c.sprintf(i18n.MsgRecordsDamaged, len(names), session.DamagedFolder, shown)
}

type gamesGeometry struct {
	col          rect
	top, bottom  float64 // the list's view
	rowH, gap    float64
	actions      rect // the row of buttons at the foot
	content, max float64
}

func (s *gamesScreen) geometry(c *ctx) gamesGeometry {
	dp := c.dp
	cw := math.Min(float64(c.w)-24*dp, 560*dp)
	lines, _ := s.summaryLines(c, cw)
	top := (108 + float64(max(len(lines)-1, 0))*summaryLineDP) * dp // under the tally
	g := gamesGeometry{col: rect{X: (float64(c.w) - cw) / 2, Y: 0, W: cw, H: float64(c.h)}, top: top, rowH: 62 * dp, gap: 6 * dp}
	g.actions = rect{X: g.col.X, Y: float64(c.h) - (buttonDP+14)*dp, W: cw, H: buttonDP * dp}
	g.bottom = g.actions.Y - 30*dp // room for the note
	g.content = float64(len(s.entries)) * (g.rowH + g.gap)
	g.max = math.Max(0, g.content-(g.bottom-g.top))
	return g
}

// summaryLineDP is the distance between the lines of the tally.
const summaryLineDP = 18

// summaryLines are the tally per level as drawn in width w, and their
// size: one line, shrunk to fit, down to 13 dp; below that, with many
// levels played, as many lines of 13 dp as it takes, the list lower.
func (s *gamesScreen) summaryLines(c *ctx, w float64) ([]string, float64) {
	var tally []string
	for l, t := range s.summary {
		if t != (session.Tally{}) {
			tally = append(tally, fmt.Sprintf("%s %d/%d/%d", c.levelName(session.Level(l)), t.Won, t.Drawn, t.Lost))
		}
	}
	if len(tally) == 0 {
		return nil, 0
	}
	dp := c.dp
	line := c.text(i18n.MsgSummary) + "  " + strings.Join(tally, " · ")
	if px := c.paint.fitPx(line, 15*dp, w); px >= 13*dp || len(tally) == 1 {
		return []string{line}, px
	}
	px := 13 * dp
	face := c.paint.fonts.UI(px)
	lines := []string{c.text(i18n.MsgSummary) + "  " + tally[0]}
	for _, t := range tally[1:] {
		if last := lines[len(lines)-1] + " · " + t; measure(last, face) <= w {
			lines[len(lines)-1] = last
		} else {
			lines = append(lines, t)
		}
	}
	return lines, px
}

func (s *gamesScreen) buttons(c *ctx) []button {
	g := s.geometry(c)
	s.scroll.clamp(g.max)
	var bs []button
	for i, e := range s.entries {
		y := g.top + float64(i)*(g.rowH+g.gap) - s.scroll.offset
		if y+g.rowH/2 < g.top || y+g.rowH/2 > g.bottom {
			continue // only rows at least half in view can be tapped
		}
		bs = append(bs, button{r: rect{X: g.col.X, Y: y, W: g.col.W, H: g.rowH}, act: func() { openRecord(c, s, e.ID, e.Record) }})
	}
	row := []button{{label: c.text(i18n.MsgPastePGN), act: func() { s.paste(c) }}}
	if c.cfg.Sharer != nil {
		row = append(row, button{label: c.text(i18n.MsgShareAll), disabled: len(s.entries) == 0, act: func() {
			games := make([]*record.Game, 0, len(s.entries))
			for i := len(s.entries) - 1; i >= 0; i-- {
				games = append(games, s.entries[i].Record)
			}
			s.note = sharePGN(c, games...)
		}})
	}
	row = append(row,
		button{label: c.text(i18n.MsgCopyAll), disabled: len(s.entries) == 0, act: func() { s.copyAll(c) }},
		button{label: c.text(i18n.MsgBack), primary: true, act: func() { c.pop() }},
	)
	for i, r := range rowRects(g.actions, len(row), 6*c.dp) {
		row[i].r = r
	}
	return append(bs, c.paint.buttonRow(row)...)
}

// paste imports the clipboard's games (or opens its FEN's position).
func (s *gamesScreen) paste(c *ctx) {
	cb := c.cfg.Clipboard
	if cb == nil {
		s.note = c.text(i18n.MsgClipboardFailed)
		return
	}
	text, err := cb.ReadText()
	switch {
	case err != nil:
		s.note = clipboardFailed(c, err)
		return
	case strings.TrimSpace(text) == "":
		s.note = c.text(i18n.MsgClipboardEmpty)
		return
	}
	s.importData(c, []byte(text))
}

// importData keeps the games of a PGN in the library; one game (or a
// position) is opened at once.
func (s *gamesScreen) importData(c *ctx, b []byte) {
	im, err := c.game.Library.Import(b, s.entries, c.now())
	s.reload(c)
	switch {
	case err != nil:
		s.note = c.sprintf(i18n.MsgImportPartial, err, im.Kept(), im.Keepable())
		return
	case len(im.Games) == 0:
		s.note = c.text(i18n.MsgImportNone)
		if len(im.Errs) > 0 {
			s.note = importErrorText(c, im.Errs[0])
		}
		return
	}
	s.note = c.sprintf(i18n.MsgImported, len(im.Games))
	switch {
	case len(im.Errs) > 0:
		s.note = importErrorText(c, im.Errs[0])
	case len(im.Warnings) > 0:
		s.note += " · " + repairedText(c, im.Warnings)
	}
	// One game opens at once; not a game that failed before its first
	// move (junk pasted), whose error is the news.
	if len(im.Games) == 1 && (len(im.Errs) == 0 || len(im.Games[0].Moves) > 0) {
		openRecord(c, s, im.IDs[0], im.Games[0])
	}
}

// fileImport is how the import of one dropped file went.
type fileImport struct {
	name string
	im   session.Imported
	err  error // the file could not be read, or a game could not be written
}

// problem is the file's first problem in the player's language, "" for
// none.
func (f fileImport) problem(c *ctx) string {
	switch {
	case f.err != nil && f.im.Games == nil:
		return fmt.Sprintf(c.text(i18n.MsgSaveFailed), f.err) // unread, or nothing written
	case f.err != nil:
		return c.sprintf(i18n.MsgImportPartial, f.err, f.im.Kept(), f.im.Keepable())
	case len(f.im.Errs) > 0:
		return importErrorText(c, f.im.Errs[0])
	case len(f.im.Games) == 0:
		return c.text(i18n.MsgImportNone)
	case len(f.im.Warnings) > 0:
		return repairedText(c, f.im.Warnings)
	}
	return ""
}

// repairedText says how many repairs an import's games survived and what
// the first was ("2 repaired — game 1, line 6: 1 byte that is not UTF-8
// replaced by U+FFFD"), so that a replaced character in a name is not a
// surprise.
func repairedText(c *ctx, ws []*record.Warning) string {
	return fmt.Sprintf(c.text(i18n.MsgImportRepaired), len(ws), ws[0])
}

// importFiles keeps the games of several files in the library, each file
// read on its own (its own encoding and notation), and says how many
// games came from how many files, and which file had what problem. A
// write that fails stops the import: the files after it are not tried.
func (s *gamesScreen) importFiles(c *ctx, names []string, texts [][]byte, unread []fileImport) []fileImport {
	results := unread
	for i, b := range texts {
		im, err := c.game.Library.Import(b, s.entries, c.now())
		results = append(results, fileImport{name: names[i], im: im, err: err})
		s.reload(c) // the next file's games are checked against these
		if err != nil {
			break
		}
	}
	games, bad := 0, 0
	first := ""
	for _, r := range results {
		games += r.im.Kept()
		if p := r.problem(c); p != "" {
			if bad == 0 {
				first = path.Base(r.name) + ": " + p
			}
			bad++
		}
	}
	s.note = c.sprintf(i18n.MsgImportedFiles, games, len(names)+len(unread))
	if bad > 0 {
		s.note += " · " + c.sprintf(i18n.MsgFilesProblems, bad, len(names)+len(unread), first)
	}
	return results
}

// importErrorText says in the player's language which game and move of an
// import failed.
func importErrorText(c *ctx, e *record.Error) string {
	if e.Move > 0 && e.Text != "" {
		return fmt.Sprintf(c.text(i18n.MsgImportBadMove), e.Game, e.Move, e.Text)
	}
	return fmt.Sprintf(c.text(i18n.MsgImportBad), e.Game, e.Err)
}

// copyAll puts the whole library on the clipboard as PGN, oldest first,
// in the chosen notation.
func (s *gamesScreen) copyAll(c *ctx) {
	var b bytes.Buffer
	n := c.settings.MoveNotation(c.lang.Code())
	for i := len(s.entries) - 1; i >= 0; i-- {
		if err := record.Write(&b, s.entries[i].Record, n); err != nil {
			s.note = fmt.Sprintf(c.text(i18n.MsgSaveFailed), err)
			return
		}
	}
	s.note = copyText(c, b.String())
}

// copyText puts text on the clipboard and says how it went.
func copyText(c *ctx, text string) string {
	cb := c.cfg.Clipboard
	if cb == nil {
		return c.text(i18n.MsgClipboardFailed)
	}
	if err := cb.WriteText(text); err != nil {
		return clipboardFailed(c, err)
	}
	return c.text(i18n.MsgCopied)
}

// clipboardFailed says why the clipboard failed: what to install when its
// program is missing (ClipboardMissing), else only that it cannot be used.
func clipboardFailed(c *ctx, err error) string {
	if m, ok := errors.AsType[*ClipboardMissing](err); ok {
		return fmt.Sprintf(c.text(i18n.MsgClipboardInstall), m.Install)
	}
	return c.text(i18n.MsgClipboardFailed)
}

func (s *gamesScreen) pointer(c *ctx, ps pointerState) {
	if !s.scroll.take(c, ps, s.geometry(c).max, &s.press) {
		s.press.pointer(c, ps, s.buttons(c))
	}
}

// describe is a game's two lines in the list: when and who, then how it
// stands or ended.
func describeGame(c *ctx, id string, gi session.GameInfo, rec *record.Game) (string, string) {
	when := ""
	switch {
	case gi.Clock:
		when = gi.Started.Format("2006-01-02 15:04") + "   "
	case !gi.Started.IsZero():
		when = gi.Started.Format("2006-01-02") + "   "
	}
	who := c.text(i18n.MsgTwoPlayers)
	if gi.VsComputer() {
		side := c.text(i18n.MsgRed)
		if gi.Computer[rules.Red] {
			side = c.text(i18n.MsgBlack)
		}
		who = fmt.Sprintf(c.text(i18n.MsgGameYouVs), side, c.levelName(gi.Level))
	} else if r, b := rec.Tag("Red"), rec.Tag("Black"); r != "" && r != "Player" && r != "?" {
		who = r + " – " + b // a game from elsewhere names its players
	}
	moves := c.sprintf(i18n.MsgMovesCount, (gi.Plies+1)/2)
	if h := handicapText(c, rec.Start, gi.VsComputer()); h != "" {
		moves += " · " + h
	} else if rec.Start.FEN() != rules.StartFEN {
		moves += " · " + c.text(i18n.MsgFromPosition)
	}
	switch {
	case gi.Status.Over():
	case !gi.Own:
		return when + who, c.text(i18n.MsgNoResult) + " · " + moves // a record from elsewhere
	case id == c.game.ID() && c.game.CanContinue():
		return when + who, c.text(i18n.MsgInProgress) + " · " + moves
	default:
		return when + who, c.text(i18n.MsgUnfinished) + " · " + moves // left for another game
	}
	head := outcomeText(c, gi.Outcome())
	if gi.Status.Reason != rules.NoReason {
		head += " — " + c.text(reasonMsg(gi.Status.Reason))
	}
	return when + who, head + " · " + moves
}

// fittedLine is a line as drawn: its text, cut to fit, and its size.
type fittedLine struct {
	s  string
	px float64
}

// rowLines are row i's two lines fitted to width w: a long line (a
// record's players and event) shrinks a little, to 14 dp and 13 dp, and
// is then cut with "…", rather than drawn too small to read.
func (s *gamesScreen) rowLines(c *ctx, i int, w float64) [2]fittedLine {
	dp := c.dp
	first, second := describeGame(c, s.entries[i].ID, s.infos[i], s.entries[i].Record)
	var lines [2]fittedLine
	lines[0].s, lines[0].px = c.paint.fitLine(first, 16*dp, 14*dp, w)
	lines[1].s, lines[1].px = c.paint.fitLine(second, 15*dp, minLabelDP*dp, w)
	return lines
}

func (s *gamesScreen) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	w := float64(c.w)
	g := s.geometry(c)
	drawText(dst, c.text(i18n.MsgGames), p.fitFace(c.text(i18n.MsgGames), 28*dp, w-24*dp), w/2, 36*dp, alignCenter, colText)
	lines, px := s.summaryLines(c, g.col.W)
	for k, line := range lines {
		drawText(dst, line, p.fonts.UI(px), w/2, (72+float64(k)*summaryLineDP)*dp, alignCenter, colTextDim)
	}
	if len(s.entries) == 0 {
		msg := c.text(i18n.MsgNoGames)
		drawText(dst, msg, p.fitFace(msg, 16*dp, g.col.W), w/2, g.top+40*dp, alignCenter, colTextDim)
	}
	view := dst.SubImage(image.Rect(int(g.col.X-4), int(g.top), int(g.col.X+g.col.W+4), int(g.bottom))).(*ebiten.Image)
	for i := range s.entries {
		y := g.top + float64(i)*(g.rowH+g.gap) - s.scroll.offset
		if y+g.rowH < g.top || y > g.bottom {
			continue
		}
		r := rect{X: g.col.X, Y: y, W: g.col.W, H: g.rowH}
		p.fillRoundRect(view, r, 10*dp, colButton)
		lines := s.rowLines(c, i, r.W-24*dp)
		drawText(view, lines[0].s, p.fonts.UI(lines[0].px), r.X+12*dp, r.Y+20*dp, alignLeft, colText)
		ink := colTextDim
		switch s.infos[i].Outcome() {
		case session.PlayerWon:
			ink = colGood
		case session.PlayerLost:
			ink = colProblem
		}
		drawText(view, lines[1].s, p.fonts.UI(lines[1].px), r.X+12*dp, r.Y+44*dp, alignLeft, ink)
	}
	s.scroll.drawBar(c, dst, rect{X: g.col.X - 4, Y: g.top, W: g.col.W + 8, H: g.bottom - g.top}, g.max)
	if s.note != "" {
		drawText(dst, s.note, p.fitFace(s.note, 15*dp, g.col.W), w/2, g.bottom+15*dp, alignCenter, colTextDim)
	}
	bs := s.buttons(c)
	for i, b := range bs {
		if b.label != "" {
			p.drawButton(dst, b, s.press.pressed(i))
		}
	}
}
