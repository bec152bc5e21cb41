package games

import (
	"context"

	"xiangqi/game/session"
	"xiangqi/game/texts"
	"xiangqi/game/ui"
	"xiangqi/gamedb"
	"xiangqi/i18n"
)

// answer is what one question to the index found.
type answer struct {
	counted   bool // a reload's answer: the counts, the tally and the statistics too
	total     int  // games the query chooses
	all       int  // games in the library
	summary   []gamedb.Tally
	byLevel   []gamedb.Tally // the statistics view's, when it is shown
	byOpening []gamedb.Tally
	first     int // the page: the query's rows from first on
	page      []gamedb.Row
	err       error
}

// load is a question in flight.
type load struct {
	done   chan answer // receives the answer once
	cancel context.CancelFunc
}

// ask puts a question to the index on a goroutine, cancelling the one in
// flight.
func (m *Library) ask(f func(ctx context.Context) answer) {
	m.dropLoad()
	ctx, cancel := context.WithCancel(context.Background())
	l := &load{done: make(chan answer, 1), cancel: cancel}
	go func() { l.done <- f(ctx) }()
	m.load = l
}

// dropLoad cancels the question in flight; its answer is never read.
func (m *Library) dropLoad() {
	if m.load != nil {
		m.load.cancel()
		m.load = nil
	}
}

// Asking reports whether a question to the index is in flight.
func (m *Library) Asking() bool { return m.load != nil }

// askReload counts the games of the query again, with the level tally
// (and the statistics when they are shown), and fetches the page at the
// scroll offset.
func (m *Library) askReload() {
	idx, q, stats := m.idx, m.query, m.stats
	q.Offset, q.Limit = m.viewPage()
	m.ask(func(ctx context.Context) answer {
		a := answer{counted: true}
		whole := gamedb.Query{}
		if a.total, a.err = idx.Count(ctx, q); a.err != nil {
			return a
		}
		a.all = a.total
		if q.Text != "" || q.Kinds != nil {
			if a.all, a.err = idx.Count(ctx, whole); a.err != nil {
				return a
			}
		}
		if a.summary, a.err = idx.StatsByLevel(ctx, whole); a.err != nil {
			return a
		}
		if stats {
			if a.byLevel, a.err = idx.StatsByLevel(ctx, q); a.err != nil {
				return a
			}
			a.byOpening, a.err = idx.StatsByOpening(ctx, q)
			return a
		}
		a.first = q.Offset
		a.page, a.err = idx.List(ctx, q)
		return a
	})
}

// askPage fetches the rows from offset on.
func (m *Library) askPage(offset, limit int) {
	idx, q := m.idx, m.query
	q.Offset, q.Limit = offset, limit
	m.ask(func(ctx context.Context) answer {
		rows, err := idx.List(ctx, q)
		return answer{first: offset, page: rows, err: err}
	})
}

// pageWanted is the page the view needs at its scroll offset: the rows in
// view and PageMargin more on each side (before the view has a size,
// two margins from the top).
func (m *Library) pageWanted() (offset, limit int) {
	lo, hi, ok := m.vp.Rows()
	if !ok {
		return 0, 2 * PageMargin
	}
	offset = max(lo-PageMargin, 0)
	return offset, hi - offset + PageMargin
}

// viewPage is the page a reload asks for: the rows in view alone, so
// that they are shown as soon as may be; prefetch asks for the rows
// around them a tick later (before the view has a size, as pageWanted).
func (m *Library) viewPage() (offset, limit int) {
	lo, hi, ok := m.vp.Rows()
	if !ok {
		return m.pageWanted()
	}
	return lo, hi - lo
}

// Visible are the rows at least partly in view: [lo, hi), within the
// query's.
func (m *Library) Visible() (lo, hi int, ok bool) {
	lo, hi, ok = m.vp.Rows()
	return lo, max(min(hi, m.total), lo), ok
}

// quiet reports whether the view's rows may be asked for: the list is
// shown and counted, the view has a size and no question is in flight
// (its answer brings a page, and the rows are looked at again then).
func (m *Library) quiet() bool {
	return m.idx != nil && m.job == nil && !m.stats && m.load == nil && m.loaded
}

