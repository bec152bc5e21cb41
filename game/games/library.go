package games

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/gamedb"
	"xiangqi/i18n"
	"xiangqi/record"
)

// Library is the Games screen's model: every game played (and imported),
// read through the library's index (issue 28), so that it opens as fast
// with 20,000 games as with five: only the rows in view and a margin are
// fetched (a page of the query). A text searches the players, event,
// opening and level; the games can be ordered and filtered, and the
// statistics (won/drawn/lost per level, results per opening) replace the
// list. A row opens its game; Paste imports (on a goroutine, with its
// progress and Cancel), Copy all and Share all export the whole library
// (on a goroutine too).
//
// The index is asked on a goroutine the model owns, never in a frame: a
// search typed over 20,000 games reads every row's players, event and
// opening (19 ms, BenchmarkGamesScreen/Search in game/session), and a
// phone's frame has 16 ms. The rows shown stay until the answer comes (a
// tick or a few later); a newer question cancels the one before, whose
// answer is then never read. Poll takes what the goroutines did, on the
// frame loop; Close stops them.
type Library struct {
	env ui.Env
	tx  phrases
	svc Services
	vp  Viewport

	idx     session.GameIndex // nil until the index is open
	query   gamedb.Query      // the search, order and filter (no offset or limit)
	filter  int               // Filters' index
	levels  []levelWords      // the levels' names a search may use, made on the first search
	stats   bool              // the statistics instead of the list
	total   int               // games the query chooses
	all     int               // games in the library
	summary [session.NumLevels]session.Tally

	// page is the rows fetched: the query's rows from first on.
	first int
	page  []gamedb.Row

	lines []StatLine // the statistics' lines

	load   *load // the question to the index in flight, if any
	loaded bool  // the first answer came: the counts are known

	note   string // the last import's or copy's outcome, or a damaged record
	detail string // its problem, or a second line of it
	job    *importJob
	// waiting are the files opened while job ran (OpenFiles), imported
	// after it.
	waiting []File
	export  *exportJob
}

// Services are what the Games screen and a record's screen work with
// besides Env: the records, their index, the platform's clipboard and
// share sheet (nil where there are none), the clock, and the game in
// progress with the engine a game continued or played on plays with
// (nil Game: there is none, as in tests of the list alone).
type Services struct {
	Records   session.Library
	Index     *Index
	Clipboard ui.Clipboard
	Sharer    ui.Sharer
	Now       func() time.Time
	Game      *session.Current
	Engine    session.Engine
}

// Viewport is what the view lends the model of its list: which rows it
// spans at its scroll offset, and a way to scroll to the top. Rows are
// the rows [lo, hi) the view spans, however many the query has (its
// scroll offset kept within the list first); ok is false before the view
// has a size.
type Viewport interface {
	Rows() (lo, hi int, ok bool)
	Top()
}

// noViewport is a view without a size.
type noViewport struct{}

func (noViewport) Rows() (int, int, bool) { return 0, 0, false }
func (noViewport) Top()                   {}

// StatLine is one line of the statistics: a heading, or a level's or an
// opening's name (Text) with its counts (Tally). The view may cut a long
// name to fit, never the counts, which are the line's point.
type StatLine struct {
	Text    string
	Tally   string // "" for a heading
	Heading bool
}

// filter is one choice of the filter.
type filter struct {
	msg     i18n.Msg
	kinds   []gamedb.Kind
	outcome gamedb.Outcome
}

var filters = [...]filter{
	{i18n.MsgFilterAll, nil, gamedb.OutcomeAny},
	{i18n.MsgFilterWon, []gamedb.Kind{gamedb.KindComputer}, gamedb.OutcomeWon},
	{i18n.MsgFilterDrawn, []gamedb.Kind{gamedb.KindComputer}, gamedb.OutcomeDrawn},
	{i18n.MsgFilterLost, []gamedb.Kind{gamedb.KindComputer}, gamedb.OutcomeLost},
	{i18n.MsgFilterComputer, []gamedb.Kind{gamedb.KindComputer}, gamedb.OutcomeAny},
	{i18n.MsgFilterTwoPlayers, []gamedb.Kind{gamedb.KindTwoPlayers}, gamedb.OutcomeAny},
	{i18n.MsgFilterImported, []gamedb.Kind{gamedb.KindImported}, gamedb.OutcomeAny},
}

// FilterNames are the filters' names for -games-filter, in the order of
// SetFilter's indexes.
var FilterNames = [...]string{"all", "won", "drawn", "lost", "computer", "two", "imported"}

