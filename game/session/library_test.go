package session

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"xiangqi/record"
	"xiangqi/rules"
)

// randomRecord is a record of a legal game of up to plies plies from the
// start, the same for the same seed.
func randomRecord(seed uint64, plies int) *record.Game {
	r := rand.New(rand.NewPCG(seed, 7))
	rg := rules.NewGame(rules.StartPosition())
	for range plies {
		if rg.Status().Over() {
			break
		}
		pos := rg.Position()
		var l rules.MoveList
		pos.GenerateMoves(&l)
		if l.N == 0 {
			break
		}
		if rg.Play(l.Moves[r.IntN(l.N)]) != nil {
			break
		}
	}
	m := NewPausedMatch(nil, rg, computerBlack, Level(seed%NumLevels))
	return MatchRecord(m, time.Date(2026, 11, 30, 15, 43, int(seed%60), 0, time.Local))
}

func sameMoves(a, b *record.Game) bool {
	return a.Start.FEN() == b.Start.FEN() && slices.Equal(a.Moves, b.Moves)
}

func TestLibraryPutLoadDelete(t *testing.T) {
	lib := Library{Dir: t.TempDir()}
	if es, ns := lib.Load(); es != nil || ns != nil {
		t.Fatalf("empty library: %v %v", es, ns)
	}
	ids := []string{"20261130-100000-000001", "20261130-100000-000003", "20261130-100000-000002"}
	for i, id := range ids {
		if err := lib.Put(id, randomRecord(uint64(i), 30+i)); err != nil {
			t.Fatal(err)
		}
	}
	es, ns := lib.Load()
	if len(ns) != 0 || len(es) != 3 {
		t.Fatalf("loaded %d games, notices %v", len(es), ns)
	}
	if es[0].ID != ids[1] || es[1].ID != ids[2] || es[2].ID != ids[0] {
		t.Fatalf("order %s %s %s, want newest first", es[0].ID, es[1].ID, es[2].ID)
	}
	if !sameMoves(es[2].Record, randomRecord(0, 30)) {
		t.Fatal("a record read back differs")
	}
	if err := lib.Delete(ids[1]); err != nil {
		t.Fatal(err)
	}
	if err := lib.Delete(ids[1]); err != nil {
		t.Fatalf("deleting twice: %v", err)
	}
	if es, _ := lib.Load(); len(es) != 2 {
		t.Fatalf("%d games after a delete", len(es))
	}
	if _, err := lib.Get(ids[0]); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"", "../x", "a/b", "a.b", strings.Repeat("1", 65)} {
		if lib.Put(bad, randomRecord(1, 1)) == nil || lib.Delete(bad) == nil {
			t.Errorf("id %q accepted", bad)
		}
	}
}

