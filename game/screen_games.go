package game

import (
	"cmp"
	"image"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"xiangqi/game/games"
	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/gamedb"
	"xiangqi/i18n"
)

// gamesScreen is the view of the library (games.Library): it lays the
// list out (only the rows in view are laid out and drawn), fits its
// texts, turns taps into the model's actions, and keeps the search field
// being typed in and the scroll offset, whose rows it lends the model
// (games.Viewport).
type gamesScreen struct {
	m      *games.Library
	c      *ctx        // for the Viewport: the screen's size
	cache  *gamesCache // the lines laid out, kept between openings; nil for none
	search textField
	scroll scroller
	press  buttonPress
}

// searchMax is the longest search text.
const searchMax = 80

// openGames shows the library, read anew.
func openGames(c *ctx) *gamesScreen {
	if c.game.Match() != nil {
		c.game.Match().Pause()
		c.archive() // the game in progress is listed too
	}
	s := newGamesScreen(c)
	s.poll(c)
	c.push(s)
	return s
}

// newGamesScreen is the view of a new games.Library.
func newGamesScreen(c *ctx) *gamesScreen {
	m := games.New(c.env(), c.gamesServices())
	s := &gamesScreen{m: m, c: c, cache: gamesCacheOf(c), search: textField{ui.Field{Max: searchMax}}}
	m.SetViewport(s)
	return s
}

// gamesCache is what the Games screen keeps laid out from one opening to
// the next (the start screen holds it): its rows' lines and its tally.
type gamesCache struct {
	rows  rowsLayout
	tally tallyLayout
}

// gamesCacheOf is the start screen's gamesCache, made on first use.
func gamesCacheOf(c *ctx) *gamesCache {
	m := startMenu(c)
	if m.games == nil {
		m.games = &gamesCache{}
	}
	return m.games
}

// tallyCache is the cache's tally, nil without a cache.
func (gc *gamesCache) tallyCache() *tallyLayout {
	if gc == nil {
		return nil
	}
	return &gc.tally
}

// Rows are the rows the view spans at its scroll offset, kept within the
// list (games.Viewport).
func (s *gamesScreen) Rows() (lo, hi int, ok bool) {
	c := s.c
	if c.w == 0 {
		return 0, 0, false
	}
	g := s.geometry(c)
	s.scroll.clamp(g.max)
	lo, hi = s.rowsAt(g)
	return lo, hi, true
}

// Top scrolls to the top of the list (games.Viewport).
func (s *gamesScreen) Top() { s.scroll.offset = 0 }

// poll takes what the model's goroutines did.
func (s *gamesScreen) poll(c *ctx) { c.apply(s.m.Poll()) }

// visible are the rows at least partly in view: [lo, hi).
func (s *gamesScreen) visible(g gamesGeometry) (lo, hi int) {
	lo, hi = s.rowsAt(g)
	return lo, max(min(hi, s.m.Total()), lo)
}

type gamesGeometry struct {
	col                  rect
	search               rect // the search field
	order, filter, stats rect // the choices beside or under it
	countY               float64
	top, bottom          float64 // the list's view
	rowH, gap            float64
	actions              rect // the row of buttons at the foot
	content, max         float64
}

// statLineDP is the height of a line of the statistics.
const statLineDP = 26

// gamesShown is what of the model the screen's geometry depends on.
type gamesShown struct {
	summary [session.NumLevels]session.Tally
	stats   bool
	lines   int // the statistics' lines
	total   int // the list's rows
}

// shown is what the model shows, nothing before there is one.
func (s *gamesScreen) shown() gamesShown {
	if s.m == nil {
		return gamesShown{}
	}
	return gamesShown{summary: s.m.Summary(), stats: s.m.Stats(), lines: len(s.m.Lines()), total: s.m.Total()}
}

func (s *gamesScreen) geometry(c *ctx) gamesGeometry {
	return gamesLayout(c, s.shown(), s.cache.tallyCache())
}

