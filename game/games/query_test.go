package games

import (
	"context"
	"errors"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"xiangqi/game/session"
	"xiangqi/game/texts"
	"xiangqi/game/ui"
	"xiangqi/game/ui/uitest"
	"xiangqi/gamedb"
	"xiangqi/i18n"
	"xiangqi/opening"
	"xiangqi/record"
)

// gatedIndex is an index whose counts wait for the gate (or for their
// context's end), as a search over a big library takes its time.
type gatedIndex struct {
	session.GameIndex
	gate      chan struct{}
	cancelled atomic.Int32 // counts that ended by their context
}

func (x *gatedIndex) Count(ctx context.Context, q gamedb.Query) (int, error) {
	if ctx.Err() == nil {
		select {
		case <-x.gate:
		case <-ctx.Done():
		}
	}
	if ctx.Err() != nil {
		x.cancelled.Add(1)
		return 0, ctx.Err()
	}
	return x.GameIndex.Count(ctx, q)
}

// TestSearchOffFrameLoop (issue 28): a search asks the index on a
// goroutine: while the index takes its time Poll is quick, the rows shown
// before kept; a second letter typed cancels the first question, whose
// answer never shows; the answer of the last one does. Close with a
// question waiting returns at once, the question cancelled.
func TestSearchOffFrameLoop(t *testing.T) {
	extra := "[Red \"Nguyễn Văn Đỏ\"]\n[Black \"Lê\"]\n[Result \"0-1\"]\n\n1. h2e2 h9g7 0-1\n"
	f := newFixture(t, "", append(manyGames(60), extra...))
	m := f.m
	if m.Total() != 61 || len(m.page) == 0 {
		t.Fatalf("%d games, %d rows fetched", m.Total(), len(m.page))
	}
	slow := &gatedIndex{GameIndex: m.idx, gate: make(chan struct{})}
	m.idx = slow
	m.SetSearch("Ng")
	first := m.load
	m.SetSearch("Ngu")
	if first == nil || m.load == nil || m.load == first {
		t.Fatal("each letter typed asks the index anew")
	}
	for range 10 {
		start := time.Now()
		m.Poll()
		if d := time.Since(start); d > 100*time.Millisecond {
			t.Fatalf("a Poll took %v while the index was busy", d)
		}
	}
	if m.Total() != 61 || len(m.page) == 0 || !m.Asking() {
		t.Fatalf("while asking: %d games, %d rows shown, asking %v; want the list as it was", m.Total(), len(m.page), m.Asking())
	}
	close(slow.gate)
	f.settle()
	if m.Total() != 1 || m.All() != 61 || m.Query().Text != "Ngu" {
		t.Fatalf("after the answer: %d of %d games for %q, want 1 of 61 for Ngu", m.Total(), m.All(), m.Query().Text)
	}
	if r, ok := m.Row(0); !ok || r.Red != "Nguyễn Văn Đỏ" {
		t.Fatalf("the row shown: %+v", r)
	}
	if text, count := m.Heading(); !count || text != "1 of 61 games" {
		t.Errorf("heading %q", text)
	}
	<-first.done // the first question's goroutine has ended (it may run late)
	if slow.cancelled.Load() != 1 {
		t.Fatalf("%d questions cancelled, want the first one", slow.cancelled.Load())
	}
	// The same search again asks nothing.
	if m.SetSearch(" Ngu "); m.Asking() {
		t.Error("the same search asked again")
	}
	// Closed while a question waits: at once, the question cancelled.
	held := &gatedIndex{GameIndex: slow.GameIndex, gate: make(chan struct{})}
	m.idx = held
	m.SetSearch("Nguy")
	start := time.Now()
	m.Close()
	if d := time.Since(start); d > time.Second || held.cancelled.Load() != 1 || m.Asking() {
		t.Fatalf("Close with a question waiting took %v, %d cancelled", d, held.cancelled.Load())
	}
}