// Ensure asks for the page the view needs when the rows in view are not
// all in the one fetched. The view calls it after a scroll; Poll too.
func (m *Library) Ensure() {
	if !m.quiet() {
		return
	}
	lo, hi, ok := m.Visible()
	if !ok || (lo >= m.first && hi <= m.first+len(m.page)) {
		return
	}
	m.askPage(m.pageWanted())
}

// prefetch asks for the page around the rows in view when the one
// fetched holds less than half of PageMargin on either side of them (the
// list's end aside), so that a scroll finds its rows fetched. Poll calls
// it, after Ensure.
func (m *Library) prefetch() {
	if !m.quiet() {
		return
	}
	lo, hi, ok := m.Visible()
	if !ok {
		return
	}
	want, wantEnd := max(lo-PageMargin/2, 0), min(hi+PageMargin/2, m.total)
	if want >= m.first && wantEnd <= m.first+len(m.page) {
		return
	}
	m.askPage(m.pageWanted())
}

// takeAnswer takes the answer of the question in flight, if it came.
func (m *Library) takeAnswer() ui.Outcome {
	if m.load == nil {
		return ui.Outcome{}
	}
	select {
	case a := <-m.load.done:
		m.load = nil
		return m.apply(a)
	default:
	}
	return ui.Outcome{}
}

// Settle waits for the answers of the questions in flight and those they
// lead to (tests and screenshots).
func (m *Library) Settle() ui.Outcome {
	var o ui.Outcome
	for m.load != nil {
		a := <-m.load.done
		m.load = nil
		o = o.Merge(m.apply(a))
		m.Ensure()
	}
	return o
}

// apply shows an answer.
func (m *Library) apply(a answer) ui.Outcome {
	if a.err != nil {
		m.errorNote(a.err)
		return ui.Redraw()
	}
	if a.counted {
		m.loaded = true
		m.total, m.all = a.total, a.all
		m.summary = [session.NumLevels]session.Tally{}
		for _, t := range a.summary {
			l := LevelOf(t.Key)
			if l < 0 || l >= session.NumLevels {
				continue
			}
			m.summary[l].Won += t.Won
			m.summary[l].Drawn += t.Drawn
			m.summary[l].Lost += t.Lost
		}
		m.lines = m.statsLines(a.byLevel, a.byOpening)
	}
	m.first, m.page = a.first, a.page
	return ui.Redraw()
}

// statsLines are the statistics' lines: the games per level, weakest
// first, then per opening.
func (m *Library) statsLines(byLevel, byOpening []gamedb.Tally) []StatLine {
	t := &m.tx
	var lines []StatLine
	if len(byLevel) > 0 {
		lines = append(lines, StatLine{Text: t.text(i18n.MsgStatsByLevel), Heading: true})
		var by [session.NumLevels]gamedb.Tally
		for _, x := range byLevel {
			l := LevelOf(x.Key)
			by[l].Games += x.Games
			by[l].Won += x.Won
			by[l].Drawn += x.Drawn
			by[l].Lost += x.Lost
		}
		for l, x := range by {
			if x.Games > 0 {
				lines = append(lines, StatLine{Text: texts.LevelName(t.lang(), session.Level(l)), Tally: t.sprintf(i18n.MsgStatsLevelTally, x.Games, x.Won, x.Drawn, x.Lost)})
			}
		}
	}
	if len(byOpening) > 0 {
		lines = append(lines, StatLine{Text: t.text(i18n.MsgStatsByOpening), Heading: true})
		names := openingNames(t.lang().Code())
		for _, x := range byOpening {
			name := x.Key
			if n, ok := names[name]; ok && n != "" {
				name = n
			}
			if name == "" {
				name = t.text(i18n.MsgStatsNoOpening)
			}
			lines = append(lines, StatLine{Text: name, Tally: t.sprintf(i18n.MsgStatsOpeningTally, x.Games, x.RedWins, x.Draws, x.BlackWins)})
		}
	}
	return lines
}