// gamesLayout is where the screen's parts go when it shows sh; tally
// keeps the tally laid out (nil: none kept).
func gamesLayout(c *ctx, sh gamesShown, tally *tallyLayout) gamesGeometry {
	dp := c.dp
	cw := math.Min(float64(c.w)-24*dp, 560*dp)
	lines, _ := summaryLines(c, tally, sh.summary, cw)
	x := (float64(c.w) - cw) / 2
	y := (92 + float64(max(len(lines)-1, 0))*summaryLineDP) * dp // under the tally
	h := 40 * dp
	g := gamesGeometry{col: rect{X: x, Y: 0, W: cw, H: float64(c.h)}, rowH: 62 * dp, gap: 6 * dp}
	gap := 6 * dp
	if cw >= 480*dp { // one row: the field and three choices
		fw := cw * 0.44
		g.search = rect{X: x, Y: y, W: fw, H: h}
		rs := rowRects(rect{X: x + fw + gap, Y: y, W: cw - fw - gap, H: h}, 3, gap)
		g.order, g.filter, g.stats = rs[0], rs[1], rs[2]
		y += h
	} else {
		g.search = rect{X: x, Y: y, W: cw, H: h}
		rs := rowRects(rect{X: x, Y: y + h + gap, W: cw, H: h}, 3, gap)
		g.order, g.filter, g.stats = rs[0], rs[1], rs[2]
		y += 2*h + gap
	}
	g.countY = y + 16*dp
	g.top = y + 30*dp
	g.actions = rect{X: g.col.X, Y: float64(c.h) - (buttonDP+14)*dp, W: cw, H: buttonDP * dp}
	g.bottom = g.actions.Y - 42*dp // room for the note and its detail
	if sh.stats {
		g.content = float64(sh.lines) * statLineDP * dp
	} else {
		g.content = float64(sh.total) * (g.rowH + g.gap)
	}
	g.max = math.Max(0, g.content-(g.bottom-g.top))
	return g
}

// summaryLineDP is the distance between the lines of the tally.
const summaryLineDP = 18

// summaryLines are the tally per level as drawn in width w, and their
// size: one line, shrunk to fit, down to 13 dp; below that, with many
// levels played, up to maxTallyLines lines of 13 dp, the list lower. With
// more levels than those lines hold, the levels of the most games are
// shown and the others counted ("+5 more levels"): with every level
// played, the tally took 11 lines of a 360×640 screen and left room for
// two rows and a half; Statistics has every level.
//
// The screen asks for them several times a frame (its geometry depends on
// them), and with many levels played laying them out measures the text
// dozens of times, so the last answer is kept in t (nil: not kept) for
// the same tally, width, language and scale.
func summaryLines(c *ctx, t *tallyLayout, summary [session.NumLevels]session.Tally, w float64) ([]string, float64) {
	key := tallyKey{summary, w, c.lang, c.dp}
	if t != nil && t.ok && t.key == key {
		return t.lines, t.px
	}
	lines, px := layTally(c, summary, w)
	if t != nil {
		*t = tallyLayout{key: key, lines: lines, px: px, ok: true}
	}
	return lines, px
}

// tallyKey is what the tally's lines depend on.
type tallyKey struct {
	summary [session.NumLevels]session.Tally
	w       float64
	lang    i18n.Lang
	dp      float64
}

// tallyLayout is the tally's lines laid out last, for key. It lives in
// the gamesCache, so that the screen opened again finds them laid out.
type tallyLayout struct {
	key   tallyKey
	lines []string
	px    float64
	ok    bool
}

// maxTallyLines bounds the tally's lines.
const maxTallyLines = 2