var sorts = [...]i18n.Msg{i18n.MsgSortNewest, i18n.MsgSortDate, i18n.MsgSortOpponent, i18n.MsgSortResult, i18n.MsgSortLength, i18n.MsgSortOpening}

// SortNames are the orders' names for -games-sort, by gamedb.Sort.
var SortNames = [...]string{"newest", "date", "opponent", "result", "length", "opening"}

// PageMargin is how many rows above and below the view a page holds, so
// that a scroll of a few rows needs no query; a page is asked for in well
// under a millisecond (BenchmarkGamesScreen in game/session), so a small
// margin keeps the first frame quick (BenchmarkGamesScreenFirstFrame: 40
// rows each side made it 2.8× the frame with 5 games, 12 rows 2.3×, in one
// run under load).
const PageMargin = 12

// New opens the library's list, in the order and with the filter chosen
// last (the settings keep them); it shows the games once the index is
// open (Poll).
func New(env ui.Env, svc Services) *Library {
	if svc.Now == nil {
		svc.Now = time.Now
	}
	m := &Library{env: env, tx: phrases{env: env}, svc: svc, vp: noViewport{}}
	if i := slices.Index(SortNames[:], env.Settings.GamesSort); i > 0 {
		m.query.Sort = gamedb.Sort(i)
	}
	if i := slices.Index(FilterNames[:], env.Settings.GamesFilter); i > 0 {
		m.filter = i
		m.query.Kinds, m.query.Outcome = filters[i].kinds, filters[i].outcome
	}
	return m
}

// SetViewport lends the model the view's list.
func (m *Library) SetViewport(vp Viewport) { m.vp = vp }

// Poll takes the index once it is open, the end of an import or an
// export, and the index's answers; then the rows the view needs are
// asked for (Ensure, Prefetch).
func (m *Library) Poll() ui.Outcome {
	var o ui.Outcome
	if m.idx == nil {
		idx, ok := m.svc.Index.Get()
		if !ok {
			return o
		}
		m.idx = idx
		if notices := m.svc.Index.TakeNotices(); len(notices) > 0 {
			m.note = m.tx.damaged(notices)
		}
		o = o.Merge(m.Reload())
	}
	o = o.Merge(m.pollExport())
	if m.job != nil {
		if !m.job.finished() {
			return o.Merge(ui.Redraw()) // the progress bar
		}
		o = o.Merge(m.finishImport())
	}
	o = o.Merge(m.takeAnswer())
	m.Ensure()
	m.prefetch()
	return o
}

// Reload counts the games again and fetches the page in view (after a
// delete, an import, a new search, order or filter), off the frame loop.
func (m *Library) Reload() ui.Outcome {
	if m.idx == nil || m.job != nil {
		m.dropLoad()
		m.page, m.first = nil, 0
		return ui.Redraw() // the index is busy importing, or not open yet
	}
	m.askReload()
	return ui.Redraw()
}

// setQuery changes the search, order or filter and shows the top of the
// new list.
func (m *Library) setQuery(q gamedb.Query) ui.Outcome {
	m.query = q
	m.vp.Top()
	o := m.Reload()
	m.Ensure()
	return o
}

// Filters are the filter's choices, in the player's language; Filter is
// the one chosen.
func (m *Library) Filters() []string {
	out := make([]string, len(filters))
	for i, f := range filters {
		out[i] = m.tx.text(f.msg)
	}
	return out
}

// Filter is the index of the filter chosen (Filters).
func (m *Library) Filter() int { return m.filter }

// SetFilter chooses the filter Filters()[i].
func (m *Library) SetFilter(i int) ui.Outcome {
	if i < 0 || i >= len(filters) {
		return ui.Outcome{}
	}
	m.filter = i
	m.env.Settings.GamesFilter = FilterNames[i]
	if i == 0 {
		m.env.Settings.GamesFilter = "" // All, the first: as a new player's
	}
	q := m.query
	q.Kinds, q.Outcome = filters[i].kinds, filters[i].outcome
	o := m.setQuery(q)
	o.Save = true // kept for the next start (issue 52)
	return o
}

// Sorts are the orders' names, by gamedb.Sort.
func (m *Library) Sorts() []string {
	out := make([]string, len(sorts))
	for i, s := range sorts {
		out[i] = m.tx.text(s)
	}
	return out
}

