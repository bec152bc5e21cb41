package games

import (
	"context"
	"errors"
	"fmt"
	"path"
	"strings"
	"sync"
	"time"

	"xiangqi/gamedb"
	"xiangqi/i18n"
	"xiangqi/record"
)

// importJob imports texts into the library's index on a goroutine of
// its own (issue 28: 20,000 games take a minute), the window alive: the
// Games screen shows its progress and can cancel it between parts.
type importJob struct {
	cancel context.CancelFunc
	done   chan struct{} // closed when every text is done or it stopped
	names  []string      // the files' names; one "" for a pasted text
	texts  [][]byte      // the texts, read only

	mu      sync.Mutex
	prog    gamedb.Progress // the text being imported
	text    int             // its place in phrases
	results []FileImport    // the texts done, in order
}

// FileImport is how the import of one text (a file, or the clipboard)
// went; a file that could not be read is one with Err alone.
type FileImport struct {
	Name   string
	Err    error // the file could not be read, or a game could not be written
	im     gamedb.Imported
	unread bool // Err is why the file could not be read
}

// startImport imports texts one after another, each read on its own (its
// own encoding and notation); unread are files that could not be read,
// reported with them.
func startImport(x *Index, names []string, texts [][]byte, unread []FileImport, now time.Time) *importJob {
	ctx, cancel := context.WithCancel(context.Background())
	j := &importJob{cancel: cancel, done: make(chan struct{}), names: names, texts: texts, results: unread}
	go func() {
		defer close(j.done)
		defer cancel()
		idx := x.Wait()
		for i, text := range texts {
			j.mu.Lock()
			j.text, j.prog = i, gamedb.Progress{Total: int64(len(text))}
			j.mu.Unlock()
			// Each text's names a second apart, the first text's the
			// newest, so that no two texts' names meet.
			at := now.Add(-time.Duration(i) * time.Second)
			im, err := idx.Import(ctx, text, at, func(p gamedb.Progress) {
				j.mu.Lock()
				j.prog = p
				j.mu.Unlock()
			})
			j.mu.Lock()
			j.results = append(j.results, FileImport{Name: names[i], im: im, Err: err})
			j.mu.Unlock()
			if err != nil || im.Canceled {
				return
			}
		}
	}()
	return j
}

// finished reports whether the job is over, without waiting.
func (j *importJob) finished() bool {
	select {
	case <-j.done:
		return true
	default:
		return false
	}
}

// progress is the games done so far and the share of the text read.
func (j *importJob) progress() (games int, frac float64) {
	j.mu.Lock()
	defer j.mu.Unlock()
	for _, r := range j.results {
		games += r.im.Added + r.im.Duplicates
	}
	games += j.prog.Added + j.prog.Duplicates
	n := max(len(j.names), 1)
	frac = float64(j.text) / float64(n)
	if j.prog.Total > 0 {
		frac += float64(j.prog.Read) / float64(j.prog.Total) / float64(n)
	}
	return games, min(frac, 1)
}

// problem is the text's first problem in the player's language, "" for
// none.
func (t *phrases) problem(f FileImport) string {
	var big *TooLargeError
	switch {
	case f.unread && errors.As(f.Err, &big):
		return t.sprintf(i18n.MsgFileTooLarge, big.Limit>>20)
	case f.unread:
		return fmt.Sprintf(t.text(i18n.MsgFileUnreadable), f.Err)
	case f.Err != nil:
		return fmt.Sprintf(t.text(i18n.MsgSaveFailed), f.Err)
	case len(f.im.Errs) > 0:
		return t.importError(f.im.Errs[0])
	case f.im.Added+f.im.Duplicates == 0:
		return t.text(i18n.MsgImportNone)
	case len(f.im.Warnings) > 0:
		return t.repaired(f.im.Warnings)
	}
	return ""
}

// summary is the job's outcome: the games added, the duplicates and the
// failures in one line, and what went wrong (or how many files) in a
// second.
func (t *phrases) summary(j *importJob) (note, detail string) {
	var added, partial, dups, failed, bad int
	canceled := false
	first := ""
	for _, r := range j.results {
		added += r.im.Added
		partial += r.im.Partial
		dups += r.im.Duplicates
		failed += r.im.Failed
		canceled = canceled || r.im.Canceled
		if p := t.problem(r); p != "" {
			if bad == 0 {
				first = p
				if r.Name != "" {
					first = path.Base(r.Name) + ": " + p
				}
			}
			bad++
		}
	}
	note = t.sprintf(i18n.MsgImportResult, added, dups, failed)
	if partial > 0 {
		note += " · " + t.sprintf(i18n.MsgImportCut, partial)
	}
	if canceled {
		note = t.text(i18n.MsgImportCanceled) + " · " + note
	}
	files := len(j.results)
	switch {
	case files > 1 && bad > 0:
		detail = t.sprintf(i18n.MsgFilesProblems, bad, files, first)
	case files > 1:
		detail = t.sprintf(i18n.MsgImportedFiles, added, files)
	default:
		detail = first
	}
	return note, detail
}

// repaired says how many repairs an import's games survived and what
// the first was ("2 repaired — game 1, line 6: 1 byte that is not UTF-8
// replaced by U+FFFD"), so that a replaced character in a name is not a
// surprise.
func (t *phrases) repaired(ws []*record.Warning) string {
	return fmt.Sprintf(t.text(i18n.MsgImportRepaired), len(ws), ws[0])
}

// importError says in the player's language which game and move of an
// import failed.
func (t *phrases) importError(e *record.Error) string {
	if e.Move > 0 && e.Text != "" {
		return fmt.Sprintf(t.text(i18n.MsgImportBadMove), e.Game, e.Move, e.Text)
	}
	return fmt.Sprintf(t.text(i18n.MsgImportBad), e.Game, e.Err)
}

// onePosition is the position a short text gives when it is one game
// without moves (a FEN pasted): it is opened, not kept.
func onePosition(b []byte) *record.Game {
	if len(b) > 4096 || strings.Count(string(b), "[") > 40 {
		return nil
	}
	f := record.ReadFile(b)
	if len(f.Games) == 1 && len(f.Errs) == 0 && len(f.Games[0].Moves) == 0 {
		return f.Games[0]
	}
	return nil
}