// layTally lays out summaryLines.
func layTally(c *ctx, summary [session.NumLevels]session.Tally, w float64) ([]string, float64) {
	var tally []string
	var levels []int // tally's levels
	for l, t := range summary {
		if t != (session.Tally{}) {
			tally = append(tally, c.levelName(session.Level(l))+" "+strconv.Itoa(t.Won)+"/"+strconv.Itoa(t.Drawn)+"/"+strconv.Itoa(t.Lost))
			levels = append(levels, l)
		}
	}
	if len(tally) == 0 {
		return nil, 0
	}
	dp := c.dp
	p := c.paint
	head := c.text(i18n.MsgSummary) + "  "
	line := head + strings.Join(tally, " · ")
	if len(tally) == 1 {
		return []string{line}, p.fitPx(line, 15*dp, w)
	}
	// One line, at 15 dp or down to 13 (fitPx's sizes).
	oneLine := func() (float64, bool) {
		for px := 15 * dp; px >= 13*dp && px > 8; px *= 0.9 {
			if p.width(line, p.fonts.UI(px)) <= w {
				return px, true
			}
		}
		return 0, false
	}
	// A short line is tried before its parts are measured, a long one
	// after: the order changes the cost, not the lines. Short is at most
	// a byte for every two pixels of the column (an assumption: at 15 dp
	// a byte of Latin, Vietnamese or Chinese text is more than two pixels
	// wide, so a longer line seldom fits).
	if float64(len(line))*2 <= w {
		if px, ok := oneLine(); ok {
			return []string{line}, px
		}
	}
	// The parts are measured at 13 dp, the levels of the most games first
	// (the stronger first among equals), until they pass what two lines
	// hold: with every level played, most are never shown, and a dozen
	// tries at fitting them measured the lines of each (issue 28: most of
	// the Games screen's first opening). The parts' widths add up to a
	// line's but for the rounding of each glyph's advance to a 64th of a
	// pixel and the kerning at their ends: slack.
	px := 13 * dp
	face := p.fonts.UI(px)
	played := func(l int) int { t := summary[l]; return t.Won + t.Drawn + t.Lost }
	order := make([]int, len(tally)) // tally's indexes, most played first
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		return cmp.Or(cmp.Compare(played(levels[b]), played(levels[a])), cmp.Compare(levels[b], levels[a]))
	})
	sep, headW := p.width(" · ", face), p.width(head, face)
	slack := float64(len(line))/32 + float64(len(tally))
	room := maxTallyLines*w + sep + slack
	widths := make([]float64, len(tally))
	top, sum := 0, headW // the most parts within room, and their width
	for _, i := range order {
		widths[i] = p.width(tally[i], face)
		if sum += widths[i] + sep; sum > room {
			break
		}
		top++
	}
	// One line, at 15 dp or down to 13, if the parts at 13 dp may fit
	// one: a line wider there is wider at the larger sizes too.
	if top == len(tally) && sum <= w+sep+slack {
		if px, ok := oneLine(); ok {
			return []string{line}, px
		}
	}
	// Lines of 13 dp: every level if two lines hold them, else the levels
	// of the most games, as many as the lines hold with the count of the
	// others. The counts of levels are tried by the parts' widths first,
	// each measured once, then the one they choose by its lines.
	if top == len(tally) {
		if lines := tallyLines(c, tally, face, w, maxTallyLines); len(lines) <= maxTallyLines {
			return lines, px
		}
	}
	// "+17 more levels", made once for each count (a message formatted
	// in the language's plural forms costs as much as a measure).
	mores := map[int]string{}
	moreText := func(n int) string {
		if m, ok := mores[n]; ok {
			return m
		}
		mores[n] = c.sprintf(i18n.MsgSummaryMore, n)
		return mores[n]
	}
	more := p.width(moreText(len(tally)-max(min(top, len(tally)-1), 1)), face)
	for k := max(min(top, len(tally)-1), 1); k >= 1; k-- {
		shown := slices.Clone(order[:k])
		slices.Sort(shown) // in the levels' order
		ws := make([]float64, 0, k+1)
		for _, i := range shown {
			ws = append(ws, widths[i])
		}
		ws[0] += headW
		if len(lineStarts(append(ws, more), sep, w+slack)) > maxTallyLines {
			continue
		}
		var parts []string
		for _, i := range shown {
			parts = append(parts, tally[i])
		}
		parts = append(parts, moreText(len(tally)-k))
		if lines := tallyLines(c, parts, face, w, maxTallyLines); len(lines) <= maxTallyLines {
			return lines, px
		}
	}
	// A column too narrow for one level and the count in two lines (a
	// window shrunk to a sliver): the first two lines of them all.
	lines := tallyLines(c, tally, face, w, len(tally))
	return lines[:min(len(lines), maxTallyLines)], px
}

