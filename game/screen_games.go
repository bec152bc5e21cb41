package game

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"image"
	"math"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"xiangqi/game/session"
	"xiangqi/gamedb"
	"xiangqi/i18n"
	"xiangqi/opening"
	"xiangqi/record"
	"xiangqi/rules"
)

// gamesScreen is the library: every game played (and imported), read
// through the library's index (issue 28), so that it opens as fast with
// 20,000 games as with five: only the rows in view and a margin are
// fetched (a page of the query), only the rows in view are laid out and
// drawn. A text searches the players, event, opening and level; the
// games can be ordered and filtered, and the statistics (won/drawn/lost
// per level, results per opening) replace the list. A tap opens a game;
// Paste PGN imports (on a goroutine, with a progress bar and Cancel),
// Copy all exports the whole library.
type gamesScreen struct {
	idx     session.GameIndex // nil until the index is open
	query   gamedb.Query      // the search, order and filter (no offset or limit)
	filter  int               // gamesFilters' index
	search  textField
	levels  []levelWords // the levels' names a search may use, made on the first search
	export  *exportJob   // Copy all or Share all under way
	stats   bool         // the statistics instead of the list
	total   int          // games the query chooses
	all     int          // games in the library
	summary [session.NumLevels]session.Tally

	// page is the rows fetched: the query's rows from first on.
	first int
	page  []gamedb.Row

	lines []statLine // the statistics view's lines

	load   *gamesLoad // the question to the index in flight, if any
	loaded bool       // the first answer came: the counts are known

	note   string // the last import's or copy's outcome, or a damaged record
	detail string // its problem, or a second line of it
	job    *importJob
	scroll scroller
	press  buttonPress
}

// statLine is one line of the statistics: a heading or a tally.
type statLine struct {
	text    string
	heading bool
}

// gamesFilter is one choice of the filter.
type gamesFilter struct {
	msg     i18n.Msg
	kinds   []gamedb.Kind
	outcome gamedb.Outcome
}

var gamesFilters = [...]gamesFilter{
	{i18n.MsgFilterAll, nil, gamedb.OutcomeAny},
	{i18n.MsgFilterWon, []gamedb.Kind{gamedb.KindComputer}, gamedb.OutcomeWon},
	{i18n.MsgFilterDrawn, []gamedb.Kind{gamedb.KindComputer}, gamedb.OutcomeDrawn},
	{i18n.MsgFilterLost, []gamedb.Kind{gamedb.KindComputer}, gamedb.OutcomeLost},
	{i18n.MsgFilterComputer, []gamedb.Kind{gamedb.KindComputer}, gamedb.OutcomeAny},
	{i18n.MsgFilterTwoPlayers, []gamedb.Kind{gamedb.KindTwoPlayers}, gamedb.OutcomeAny},
	{i18n.MsgFilterImported, []gamedb.Kind{gamedb.KindImported}, gamedb.OutcomeAny},
}

var gamesSorts = [...]i18n.Msg{i18n.MsgSortNewest, i18n.MsgSortDate, i18n.MsgSortOpponent, i18n.MsgSortResult, i18n.MsgSortLength, i18n.MsgSortOpening}

// pageMargin is how many rows above and below the view a page holds, so
// that a scroll of a few rows needs no query; a page is asked for in well
// under a millisecond (BenchmarkGamesScreen in game/session), so a small
// margin keeps the first frame quick (BenchmarkGamesScreenFirstFrame: 40
// rows each side made it 2.8× the frame with 5 games, 12 rows 2.3×, in one
// run under load).
const pageMargin = 12

// searchMax is the longest search text.
const searchMax = 80

// openGames shows the library, read anew.
func openGames(c *ctx) *gamesScreen {
	if c.game.Match() != nil {
		c.game.Match().Pause()
		c.archive() // the game in progress is listed too
	}
	s := &gamesScreen{search: textField{max: searchMax}}
	s.poll(c)
	c.push(s)
	return s
}

