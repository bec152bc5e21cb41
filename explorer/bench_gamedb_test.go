//go:build !js

package explorer

import (
	"bytes"
	"context"
	"runtime"
	"testing"
	"time"

	"xiangqi/gamedb"
	"xiangqi/record"
	"xiangqi/rules"
)

// BenchmarkGamedbImport is the other way to index the masters: a gamedb
// index in a folder of its own (a PGN file a game, as gamedb keeps them),
// for the comparison with BenchmarkBuild. It reports the folder's size.
func BenchmarkGamedbImport(b *testing.B) {
	var buf bytes.Buffer
	for _, g := range masters(b) {
		if err := record.Write(&buf, g, rules.ICCS); err != nil {
			b.Fatal(err)
		}
	}
	text := buf.Bytes()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for range b.N {
		b.StopTimer()
		dir := b.TempDir()
		db, _, err := gamedb.Open(context.Background(), dir)
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		im, err := db.Import(context.Background(), text, time.Now(), nil)
		if err != nil || im.Added+im.Duplicates != 2516 { // 110 games are in both collections or twice in one
			b.Fatal(err, im.Added, im.Duplicates)
		}
		db.Close()
	}
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(after.TotalAlloc-before.TotalAlloc)/float64(b.N)/1e6, "MB-alloc/op")
}