// TestRowsInViewFirst: a reload asks for the rows in view alone; the
// next Poll asks for PageMargin rows around them; a scroll within half a
// margin asks nothing, one beyond it asks for the page around the new
// view before its rows run out; a view without a size asks for two
// margins from the top.
func TestRowsInViewFirst(t *testing.T) {
	f := newFixture(t, "", manyGames(120))
	m, v := f.m, f.view
	m.Reload()
	m.Settle()
	lo, hi, _ := v.Rows()
	if m.first != lo || len(m.page) != hi-lo {
		t.Fatalf("reloaded: rows %d–%d fetched, %d–%d in view", m.first, m.first+len(m.page), lo, hi)
	}
	m.Poll()
	if !m.Asking() {
		t.Fatal("the tick after the rows in view asked for nothing more")
	}
	m.Settle()
	if m.first != 0 || len(m.page) != hi+PageMargin {
		t.Fatalf("prefetched: rows %d–%d, want 0–%d", m.first, m.first+len(m.page), hi+PageMargin)
	}
	v.lo += 2
	m.Poll()
	if m.Asking() {
		t.Fatal("a scroll of two rows asked again")
	}
	v.lo += PageMargin / 2
	m.Ensure()
	m.Poll()
	if !m.Asking() {
		t.Fatal("a scroll past half the margin asked for nothing")
	}
	m.Settle()
	lo, hi, _ = v.Rows()
	if m.first != max(lo-PageMargin, 0) || m.first+len(m.page) != hi+PageMargin {
		t.Fatalf("after the scroll: rows %d–%d fetched, %d–%d in view", m.first, m.first+len(m.page), lo, hi)
	}
	// Scrolled past the rows fetched: Ensure asks for them at once.
	v.lo = 100
	m.Ensure()
	m.Settle()
	if _, ok := m.Row(105); !ok {
		t.Fatal("the rows in view after a long scroll are not fetched")
	}
	m.SetViewport(noViewport{})
	m.Reload()
	m.Settle()
	if m.first != 0 || len(m.page) != 2*PageMargin {
		t.Fatalf("without a size: rows %d–%d fetched, want 0–%d", m.first, m.first+len(m.page), 2*PageMargin)
	}
}

// TestSearchFilterSortStats (issue 28): a search narrows the list (in
// Vietnamese and Chinese), each new question shows the top of the list,
// a filter, the statistics, the order; out-of-range choices do nothing.
func TestSearchFilterSortStats(t *testing.T) {
	extra := "[Event \"Giải Hà Nội\"]\n[Red \"Nguyễn Văn Đỏ\"]\n[Black \"胡荣华\"]\n[Result \"0-1\"]\n\n1. h2e2 h9g7 0-1\n"
	f := newFixture(t, "", append(manyGames(300), extra...))
	m, v := f.m, f.view
	if m.Total() != 301 || len(m.page) > 80 {
		t.Fatalf("%d games counted, %d rows fetched; want 301 and one page", m.Total(), len(m.page))
	}
	v.lo = 290
	m.Ensure()
	f.settle()
	if _, ok := m.Row(300); !ok || m.first == 0 {
		t.Fatalf("at the end of the list the page starts at %d", m.first)
	}
	if o := m.Open(300); o.Open == nil {
		t.Fatal("the last row opens nothing")
	} else if rv := o.Open.(*Record); rv.ID() == "" || rv.Record().Tag("Red") == "" || rv.list != m {
		t.Fatalf("opened %+v", rv)
	}
	if o := m.Open(0); o.Open != nil || o.Changed {
		t.Fatal("a row not fetched opened")
	}
	tops := v.tops
	m.SetSearch("Nguyễn")
	f.settle()
	if m.Total() != 1 || m.Query().Text != "Nguyễn" || v.tops != tops+1 {
		t.Fatalf("search %q: %d games, scrolled to the top %d times", m.Query().Text, m.Total(), v.tops-tops)
	}
	m.SetSearch("胡荣华")
	f.settle()
	if m.Total() != 1 {
		t.Fatalf("search 胡荣华: %d games", m.Total())
	}
	m.SetSearch("")
	f.settle()
	if m.Total() != 301 {
		t.Fatalf("search cleared: %d games", m.Total())
	}
	// The filter: imported games only, then games won against the computer.
	m.SetFilter(6)
	f.settle()
	if m.Total() != 301 || m.Filter() != 6 {
		t.Fatalf("imported: %d", m.Total())
	}
	m.SetFilter(1)
	f.settle()
	if text, count := m.Heading(); m.Total() != 0 || m.All() != 301 || !count || text != "0 of 301 games" {
		t.Fatalf("won: %d of %d (%q)", m.Total(), m.All(), text)
	}
	for _, i := range []int{-1, len(filters)} {
		if o := m.SetFilter(i); o.Changed || m.Filter() != 1 {
			t.Fatalf("filter %d: %+v", i, o)
		}
	}
	if got := m.Filters(); len(got) != len(FilterNames) || got[1] != "Won" {
		t.Fatalf("filters %q", got)
	}
	m.SetFilter(0)
	// The statistics: a heading and a line per opening; the list's rows
	// are not asked for meanwhile.
	m.SetStats(true)
	f.settle()
	lines := m.Lines()
	if !m.Stats() || len(lines) < 2 || !lines[0].Heading || lines[1].Heading {
		t.Fatalf("statistics: %+v", lines)
	}
	v.lo = 200
	if m.Ensure(); m.Asking() {
		t.Fatal("the statistics asked for the list's rows")
	}
	m.SetStats(false)
	f.settle()
	if m.Stats() || v.lo != 0 {
		t.Fatal("the list again, not at its top")
	}
	// The order: six, by gamedb.Sort.
	if got := m.Sorts(); len(got) != 6 || got[0] != "Newest" || got[gamedb.SortLength] != "Length" {
		t.Fatalf("orders %q", got)
	}
	m.SetSort(gamedb.SortLength)
	f.settle()
	if m.Sort() != gamedb.SortLength {
		t.Fatalf("order %v", m.Sort())
	}
	if r, _ := m.Row(0); r.Plies < 8 {
		t.Fatalf("the longest first: %+v", r)
	}
	if o := m.SetSort(gamedb.Sort(len(sorts))); o.Changed || m.Sort() != gamedb.SortLength {
		t.Fatal("an order out of range was taken")
	}
}