// lineStarts fills lines of width w with parts of widths ws, sep between
// two on a line: the index of each line's first part.
func lineStarts(ws []float64, sep, w float64) []int {
	starts, last := []int{0}, ws[0]
	for i, x := range ws[1:] {
		if last+sep+x <= w {
			last += sep + x
		} else {
			starts, last = append(starts, i+1), x
		}
	}
	return starts
}

// tallyLines fills the tally's lines with its parts in width w. A fill
// of more than most lines, which the caller does not take, is returned
// as the parts' widths fill it, its lines not measured whole.
func tallyLines(c *ctx, tally []string, face text.Face, w float64, most int) []string {
	// The lines are filled by the widths of their parts, each measured
	// once (a line measured whole each time a part is added shaped the
	// tally over and over: with every level played, most of the Games
	// screen's first frame), and then each line is measured whole: if
	// one does not fit after all (the parts' widths do not add up to the
	// line's), the lines are filled measuring each line whole.
	lines := tallyFill(c, tally, face, w)
	if len(lines) > most {
		return lines
	}
	for _, l := range lines {
		if c.paint.width(l, face) > w {
			return tallyLinesMeasured(c, tally, face, w)
		}
	}
	return lines
}

// tallyFill fills the tally's lines by the widths of their parts alone.
func tallyFill(c *ctx, tally []string, face text.Face, w float64) []string {
	p := c.paint
	parts := slices.Clone(tally)
	parts[0] = c.text(i18n.MsgSummary) + "  " + tally[0]
	ws := make([]float64, len(parts))
	for i, t := range parts {
		ws[i] = p.width(t, face)
	}
	starts := append(lineStarts(ws, p.width(" · ", face), w), len(parts))
	lines := make([]string, len(starts)-1)
	for i := range lines {
		lines[i] = strings.Join(parts[starts[i]:starts[i+1]], " · ")
	}
	return lines
}

// tallyLinesMeasured fills the tally's lines measuring each line whole as
// a part is added.
func tallyLinesMeasured(c *ctx, tally []string, face text.Face, w float64) []string {
	lines := []string{c.text(i18n.MsgSummary) + "  " + tally[0]}
	for _, t := range tally[1:] {
		if last := lines[len(lines)-1] + " · " + t; c.paint.width(last, face) <= w {
			lines[len(lines)-1] = last
		} else {
			lines = append(lines, t)
		}
	}
	return lines
}

