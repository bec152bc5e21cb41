package geom

import "testing"

// TestStepsRow: the steps at most StepDP wide, the words sharing the
// rest, every button gap apart and the row filled to its end.
func TestStepsRow(t *testing.T) {
	r := Rect{X: 6, Y: 10, W: 348, H: 56}
	rs := StepsRow(r, 4, 2, 6, 1)
	if len(rs) != 6 {
		t.Fatalf("%d rects", len(rs))
	}
	for i, x := range rs[:4] {
		if x.W != StepDP {
			t.Fatalf("step %d is %.1f wide, want %d", i, x.W, StepDP)
		}
	}
	// 348 less four steps of 40 and five gaps of 6: 158 for two words.
	if rs[4].W != 79 || rs[5].W != 79 || rs[5].X+rs[5].W != r.X+r.W {
		t.Fatalf("words %+v %+v", rs[4], rs[5])
	}
	for i := 1; i < len(rs); i++ {
		if gap := rs[i].X - (rs[i-1].X + rs[i-1].W); gap != 6 {
			t.Fatalf("gap %.1f before rect %d", gap, i)
		}
	}
	// A row too narrow for StepDP steps shares it equally.
	if rs := StepsRow(Rect{W: 120}, 2, 1, 0, 1); rs[0].W != 40 || rs[2].W != 40 {
		t.Fatalf("narrow row %+v", rs)
	}
	if rs := StepsRow(Rect{W: 90}, 2, 1, 0, 1); rs[0].W != 30 || rs[2].W != 30 {
		t.Fatalf("narrower row %+v", rs)
	}
}
