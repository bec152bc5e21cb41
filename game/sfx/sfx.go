// Package sfx is the game's sounds without a window or an audio device:
// which sound each event of the board makes, and the samples of each,
// synthesised in code. The game plays them through its audio device
// (game/sound.go), behind its one Sound switch; here they are tested.
package sfx

import "math"

// Sound is one of the game's short sounds.
type Sound int

const (
	Move      Sound = iota // a move: a wooden knock
	Capture                // a capture: a heavier double knock
	Check                  // a check: two rising tones
	End                    // the game (or a puzzle, a lesson) over: an arpeggio
	Clock                  // a clock's last seconds: one short high tick a second
	Countdown              // a countdown period's last seconds: a shorter, lower tick a second
	NumSounds
)

// ForMove is the sound of a move just played: the end of the game above
// all, then a check, then a capture, else the knock of a move.
func ForMove(over, check, capture bool) Sound {
	switch {
	case over:
		return End
	case check:
		return Check
	case capture:
		return Capture
	}
	return Move
}

// SampleRate is the samples' rate: mono, signed 16-bit little-endian.
const SampleRate = 44100

// Synth makes the samples of s (none for an unknown sound): a wooden knock
// for a move, a heavier double knock for a capture, two rising tones for
// check, a short arpeggio for the end of the game, a short high tick for
// a clock's last seconds, and a shorter and lower one, a fifth down, for
// a countdown period's (the player hears which time is running out: a
// period, which the next move makes whole again, or the last of it).
func Synth(s Sound) []byte {
	var buf []float64
	switch s {
	case Move:
		buf = knock(nil, 0, 0.09, 820, 0.6)
	case Capture:
		buf = knock(nil, 0, 0.16, 560, 0.7)
		buf = knock(buf, 0.035, 0.12, 1150, 0.45)
	case Check:
		buf = tone(nil, 0, 0.11, 880, 0.35)
		buf = tone(buf, 0.12, 0.16, 1175, 0.35)
	case End:
		for i, f := range []float64{523.25, 659.25, 783.99, 1046.5} {
			buf = tone(buf, float64(i)*0.11, 0.22, f, 0.28)
		}
	case Clock:
		buf = tone(nil, 0, 0.06, 1760, 0.3)
	case Countdown:
		buf = tone(nil, 0, 0.03, 1174.66, 0.32)
	}
	out := make([]byte, 2*len(buf))
	for i, v := range buf {
		x := int16(math.Max(-1, math.Min(1, v)) * 32000)
		out[2*i], out[2*i+1] = byte(x), byte(uint16(x)>>8)
	}
	return out
}

// grow returns buf long enough for a sound ending at t seconds.
func grow(buf []float64, t float64) []float64 {
	if n := int(t * SampleRate); n > len(buf) {
		buf = append(buf, make([]float64, n-len(buf))...)
	}
	return buf
}

// knock adds a struck-wood sound: a fast-decaying tone with its octave and
// a burst of noise at the start.
func knock(buf []float64, at, dur, freq, amp float64) []float64 {
	buf = grow(buf, at+dur)
	seed := uint32(12345)
	start := int(at * SampleRate)
	for i := 0; i < int(dur*SampleRate); i++ {
		t := float64(i) / SampleRate
		seed = seed*1664525 + 1013904223
		noise := (float64(seed>>8)/float64(1<<24) - 0.5) * math.Exp(-t/0.004)
		v := math.Sin(2*math.Pi*freq*t) + 0.5*math.Sin(2*math.Pi*2.3*freq*t)
		buf[start+i] += amp * (0.7*v*math.Exp(-t/0.018) + 0.8*noise)
	}
	return buf
}

// tone adds a soft-edged sine tone.
func tone(buf []float64, at, dur, freq, amp float64) []float64 {
	buf = grow(buf, at+dur)
	start := int(at * SampleRate)
	for i := 0; i < int(dur*SampleRate); i++ {
		t := float64(i) / SampleRate
		env := math.Min(1, t/0.008) * math.Exp(-t/(dur/2.5))
		buf[start+i] += amp * env * (math.Sin(2*math.Pi*freq*t) + 0.2*math.Sin(4*math.Pi*freq*t))
	}
	return buf
}