// TestStatsLines: the statistics name the levels in the player's
// language, weakest first, and the openings by their names in it.
func TestStatsLines(t *testing.T) {
	m := New(ui.LangEnv(i18n.LangEn, &session.Settings{}), Services{})
	lines := m.statsLines([]gamedb.Tally{{Key: "level 3", Games: 2, Won: 1, Lost: 1}, {Key: "", Games: 1, Drawn: 1}},
		[]gamedb.Tally{{Key: "", Games: 3, RedWins: 1, Draws: 1, BlackWins: 1}})
	var texts []string
	for _, l := range lines {
		texts = append(texts, l.Text)
	}
	if len(lines) != 5 || !lines[0].Heading || !lines[3].Heading || !strings.Contains(texts[1], "Beginner") || !strings.Contains(texts[2], "Level 3") || !strings.Contains(texts[4], m.tx.text(i18n.MsgStatsNoOpening)) {
		t.Fatalf("lines %q", texts)
	}
}

// TestStatsCountsApart (issue 52): a line's counts are apart from its
// name, so that the view cuts a long opening's name and never the number
// of games; in every language, the name alone in Text, the counts alone
// in Tally, a heading without counts.
func TestStatsCountsApart(t *testing.T) {
	long := opening.Name("C80", "zh") // among the longest names
	for lang := i18n.Lang(0); lang < i18n.NumLangs; lang++ {
		m := New(ui.LangEnv(lang, &session.Settings{}), Services{})
		lines := m.statsLines([]gamedb.Tally{{Key: "level 3", Games: 12, Won: 7, Drawn: 3, Lost: 2}},
			[]gamedb.Tally{{Key: long, Games: 2409, RedWins: 1000, Draws: 900, BlackWins: 509}})
		name := opening.Name("C80", lang.Code())
		if len(lines) != 4 || name == "" {
			t.Fatalf("%s: lines %+v, name %q", lang.Code(), lines, name)
		}
		for _, i := range []int{0, 2} {
			if !lines[i].Heading || lines[i].Tally != "" {
				t.Errorf("%s: heading %+v", lang.Code(), lines[i])
			}
		}
		level, opening := lines[1], lines[3]
		if level.Text != texts.LevelName(lang, LevelOf("level 3")) || !strings.HasPrefix(level.Tally, "12") || !strings.Contains(level.Tally, "7/3/2") {
			t.Errorf("%s: level line %+v", lang.Code(), level)
		}
		if opening.Text != name || !strings.Contains(opening.Tally, "2") || !strings.Contains(opening.Tally, "409") || !strings.Contains(opening.Tally, "/900/509") {
			t.Errorf("%s: opening line %+v, want %q and its counts apart", lang.Code(), opening, name)
		}
	}
}