// SortDialog asks for the order of the list: every order, the one chosen
// greyed.
func (m *Library) SortDialog() *ui.Dialog {
	d := &ui.Dialog{Text: m.env.Text(i18n.MsgGamesOrder)}
	for i, label := range m.Sorts() {
		d.Choices = append(d.Choices, ui.Button{Label: label, Disabled: gamedb.Sort(i) == m.Sort(),
			Press: func() ui.Outcome { return m.SetSort(gamedb.Sort(i)) }})
	}
	return d
}

// FilterDialog asks which games to show: every filter, the one chosen
// greyed.
func (m *Library) FilterDialog() *ui.Dialog {
	d := &ui.Dialog{Text: m.env.Text(i18n.MsgGamesFilter)}
	for i, label := range m.Filters() {
		d.Choices = append(d.Choices, ui.Button{Label: label, Disabled: i == m.Filter(),
			Press: func() ui.Outcome { return m.SetFilter(i) }})
	}
	return d
}

// Sort is the order chosen.
func (m *Library) Sort() gamedb.Sort { return m.query.Sort }

// SetSort orders the list by s.
func (m *Library) SetSort(s gamedb.Sort) ui.Outcome {
	if s < 0 || int(s) >= len(sorts) {
		return ui.Outcome{}
	}
	m.env.Settings.GamesSort = SortNames[s]
	if s == gamedb.SortNewest {
		m.env.Settings.GamesSort = "" // the first: as a new player's
	}
	q := m.query
	q.Sort = s
	o := m.setQuery(q)
	o.Save = true // kept for the next start (issue 52)
	return o
}

// SetSearch makes typed the search: a level named as the game names it,
// in any of its languages, finds the games at that level (searchText).
func (m *Library) SetSearch(typed string) ui.Outcome {
	q := m.query
	if m.levels == nil {
		m.levels = allLevelWords()
	}
	q.Text = searchText(typed, m.levels)
	if q.Text != m.query.Text {
		return m.setQuery(q)
	}
	return ui.Redraw()
}

// Query is the question the list asks the index (no offset or limit).
func (m *Library) Query() gamedb.Query { return m.query }

// Stats reports whether the statistics replace the list.
func (m *Library) Stats() bool { return m.stats }

// SetStats shows the statistics (true) or the list.
func (m *Library) SetStats(on bool) ui.Outcome {
	m.stats = on
	m.vp.Top()
	o := m.Reload()
	m.Ensure()
	return o
}

// Lines are the statistics' lines.
func (m *Library) Lines() []StatLine { return m.lines }

// Total is the games the query chooses, All the games in the library.
func (m *Library) Total() int { return m.total }

// All is the games in the library.
func (m *Library) All() int { return m.all }

// Summary is the tally per level of every game in the library.
func (m *Library) Summary() [session.NumLevels]session.Tally { return m.summary }

// Loaded reports whether the list's counts are known: the index is open
// and has answered once.
func (m *Library) Loaded() bool { return m.idx != nil && m.loaded }

// Row is row i of the list when it is in the page fetched.
func (m *Library) Row(i int) (gamedb.Row, bool) {
	if i < m.first || i >= m.first+len(m.page) {
		return gamedb.Row{}, false
	}
	return m.page[i-m.first], true
}

// Heading is the line over the list: that the games are being read, that
// there are none, or how many the query chooses (count true).
func (m *Library) Heading() (text string, count bool) {
	switch {
	case m.idx == nil || (!m.loaded && m.job == nil):
		return m.tx.text(i18n.MsgGamesLoading), false
	case m.all == 0 && m.job == nil:
		return m.tx.text(i18n.MsgNoGames), false
	case m.total != m.all:
		return m.tx.sprintf(i18n.MsgGamesCountOf, m.total, m.all), true
	}
	return m.tx.sprintf(i18n.MsgGamesCount, m.total), true
}

// Note is the last import's, copy's or share's outcome (or a damaged
// record found), and its problem or second line.
func (m *Library) Note() (note, detail string) { return m.note, m.detail }

// Open opens row i's game for review.
func (m *Library) Open(i int) ui.Outcome {
	r, ok := m.Row(i)
	if !ok {
		return ui.Outcome{}
	}
	rec, err := m.svc.Records.Get(r.ID)
	if err != nil {
		m.note, m.detail = fmt.Sprintf(m.tx.text(i18n.MsgSaveFailed), err), ""
		return ui.Redraw()
	}
	return ui.Outcome{Open: m.record(r.ID, rec)}
}

