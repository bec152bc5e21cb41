//go:build !js

package gamedb

import (
	"bytes"
	"context"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"xiangqi/record"
	"xiangqi/rules"
)

var t0 = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

func open(t *testing.T, dir string) (*DB, Report) {
	t.Helper()
	db, rep, err := Open(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db, rep
}

// replayCount counts, by replaying every record in the folder, the moves
// played from p: games per move and their results, each game once per
// move (as Explore counts).
func replayCount(t *testing.T, dir string, p rules.Position) map[rules.Move][4]int {
	t.Helper()
	out := map[rules.Move][4]int{}
	for _, cg := range libraryGames(t, dir) {
		g := cg.Game
		res := ResultOf(g)
		q := g.Start
		seen := map[rules.Move]bool{}
		for _, m := range g.Moves {
			if q.Key() == p.Key() && !seen[m] {
				seen[m] = true
				c := out[m]
				c[0]++
				if res != Unknown {
					c[res]++
				}
				out[m] = c
			}
			q.MakeMove(m)
		}
	}
	return out
}

func checkExplore(t *testing.T, db *DB, dir string, p rules.Position) int {
	t.Helper()
	want := replayCount(t, dir, p)
	got, err := db.Explore(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("%s: %d moves explored, %d by replay", p.FEN(), len(got), len(want))
	}
	for i, s := range got {
		w := want[s.Move]
		if [4]int{s.Games, s.RedWins, s.Draws, s.BlackWins} != w {
			t.Errorf("%s %s: explored %+v, replayed %v", p.FEN(), s.Move, s, w)
		}
		if i > 0 && got[i-1].Games < s.Games {
			t.Errorf("not most played first: %+v before %+v", got[i-1], s)
		}
	}
	return len(got)
}

// samplePositions are positions the corpus reaches, early and deep, some
// reached by several orders of moves.
func samplePositions(t *testing.T, n int) []rules.Position {
	games := masterGames(t)
	ps := []rules.Position{rules.StartPosition()}
	for i := 0; i < len(games) && len(ps) < n; i += 37 {
		g := games[i]
		p := g.Start
		for j, m := range g.Moves {
			p.MakeMove(m)
			if j == 1 || j == 4 || j == 9 || j == 30 {
				ps = append(ps, p)
			}
		}
	}
	return ps
}

func TestExploreMatchesReplay(t *testing.T) {
	dir := t.TempDir()
	db, _ := open(t, dir)
	n, positions := 3000, 40
	if testing.Short() {
		n, positions = 100, 15
	}
	im, err := db.Import(context.Background(), corpus(t, n), t0, nil)
	if err != nil {
		t.Fatal(err)
	}
	if im.Added != n || im.Duplicates != 0 || im.Failed != 0 {
		t.Fatalf("imported %+v, want %d added", im.Progress, n)
	}
	moves := 0
	for _, p := range samplePositions(t, positions) {
		moves += checkExplore(t, db, dir, p)
	}
	if moves < positions {
		t.Errorf("only %d moves explored over the sample", moves)
	}
	// The same counts from an index rebuilt from the files alone.
	db.Close()
	os.Remove(filepath.Join(dir, IndexFile))
	db2, rep := open(t, dir)
	if rep.Rebuilt != "missing" || rep.Indexed != n {
		t.Fatalf("rebuild: %+v", rep)
	}
	checkExplore(t, db2, dir, rules.StartPosition())
}

func TestTranspositionsCounted(t *testing.T) {
	// Two orders of the same two moves reach one position.
	text := []byte("[Red \"A\"]\n[Result \"1-0\"]\n\n1. h2e2 h9g7 2. b0c2 b9c7 *\n\n" +
		"[Red \"B\"]\n[Result \"0-1\"]\n\n1. b0c2 h9g7 2. h2e2 i9h9 *\n")
	dir := t.TempDir()
	db, _ := open(t, dir)
	if _, err := db.Import(context.Background(), text, t0, nil); err != nil {
		t.Fatal(err)
	}
	p := rules.StartPosition()
	for _, s := range []string{"h2e2", "h9g7", "b0c2"} {
		m, _ := p.ReadMove(s)
		p.MakeMove(m)
	}
	got, err := db.Explore(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	want := []MoveStat{{Move: mustMove(t, p, "b9c7"), Games: 1, RedWins: 1}, {Move: mustMove(t, p, "i9h9"), Games: 1, BlackWins: 1}}
	slices.SortFunc(got, func(a, b MoveStat) int { return int(a.Move) - int(b.Move) })
	slices.SortFunc(want, func(a, b MoveStat) int { return int(a.Move) - int(b.Move) })
	if !slices.Equal(got, want) {
		t.Fatalf("explored %+v, want %+v", got, want)
	}
}

func mustMove(t *testing.T, p rules.Position, s string) rules.Move {
	m, err := p.ReadMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestDuplicatesRecognised(t *testing.T) {
	dir := t.TempDir()
	db, _ := open(t, dir)
	text := corpus(t, 60)
	im, err := db.Import(context.Background(), text, t0, nil)
	if err != nil || im.Added != 60 {
		t.Fatalf("%+v %v", im.Progress, err)
	}
	// Again, in another notation: every game a duplicate.
	games, _ := record.Read(text)
	var again []byte
	for _, g := range games {
		var b = new(bytesBuffer)
		if err := record.Write(b, g, rules.Chinese); err != nil {
			t.Fatal(err)
		}
		again = append(again, b.Bytes()...)
	}
	im, err = db.Import(context.Background(), again, t0.Add(time.Hour), nil)
	if err != nil || im.Added != 0 || im.Duplicates != 60 {
		t.Fatalf("again: %+v %v", im.Progress, err)
	}
	// The same moves by other players are not duplicates.
	games[0].SetTag("Black", "someone else")
	var b = new(bytesBuffer)
	record.Write(b, games[0], rules.ICCS)
	im, _ = db.Import(context.Background(), b.Bytes(), t0.Add(2*time.Hour), nil)
	if im.Added != 1 {
		t.Fatalf("other players: %+v", im.Progress)
	}
	if n, _ := db.Count(context.Background(), Query{}); n != 61 {
		t.Fatalf("%d games indexed, want 61", n)
	}
}

func TestOpenRebuildsOldSchemaAndDamage(t *testing.T) {
	dir := t.TempDir()
	db, _ := open(t, dir)
	if _, err := db.Import(context.Background(), corpus(t, 20), t0, nil); err != nil {
		t.Fatal(err)
	}
	// An older schema: version 0, as a first layout would have been.
	if _, err := db.sql.Exec(`PRAGMA user_version = 0`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	db, rep := open(t, dir)
	if rep.Rebuilt != fmt.Sprintf("schema 0 ≠ %d", SchemaVersion) || rep.Indexed != 20 {
		t.Fatalf("old schema: %+v", rep)
	}
	if n, _ := db.Count(context.Background(), Query{}); n != 20 {
		t.Fatalf("%d games after the migration", n)
	}
	db.Close()
	// A damaged index: its bytes overwritten.
	path := filepath.Join(dir, IndexFile)
	os.Remove(path + "-wal")
	os.Remove(path + "-shm")
	if err := os.WriteFile(path, []byte("this is not a database, it was damaged by something"), 0o644); err != nil {
		t.Fatal(err)
	}
	db, rep = open(t, dir)
	if rep.Rebuilt == "" || rep.Indexed != 20 {
		t.Fatalf("damaged: %+v", rep)
	}
	checkExplore(t, db, dir, rules.StartPosition())
	if rep, err := db.Rebuild(context.Background()); err != nil || rep.Indexed != 20 {
		t.Fatalf("Rebuild: %+v %v", rep, err)
	}
	checkExplore(t, db, dir, rules.StartPosition())
}

func TestOpenFollowsTheFiles(t *testing.T) {
	dir := t.TempDir()
	db, _ := open(t, dir)
	im, err := db.Import(context.Background(), corpus(t, 20), t0, nil)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	gd := filepath.Join(dir, gamesDir)
	os.Remove(filepath.Join(gd, im.IDs[0]+pgnExt))                                     // deleted by hand
	os.WriteFile(filepath.Join(gd, "20300101-000000-000000.pgn"), corpus(t, 1), 0o644) // written by the game, not yet indexed
	os.WriteFile(filepath.Join(gd, "20300101-000000-000001.pgn"), []byte("[Red \"x\"]\n\n1. a0a5 *\n"), 0o644)
	changed := filepath.Join(gd, im.IDs[1]+pgnExt)
	b, _ := os.ReadFile(changed)
	os.WriteFile(changed, append([]byte("[Opening \"Xyzzy cannon\"]\n"), b...), 0o644)
	db, rep := open(t, dir)
	if rep.Dropped != 1 || rep.Indexed != 2 || !slices.Equal(rep.Damaged, []string{"20300101-000000-000001"}) || rep.Rebuilt != "" {
		t.Fatalf("report %+v", rep)
	}
	rows, _ := db.List(context.Background(), Query{Text: "xyzzy"})
	if len(rows) != 1 || rows[0].ID != im.IDs[1] {
		t.Fatalf("changed record: %+v", rows)
	}
	if n, _ := db.Count(context.Background(), Query{}); n != 20 {
		t.Fatalf("%d games", n)
	}
	checkTally(t, db)
	checkExplore(t, db, dir, rules.StartPosition())
}

// checkTally checks the tally the triggers keep against a count of the
// games themselves: the count and the tally per level, for every filter.
func checkTally(t *testing.T, db *DB) {
	t.Helper()
	ctx := context.Background()
	for _, q := range []Query{{}, {Outcome: OutcomeWon}, {Outcome: OutcomeLost}, {Outcome: OutcomeDrawn}, {Kinds: []Kind{KindComputer}}, {Kinds: []Kind{KindImported}}} {
		where, args, _ := q.where(&db.openings)
		var want int
		if err := db.sql.QueryRow(`SELECT count(*) FROM games`+where, args...).Scan(&want); err != nil {
			t.Fatal(err)
		}
		if got, err := db.Count(ctx, q); err != nil || got != want {
			t.Errorf("%+v: Count %d (%v), the games %d", q, got, err, want)
		}
		lq := q
		lq.Kinds = []Kind{KindComputer} // StatsByLevel's games
		lwhere, largs, _ := lq.where(&db.openings)
		rows, err := db.sql.Query(`SELECT level, count(*), sum(result = 1), sum(result = 2), sum(result = 3) FROM games`+lwhere+` GROUP BY level`, largs...)
		if err != nil {
			t.Fatal(err)
		}
		scan := map[string][4]int{}
		for rows.Next() {
			var k string
			var v [4]int
			rows.Scan(&k, &v[0], &v[1], &v[2], &v[3])
			scan[k] = v
		}
		rows.Close()
		ts, err := db.StatsByLevel(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string][4]int{}
		for _, tl := range ts {
			got[tl.Key] = [4]int{tl.Games, tl.RedWins, tl.Draws, tl.BlackWins}
		}
		if !maps.Equal(got, scan) {
			t.Errorf("%+v: the tally per level %v, the games %v", q, got, scan)
		}
	}
}

func TestImportCancelKeepsWholeBatches(t *testing.T) {
	for _, bulk := range []bool{false, true} {
		t.Run(fmt.Sprintf("bulk=%v", bulk), func(t *testing.T) { testImportCancel(t, bulk) })
	}
}

// testImportCancel: a cancel after the first part keeps that part whole,
// its explorer rows too (with bulk, in the run written as Import returns).
func testImportCancel(t *testing.T, bulk bool) {
	dir := t.TempDir()
	db, _ := open(t, dir)
	db.batch = 40
	if bulk {
		db.bulk = 0
	}
	ctx, cancel := context.WithCancel(context.Background())
	var seen []Progress
	im, err := db.Import(ctx, corpus(t, 3*db.batch), t0, func(p Progress) {
		seen = append(seen, p)
		cancel()
	})
	if err != nil {
		t.Fatal(err)
	}
	if !im.Canceled || im.Added != db.batch || len(seen) != 1 || seen[0].Read <= 0 || seen[0].Read >= seen[0].Total {
		t.Fatalf("%+v, progress %+v", im, seen)
	}
	if n, _ := db.Count(context.Background(), Query{}); n != db.batch || len(libraryGames(t, dir)) != db.batch {
		t.Fatalf("%d indexed, %d games in the files", n, len(libraryGames(t, dir)))
	}
	if runs, _ := countRows(t, db); bulk != (runs == 1) {
		t.Errorf("bulk %v: %d runs", bulk, runs)
	}
	checkExplore(t, db, dir, rules.StartPosition())
}

func TestOpenSkipsAnUnchangedFolder(t *testing.T) {
	dir := t.TempDir()
	db, _ := open(t, dir)
	im, err := db.Import(context.Background(), corpus(t, 5), t0, nil)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	gd := filepath.Join(dir, gamesDir)
	old := time.Now().Add(-time.Hour)
	os.Chtimes(gd, old, old) // a folder time not as recent as a second
	db, rep := open(t, dir)  // trusts it now
	db.Close()
	// Rewritten in place, the folder's time kept: not read again.
	changed := filepath.Join(gd, im.IDs[0]+pgnExt)
	b, _ := os.ReadFile(changed)
	os.WriteFile(changed, append([]byte("[Opening \"Qqzz\"]\n"), b...), 0o644)
	os.Chtimes(gd, old, old)
	db, rep = open(t, dir)
	if rep.Indexed != 0 {
		t.Fatalf("an unchanged folder read again: %+v", rep)
	}
	db.Close()
	// Any record added: the folder is read, the rewritten one caught too.
	os.WriteFile(filepath.Join(gd, "20300101-000000-000000.pgn"), corpus(t, 1), 0o644)
	db, rep = open(t, dir)
	if rep.Indexed != 2 {
		t.Fatalf("a changed folder: %+v", rep)
	}
	if rows, _ := db.List(context.Background(), Query{Text: "qqzz"}); len(rows) != 1 {
		t.Fatalf("%+v", rows)
	}
}

// TestTallyFollowsTheGames: the tally the triggers keep agrees with the
// games after an import of games against the computer at three levels
// and imported ones, a record deleted by hand, one changed (its level
// and result) and a rebuild.
func TestTallyFollowsTheGames(t *testing.T) {
	dir := t.TempDir()
	db, _ := open(t, dir)
	db.collect = noCollections // one game's file changed by hand
	base := masterGames(t)
	var buf bytes.Buffer
	results := []string{"1-0", "1/2-1/2", "0-1"}
	for i := range 40 {
		g := *base[i%len(base)]
		g.Tags = append([]record.Tag(nil), g.Tags...)
		g.SetTag("Red", fmt.Sprintf("%s %d", g.Tag("Red"), i))
		g.SetTag("Result", results[i%3])
		if i%4 != 0 {
			g.SetTag("Computer", []string{"Red", "Black"}[i%2])
			g.SetTag("Level", []string{"easy", "hard", "level 3"}[i%3])
		}
		if err := record.Write(&buf, &g, rules.ICCS); err != nil {
			t.Fatal(err)
		}
	}
	im, err := db.Import(context.Background(), buf.Bytes(), t0, nil)
	if err != nil || im.Added != 40 {
		t.Fatalf("import %+v, %v", im, err)
	}
	checkTally(t, db)
	if ts, _ := db.StatsByLevel(context.Background(), Query{}); len(ts) != 3 {
		t.Fatalf("tally per level %+v, want three levels", ts)
	}
	db.Close()
	gd := filepath.Join(dir, gamesDir)
	os.Remove(filepath.Join(gd, im.IDs[1]+pgnExt))
	changed := filepath.Join(gd, im.IDs[2]+pgnExt)
	b, _ := os.ReadFile(changed)
	b = bytes.Replace(b, []byte(`[Level "level 3"]`), []byte(`[Level "master"]`), 1)
	os.WriteFile(changed, b, 0o644)
	db, _ = open(t, dir)
	checkTally(t, db)
	if n, _ := db.Count(context.Background(), Query{Kinds: []Kind{KindComputer}}); n != 29 {
		t.Fatalf("%d games against the computer, want 29", n)
	}
	if _, err := db.Rebuild(context.Background()); err != nil {
		t.Fatal(err)
	}
	checkTally(t, db)
}

// TestMemoryExploreAgreesWithDB: the browser's index in memory answers
// the explorer as the SQLite index does, from the same records.
func TestMemoryExploreAgreesWithDB(t *testing.T) {
	dir := t.TempDir()
	db, _ := open(t, dir)
	if _, err := db.Import(context.Background(), corpus(t, 200), t0, nil); err != nil {
		t.Fatal(err)
	}
	mem := NewMemory()
	games := libraryGames(t, dir)
	for _, cg := range games {
		mem.Put(cg.ID, cg.Game)
	}
	explored := 0
	for _, p := range samplePositions(t, 15) {
		want, err := db.Explore(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		got := mem.Explore(p)
		if !slices.Equal(got, want) {
			t.Fatalf("%s: memory %+v, db %+v", p.FEN(), got, want)
		}
		explored += len(got)
	}
	if explored == 0 {
		t.Fatal("no moves explored over the sample")
	}
	// A record removed leaves the counts.
	before := mem.Explore(rules.StartPosition())
	mem.Remove(games[0].ID)
	after := mem.Explore(rules.StartPosition())
	sum := func(ss []MoveStat) (n int) {
		for _, s := range ss {
			n += s.Games
		}
		return n
	}
	if sum(after) != sum(before)-1 {
		t.Fatalf("after a remove the start counts %d games, before %d", sum(after), sum(before))
	}
}

// TestNewestReadsItsIndex (issue 52): the Newest order (the games played
// here first) reads games_newest in order, not a sort of every game, and
// an index made before it gets it when opened.
func TestNewestReadsItsIndex(t *testing.T) {
	dir := t.TempDir()
	db, _ := open(t, dir)
	if _, err := db.sql.Exec(`DROP INDEX games_newest`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	db, _ = open(t, dir)
	for _, q := range []Query{{}, {Reverse: true}} {
		rows, err := db.sql.Query(`EXPLAIN QUERY PLAN SELECT id FROM games` + q.order() + ` LIMIT 10`)
		if err != nil {
			t.Fatal(err)
		}
		var plan []string
		for rows.Next() {
			var id, parent, unused int
			var detail string
			if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
				t.Fatal(err)
			}
			plan = append(plan, detail)
		}
		rows.Close()
		if p := strings.Join(plan, "; "); !strings.Contains(p, "games_newest") || strings.Contains(p, "TEMP B-TREE") {
			t.Errorf("reverse %v: %s", q.Reverse, p)
		}
	}
}
