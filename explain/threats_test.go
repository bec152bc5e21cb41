package explain

import (
	"testing"

	"xiangqi/rules"
)

// TestThreats: what the side not to move would do, the most serious
// first.
func TestThreats(t *testing.T) {
	redHorse := piece(rules.Red, rules.Horse)
	t.Run("a hanging horse, then one check", func(t *testing.T) {
		ts := Threats(board(t, "w", "Kd0", "ke9", "Nc3", "rc7"), MaxThreats)
		if len(ts) == 0 || ts[0].Move != move(t, "c7c3") || ts[0].Kind != ThreatMaterial || ts[0].Piece != redHorse || ts[0].Gain != 40 {
			t.Fatalf("threats %+v, want c7c3 taking the horse first", ts)
		}
		checks := 0
		for _, th := range ts[1:] {
			if th.Kind != ThreatCheck {
				t.Errorf("threat %+v after the capture, want only a check", th)
			}
			checks++
		}
		if checks != 1 {
			t.Errorf("%d checks listed, want 1 (the chariot has several)", checks)
		}
	})
	t.Run("a defended horse is no threat", func(t *testing.T) {
		for _, th := range Threats(board(t, "w", "Kd0", "ke9", "Nc3", "Rc0", "rc7"), MaxThreats) {
			if th.Kind == ThreatMaterial {
				t.Errorf("threat %+v, but the chariot defends the horse", th)
			}
		}
	})
	t.Run("mate first, then material", func(t *testing.T) {
		ts := Threats(board(t, "w", "Ke0", "kd9", "ra1", "rb9", "Na5"), MaxThreats)
		if len(ts) < 2 {
			t.Fatalf("threats %+v, want a mate and a capture", ts)
		}
		if ts[0].Kind != ThreatMate || ts[0].Move != move(t, "b9b0") {
			t.Errorf("first threat %+v, want the mate b9b0", ts[0])
		}
		if ts[1].Kind != ThreatMaterial || ts[1].Move != move(t, "a1a5") {
			t.Errorf("second threat %+v, want a1a5 taking the horse", ts[1])
		}
	})
	t.Run("none in the start position", func(t *testing.T) {
		if ts := Threats(rules.StartPosition(), MaxThreats); len(ts) != 0 {
			t.Errorf("threats %+v in the start position", ts)
		}
	})
	t.Run("none while in check", func(t *testing.T) {
		if ts := Threats(board(t, "w", "Kd0", "kf9", "rd5", "Nc3"), MaxThreats); ts != nil {
			t.Errorf("threats %+v while in check", ts)
		}
	})
	t.Run("at most max, one per point", func(t *testing.T) {
		// Three hanging pieces, the chariot able to take two of them two
		// ways: two threats asked, two given, on different points.
		p := board(t, "w", "Kd0", "ke9", "Nc3", "Cc1", "Ba2", "rc7", "ra7")
		ts := Threats(p, 2)
		if len(ts) != 2 {
			t.Fatalf("threats %+v, want 2", ts)
		}
		if ts[0].Move.To() == ts[1].Move.To() {
			t.Errorf("two threats on one point: %+v", ts)
		}
		if ts[0].Gain < ts[1].Gain {
			t.Errorf("smaller gain first: %+v", ts)
		}
	})
}

func BenchmarkThreats(b *testing.B) {
	p, err := rules.ParseFEN("r1bakab1r/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 0 1")
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		Threats(p, MaxThreats)
	}
}

func BenchmarkExplain(b *testing.B) {
	p := rules.StartPosition()
	m, _ := rules.ParseMoveText("h2e2")
	for b.Loop() {
		Explain(p, m)
	}
}