func (s *gamesScreen) buttons(c *ctx) []button {
	m := s.m
	g := s.geometry(c)
	s.scroll.clamp(g.max)
	var bs []button
	if m.Importing() {
		// Importing: the index is busy; only Cancel.
		bs = append(bs, button{r: g.actions, label: c.text(i18n.MsgCancel), primary: true, act: m.CancelImport})
		return c.paint.buttonRow(bs)
	}
	if !m.Stats() {
		lo, hi := s.visible(g)
		for i := lo; i < hi; i++ {
			_, ok := m.Row(i)
			y := g.top + float64(i)*(g.rowH+g.gap) - s.scroll.offset
			if !ok || y+g.rowH/2 < g.top || y+g.rowH/2 > g.bottom {
				continue // only rows at least half in view can be tapped
			}
			bs = append(bs, button{r: rect{X: g.col.X, Y: y, W: g.col.W, H: g.rowH}, act: func() { c.apply(m.Open(i)) }})
		}
	}
	if s.search.String() != "" || s.search.Editing {
		bs = append(bs, button{r: rect{X: g.search.X + g.search.W - g.search.H, Y: g.search.Y, W: g.search.H, H: g.search.H}, label: "×", act: func() {
			s.search.Edit("")
			if !canTypeFEN(c) {
				s.search.Editing = false
			}
			s.setSearch(c)
		}})
	}
	bs = append(bs, button{r: g.search, act: func() { s.tapSearch(c) }})
	bs = append(bs,
		button{r: g.order, label: m.Sorts()[m.Sort()], disabled: m.Stats(), act: func() { s.chooseOrder(c) }},
		button{r: g.filter, label: m.Filters()[m.Filter()], selected: m.Filter() != 0, act: func() { s.chooseFilter(c) }},
	)
	if m.Stats() {
		bs = append(bs, button{r: g.stats, label: c.text(i18n.MsgGamesList), selected: true, act: func() { c.apply(m.SetStats(false)) }})
	} else {
		bs = append(bs, button{r: g.stats, label: c.text(i18n.MsgGamesStats), act: func() { c.apply(m.SetStats(true)) }})
	}
	row := []button{{label: c.text(i18n.MsgPastePGN), act: func() { c.apply(m.Paste()) }}}
	if m.CanShare() {
		row = append(row, button{label: c.text(i18n.MsgShareAll), disabled: !m.CanExport(), act: func() { c.apply(m.Export(true)) }})
	}
	row = append(row,
		button{label: c.text(i18n.MsgCopyAll), disabled: !m.CanExport(), act: func() { c.apply(m.Export(false)) }},
		button{label: c.text(i18n.MsgBack), primary: true, act: func() { c.apply(m.Leave()) }},
	)
	for i, r := range rowRects(g.actions, len(row), 6*c.dp) {
		row[i].r = r
	}
	return append(bs, c.paint.buttonRow(row)...)
}

// tapSearch starts typing a search; a phone, which Ebitengine gives no
// on-screen keyboard, searches for the clipboard's text.
func (s *gamesScreen) tapSearch(c *ctx) {
	if canTypeFEN(c) {
		if !s.search.Editing {
			s.search.Edit(s.search.String())
		}
		c.dirty = true
		return
	}
	if cb := c.cfg.Clipboard; cb != nil {
		if text, err := cb.ReadText(); err == nil {
			s.search.Edit(strings.Join(strings.Fields(text), " "))
			s.search.Editing = false
			s.setSearch(c)
		}
	}
}

// setSearch makes the field's text the search.
func (s *gamesScreen) setSearch(c *ctx) { c.apply(s.m.SetSearch(s.search.String())) }

// chooseOrder asks for the order of the list.
func (s *gamesScreen) chooseOrder(c *ctx) {
	c.apply(ui.Outcome{Open: s.m.SortDialog()})
}

// chooseFilter asks which games to show.
func (s *gamesScreen) chooseFilter(c *ctx) {
	c.apply(ui.Outcome{Open: s.m.FilterDialog()})
}

// keys feeds the keyboard to the search field while it is typed into:
// the list follows every character.
func (s *gamesScreen) keys(c *ctx, ps pointerState) bool {
	if !s.search.Editing {
		return false
	}
	k := s.search.keys(ps, c.cfg.Clipboard)
	if k.changed {
		s.setSearch(c)
	}
	if k.enter || k.escape {
		s.search.Editing, s.search.All = false, false
		c.dirty = true
	}
	return true
}