// TestOpenMissingRecord: a row whose record is gone says so.
func TestOpenMissingRecord(t *testing.T) {
	f := newFixture(t, "", manyGames(2))
	r, ok := f.m.Row(0)
	if !ok {
		t.Fatal("no row")
	}
	if err := (session.Library{Dir: f.lib.Dir}).Delete(r.ID); err != nil {
		t.Fatal(err)
	}
	if o := f.m.Open(0); o.Open != nil || !o.Changed || !strings.HasPrefix(noteOf(f.m), "Could not save") {
		t.Fatalf("a missing record: %+v, note %q", o, noteOf(f.m))
	}
}

// TestCopyAllOffFrameLoop (issue 28): Copy all and Share all of a big
// library read and write it on a goroutine: the call is quick, Poll
// meanwhile says how far it is, a second one does nothing, and the text
// comes out whole, every game once; Back gives it up, and nothing reaches
// the clipboard.
func TestCopyAllOffFrameLoop(t *testing.T) {
	const n = 1000
	f := newFixture(t, "", manyGames(n))
	m := f.m
	for _, share := range []bool{false, true} {
		if !m.CanExport() {
			t.Fatal("no export offered")
		}
		start := time.Now()
		m.Export(share)
		if d := time.Since(start); d > 100*time.Millisecond {
			t.Errorf("share %v: the call took %v", share, d)
		}
		j := m.export
		if j == nil || m.CanExport() {
			t.Fatalf("share %v began no export", share)
		}
		m.Export(false) // a second tap, carelessly
		m.Export(true)
		if m.export != j {
			t.Fatal("a second tap began another export")
		}
		if p := m.ExportProgress(); !strings.Contains(p, "1,000") {
			t.Errorf("progress %q names not the 1,000 games", p)
		}
		f.settle()
		if m.Exporting() {
			t.Fatal("the export never ended")
		}
		text := f.clip.text
		if share {
			text = f.share.text
			if f.share.shared != 1 || f.share.name != "xiangqi-20270102-030405.pgn" {
				t.Errorf("shared %d times as %q", f.share.shared, f.share.name)
			}
		} else if note := noteOf(m); note != "Copied to the clipboard" {
			t.Errorf("the note: %q", note)
		}
		g := record.ReadFile([]byte(text))
		if len(g.Games) != n || len(g.Errs) > 0 {
			t.Fatalf("share %v: %d games read back (%d errors), want %d", share, len(g.Games), len(g.Errs), n)
		}
	}
	// Back while it works: given up, the clipboard left alone.
	f.clip.text = "before"
	m.Export(false)
	j := m.export
	if o, ok := m.Back(); !ok || !o.Changed || m.Exporting() || o.Close {
		t.Fatal("Back did not give up the export, or closed the screen")
	}
	<-j.ended
	for range 3 {
		m.Poll()
	}
	if f.clip.text != "before" {
		t.Errorf("the clipboard after Back: %d bytes", len(f.clip.text))
	}
	// Back with nothing under way is the view's; the Back button closes.
	if _, ok := m.Back(); ok {
		t.Error("Back with nothing under way was taken")
	}
	m.Export(false)
	if o := m.Leave(); !o.Close || m.Exporting() {
		t.Error("the Back button left an export running")
	}
}

// TestExportNeedsGamesAndSharer: no export of an empty library, no Share
// all without a share sheet.
func TestExportNeedsGamesAndSharer(t *testing.T) {
	f := newFixture(t, "", nil)
	if text, count := f.m.Heading(); f.m.CanExport() || count || !strings.HasPrefix(text, "No games yet") {
		t.Fatalf("an empty library: export %v, heading %q", f.m.CanExport(), text)
	}
	m := New(f.m.env, Services{Records: f.lib, Index: f.x})
	defer m.Close()
	if m.CanShare() || m.Export(true).Changed || m.Exporting() {
		t.Fatal("Share all without a share sheet")
	}
}

// TestExportFailedKeepsDamagedNotice: an export that stops on an error
// says so, and still names the records Library.Load kept aside as
// damaged on its way (the note dropped them when the export failed).
func TestExportFailedKeepsDamagedNotice(t *testing.T) {
	m := New(ui.LangEnv(i18n.LangEn, &session.Settings{}), Services{})
	j := &exportJob{done: make(chan exportResult, 1)}
	j.done <- exportResult{err: errors.New("disk full"), notices: []session.Notice{{Kind: session.SaveCorrupt, Arg: "/data/games/a.pgn"}}}
	m.export = j
	m.pollExport()
	if m.Exporting() {
		t.Fatal("the export is still running after its result")
	}
	note, detail := m.Note()
	if !strings.Contains(note, "disk full") {
		t.Errorf("note %q does not give the error", note)
	}
	if !strings.Contains(detail, "a.pgn") {
		t.Errorf("detail %q does not name the damaged record", detail)
	}
}