// TestLibraryDamagedKeptAside: a record that cannot be read is moved to
// the damaged folder and reported; the others load.
func TestLibraryDamagedKeptAside(t *testing.T) {
	lib := Library{Dir: t.TempDir()}
	if err := lib.Put("20261130-1", randomRecord(1, 20)); err != nil {
		t.Fatal(err)
	}
	var full strings.Builder
	if err := record.Write(&full, randomRecord(2, 40), rules.ICCS); err != nil {
		t.Fatal(err)
	}
	damaged := map[string]string{
		"20261130-2.pgn": "\x00\x01garbage [[[",
		"20261130-3.pgn": strings.Replace(full.String(), "1. ", "1. a0a9 ", 1), // an illegal first move
		"20261130-4.pgn": full.String() + full.String(),                        // two games in one record
	}
	for name, text := range damaged {
		if err := os.WriteFile(filepath.Join(lib.dir(), name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	es, ns := lib.Load()
	if len(es) != 1 || es[0].ID != "20261130-1" {
		t.Fatalf("loaded %d games", len(es))
	}
	if len(ns) != len(damaged) {
		t.Fatalf("%d notices for %d damaged records: %v", len(ns), len(damaged), ns)
	}
	for _, n := range ns {
		if n.Kind != SaveCorrupt {
			t.Errorf("notice %+v", n)
		}
		b, err := os.ReadFile(n.Kept)
		if err != nil || damaged[filepath.Base(n.Kept)] != string(b) {
			t.Errorf("%s not kept as it was (%v)", n.Kept, err)
		}
	}
	if es, ns := lib.Load(); len(es) != 1 || len(ns) != 0 {
		t.Fatalf("second load: %d games, %v", len(es), ns)
	}
}

// The crash test's child process writes records until it is killed.
const crashWriterEnv = "XIANGQI_LIBRARY_CRASH_WRITER"

func TestMain(m *testing.M) {
	if dir := os.Getenv(crashWriterEnv); dir != "" {
		crashWriter(dir)
		return
	}
	if dir := os.Getenv(lockHelperEnv); dir != "" {
		lockHelper(dir)
	}
	os.Exit(m.Run())
}

// crashWriter writes game after game, each record first with half its
// moves then whole (an overwrite), and prints each id once its whole
// record is written.
func crashWriter(dir string) {
	lib := Library{Dir: dir}
	w := bufio.NewWriter(os.Stdout)
	for i := uint64(0); ; i++ {
		id := fmt.Sprintf("crash-%06d", i)
		g := randomRecord(i, 60)
		half := *g
		half.Moves = g.Moves[:len(g.Moves)/2]
		if lib.Put(id, &half) != nil || lib.Put(id, g) != nil {
			os.Exit(3)
		}
		fmt.Fprintln(w, id)
		w.Flush()
	}
}

// TestLibraryCrashSafety kills a process writing records at random moments
// and checks that every record it had finished is intact, and that the
// one it was writing is either its old or its new version.
func TestLibraryCrashSafety(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	dir := t.TempDir()
	r := rand.New(rand.NewPCG(1, 2))
	done := map[string]bool{}
	for round := range 12 {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), crashWriterEnv+"="+dir)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		lines := make(chan string, 1024)
		go func() {
			sc := bufio.NewScanner(out)
			for sc.Scan() {
				lines <- sc.Text()
			}
			close(lines)
		}()
		time.Sleep(time.Duration(20+r.IntN(120)) * time.Millisecond)
		cmd.Process.Kill()
		for id := range lines {
			done[id] = true
		}
		cmd.Wait()
		// Every finished record reads back whole; none is damaged.
		es, ns := (Library{Dir: dir}).Load()
		if len(ns) > 0 {
			t.Fatalf("round %d: damaged records %v", round, ns)
		}
		found := map[string]*record.Game{}
		for _, e := range es {
			found[e.ID] = e.Record
		}
		for id := range done {
			g, ok := found[id]
			n, _ := strconv.Atoi(strings.TrimPrefix(id, "crash-"))
			if !ok || !sameMoves(g, randomRecord(uint64(n), 60)) {
				t.Fatalf("round %d: finished record %s lost or changed", round, id)
			}
		}
		// The record being written when the process died: old or new.
		for id, g := range found {
			if done[id] {
				continue
			}
			n, _ := strconv.Atoi(strings.TrimPrefix(id, "crash-"))
			whole := randomRecord(uint64(n), 60)
			if !sameMoves(g, whole) && !slices.Equal(g.Moves, whole.Moves[:len(whole.Moves)/2]) {
				t.Fatalf("round %d: record %s cut at %d moves", round, id, len(g.Moves))
			}
		}
		// The next writer starts where the last one did, overwriting.
		done = map[string]bool{}
	}
}

func TestMatchRecordRoundTrip(t *testing.T) {
	started := time.Date(2026, 11, 30, 9, 5, 7, 0, time.Local)
	g := gameFrom(t, "5a3/4Nk3/5a3/9/1C7/9/9/9/9/4K4 w - - 0 1")
	if err := g.PlayText("b5b8"); err != nil {
		t.Fatal(err)
	}
	rec := MatchRecord(NewPausedMatch(nil, g, computerBlack, Hard), started)
	for tag, want := range map[string]string{"Red": "Player", "Black": "Computer (hard)", "Result": "1-0",
		"Date": "2026.11.30", "Time": "09:05:07", "Computer": "black", "Level": "hard", "Termination": "checkmate"} {
		if got := rec.Tag(tag); got != want {
			t.Errorf("tag %s = %q, want %q", tag, got, want)
		}
	}
	var b strings.Builder
	if err := record.Write(&b, rec, rules.ICCS); err != nil {
		t.Fatal(err)
	}
	games, errs := record.Read([]byte(b.String()))
	if len(errs) > 0 || len(games) != 1 {
		t.Fatalf("read back: %v", errs)
	}
	gi := InfoOf(games[0])
	if !gi.Started.Equal(started) || gi.Computer != computerBlack || gi.Level != Hard || gi.Plies != 1 ||
		gi.Status != (rules.Status{Result: rules.RedWins, Reason: rules.Checkmate}) || gi.Outcome() != PlayerWon {
		t.Fatalf("info %+v", gi)
	}
	// A resigned game comes back resigned; an unfinished one goes on.
	m := NewPausedMatch(nil, rules.NewGame(rules.StartPosition()), computerRed, 0)
	m.ResignSide(rules.Black)
	gi = InfoOf(MatchRecord(m, started))
	if gi.Status != (rules.Status{Result: rules.RedWins, Reason: rules.Resignation}) || gi.Outcome() != PlayerLost {
		t.Fatalf("resigned: %+v", gi)
	}
	back, err := RecordMatch(nil, MatchRecord(m, started), -1, computerRed, 0)
	if err != nil || !back.Over() || back.Outcome() != PlayerLost {
		t.Fatalf("resigned game rebuilt: over %v (%v)", back.Over(), err)
	}
	unfinished := randomRecord(5, 10)
	if InfoOf(unfinished).Status.Over() {
		t.Fatal("an unfinished game read as over")
	}
	mid, err := RecordMatch(nil, unfinished, 4, computerBlack, 1)
	if err != nil || len(mid.Game().Moves()) != 4 || !mid.Paused() {
		t.Fatalf("play from ply 4: %d moves (%v)", len(mid.Game().Moves()), err)
	}
}

func TestSummary(t *testing.T) {
	mate := rules.Status{Result: rules.RedWins, Reason: rules.Checkmate}
	draw := rules.Status{Result: rules.Draw, Reason: rules.Repetition}
	infos := []GameInfo{
		{Computer: computerBlack, Level: 1, Status: mate},         // won
		{Computer: computerRed, Level: 1, Status: mate},           // lost
		{Computer: computerRed, Level: 1, Status: draw},           // drawn
		{Computer: computerBlack, Level: 4, Status: mate},         // won
		{Computer: computerBlack, Level: 4},                       // unfinished
		{Status: mate},                                            // two players
		{Computer: computerBlack, Level: NumLevels, Status: mate}, // no such level
		{Computer: computerBlack, Level: 2, Status: rules.Status{Result: rules.BlackWins, Reason: rules.Resignation}}, // resigned: lost
	}
	got := Summary(infos)
	want := [NumLevels]Tally{1: {Won: 1, Drawn: 1, Lost: 1}, 2: {Lost: 1}, 4: {Won: 1}}
	if got != want {
		t.Fatalf("summary %+v, want %+v", got, want)
	}
}

// BenchmarkLibraryLoad5000 loads a library of 5,000 games of 80 plies.
func BenchmarkLibraryLoad5000(b *testing.B) {
	lib := Library{Dir: b.TempDir()}
	plies := 0
	for i := range 5000 {
		g := randomRecord(uint64(i), 80)
		plies += len(g.Moves)
		if err := lib.Put(fmt.Sprintf("20261130-%06d", i), g); err != nil {
			b.Fatal(err)
		}
	}
	b.ResetTimer()
	for b.Loop() {
		es, ns := lib.Load()
		if len(es) != 5000 || len(ns) != 0 {
			b.Fatalf("%d games, %v", len(es), ns)
		}
	}
	b.ReportMetric(float64(plies)/5000, "plies/game")
}

func TestNewGameID(t *testing.T) {
	t0 := time.Date(2026, 11, 30, 15, 43, 12, 5_000, time.UTC)
	a, b := NewGameID(t0), NewGameID(t0.Add(time.Microsecond))
	if a != "20261130-154312-000005" || b != "20261130-154312-000006" {
		t.Fatalf("ids %s %s", a, b)
	}
	if !ValidGameID(a) || a >= b {
		t.Fatalf("%s is not a valid id sorting before %s", a, b)
	}
}

// TestImportFailedWriteCounts (issue 25, fault 11): a write that fails
// half-way through an import (here the third game's file name is taken
// by a folder, as a full disk would fail it) stops the import with an
// error, and says how many games were kept before it: two of four.
func TestImportFailedWriteCounts(t *testing.T) {
	lib := Library{Dir: t.TempDir()}
	var pgn strings.Builder
	for i := range 4 {
		fmt.Fprintf(&pgn, "[Event \"Game %d\"]\n\n1. h2e2 h9g7 %d. b0c2 *\n\n", i+1, 2)
	}
	now := time.Date(2026, 12, 2, 8, 0, 0, 0, time.UTC)
	// The ids Import gives: the first game the latest.
	third := NewGameID(now.Add(time.Duration(4-2) * time.Microsecond))
	if err := os.MkdirAll(filepath.Join(lib.Dir, gamesDir, third+pgnExt), 0o755); err != nil {
		t.Fatal(err)
	}
	im, err := lib.Import([]byte(pgn.String()), nil, now)
	if err == nil {
		t.Fatal("an import whose third write fails: no error")
	}
	if im.Kept() != 2 || im.Keepable() != 4 {
		t.Fatalf("kept %d of %d, want 2 of 4", im.Kept(), im.Keepable())
	}
	if es, _ := lib.Load(); len(es) != 2 {
		t.Fatalf("%d games in the library, want 2", len(es))
	}
}