// back gives up an import or an export first, then closes the search
// field.
func (s *gamesScreen) back(c *ctx) bool {
	if o, ok := s.m.Back(); ok {
		c.apply(o)
		return true
	}
	if s.search.Editing {
		s.search.Editing, s.search.All = false, false
		c.dirty = true
		return true
	}
	return false
}

// close stops the model's work when the screen leaves (the program's
// end), so that the index is closed after it.
func (s *gamesScreen) close(c *ctx) { s.m.Close() }

// importData keeps the games of a PGN in the library (games.Library.ImportData).
func (s *gamesScreen) importData(c *ctx, b []byte) { c.apply(s.m.ImportData(b)) }

func (s *gamesScreen) pointer(c *ctx, ps pointerState) {
	if !s.m.Importing() && s.scroll.take(c, ps, s.geometry(c).max, &s.press) {
		s.m.Ensure()
		return
	}
	if ps.ev == pointerPress && s.search.Editing {
		// A press outside the field ends the typing, the search kept.
		if g := s.geometry(c); !g.search.Contains(ps.x, ps.y) {
			s.search.Editing, s.search.All = false, false
			c.dirty = true
		}
	}
	s.press.pointer(c, ps, s.buttons(c))
}

// fittedLine is a line as drawn: its text, cut to fit, and its size.
type fittedLine struct {
	s  string
	px float64
}

// rowText is a row as drawn: who played and how it went, on the left of
// its two lines, and when, at the right of the first.
type rowText struct {
	who, when, second fittedLine
}

// rowWhenDP is the size of a row's date and time.
const rowWhenDP = 13

// rowLines are a row's lines fitted to width w: a long line (a record's
// players and event) shrinks a little, to 14 dp, and is then cut with
// "…", rather than drawn too small to read. Who played has the room left
// of the day it was played (the minute is the record's to show): issue
// 52, "Bạn (Đen) đấu máy (T…" at 360 dp, when the day and minute came
// first; it shrinks to the least label size (13 dp), then goes without
// the day, before it is cut.
func rowLines(c *ctx, m *games.Library, r gamedb.Row, w float64) rowText {
	dp := c.dp
	who, when, second := m.Describe(r)
	var t rowText
	day, _, _ := strings.Cut(when, " ")
	room := w
	if day != "" {
		t.when = fittedLine{day, rowWhenDP * dp}
		room -= c.paint.width(day, c.paint.fonts.UI(t.when.px)) + 10*dp
	}
	t.who.s, t.who.px = c.paint.fitLine(who, 16*dp, 14*dp, room)
	if t.who.s != who {
		// Smaller, then without the day (long players' names): cut only
		// if neither keeps it whole.
		if s, px := c.paint.fitLine(who, 16*dp, minLabelDP*dp, room); s == who {
			t.who.s, t.who.px = s, px
		} else if s, px := c.paint.fitLine(who, 16*dp, minLabelDP*dp, w); s == who {
			t.who.s, t.who.px, t.when = s, px, fittedLine{}
		}
	}
	// The second line ends with the opening's name, which is cut first.
	t.second.s, t.second.px = c.paint.fitLine(second, 15*dp, 14*dp, w)
	return t
}

// rowsLayout keeps the Games screen's rows' lines as drawn, so that a
// frame of the list that scrolls does not describe and fit every row in
// view again (BenchmarkGamesScreenScrollFrame: describing them made most
// of a frame's allocations), nor the screen opened again
// (BenchmarkGamesScreenFirstFrame/again: a fifth of the frame). It lives
// in the gamesCache, keyed by the whole row, so a record written again is a new
// key; it is dropped when the width, language or scale changes, or when
// it holds maxRowsLaid rows.
type rowsLayout struct {
	w     float64
	lang  i18n.Lang
	dp    float64
	byRow map[gamedb.Row]rowText
}

// maxRowsLaid bounds rowsLayout: a few screens' worth of scrolling.
const maxRowsLaid = 1024

