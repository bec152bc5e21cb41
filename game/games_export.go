package game

import (
	"bytes"
	"context"
	"fmt"
	"sync/atomic"

	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/record"
	"xiangqi/rules"
)

// Copy all and Share all read every record of the library and write them
// as one PGN text: 3.2 s for 20,000 games on the desktop (measured with a
// test of copyAll, since gone, in a game with gamesCorpus's 20,000
// games), all of it in one tick when it ran in the frame loop, which
// froze the window (and would have Android offer to close the app). They
// run on a goroutine of their own; the screen says how far they are, and
// Back gives them up.

// exportJob is Copy all or Share all under way.
type exportJob struct {
	share  bool              // Share all; else Copy all
	total  int               // the games in the library when it began
	done   chan exportResult // receives the result once
	ended  chan struct{}     // closed once the result is in done
	cancel context.CancelFunc
	wrote  atomic.Int64 // games written so far
}

// exportResult is what an export made: the text, the records found
// damaged (kept aside by Library.Load), or the error that stopped it.
type exportResult struct {
	text    string
	games   int
	notices []session.Notice
	err     error
}

// startExport begins Copy all (share false) or Share all.
func (s *gamesScreen) startExport(c *ctx, share bool) {
	if s.export != nil || s.job != nil {
		return // one at a time; not during an import
	}
	ctx, cancel := context.WithCancel(context.Background())
	j := &exportJob{share: share, total: s.all, done: make(chan exportResult, 1), ended: make(chan struct{}), cancel: cancel}
	lib, notation := c.game.Library, c.settings.MoveNotation(c.lang.Code())
	go func() {
		j.done <- j.run(ctx, lib, notation)
		close(j.ended)
	}()
	s.export, s.note, s.detail = j, "", ""
	c.dirty = true
}

// run reads every record, oldest first, and writes it in notation.
func (j *exportJob) run(ctx context.Context, lib session.Library, notation rules.Notation) exportResult {
	entries, notices := lib.Load()
	var b bytes.Buffer
	r := exportResult{notices: notices}
	for i := len(entries) - 1; i >= 0; i-- {
		if ctx.Err() != nil {
			r.err = ctx.Err()
			return r
		}
		if err := record.Write(&b, session.ExportRecord(entries[i].Record), notation); err != nil {
			r.err = err
			return r
		}
		r.games++
		j.wrote.Store(int64(r.games))
	}
	r.text = b.String()
	return r
}

// pollExport takes the export's result when it has come: the text to the
// clipboard or the share sheet (on the frame loop, where the platform's
// clipboard is used), and a note.
func (s *gamesScreen) pollExport(c *ctx) {
	j := s.export
	if j == nil {
		return
	}
	var r exportResult
	select {
	case r = <-j.done:
	default:
		c.dirty = true // the progress
		return
	}
	s.export = nil
	c.dirty = true
	switch {
	case r.err != nil:
		s.note, s.detail = fmt.Sprintf(c.text(i18n.MsgSaveFailed), r.err), ""
	case r.games == 0:
		s.note, s.detail = "", ""
	case j.share:
		s.note, s.detail = shareText(c, r.text), ""
	default:
		s.note, s.detail = copyText(c, r.text), ""
	}
	if len(r.notices) > 0 { // also when it failed: the records kept aside are kept aside still
		s.detail = damagedText(c, r.notices)
	}
}

// cancelExport gives up the export under way; its result is never read.
func (s *gamesScreen) cancelExport() {
	if s.export != nil {
		s.export.cancel()
		s.export = nil
	}
}

// exportProgress says how far the export is.
func (s *gamesScreen) exportProgress(c *ctx) string {
	j := s.export
	return c.sprintf(i18n.MsgExportProgress, int(j.wrote.Load()), max(j.total, int(j.wrote.Load())))
}
