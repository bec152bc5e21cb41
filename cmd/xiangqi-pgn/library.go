package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"xiangqi/game/session"
	"xiangqi/gamedb"
	"xiangqi/rules"
)

// libraryJob is what -library asked for.
type libraryJob struct {
	dir     string
	imp     bool
	list    bool
	limit   int
	explore rules.Position
	fen     string
}

func parseLibraryJob(dir string, imp, list bool, limit int, explore string, files, convertFlags bool) (libraryJob, error) {
	j := libraryJob{dir: dir, imp: imp, list: list, limit: limit, fen: explore}
	n := 0
	for _, on := range []bool{imp, list, explore != ""} {
		if on {
			n++
		}
	}
	switch {
	case dir == "":
		return j, errors.New("-import, -list and -explore need -library DIR")
	case n != 1:
		return j, errors.New("-library needs exactly one of -import, -list and -explore")
	case convertFlags:
		return j, errors.New("-library does not take -fen or -annotate")
	case files && !imp:
		return j, errors.New("only -import takes files")
	case limit < 0:
		return j, errors.New("-limit must not be negative")
	}
	if explore != "" {
		p := rules.StartPosition()
		if explore != "start" {
			var err error
			if p, err = rules.ParseFEN(explore); err != nil {
				return j, fmt.Errorf("-explore: %w", err)
			}
		}
		j.explore = p
	}
	return j, nil
}

// lockWait is how long the library mode waits for the data folder held
// by the game or another xiangqi-pgn before it refuses (tests set less).
// An import of 20,000 games takes about 2 s; the game holds the folder
// while it runs.
var lockWait = 10 * time.Second

// statusInUse is the exit status when another program holds the library.
const statusInUse = 3

// lockDir is session.LockDir; a test makes it fail as on a read-only
// folder (the tests run as root, for whom chmod makes nothing read-only).
var lockDir = session.LockDir

// lockLibrary takes the data folder's lock, as the game does
// (session.LockDir), trying again until lockWait has passed.
func lockLibrary(dir string) (*session.DirLock, error) {
	deadline := time.Now().Add(lockWait)
	for {
		l, err := lockDir(dir)
		if !errors.Is(err, session.ErrLocked) || !time.Now().Before(deadline) {
			return l, err
		}
		time.Sleep(min(100*time.Millisecond, max(time.Until(deadline), time.Millisecond)))
	}
}

// run does the job and returns the exit status.
func (j libraryJob) run(files []string, stdin io.Reader, stdout, stderr io.Writer) int {
	ctx := context.Background()
	lock, err := lockLibrary(j.dir)
	if errors.Is(err, session.ErrLocked) {
		fmt.Fprintf(stderr, "xiangqi-pgn: another program is using the library: %s (waited %v); close the game or the other xiangqi-pgn and try again\n", printable(j.dir), lockWait)
		return statusInUse
	}
	var idx session.GameIndex
	if session.ReadOnly(err) {
		// A folder this program cannot write (a read-only disk, another
		// user's folder): no lock can be taken and the index cannot be
		// opened to write, so the records are read into memory, as the
		// browser does. Before, -list failed ("unable to open database
		// file").
		if j.imp {
			fmt.Fprintf(stderr, "xiangqi-pgn: library %s is read-only (%v); cannot import\n", printable(j.dir), err)
			return 2
		}
		fmt.Fprintf(stderr, "xiangqi-pgn: library %s is read-only (%v): reading its records without the lock or the index\n", printable(j.dir), err)
		x, notices := session.OpenIndex(ctx, session.Library{Dir: j.dir, ReadOnly: true})
		for _, n := range notices {
			fmt.Fprintf(stderr, "xiangqi-pgn: library: %s: not listed\n", n.Arg)
		}
		idx = x
	} else if err != nil {
		fmt.Fprintf(stderr, "xiangqi-pgn: library %s: %v\n", printable(j.dir), err)
		return 2
	} else {
		defer lock.Release()
		db, rep, err := gamedb.Open(ctx, j.dir)
		if err != nil {
			fmt.Fprintf(stderr, "xiangqi-pgn: library %s: %v\n", printable(j.dir), err)
			return 2
		}
		for _, id := range rep.Damaged {
			fmt.Fprintf(stderr, "xiangqi-pgn: library: record %s cannot be read; not indexed\n", id)
		}
		idx = db
	}
	defer idx.Close()
	out := bufio.NewWriter(stdout)
	status := 0
	switch {
	case j.imp:
		status = j.importFiles(ctx, idx, files, stdin, out, stderr)
	case j.list:
		status = j.printList(ctx, idx, out, stderr)
	default:
		status = j.printExplore(ctx, idx, out, stderr)
	}
	if err := out.Flush(); err != nil {
		fmt.Fprintf(stderr, "xiangqi-pgn: writing: %v\n", err)
		return 2
	}
	return status
}

