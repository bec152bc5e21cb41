//go:build !js

package gamedb

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"testing"
	"time"

	"xiangqi/rules"
)

const killChildEnv = "GAMEDB_KILL_CHILD_DIR"

// killBatch is the child's batch: small, so that the test is quick, the
// race detector's build too.
const killBatch = 50

// TestKillChild is the child of TestKilledImportStaysConsistent: it
// imports a big text into the folder its parent names, telling each
// batch, until it is killed.
func TestKillChild(t *testing.T) {
	dir := os.Getenv(killChildEnv)
	if dir == "" {
		t.Skip("run by TestKilledImportStaysConsistent")
	}
	db, _, err := Open(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	db.batch = killBatch
	db.bulk = 0 // the explorer's rows into a run, as a big import's: written at the end, so a kill leaves them to Open
	text := corpus(t, 8*killBatch)
	fmt.Println("ready")
	db.Import(context.Background(), text, t0, func(p Progress) { fmt.Println("batch", p.Added) })
	fmt.Println("done")
}

func TestKilledImportStaysConsistent(t *testing.T) {
	masterGames(t) // the child's corpus: without them it skips, and no batch comes
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestKillChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), killChildEnv+"="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(out)
	batches := 0
	for sc.Scan() && batches < 2 {
		if len(sc.Text()) > 5 && sc.Text()[:5] == "batch" {
			batches++
		}
	}
	// Mid-way through the third batch: files written, not all indexed.
	time.Sleep(5 * time.Millisecond)
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	if batches < 2 {
		t.Fatalf("the child ended after %d batches", batches)
	}
	files := len(libraryGames(t, dir)) // the games in the records, in collections of killBatch
	db, rep := open(t, dir)
	db.batch = killBatch
	n, err := db.Count(context.Background(), Query{})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("killed after %d batches: %d records, %d indexed, report %+v", batches, files, n, rep)
	if n != files || files < 2*killBatch || files >= 8*killBatch || len(rep.Damaged) > 0 {
		t.Fatalf("%d records, %d indexed, report %+v", files, n, rep)
	}
	checkExplore(t, db, dir, rules.StartPosition())
	// And the import run again adds exactly what the kill left out.
	im, err := db.Import(context.Background(), corpus(t, 8*killBatch), t0.Add(time.Hour), nil)
	if err != nil || im.Added+im.Duplicates != 8*killBatch || im.Duplicates != files {
		t.Fatalf("import again: %+v %v", im.Progress, err)
	}
}
