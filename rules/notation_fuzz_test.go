package rules

import "testing"

// FuzzReadMove: whatever the text, ReadMove does not panic, leaves the
// position as it was, and returns only legal moves, each with a non-empty
// error otherwise. The seeds are in testdata/fuzz/FuzzReadMove.
func FuzzReadMove(f *testing.F) {
	var positions []Position
	for _, fen := range []string{StartFEN, blackAfterC2e5, twoChariots, twoCannonsB, fourSoldiers, fiveSoldiersB, twoFiles, twoFilesB, twoAdvisors} {
		positions = append(positions, mustFEN(f, fen))
	}
	f.Fuzz(func(t *testing.T, s string) {
		for i := range positions {
			p := positions[i]
			m, err := p.ReadMove(s)
			if p != positions[i] {
				t.Fatalf("%s: ReadMove(%q) changed the position to %s", positions[i].FEN(), s, p.FEN())
			}
			if err != nil {
				if m != NoMove || err.Error() == "" {
					t.Fatalf("%s: ReadMove(%q) = %v with error %q", p.FEN(), s, m, err)
				}
				continue
			}
			if !p.IsLegal(m) {
				t.Fatalf("%s: ReadMove(%q) = %v, not a legal move", p.FEN(), s, m)
			}
		}
	})
}