// record is the model of the record's screen (id "" for a position
// pasted, which is not kept), opened over the list.
func (m *Library) record(id string, rec *record.Game) *Record {
	return NewRecord(m.env, m.svc, m, id, rec)
}

// Paste imports the clipboard's games (or opens its FEN's position).
func (m *Library) Paste() ui.Outcome {
	cb := m.svc.Clipboard
	if cb == nil {
		m.note, m.detail = m.tx.text(i18n.MsgClipboardFailed), ""
		return ui.Redraw()
	}
	text, err := cb.ReadText()
	switch {
	case err != nil:
		m.note, m.detail = ui.ClipboardFailed(m.env.Lang(), err), ""
		return ui.Redraw()
	case strings.TrimSpace(text) == "":
		m.note, m.detail = m.tx.text(i18n.MsgClipboardEmpty), ""
		return ui.Redraw()
	}
	return m.ImportData([]byte(text))
}

// ImportData keeps the games of a PGN in the library; one game (or a
// position) is opened once it is in.
func (m *Library) ImportData(b []byte) ui.Outcome {
	if pos := onePosition(b); pos != nil {
		return ui.Outcome{Open: m.record("", pos)} // a FEN: a position to look at, not a game to keep
	}
	return m.ImportFiles([]string{""}, [][]byte{b}, nil)
}

// ImportFiles starts keeping the games of several texts in the library,
// each read on its own; unread are the files that could not be read. The
// note says how it went once it is done.
func (m *Library) ImportFiles(names []string, texts [][]byte, unread []FileImport) ui.Outcome {
	if m.job != nil {
		return ui.Outcome{} // one at a time: the button is Cancel meanwhile
	}
	results := make([]FileImport, len(unread))
	for i, u := range unread {
		u.unread = true
		results[i] = u
	}
	return m.startJob(names, texts, results)
}

// startJob starts importing texts, with the results so far (files that
// could not be read, texts imported before).
func (m *Library) startJob(names []string, texts [][]byte, results []FileImport) ui.Outcome {
	m.note, m.detail = "", ""
	m.job = startImport(m.svc.Index, names, texts, results, m.svc.Now())
	return ui.Redraw()
}

// Importing reports whether an import is under way: the index is busy,
// and Cancel is all the screen offers.
func (m *Library) Importing() bool { return m.job != nil }

// ImportProgress is how far the import is: the share of its texts read,
// and the line that says how many games are in.
func (m *Library) ImportProgress() (frac float64, text string) {
	if m.job == nil {
		return 0, ""
	}
	games, frac := m.job.progress()
	return frac, m.tx.sprintf(i18n.MsgImportProgress, games)
}

// CancelImport stops the import between parts; what was kept stays, and
// the files waiting for it are not imported.
func (m *Library) CancelImport() {
	if m.job != nil {
		m.job.cancel()
		m.waiting = nil
	}
}

// finishImport shows what the import did, reads the list again, and
// opens the game when one text of one game was imported.
func (m *Library) finishImport() ui.Outcome {
	j := m.job
	m.job = nil
	if w := m.waiting; w != nil {
		// Files opened meanwhile: one import with this one, one note.
		m.waiting = nil
		return m.startJob(splitFiles(w, j.results))
	}
	m.note, m.detail = m.tx.summary(j)
	o := m.Reload()
	if len(j.names) != 1 || len(j.results) != 1 {
		return o
	}
	im := j.results[0].im
	if im.Added+im.Duplicates+im.Empty != 1 || j.results[0].Err != nil {
		return o
	}
	// One game: open it (not one that failed before its first move).
	id := ""
	switch {
	case len(im.IDs) == 1:
		id = im.IDs[0]
	case im.Duplicates == 1:
		// In the library already: that record opens (with its analysis).
		if f := record.ReadFile(j.texts[0]); len(f.Games) == 1 {
			id, _ = m.idx.IDOf(context.Background(), f.Games[0])
		}
	}
	if id == "" {
		return o
	}
	if rec, err := m.svc.Records.Get(id); err == nil {
		o.Open = m.record(id, rec)
	}
	return o
}

// CanExport reports whether Copy all and Share all can begin: there are
// games, and no export is under way.
func (m *Library) CanExport() bool { return m.all > 0 && m.export == nil }

// CanShare reports whether the platform has a share sheet (Share all).
func (m *Library) CanShare() bool { return m.svc.Sharer != nil }

