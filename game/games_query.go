package game

import (
	"context"
	"errors"
	"fmt"

	"xiangqi/game/session"
	"xiangqi/gamedb"
	"xiangqi/i18n"
)

// The Games screen asks its index on a goroutine of its own, never in a
// frame: a search typed over 20,000 games reads every row's players,
// event and opening (19 ms, BenchmarkGamesScreen/Search in game/session),
// and a phone's frame has 16 ms. The rows shown stay until the answer
// comes (a tick or a few later); a newer question cancels the one before,
// whose answer is then never read.

// gamesAnswer is what one question to the index found.
type gamesAnswer struct {
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

// gamesLoad is a question in flight.
type gamesLoad struct {
	done   chan gamesAnswer // receives the answer once
	cancel context.CancelFunc
}

// ask puts a question to the index on a goroutine, cancelling the one in
// flight.
func (s *gamesScreen) ask(f func(ctx context.Context) gamesAnswer) {
	s.dropLoad()
	ctx, cancel := context.WithCancel(context.Background())
	l := &gamesLoad{done: make(chan gamesAnswer, 1), cancel: cancel}
	go func() { l.done <- f(ctx) }()
	s.load = l
}

// dropLoad cancels the question in flight; its answer is never read.
func (s *gamesScreen) dropLoad() {
	if s.load != nil {
		s.load.cancel()
		s.load = nil
	}
}

// askReload counts the games of the query again, with the level tally
// (and the statistics when they are shown), and fetches the page at the
// scroll offset.
func (s *gamesScreen) askReload(c *ctx) {
	idx, q, stats := s.idx, s.query, s.stats
	q.Offset, q.Limit = s.viewPage(c)
	s.ask(func(ctx context.Context) gamesAnswer {
		a := gamesAnswer{counted: true}
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
func (s *gamesScreen) askPage(offset, limit int) {
	idx, q := s.idx, s.query
	q.Offset, q.Limit = offset, limit
	s.ask(func(ctx context.Context) gamesAnswer {
		rows, err := idx.List(ctx, q)
		return gamesAnswer{first: offset, page: rows, err: err}
	})
}

// pageWanted is the page the view needs at its scroll offset: the rows in
// view and pageMargin more on each side (before the screen has a size,
// two margins from the top).
func (s *gamesScreen) pageWanted(c *ctx) (offset, limit int) {
	if c.w == 0 {
		return 0, 2 * pageMargin
	}
	lo, hi := s.rowsAt(s.geometry(c))
	offset = max(lo-pageMargin, 0)
	return offset, hi - offset + pageMargin
}

// viewPage is the page a reload asks for: the rows in view alone, so
// that they are shown as soon as may be; prefetch asks for the rows
// around them a tick later (before the screen has a size, as pageWanted).
func (s *gamesScreen) viewPage(c *ctx) (offset, limit int) {
	if c.w == 0 {
		return s.pageWanted(c)
	}
	lo, hi := s.rowsAt(s.geometry(c))
	return lo, hi - lo
}

// prefetch asks for the page around the rows in view when the one
// fetched holds less than half of pageMargin on either side of them (the
// list's end aside), so that a scroll finds its rows fetched. The tick
// calls it, after ensure.
func (s *gamesScreen) prefetch(c *ctx) {
	if s.idx == nil || s.job != nil || s.stats || c.w == 0 || s.load != nil || !s.loaded {
		return
	}
	lo, hi := s.visible(s.geometry(c))
	want, wantEnd := max(lo-pageMargin/2, 0), min(hi+pageMargin/2, s.total)
	if want >= s.first && wantEnd <= s.first+len(s.page) {
		return
	}
	s.askPage(s.pageWanted(c))
}

// takeAnswer takes the answer of the question in flight, if it came.
func (s *gamesScreen) takeAnswer(c *ctx) {
	if s.load == nil {
		return
	}
	select {
	case a := <-s.load.done:
		s.load = nil
		s.apply(c, a)
	default:
	}
}

// apply shows an answer.
func (s *gamesScreen) apply(c *ctx, a gamesAnswer) {
	c.dirty = true
	if a.err != nil {
		if !errors.Is(a.err, context.Canceled) {
			s.note, s.detail = fmt.Sprintf(c.text(i18n.MsgSaveFailed), a.err), ""
		}
		return
	}
	if a.counted {
		s.loaded = true
		s.total, s.all = a.total, a.all
		s.summary = [session.NumLevels]session.Tally{}
		for _, t := range a.summary {
			l := levelOf(t.Key)
			if l < 0 || l >= session.NumLevels {
				continue
			}
			s.summary[l].Won += t.Won
			s.summary[l].Drawn += t.Drawn
			s.summary[l].Lost += t.Lost
		}
		s.lines = statsLines(c, a.byLevel, a.byOpening)
	}
	s.first, s.page = a.first, a.page
}

// statsLines are the statistics view's lines: the games per level,
// weakest first, then per opening.
func statsLines(c *ctx, byLevel, byOpening []gamedb.Tally) []statLine {
	var lines []statLine
	if len(byLevel) > 0 {
		lines = append(lines, statLine{text: c.text(i18n.MsgStatsByLevel), heading: true})
		var by [session.NumLevels]gamedb.Tally
		for _, t := range byLevel {
			l := levelOf(t.Key)
			by[l].Games += t.Games
			by[l].Won += t.Won
			by[l].Drawn += t.Drawn
			by[l].Lost += t.Lost
		}
		for l, t := range by {
			if t.Games > 0 {
				lines = append(lines, statLine{text: c.sprintf(i18n.MsgStatsLevelLine, c.levelName(session.Level(l)), t.Games, t.Won, t.Drawn, t.Lost)})
			}
		}
	}
	if len(byOpening) > 0 {
		lines = append(lines, statLine{text: c.text(i18n.MsgStatsByOpening), heading: true})
		names := openingNames(c.lang.Code())
		for _, t := range byOpening {
			name := t.Key
			if n, ok := names[name]; ok && n != "" {
				name = n
			}
			if name == "" {
				name = c.text(i18n.MsgStatsNoOpening)
			}
			lines = append(lines, statLine{text: c.sprintf(i18n.MsgStatsOpeningLine, name, t.Games, t.RedWins, t.Draws, t.BlackWins)})
		}
	}
	return lines
}