// poll takes the index once it is open, the end of an import, and the
// rows the view needs.
func (s *gamesScreen) poll(c *ctx) {
	if s.idx == nil {
		idx, ok := c.index.get()
		if !ok {
			return
		}
		s.idx = idx
		if notices := c.index.takeNotices(); len(notices) > 0 {
			s.note = damagedText(c, notices)
		}
		s.reload(c)
	}
	s.pollExport(c)
	if s.job != nil {
		if !s.job.finished() {
			c.dirty = true // the progress bar
			return
		}
		s.finishImport(c)
	}
	s.takeAnswer(c)
	s.ensure(c)
	s.prefetch(c)
}

// reload counts the games again and fetches the page in view (after a
// delete, an import, a new search, order or filter), off the frame loop.
func (s *gamesScreen) reload(c *ctx) {
	c.dirty = true
	if s.idx == nil || s.job != nil {
		s.dropLoad()
		s.page, s.first = nil, 0
		return // the index is busy importing, or not open yet
	}
	s.askReload(c)
}

// levelOf is the level a record's Level tag names; one naming none is
// Beginner, as session.InfoOf reads it.
func levelOf(tag string) session.Level {
	if tag == "" { // a game between two players: no error to format
		return session.Beginner
	}
	if l, err := session.ParseLevel(tag); err == nil {
		return l
	}
	return session.Beginner
}

// setQuery changes the search, order or filter and shows the top of the
// new list.
func (s *gamesScreen) setQuery(c *ctx, q gamedb.Query) {
	s.query = q
	s.scroll.offset = 0
	s.reload(c)
	s.ensure(c)
}

// setFilter chooses gamesFilters[i].
func (s *gamesScreen) setFilter(c *ctx, i int) {
	s.filter = i
	q := s.query
	q.Kinds, q.Outcome = gamesFilters[i].kinds, gamesFilters[i].outcome
	s.setQuery(c, q)
}

// setStats shows the statistics (true) or the list.
func (s *gamesScreen) setStats(c *ctx, on bool) {
	s.stats = on
	s.scroll.offset = 0
	s.reload(c)
	s.ensure(c)
}

// visible are the rows at least partly in view: [lo, hi).
func (s *gamesScreen) visible(g gamesGeometry) (lo, hi int) {
	lo, hi = s.rowsAt(g)
	return lo, max(min(hi, s.total), lo)
}

// rowsAt are the rows the view spans at its scroll offset, [lo, hi),
// however many the query has.
func (s *gamesScreen) rowsAt(g gamesGeometry) (lo, hi int) {
	step := g.rowH + g.gap
	return max(int(s.scroll.offset/step), 0), int((s.scroll.offset+g.bottom-g.top)/step) + 1
}

// ensure asks for the page the view needs when the rows in view are not
// all in the one fetched (and no question is in flight: its answer
// brings a page, and ensure looks again then).
func (s *gamesScreen) ensure(c *ctx) {
	if s.idx == nil || s.job != nil || s.stats || c.w == 0 || s.load != nil || !s.loaded {
		return
	}
	g := s.geometry(c)
	s.scroll.clamp(g.max)
	lo, hi := s.visible(g)
	if lo >= s.first && hi <= s.first+len(s.page) {
		return
	}
	s.askPage(s.pageWanted(c))
}

// row is row i of the list when it is in the page fetched.
func (s *gamesScreen) row(i int) (gamedb.Row, bool) {
	if i < s.first || i >= s.first+len(s.page) {
		return gamedb.Row{}, false
	}
	return s.page[i-s.first], true
}

// damagedShown is how many damaged records a note names; the count says
// how many there are.
const damagedShown = 3

// damagedText names the records kept aside as damaged: one by its path,
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