// TestLoadingHeading: before the index is open the list says so, and
// Poll waits without asking.
func TestLoadingHeading(t *testing.T) {
	m := New(ui.LangEnv(i18n.LangEn, &session.Settings{}), Services{Index: &Index{done: make(chan struct{})}})
	if o := m.Poll(); o.Changed || m.Loaded() {
		t.Fatalf("Poll without an index: %+v", o)
	}
	if text, count := m.Heading(); count || text != m.tx.text(i18n.MsgGamesLoading) {
		t.Fatalf("heading %q", text)
	}
}

// TestOrderAndFilterDialogs: the order's and the filter's dialogs list
// every choice with the one in use greyed (a tap on it does nothing); a
// choice closes the dialog, then takes its order or filter.
func TestOrderAndFilterDialogs(t *testing.T) {
	f := newFixture(t, t.TempDir(), nil)
	m := f.m
	sh := uitest.New(m)
	sh.Apply(ui.Outcome{Open: m.SortDialog()})
	if labels := sh.Labels(); len(labels) != len(sorts) || labels[0] != "Newest" {
		t.Fatalf("the order's choices %q", labels)
	}
	if sh.Enabled(t, "Newest") || !sh.Enabled(t, "Length") {
		t.Fatal("the order in use is not the one greyed")
	}
	if sh.Tap(t, "Newest") || m.Sort() != gamedb.SortNewest {
		t.Fatal("the order in use took a tap")
	}
	sh.Tap(t, "Length")
	if sh.Top() != any(m) || m.Sort() != gamedb.SortLength {
		t.Fatalf("Length: on top %T, order %v", sh.Top(), m.Sort())
	}
	sh.Apply(ui.Outcome{Open: m.FilterDialog()})
	if labels := sh.Labels(); len(labels) != len(filters) || !sh.Enabled(t, "Won") || sh.Enabled(t, labels[0]) {
		t.Fatalf("the filter's choices %q", labels)
	}
	sh.Tap(t, "Won")
	if sh.Top() != any(m) || m.Filter() != 1 {
		t.Fatalf("Won: on top %T, filter %d", sh.Top(), m.Filter())
	}
}

// TestOrderAndFilterKept (issue 52): the order and the filter chosen are
// kept in the settings and saved, and the next Games screen (the next
// start's) opens with them: the Date order chosen was Newest again after
// a restart. Newest and All, the first choices, leave the settings as a
// new player's.
func TestOrderAndFilterKept(t *testing.T) {
	st := session.Settings{}
	m := New(ui.LangEnv(i18n.LangEn, &st), Services{})
	if o := m.SetSort(gamedb.SortDate); !o.Save || st.GamesSort != "date" {
		t.Fatalf("Date: %+v, kept %q", o, st.GamesSort)
	}
	imported := slices.Index(FilterNames[:], "imported")
	if o := m.SetFilter(imported); !o.Save || st.GamesFilter != "imported" {
		t.Fatalf("Imported: %+v, kept %q", o, st.GamesFilter)
	}
	again := New(ui.LangEnv(i18n.LangEn, &st), Services{})
	if q := again.Query(); again.Sort() != gamedb.SortDate || again.Filter() != imported || !slices.Equal(q.Kinds, []gamedb.Kind{gamedb.KindImported}) {
		t.Fatalf("the next screen: order %v, filter %d, query %+v", again.Sort(), again.Filter(), q)
	}
	again.SetSort(gamedb.SortNewest)
	again.SetFilter(0)
	if st.GamesSort != "" || st.GamesFilter != "" {
		t.Fatalf("Newest and All kept as %q %q", st.GamesSort, st.GamesFilter)
	}
	st.GamesSort, st.GamesFilter = "sideways", "nobody" // a save of another build
	if m := New(ui.LangEnv(i18n.LangEn, &st), Services{}); m.Sort() != gamedb.SortNewest || m.Filter() != 0 {
		t.Fatalf("unknown names: order %v, filter %d", m.Sort(), m.Filter())
	}
}
