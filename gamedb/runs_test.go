//go:build !js

package gamedb

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"xiangqi/record"
	"xiangqi/rules"
)

// countRows is how many runs the index lists and how many rows the moves
// table has.
func countRows(t *testing.T, db *DB) (runs, moves int) {
	t.Helper()
	if err := db.sql.QueryRow(`SELECT count(*) FROM runs`).Scan(&runs); err != nil {
		t.Fatal(err)
	}
	if err := db.sql.QueryRow(`SELECT count(*) FROM moves`).Scan(&moves); err != nil {
		t.Fatal(err)
	}
	return runs, moves
}

// TestRunsFollowTheFiles: a bulk import's explorer rows go to a run, not
// the moves table, and Explore counts them exactly (against a replay of
// the records) after a record is deleted, changed, refreshed, after the
// index is opened again, with a stray run file left by a kill, and after
// a damaged run makes Open rebuild the index.
func TestRunsFollowTheFiles(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	db, _ := open(t, dir)
	db.bulk, db.collect = 0, noCollections // one game's file changed by hand
	im, err := db.Import(ctx, corpus(t, 80), t0, nil)
	if err != nil || im.Added != 80 {
		t.Fatalf("import: %+v %v", im.Progress, err)
	}
	if runs, moves := countRows(t, db); runs != 1 || moves != 0 {
		t.Fatalf("after a bulk import: %d runs, %d rows in moves; want 1, 0", runs, moves)
	}
	positions := samplePositions(t, 12)
	check := func(db *DB) {
		t.Helper()
		for _, p := range positions {
			checkExplore(t, db, dir, p)
		}
	}
	check(db)

	// A record deleted and one changed, found by Refresh: the first's rows
	// stay in the run, left out; the second's are written anew in moves.
	gd := filepath.Join(dir, gamesDir)
	if err := os.Remove(filepath.Join(gd, im.IDs[0]+pgnExt)); err != nil {
		t.Fatal(err)
	}
	changed := filepath.Join(gd, im.IDs[1]+pgnExt)
	b, _ := os.ReadFile(changed)
	os.WriteFile(changed, append([]byte("[Result \"0-1\"]\n"), b...), 0o644)
	if err := db.Refresh(ctx, im.IDs[0], im.IDs[1]); err != nil {
		t.Fatal(err)
	}
	if _, moves := countRows(t, db); moves == 0 {
		t.Error("the changed record's rows are not in moves")
	}
	check(db)

	// Opened again, with a stray run (a kill between its rename and its
	// row): the stray is removed, the counts the same.
	db.Close()
	stray := filepath.Join(dir, runsDir, "900-901.run")
	os.WriteFile(stray, []byte("half a run"), 0o644)
	db, rep := open(t, dir)
	if rep.Rebuilt != "" {
		t.Fatalf("reopened: %+v", rep)
	}
	if _, err := os.Stat(stray); err == nil {
		t.Error("the stray run is still there")
	}
	check(db)

	// A run cut short: Open rebuilds the index from the records.
	db.Close()
	des, _ := os.ReadDir(filepath.Join(dir, runsDir))
	if len(des) != 1 {
		t.Fatalf("%d files in the runs' folder", len(des))
	}
	run := filepath.Join(dir, runsDir, des[0].Name())
	info, _ := os.Stat(run)
	os.Truncate(run, info.Size()-9)
	db, rep = open(t, dir)
	if rep.Rebuilt == "" || rep.Indexed != 79 {
		t.Fatalf("after a damaged run: %+v", rep)
	}
	check(db)
	if n, _ := db.Count(ctx, Query{}); n != 79 {
		t.Fatalf("%d games", n)
	}
}

