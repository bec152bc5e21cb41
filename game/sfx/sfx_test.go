package sfx

import (
	"bytes"
	"encoding/binary"
	"math"
	"testing"
	"time"
)

// TestForMove: the end of the game sounds above a check, a check above a
// capture (a capture that checks is heard as a check), a capture above a
// plain move.
func TestForMove(t *testing.T) {
	for _, tc := range []struct {
		over, check, capture bool
		want                 Sound
	}{
		{false, false, false, Move},
		{false, false, true, Capture},
		{false, true, false, Check},
		{false, true, true, Check},
		{true, false, false, End},
		{true, true, false, End},
		{true, false, true, End},
		{true, true, true, End},
	} {
		if got := ForMove(tc.over, tc.check, tc.capture); got != tc.want {
			t.Errorf("ForMove(over %v, check %v, capture %v) = %d, want %d", tc.over, tc.check, tc.capture, got, tc.want)
		}
	}
}

// duration is how long samples last.
func duration(pcm []byte) time.Duration {
	return time.Duration(len(pcm)/2) * time.Second / SampleRate
}

// peak is the loudest sample of pcm, 0…1.
func peak(pcm []byte) float64 {
	p := 0.0
	for i := 0; i+1 < len(pcm); i += 2 {
		p = math.Max(p, math.Abs(float64(int16(binary.LittleEndian.Uint16(pcm[i:])))/32768))
	}
	return p
}

// TestEachEventItsOwnSound: a move, a capture, a check, the end and the
// clock's warning each pick their own sound, and the sounds differ as a
// player hears them, not only in their bytes: each lasts at least 20 ms
// more or less than every other, none is silent or clipped, and the
// clock's tick, sounded once a second, is over well before the next.
func TestEachEventItsOwnSound(t *testing.T) {
	events := map[string]Sound{
		"move":    ForMove(false, false, false),
		"capture": ForMove(false, false, true),
		"check":   ForMove(false, true, false),
		"end":     ForMove(true, false, false),
		"clock":   Clock,
		"period":  Countdown,
	}
	seen := map[Sound]string{}
	pcm := map[string][]byte{}
	for name, s := range events {
		if other, dup := seen[s]; dup {
			t.Errorf("%s and %s make the same sound %d", name, other, s)
		}
		seen[s] = name
		pcm[name] = Synth(s)
		if p := peak(pcm[name]); p < 0.1 || p > 0.99 {
			t.Errorf("%s: peak %.2f", name, p)
		}
	}
	if len(seen) != int(NumSounds) {
		t.Errorf("%d events for %d sounds", len(seen), NumSounds)
	}
	for a, pa := range pcm {
		for b, pb := range pcm {
			if a >= b {
				continue
			}
			if bytes.Equal(pa, pb) {
				t.Errorf("%s and %s have the same samples", a, b)
			}
			if d := duration(pa) - duration(pb); d.Abs() < 20*time.Millisecond {
				t.Errorf("%s (%v) and %s (%v) last nearly as long", a, duration(pa), b, duration(pb))
			}
		}
	}
	for _, tick := range []string{"clock", "period"} {
		if d := duration(pcm[tick]); d > 200*time.Millisecond {
			t.Errorf("the %s's tick lasts %v", tick, d)
		}
	}
	if got := Synth(NumSounds); len(got) != 0 {
		t.Errorf("an unknown sound has %d bytes", len(got))
	}
}