// rowLines is rowLines through the gamesCache's rowsLayout.
func (s *gamesScreen) rowLines(c *ctx, r gamedb.Row, w float64) rowText {
	if s.cache == nil {
		return rowLines(c, s.m, r, w)
	}
	rl := &s.cache.rows
	if rl.byRow == nil || rl.w != w || rl.lang != c.lang || rl.dp != c.dp || len(rl.byRow) >= maxRowsLaid {
		*rl = rowsLayout{w: w, lang: c.lang, dp: c.dp, byRow: map[gamedb.Row]rowText{}}
	}
	if l, ok := rl.byRow[r]; ok {
		return l
	}
	l := rowLines(c, s.m, r, w)
	rl.byRow[r] = l
	return l
}

func (s *gamesScreen) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	w := float64(c.w)
	g := s.geometry(c)
	p.drawLine(dst, c.text(i18n.MsgGames), p.fitFace(c.text(i18n.MsgGames), 28*dp, w-24*dp), w/2, 36*dp, alignCenter, colText)
	lines, px := summaryLines(c, s.cache.tallyCache(), s.m.Summary(), g.col.W)
	for k, line := range lines {
		p.drawLine(dst, line, p.fonts.UI(px), w/2, (72+float64(k)*summaryLineDP)*dp, alignCenter, colTextDim)
	}
	s.drawSearch(c, dst, g)
	if msg, count := s.m.Heading(); count {
		p.drawLine(dst, msg, p.fitFace(msg, 14*dp, g.col.W), g.col.X, g.countY, alignLeft, colTextDim)
	} else {
		p.drawLine(dst, msg, p.fitFace(msg, 16*dp, g.col.W), w/2, g.top+40*dp, alignCenter, colTextDim)
	}
	view := dst.SubImage(image.Rect(int(g.col.X-4), int(g.top), int(g.col.X+g.col.W+4), int(g.bottom))).(*ebiten.Image)
	if s.m.Stats() {
		s.drawStats(c, view, g)
	} else {
		s.drawRows(c, view, g)
	}
	s.scroll.drawBar(c, dst, rect{X: g.col.X - 4, Y: g.top, W: g.col.W + 8, H: g.bottom - g.top}, g.max)
	if s.m.Importing() {
		s.drawProgress(c, dst, g)
	} else if s.m.Exporting() {
		msg := s.m.ExportProgress()
		p.drawLine(dst, msg, p.fitFace(msg, 15*dp, g.col.W), w/2, g.bottom+14*dp, alignCenter, colTextDim)
	} else {
		note, detail := s.m.Note()
		if note != "" {
			p.drawLine(dst, note, p.fitFace(note, 15*dp, g.col.W), w/2, g.bottom+14*dp, alignCenter, colTextDim)
		}
		if detail != "" {
			p.drawLine(dst, detail, p.fitFace(detail, 14*dp, g.col.W), w/2, g.bottom+32*dp, alignCenter, colTextDim)
		}
	}
	bs := s.buttons(c)
	for i, b := range bs {
		if b.label != "" {
			p.drawButton(dst, b, s.press.pressed(i))
		}
	}
}

// drawSearch draws the search field: what is searched, or what can be.
func (s *gamesScreen) drawSearch(c *ctx, dst *ebiten.Image, g gamesGeometry) {
	text := s.search.String()
	clear := 0.0
	if text != "" || s.search.Editing {
		clear = g.search.H
	}
	if text == "" && !s.search.Editing {
		c.paint.fillRoundRect(dst, g.search, 6*c.dp, colField)
		hint := c.text(i18n.MsgGamesSearch)
		c.paint.drawLine(dst, hint, c.paint.fitFace(hint, 15*c.dp, g.search.W-12*c.dp), g.search.X+6*c.dp, g.search.Y+g.search.H/2, alignLeft, colTextDim)
		return
	}
	r := g.search
	if !s.search.Editing {
		r.W -= clear // the clear button's room
	}
	s.search.draw(c, dst, r, text, clear)
}