func (j libraryJob) importFiles(ctx context.Context, db session.GameIndex, files []string, stdin io.Reader, out io.Writer, stderr io.Writer) int {
	status := 0
	for _, name := range files {
		b, label, err := readInput(name, stdin)
		if err != nil {
			fmt.Fprintf(stderr, "xiangqi-pgn: %v\n", err)
			status = 2
			continue
		}
		label = printable(label)
		im, err := db.Import(ctx, b, time.Now(), nil)
		for _, w := range im.Warnings {
			fmt.Fprintf(stderr, "%s: %s\n", label, w)
		}
		for _, e := range im.Errs {
			fmt.Fprintf(stderr, "%s: %v\n", label, e)
			status = max(status, 1)
		}
		if err != nil {
			fmt.Fprintf(stderr, "xiangqi-pgn: %s: %v\n", label, err)
			return 2
		}
		added := fmt.Sprintf("%d added", im.Added)
		if im.Partial > 0 {
			added += fmt.Sprintf(" (%d up to a problem)", im.Partial)
		}
		fmt.Fprintf(out, "%s: %s, %d duplicates, %d without moves, %d failed\n", label, added, im.Duplicates, im.Empty, im.Failed)
	}
	return status
}

func (j libraryJob) printList(ctx context.Context, db session.GameIndex, out io.Writer, stderr io.Writer) int {
	rows, err := db.List(ctx, gamedb.Query{Limit: j.limit})
	if err != nil {
		fmt.Fprintf(stderr, "xiangqi-pgn: library: %v\n", err)
		return 2
	}
	for _, r := range rows {
		fields := []string{r.ID, r.Date, r.Red, r.Black, resultText(r.Result), fmt.Sprint(r.Plies), kindText(r.Kind), r.Level, r.ECCO, r.Opening}
		for i, f := range fields {
			fields[i] = oneField(f)
		}
		fmt.Fprintln(out, strings.Join(fields, "\t"))
	}
	return 0
}

func (j libraryJob) printExplore(ctx context.Context, db session.GameIndex, out io.Writer, stderr io.Writer) int {
	stats, err := db.Explore(ctx, j.explore)
	if err != nil {
		fmt.Fprintf(stderr, "xiangqi-pgn: library: %v\n", err)
		return 2
	}
	for _, s := range stats {
		fmt.Fprintf(out, "%s\t%d\t%d\t%d\t%d\n", s.Move, s.Games, s.RedWins, s.Draws, s.BlackWins)
	}
	return 0
}

func resultText(r gamedb.Result) string {
	switch r {
	case gamedb.RedWins:
		return "1-0"
	case gamedb.BlackWins:
		return "0-1"
	case gamedb.Draw:
		return "1/2-1/2"
	}
	return "*"
}

func kindText(k gamedb.Kind) string {
	switch k {
	case gamedb.KindComputer:
		return "computer"
	case gamedb.KindTwoPlayers:
		return "two-players"
	}
	return "imported"
}

// oneField keeps a tag's value on its line and in its column, its control
// characters escaped so that it cannot drive the terminal.
func oneField(s string) string {
	p := printable(s)
	return strings.ReplaceAll(p, "\t", " ")
}
