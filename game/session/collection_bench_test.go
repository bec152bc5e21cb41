package session

import (
	"testing"
)

// BenchmarkCollection: one game of a collection of 500 (an import's
// part) read, written again and removed, which reads the collection's
// text and writes it again, the others' bytes as they were (the record
// screen's Delete). Measured here, medians of 3: Get 0.78 ms, Put 5.9 ms,
// Delete 13.3 ms; reading and writing every game of the collection
// instead took 23, 46 and 51 ms.
func BenchmarkCollection(b *testing.B) {
	const cid = "20261130-100000-000005"
	for _, op := range []string{"Get", "Put", "Delete"} {
		b.Run(op, func(b *testing.B) {
			lib := Library{Dir: b.TempDir()}
			ids := putCollection(b, lib, cid, 500)
			g, err := lib.Get(ids[250])
			if err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				switch op {
				case "Get":
					_, err = lib.Get(ids[250])
				case "Put":
					err = lib.Put(ids[250], g)
				case "Delete":
					b.StopTimer()
					putCollection(b, lib, cid, 500)
					b.StartTimer()
					err = lib.Delete(ids[250])
				}
				if err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