// TestRunLookupEdges: Explore finds every position of a run whose rows
// cross its blocks' edges, the first and the last rows included, and
// nothing for a key before the first or after the last.
func TestRunLookupEdges(t *testing.T) {
	dir := t.TempDir()
	var rows []runRow
	want := map[uint64]int{}
	for k := uint64(1); k <= 40; k++ {
		n := int(k*k) % 700 // up to almost three blocks of one key
		for i := range n {
			rows = append(rows, runRow{pos: k * 10, gid: uint32(i + 1), move: uint16(i % 90), res: uint8(i % 4)})
		}
		want[k*10] = n
	}
	path := filepath.Join(dir, "1-2.run")
	if err := writeRunFile(path, rows); err != nil {
		t.Fatal(err)
	}
	r, err := openRun(path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.f.Close()
	for _, pos := range []uint64{0, 5, 10, 15, 395, 400, 401, 1 << 63} {
		want[pos] += 0
	}
	for pos, n := range want {
		got := 0
		if err := r.rowsOf(pos, func(row runRow) {
			if row.pos != pos {
				t.Fatalf("asked %d, got a row of %d", pos, row.pos)
			}
			got++
		}); err != nil {
			t.Fatal(err)
		}
		if got != n {
			t.Errorf("position %d: %d rows, want %d", pos, got, n)
		}
	}
}

// TestSortRunRows: the bucket sort orders as cmpRunRow does, on rows
// with keys spread as Zobrist keys are and with many rows of one key.
func TestSortRunRows(t *testing.T) {
	for _, n := range []int{0, 1, 100, 5000, 300000} {
		rows := make([]runRow, n)
		x := uint64(88172645463325252)
		for i := range rows {
			x ^= x << 13
			x ^= x >> 7
			x ^= x << 17
			pos := x
			if i%3 == 0 {
				pos = 0xfedcba9876543210 // a third of the rows one position
			}
			rows[i] = runRow{pos: pos, gid: uint32(x >> 40), move: uint16(x >> 20), res: uint8(i % 4)}
		}
		want := slices.Clone(rows)
		slices.SortFunc(want, cmpRunRow)
		if got := sortRunRows(rows); !slices.Equal(got, want) {
			t.Errorf("%d rows sorted wrong", n)
		}
	}
}

// BenchmarkSortRunRows: 1.6 million rows (20,000 games' explorer rows)
// by sortRunRows and by slices.SortFunc.
func BenchmarkSortRunRows(b *testing.B) {
	rows := make([]runRow, 1600000)
	x := uint64(88172645463325252)
	for i := range rows {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		rows[i] = runRow{pos: x, gid: uint32(i), move: uint16(x >> 20)}
	}
	work := make([]runRow, len(rows))
	b.Run("buckets", func(b *testing.B) {
		for b.Loop() {
			copy(work, rows)
			sortRunRows(work)
		}
	})
	b.Run("SortFunc", func(b *testing.B) {
		for b.Loop() {
			copy(work, rows)
			slices.SortFunc(work, cmpRunRow)
		}
	})
}

// TestRunsMerged: imports beyond maxRuns runs are merged into one, which
// leaves out the rows of the games removed and forgets them; the counts
// stay exact throughout.
func TestRunsMerged(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	db, _ := open(t, dir)
	db.bulk, db.maxRuns = 0, 2
	all := corpus(t, 90)
	games := splitCorpus(t, all, 3)
	var ids []string
	for i, text := range games {
		im, err := db.Import(ctx, text, t0.Add(time.Duration(i)*time.Hour), nil)
		if err != nil || im.Added != 30 {
			t.Fatalf("import %d: %+v %v", i, im.Progress, err)
		}
		ids = append(ids, im.IDs...)
		if i == 1 {
			// Two runs: a game of the first removed goes to gone.
			os.Remove(filepath.Join(dir, gamesDir, ids[0]+pgnExt))
			if err := db.Refresh(ctx, ids[0]); err != nil {
				t.Fatal(err)
			}
			var gone int
			db.sql.QueryRow(`SELECT count(*) FROM gone`).Scan(&gone)
			if runs, _ := countRows(t, db); runs != 2 || gone != 1 {
				t.Fatalf("before the merge: %d runs, %d gone", runs, gone)
			}
		}
	}
	var gone int
	db.sql.QueryRow(`SELECT count(*) FROM gone`).Scan(&gone)
	des, _ := os.ReadDir(filepath.Join(dir, runsDir))
	if runs, _ := countRows(t, db); runs != 1 || gone != 0 || len(des) != 1 {
		t.Fatalf("after the third import: %d runs listed, %d files, %d gone; want 1, 1, 0", runs, len(des), gone)
	}
	for _, p := range samplePositions(t, 10) {
		checkExplore(t, db, dir, p)
	}
	db.Close()
	db, rep := open(t, dir)
	if rep.Rebuilt != "" {
		t.Fatalf("reopened: %+v", rep)
	}
	checkExplore(t, db, dir, rules.StartPosition())
}

// splitCorpus cuts a corpus text into n texts of as many games each.
func splitCorpus(t *testing.T, text []byte, n int) [][]byte {
	t.Helper()
	games, errs := record.Read(text)
	if len(errs) > 0 {
		t.Fatal(errs[0])
	}
	out := make([][]byte, n)
	per := len(games) / n
	for i := range n {
		var b bytes.Buffer
		for _, g := range games[i*per : (i+1)*per] {
			if err := record.Write(&b, g, rules.ICCS); err != nil {
				t.Fatal(err)
			}
		}
		out[i] = b.Bytes()
	}
	return out
}

// TestRunOverwrittenRebuilds: bytes overwritten inside a run (its size
// kept) fail its checksum, and Open rebuilds the index, whose counts are
// the records' again, rather than giving wrong counts without a word.
func TestRunOverwrittenRebuilds(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	db, _ := open(t, dir)
	db.bulk, db.collect = 0, noCollections
	im, err := db.Import(ctx, corpus(t, 80), t0, nil)
	if err != nil || im.Added != 80 {
		t.Fatalf("import: %+v %v", im.Progress, err)
	}
	db.Close()
	des, _ := os.ReadDir(filepath.Join(dir, runsDir))
	if len(des) != 1 {
		t.Fatalf("%d files in the runs' folder", len(des))
	}
	run := filepath.Join(dir, runsDir, des[0].Name())
	b, err := os.ReadFile(run)
	if err != nil {
		t.Fatal(err)
	}
	// The results of the rows in the middle: the file's size unchanged.
	head := len(runMagic) + 8
	for i := head + runRowSize*10; i < head+runRowSize*200 && i < len(b); i += runRowSize {
		b[i+14] ^= 3
	}
	if err := os.WriteFile(run, b, 0o644); err != nil {
		t.Fatal(err)
	}
	db, rep := open(t, dir)
	if rep.Rebuilt == "" || rep.Indexed != 80 {
		t.Fatalf("after a run overwritten in place: %+v", rep)
	}
	for _, p := range samplePositions(t, 12) {
		checkExplore(t, db, dir, p)
	}
}