func (s *gamesScreen) geometry(c *ctx) gamesGeometry {
	dp := c.dp
	cw := math.Min(float64(c.w)-24*dp, 560*dp)
	lines, _ := s.summaryLines(c, cw)
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
	if s.stats {
		g.content = float64(len(s.lines)) * statLineDP * dp
	} else {
		g.content = float64(s.total) * (g.rowH + g.gap)
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
// dozens of times, so the last answer is kept for the same tally, width,
// language and scale.
func (s *gamesScreen) summaryLines(c *ctx, w float64) ([]string, float64) {
	key := tallyKey{s.summary, w, c.lang, c.dp}
	if t := &c.gameTally; t.ok && t.key == key {
		return t.lines, t.px
	}
	lines, px := s.layTally(c, w)
	c.gameTally = tallyLayout{key: key, lines: lines, px: px, ok: true}
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
// the ctx, so that the screen opened again finds them laid out.
type tallyLayout struct {
	key   tallyKey
	lines []string
	px    float64
	ok    bool
}

// maxTallyLines bounds the tally's lines.
const maxTallyLines = 2

// layTally lays out summaryLines.
func (s *gamesScreen) layTally(c *ctx, w float64) ([]string, float64) {
	var tally []string
	var levels []int // tally's levels
	for l, t := range s.summary {
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
	played := func(l int) int { t := s.summary[l]; return t.Won + t.Drawn + t.Lost }
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
	g := s.geometry(c)
	s.scroll.clamp(g.max)
	var bs []button
	if s.job != nil {
		// Importing: the index is busy; only Cancel.
		bs = append(bs, button{r: g.actions, label: c.text(i18n.MsgCancel), primary: true, act: func() { s.job.cancel() }})
		return c.paint.buttonRow(bs)
	}
	if !s.stats {
		lo, hi := s.visible(g)
		for i := lo; i < hi; i++ {
			r, ok := s.row(i)
			y := g.top + float64(i)*(g.rowH+g.gap) - s.scroll.offset
			if !ok || y+g.rowH/2 < g.top || y+g.rowH/2 > g.bottom {
				continue // only rows at least half in view can be tapped
			}
			bs = append(bs, button{r: rect{X: g.col.X, Y: y, W: g.col.W, H: g.rowH}, act: func() { s.open(c, r.ID) }})
		}
	}
	if s.search.String() != "" || s.search.editing {
		bs = append(bs, button{r: rect{X: g.search.X + g.search.W - g.search.H, Y: g.search.Y, W: g.search.H, H: g.search.H}, label: "×", act: func() {
			s.search.edit("")
			if !canTypeFEN(c) {
				s.search.editing = false
			}
			s.setSearch(c)
		}})
	}
	bs = append(bs, button{r: g.search, act: func() { s.tapSearch(c) }})
	bs = append(bs,
		button{r: g.order, label: c.text(gamesSorts[s.query.Sort]), disabled: s.stats, act: func() { s.chooseOrder(c) }},
		button{r: g.filter, label: c.text(gamesFilters[s.filter].msg), selected: s.filter != 0, act: func() { s.chooseFilter(c) }},
	)
	if s.stats {
		bs = append(bs, button{r: g.stats, label: c.text(i18n.MsgGamesList), selected: true, act: func() { s.setStats(c, false) }})
	} else {
		bs = append(bs, button{r: g.stats, label: c.text(i18n.MsgGamesStats), act: func() { s.setStats(c, true) }})
	}
	row := []button{{label: c.text(i18n.MsgPastePGN), act: func() { s.paste(c) }}}
	if c.cfg.Sharer != nil {
		row = append(row, button{label: c.text(i18n.MsgShareAll), disabled: s.all == 0 || s.export != nil, act: func() { s.startExport(c, true) }})
	}
	row = append(row,
		button{label: c.text(i18n.MsgCopyAll), disabled: s.all == 0 || s.export != nil, act: func() { s.startExport(c, false) }},
		button{label: c.text(i18n.MsgBack), primary: true, act: func() { s.cancelExport(); c.pop() }},
	)
	for i, r := range rowRects(g.actions, len(row), 6*c.dp) {
		row[i].r = r
	}
	return append(bs, c.paint.buttonRow(row)...)
}

// open opens game id's record for review.
func (s *gamesScreen) open(c *ctx, id string) {
	rec, err := c.game.Library.Get(id)
	if err != nil {
		s.note, s.detail = fmt.Sprintf(c.text(i18n.MsgSaveFailed), err), ""
		c.dirty = true
		return
	}
	openRecord(c, s, id, rec)
}

// tapSearch starts typing a search; a phone, which Ebitengine gives no
// on-screen keyboard, searches for the clipboard's text.
func (s *gamesScreen) tapSearch(c *ctx) {
	if canTypeFEN(c) {
		if !s.search.editing {
			s.search.edit(s.search.String())
		}
		c.dirty = true
		return
	}
	if cb := c.cfg.Clipboard; cb != nil {
		if text, err := cb.ReadText(); err == nil {
			s.search.edit(strings.Join(strings.Fields(text), " "))
			s.search.editing = false
			s.setSearch(c)
		}
	}
}

// setSearch makes the field's text the search.
func (s *gamesScreen) setSearch(c *ctx) {
	q := s.query
	if s.levels == nil {
		s.levels = allLevelWords()
	}
	q.Text = gamesSearchText(s.search.String(), s.levels)
	if q.Text != s.query.Text {
		s.setQuery(c, q)
	}
	c.dirty = true
}

// chooseOrder asks for the order of the list.
func (s *gamesScreen) chooseOrder(c *ctx) {
	d := &dialog{text: c.text(i18n.MsgGamesOrder)}
	for i, m := range gamesSorts {
		d.choices = append(d.choices, choice{label: c.text(m), disabled: gamedb.Sort(i) == s.query.Sort, act: func() {
			q := s.query
			q.Sort = gamedb.Sort(i)
			s.setQuery(c, q)
		}})
	}
	c.push(d)
}

// chooseFilter asks which games to show.
func (s *gamesScreen) chooseFilter(c *ctx) {
	d := &dialog{text: c.text(i18n.MsgGamesFilter)}
	for i, f := range gamesFilters {
		d.choices = append(d.choices, choice{label: c.text(f.msg), disabled: i == s.filter, act: func() { s.setFilter(c, i) }})
	}
	c.push(d)
}

// keys feeds the keyboard to the search field while it is typed into:
// the list follows every character.
func (s *gamesScreen) keys(c *ctx, ps pointerState) bool {
	if !s.search.editing {
		return false
	}
	k := s.search.keys(ps, c.cfg.Clipboard)
	if k.changed {
		s.setSearch(c)
	}
	if k.enter || k.escape {
		s.search.editing, s.search.all = false, false
		c.dirty = true
	}
	return true
}

// back closes the search field first, and cancels an import.
func (s *gamesScreen) back(c *ctx) bool {
	switch {
	case s.job != nil:
		s.job.cancel()
		return true
	case s.export != nil:
		s.cancelExport()
		c.dirty = true
		return true
	case s.search.editing:
		s.search.editing, s.search.all = false, false
		c.dirty = true
		return true
	}
	return false
}

// close stops an import when the screen leaves (the program's end) and
// waits for its part in progress, so that the index is closed after it.
func (s *gamesScreen) close(c *ctx) {
	if l := s.load; l != nil {
		s.dropLoad()
		<-l.done // before the index is closed
	}
	if s.job != nil {
		s.job.cancel()
		<-s.job.done
	}
	s.cancelExport()
}

// paste imports the clipboard's games (or opens its FEN's position).
func (s *gamesScreen) paste(c *ctx) {
	cb := c.cfg.Clipboard
	if cb == nil {
		s.note, s.detail = c.text(i18n.MsgClipboardFailed), ""
		return
	}
	text, err := cb.ReadText()
	switch {
	case err != nil:
		s.note, s.detail = clipboardFailed(c, err), ""
		return
	case strings.TrimSpace(text) == "":
		s.note, s.detail = c.text(i18n.MsgClipboardEmpty), ""
		return
	}
	s.importData(c, []byte(text))
}

// importData keeps the games of a PGN in the library; one game (or a
// position) is opened once it is in.
func (s *gamesScreen) importData(c *ctx, b []byte) {
	if pos := onePosition(b); pos != nil {
		openRecord(c, s, "", pos) // a FEN: a position to look at, not a game to keep
		return
	}
	s.importFiles(c, []string{""}, [][]byte{b}, nil)
}

// importFiles starts keeping the games of several texts in the library,
// each read on its own; the note says how it went once it is done.
func (s *gamesScreen) importFiles(c *ctx, names []string, texts [][]byte, unread []fileImport) {
	if s.job != nil {
		return // one at a time: the button is Cancel meanwhile
	}
	s.note, s.detail = "", ""
	s.job = startImport(c.index, names, texts, unread, c.now())
	c.dirty = true
}

// finishImport shows what the import did, reads the list again, and
// opens the game when one text of one game was imported.
func (s *gamesScreen) finishImport(c *ctx) {
	j := s.job
	s.job = nil
	s.note, s.detail = j.summary(c)
	s.reload(c)
	if len(j.names) != 1 || len(j.results) != 1 {
		return
	}
	im := j.results[0].im
	if im.Added+im.Duplicates+im.Empty != 1 || j.results[0].err != nil {
		return
	}
	// One game: open it (not one that failed before its first move).
	id := ""
	switch {
	case len(im.IDs) == 1:
		id = im.IDs[0]
	case im.Duplicates == 1:
		// In the library already: that record opens (with its analysis).
		if f := record.ReadFile(j.texts[0]); len(f.Games) == 1 {
			id, _ = s.idx.IDOf(context.Background(), f.Games[0])
		}
	}
	if id == "" {
		return
	}
	if rec, err := c.game.Library.Get(id); err == nil {
		openRecord(c, s, id, rec)
	}
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
	if s.job == nil && s.scroll.take(c, ps, s.geometry(c).max, &s.press) {
		s.ensure(c)
		return
	}
	if ps.ev == pointerPress && s.search.editing {
		// A press outside the field ends the typing, the search kept.
		if g := s.geometry(c); !g.search.Contains(ps.x, ps.y) {
			s.search.editing, s.search.all = false, false
			c.dirty = true
		}
	}
	s.press.pointer(c, ps, s.buttons(c))
}

// whenOf is when a game was played as the list says it, from its Date
// and Time tags as session.InfoOf reads them: the day and the minute, or
// the day, or nothing when the date is not a whole one.
func whenOf(r gamedb.Row) string {
	if t, err := time.ParseInLocation("2006.01.02 15:04:05", r.Date+" "+r.Time, time.Local); err == nil {
		return t.Format("2006-01-02 15:04")
	}
	if t, err := time.ParseInLocation("2006.01.02", r.Date, time.Local); err == nil {
		return t.Format("2006-01-02")
	}
	return ""
}

// reasonOf is the reason a record's Termination tag names, NoReason for
// none (a record from elsewhere).
func reasonOf(term string) rules.Reason {
	for r := rules.Checkmate; r <= rules.Timeout; r++ {
		if term == r.String() {
			return r
		}
	}
	return rules.NoReason
}

// openingNames maps the classifier's Chinese names of the openings to
// their names in lang, for the statistics, which count by the name kept.
func openingNames(lang string) map[string]string {
	m := map[string]string{}
	for _, l := range "ABCDE" {
		for n := range 100 {
			code := fmt.Sprintf("%c%02d", l, n)
			if opening.Valid(code) {
				m[opening.Name(code, "zh")] = opening.Name(code, lang)
			}
		}
	}
	return m
}

// outcomeOf is the game's result as the list colours it.
func outcomeOf(r gamedb.Row) session.Outcome {
	switch {
	case r.Result == gamedb.Unknown:
		return session.NotOver
	case r.Result == gamedb.Draw:
		return session.Drawn
	case r.Computer > 0:
		if (r.Computer == 2) == (r.Result == gamedb.RedWins) {
			return session.PlayerWon
		}
		return session.PlayerLost
	case r.Result == gamedb.RedWins:
		return session.RedWon
	}
	return session.BlackWon
}

// describeGame is a game's two lines in the list: when and who, then how
// it stands or ended, its length and its opening.
func describeGame(c *ctx, r gamedb.Row) (string, string) {
	when := whenOf(r)
	if when != "" {
		when += "   "
	}
	who := c.text(i18n.MsgTwoPlayers)
	vs := r.Kind == gamedb.KindComputer
	if vs {
		side := c.text(i18n.MsgRed)
		if r.Computer == 1 {
			side = c.text(i18n.MsgBlack)
		}
		who = fmt.Sprintf(c.text(i18n.MsgGameYouVs), side, c.levelName(levelOf(r.Level)))
	} else if r.Red != "" && r.Red != "Player" && r.Red != "?" {
		who = r.Red + " – " + r.Black // a game from elsewhere names its players
	}
	moves := c.sprintf(i18n.MsgMovesCount, (r.Plies+1)/2)
	if r.Start != "" && r.Start != rules.StartFEN {
		if start, err := rules.ParseFEN(r.Start); err == nil {
			if h := handicapText(c, start, vs); h != "" {
				moves += " · " + h
			} else {
				moves += " · " + c.text(i18n.MsgFromPosition)
			}
		}
	}
	if name := r.OpeningName(c.lang.Code()); name != "" {
		moves += " · " + name
	}
	switch {
	case r.Result != gamedb.Unknown:
		head := outcomeText(c, outcomeOf(r))
		if why := reasonOf(r.Term); why != rules.NoReason {
			head += " — " + c.text(reasonMsg(why))
		}
		return when + who, head + " · " + moves
	case r.Kind == gamedb.KindImported:
		return when + who, c.text(i18n.MsgNoResult) + " · " + moves // a record from elsewhere
	case r.ID == c.game.ID() && c.game.CanContinue():
		return when + who, c.text(i18n.MsgInProgress) + " · " + moves
	}
	return when + who, c.text(i18n.MsgUnfinished) + " · " + moves // left for another game
}

// fittedLine is a line as drawn: its text, cut to fit, and its size.
type fittedLine struct {
	s  string
	px float64
}

// rowLines are a row's two lines fitted to width w: a long line (a
// record's players and event) shrinks a little, to 14 dp and 13 dp, and
// is then cut with "…", rather than drawn too small to read.
func rowLines(c *ctx, r gamedb.Row, w float64) [2]fittedLine {
	dp := c.dp
	first, second := describeGame(c, r)
	var lines [2]fittedLine
	lines[0].s, lines[0].px = c.paint.fitLine(first, 16*dp, 14*dp, w)
	// The second line ends with the opening's name, which is cut first.
	lines[1].s, lines[1].px = c.paint.fitLine(second, 15*dp, 14*dp, w)
	return lines
}

// rowsLayout keeps the Games screen's rows' lines as drawn, so that a
// frame of the list that scrolls does not describe and fit every row in
// view again (BenchmarkGamesScreenScrollFrame: describing them made most
// of a frame's allocations), nor the screen opened again
// (BenchmarkGamesScreenFirstFrame/again: a fifth of the frame). It lives
// in the ctx, keyed by the whole row, so a record written again is a new
// key; it is dropped when the width, language or scale changes, or when
// it holds maxRowsLaid rows.
type rowsLayout struct {
	w     float64
	lang  i18n.Lang
	dp    float64
	byRow map[gamedb.Row][2]fittedLine
}

// maxRowsLaid bounds rowsLayout: a few screens' worth of scrolling.
const maxRowsLaid = 1024

// rowLines is rowLines through the ctx's rowsLayout.
func (s *gamesScreen) rowLines(c *ctx, r gamedb.Row, w float64) [2]fittedLine {
	rl := &c.gameRows
	if rl.byRow == nil || rl.w != w || rl.lang != c.lang || rl.dp != c.dp || len(rl.byRow) >= maxRowsLaid {
		*rl = rowsLayout{w: w, lang: c.lang, dp: c.dp, byRow: map[gamedb.Row][2]fittedLine{}}
	}
	if l, ok := rl.byRow[r]; ok {
		return l
	}
	l := rowLines(c, r, w)
	rl.byRow[r] = l
	return l
}

func (s *gamesScreen) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	w := float64(c.w)
	g := s.geometry(c)
	p.drawLine(dst, c.text(i18n.MsgGames), p.fitFace(c.text(i18n.MsgGames), 28*dp, w-24*dp), w/2, 36*dp, alignCenter, colText)
	lines, px := s.summaryLines(c, g.col.W)
	for k, line := range lines {
		p.drawLine(dst, line, p.fonts.UI(px), w/2, (72+float64(k)*summaryLineDP)*dp, alignCenter, colTextDim)
	}
	s.drawSearch(c, dst, g)
	switch {
	case s.idx == nil || (!s.loaded && s.job == nil):
		msg := c.text(i18n.MsgGamesLoading)
		p.drawLine(dst, msg, p.fitFace(msg, 16*dp, g.col.W), w/2, g.top+40*dp, alignCenter, colTextDim)
	case s.all == 0 && s.job == nil:
		msg := c.text(i18n.MsgNoGames)
		p.drawLine(dst, msg, p.fitFace(msg, 16*dp, g.col.W), w/2, g.top+40*dp, alignCenter, colTextDim)
	default:
		count := c.sprintf(i18n.MsgGamesCount, s.total)
		if s.total != s.all {
			count = c.sprintf(i18n.MsgGamesCountOf, s.total, s.all)
		}
		p.drawLine(dst, count, p.fitFace(count, 14*dp, g.col.W), g.col.X, g.countY, alignLeft, colTextDim)
	}
	view := dst.SubImage(image.Rect(int(g.col.X-4), int(g.top), int(g.col.X+g.col.W+4), int(g.bottom))).(*ebiten.Image)
	if s.stats {
		s.drawStats(c, view, g)
	} else {
		s.drawRows(c, view, g)
	}
	s.scroll.drawBar(c, dst, rect{X: g.col.X - 4, Y: g.top, W: g.col.W + 8, H: g.bottom - g.top}, g.max)
	if s.job != nil {
		s.drawProgress(c, dst, g)
	} else if s.export != nil {
		msg := s.exportProgress(c)
		p.drawLine(dst, msg, p.fitFace(msg, 15*dp, g.col.W), w/2, g.bottom+14*dp, alignCenter, colTextDim)
	} else {
		if s.note != "" {
			p.drawLine(dst, s.note, p.fitFace(s.note, 15*dp, g.col.W), w/2, g.bottom+14*dp, alignCenter, colTextDim)
		}
		if s.detail != "" {
			p.drawLine(dst, s.detail, p.fitFace(s.detail, 14*dp, g.col.W), w/2, g.bottom+32*dp, alignCenter, colTextDim)
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
	if text != "" || s.search.editing {
		clear = g.search.H
	}
	if text == "" && !s.search.editing {
		c.paint.fillRoundRect(dst, g.search, 6*c.dp, colField)
		hint := c.text(i18n.MsgGamesSearch)
		c.paint.drawLine(dst, hint, c.paint.fitFace(hint, 15*c.dp, g.search.W-12*c.dp), g.search.X+6*c.dp, g.search.Y+g.search.H/2, alignLeft, colTextDim)
		return
	}
	r := g.search
	if !s.search.editing {
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
		row, ok := s.row(i)
		if !ok {
			continue
		}
		lines := s.rowLines(c, row, r.W-24*dp)
		p.drawLine(view, lines[0].s, p.fonts.UI(lines[0].px), r.X+12*dp, r.Y+20*dp, alignLeft, colText)
		ink := colTextDim
		switch outcomeOf(row) {
		case session.PlayerWon:
			ink = colGood
		case session.PlayerLost:
			ink = colProblem
		}
		p.drawLine(view, lines[1].s, p.fonts.UI(lines[1].px), r.X+12*dp, r.Y+44*dp, alignLeft, ink)
	}
}

// drawStats draws the statistics' lines in view.
func (s *gamesScreen) drawStats(c *ctx, view *ebiten.Image, g gamesGeometry) {
	dp := c.dp
	p := c.paint
	for i, l := range s.lines {
		y := g.top + (float64(i)+0.5)*statLineDP*dp - s.scroll.offset
		if y < g.top-statLineDP*dp || y > g.bottom+statLineDP*dp {
			continue
		}
		ink, x, size := colText, g.col.X+12*dp, 15*dp
		if l.heading {
			ink, x, size = colTextDim, g.col.X, 15*dp
		}
		text, px := p.fitLine(l.text, size, minLabelDP*dp, g.col.X+g.col.W-x)
		p.drawLine(view, text, p.fonts.UI(px), x, y, alignLeft, ink)
	}
}

// drawProgress draws the import's bar and how many games are in.
func (s *gamesScreen) drawProgress(c *ctx, dst *ebiten.Image, g gamesGeometry) {
	dp := c.dp
	p := c.paint
	games, frac := s.job.progress()
	bar := rect{X: g.col.X, Y: g.bottom + 6*dp, W: g.col.W, H: 8 * dp}
	p.fillRoundRect(dst, bar, 4*dp, colField)
	if frac > 0 {
		p.fillRoundRect(dst, rect{X: bar.X, Y: bar.Y, W: math.Max(bar.W*frac, bar.H), H: bar.H}, 4*dp, colGood)
	}
	msg := c.sprintf(i18n.MsgImportProgress, games)
	p.drawLine(dst, msg, p.fitFace(msg, 15*dp, g.col.W), g.col.X+g.col.W/2, g.bottom+30*dp, alignCenter, colTextDim)
}