// drawRows draws the rows in view, each from the page fetched (a row not
// in it yet, a blank one).
func (s *gamesScreen) drawRows(c *ctx, view *ebiten.Image, g gamesGeometry) {
	dp := c.dp
	p := c.paint
	p.runs.hold(view) // the rows' text in one draw: the rows do not overlap
	defer p.runs.release()
	lo, hi := s.visible(g)
	for i := lo; i < hi; i++ {
		y := g.top + float64(i)*(g.rowH+g.gap) - s.scroll.offset
		r := rect{X: g.col.X, Y: y, W: g.col.W, H: g.rowH}
		p.fillRoundRect(view, r, 10*dp, colButton)
		row, ok := s.m.Row(i)
		if !ok {
			continue
		}
		t := s.rowLines(c, row, r.W-24*dp)
		p.drawLine(view, t.who.s, p.fonts.UI(t.who.px), r.X+12*dp, r.Y+20*dp, alignLeft, colText)
		if t.when.s != "" {
			p.drawLine(view, t.when.s, p.fonts.UI(t.when.px), r.X+r.W-12*dp, r.Y+20*dp, alignRight, colTextDim)
		}
		p.drawLine(view, t.second.s, p.fonts.UI(t.second.px), r.X+12*dp, r.Y+44*dp, alignLeft, toneInk(games.Tone(row)))
	}
}

// drawStats draws the statistics' lines in view.
func (s *gamesScreen) drawStats(c *ctx, view *ebiten.Image, g gamesGeometry) {
	dp := c.dp
	p := c.paint
	for i, l := range s.m.Lines() {
		y := g.top + (float64(i)+0.5)*statLineDP*dp - s.scroll.offset
		if y < g.top-statLineDP*dp || y > g.bottom+statLineDP*dp {
			continue
		}
		ink, x, size := colText, g.col.X+12*dp, 15*dp
		if l.Heading {
			ink, x, size = colTextDim, g.col.X, 15*dp
		}
		right := g.col.X + g.col.W
		if l.Tally != "" {
			// The counts at the right, whole; the name has the room left
			// of them, cut there if it must be (issue 52: a long
			// opening's name took its count with it).
			face := p.fitFace(l.Tally, size, right-x)
			p.drawLine(view, l.Tally, face, right, y, alignRight, colText)
			right -= p.width(l.Tally, face) + 12*dp
		}
		text, px := p.fitLine(l.Text, size, minLabelDP*dp, right-x)
		p.drawLine(view, text, p.fonts.UI(px), x, y, alignLeft, ink)
	}
}

// drawProgress draws the import's bar and how many games are in.
func (s *gamesScreen) drawProgress(c *ctx, dst *ebiten.Image, g gamesGeometry) {
	dp := c.dp
	p := c.paint
	frac, msg := s.m.ImportProgress()
	bar := rect{X: g.col.X, Y: g.bottom + 6*dp, W: g.col.W, H: 8 * dp}
	p.fillRoundRect(dst, bar, 4*dp, colField)
	if frac > 0 {
		p.fillRoundRect(dst, rect{X: bar.X, Y: bar.Y, W: math.Max(bar.W*frac, bar.H), H: bar.H}, 4*dp, colGood)
	}
	p.drawLine(dst, msg, p.fitFace(msg, 15*dp, g.col.W), g.col.X+g.col.W/2, g.bottom+30*dp, alignCenter, colTextDim)
}

// rowsAt are the rows the view spans at its scroll offset, [lo, hi),
// however many the query has.
func (s *gamesScreen) rowsAt(g gamesGeometry) (lo, hi int) {
	step := g.rowH + g.gap
	return max(int(s.scroll.offset/step), 0), int((s.scroll.offset+g.bottom-g.top)/step) + 1
}