// Export begins Copy all (share false) or Share all: every record,
// oldest first, in the player's notation, on a goroutine; Poll hands the
// text to the clipboard or the share sheet.
func (m *Library) Export(share bool) ui.Outcome {
	if m.export != nil || m.job != nil || (share && m.svc.Sharer == nil) {
		return ui.Outcome{} // one at a time; not during an import
	}
	notation := m.env.Settings.MoveNotation(m.env.Lang().Code())
	m.export = startExport(m.svc.Records, notation, share, m.all)
	m.note, m.detail = "", ""
	return ui.Redraw()
}

// Exporting reports whether Copy all or Share all is under way.
func (m *Library) Exporting() bool { return m.export != nil }

// ExportProgress says how far the export is ("" when none is under way).
func (m *Library) ExportProgress() string {
	j := m.export
	if j == nil {
		return ""
	}
	return m.tx.sprintf(i18n.MsgExportProgress, int(j.wrote.Load()), max(j.total, int(j.wrote.Load())))
}

// CancelExport gives up the export under way; its result is never read.
func (m *Library) CancelExport() {
	if m.export != nil {
		m.export.cancel()
		m.export = nil
	}
}

// pollExport takes the export's result when it has come: the text to the
// clipboard or the share sheet (on the frame loop, where the platform's
// clipboard is used), and a note.
func (m *Library) pollExport() ui.Outcome {
	j := m.export
	if j == nil {
		return ui.Outcome{}
	}
	var r exportResult
	select {
	case r = <-j.done:
	default:
		return ui.Redraw() // the progress
	}
	m.export = nil
	switch {
	case r.err != nil:
		m.note, m.detail = fmt.Sprintf(m.tx.text(i18n.MsgSaveFailed), r.err), ""
	case r.games == 0:
		m.note, m.detail = "", ""
	case j.share:
		m.note, m.detail = m.share(r.text), ""
	default:
		m.note, m.detail = ui.CopyText(m.env.Lang(), m.svc.Clipboard, r.text), ""
	}
	if len(r.notices) > 0 { // also when it failed: the records kept aside are kept aside still
		m.detail = m.tx.damaged(r.notices)
	}
	return ui.Redraw()
}

// share shares a PGN text as a file named for the moment, and says what
// went wrong ("" when nothing did).
func (m *Library) share(text string) string {
	return ShareText(m.env.Lang(), m.svc.Sharer, m.svc.Now(), text)
}

// ShareText shares a PGN text through s as a file named for the moment
// now, and says what went wrong ("" when nothing did).
func ShareText(lang i18n.Lang, s ui.Sharer, now time.Time, text string) string {
	name := "xiangqi-" + now.Format("20060102-150405") + ".pgn"
	if err := s.Share(name, text); err != nil {
		return fmt.Sprintf(lang.Text(i18n.MsgShareFailed), err)
	}
	return ""
}

// Back gives up what is under way: an import is cancelled (its end then
// shows what was kept), an export given up. It reports whether there was
// something to give up; if not, Back is the view's.
func (m *Library) Back() (ui.Outcome, bool) {
	switch {
	case m.job != nil:
		m.CancelImport()
		return ui.Outcome{}, true
	case m.export != nil:
		m.CancelExport()
		return ui.Redraw(), true
	}
	return ui.Outcome{}, false
}

// Leave is the Back button: the export under way given up, the screen
// closed.
func (m *Library) Leave() ui.Outcome {
	m.CancelExport()
	return ui.Outcome{Close: true}
}

// Close stops what the model runs when the screen leaves (the program's
// end): the question in flight and an import, waiting for its part in
// progress, so that the index is closed after them; the export is given
// up.
func (m *Library) Close() {
	if l := m.load; l != nil {
		m.dropLoad()
		<-l.done // before the index is closed
	}
	if m.job != nil {
		m.job.cancel()
		<-m.job.done
	}
	m.CancelExport()
}

// Wait waits for the import and the export under way to end (tests and
// screenshots); Poll then takes their ends. It reports whether there was
// one.
func (m *Library) Wait() bool {
	busy := false
	if m.job != nil {
		<-m.job.done
		busy = true
	}
	if m.export != nil {
		<-m.export.ended
		busy = true
	}
	return busy
}

// errorNote is the note of a failed question to the index.
func (m *Library) errorNote(err error) {
	if !errors.Is(err, context.Canceled) {
		m.note, m.detail = fmt.Sprintf(m.tx.text(i18n.MsgSaveFailed), err), ""
	}
}
