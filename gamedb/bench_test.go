package gamedb

import (
	"context"
	"testing"
	"time"
)

func BenchmarkImport2000(b *testing.B) {
	text := corpus(b, 2000)
	b.ResetTimer()
	for range b.N {
		b.StopTimer()
		dir := b.TempDir()
		db, _, err := Open(context.Background(), dir)
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		if _, err := db.Import(context.Background(), text, time.Now(), nil); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		db.Close()
	}
}
