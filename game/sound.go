package game

import (
	"bytes"
	"math"
	"sync"

	"github.com/ebitengine/oto/v3"
)

// sound is one of the game's short sounds.
type sound int

const (
	soundMove sound = iota
	soundCapture
	soundCheck
	soundEnd
	soundClock // a clock's last seconds: one short high tick a second
	numSounds
)

const sampleRate = 44100

// soundPlayer plays the sounds, synthesised once in code. It talks to oto
// (the audio library under Ebitengine's own audio package) directly,
// because ebiten/audio ends the whole game with an error when the machine
// has no audio device; here a missing device only means silence.
type soundPlayer struct {
	once    sync.Once
	ctx     *oto.Context
	ready   chan struct{}
	pcm     [numSounds][]byte
	playing []*oto.Player // kept until finished so they are not collected
}

// play starts s; it never blocks and never fails loudly.
func (sp *soundPlayer) play(s sound) {
	sp.once.Do(sp.init)
	if sp.ctx == nil {
		return
	}
	select {
	case <-sp.ready:
	default:
		return // the device is still opening: skip this sound
	}
	if sp.ctx.Err() != nil {
		return
	}
	kept := sp.playing[:0]
	for _, p := range sp.playing {
		if p.IsPlaying() {
			kept = append(kept, p)
		}
	}
	p := sp.ctx.NewPlayer(bytes.NewReader(sp.pcm[s]))
	p.Play()
	sp.playing = append(kept, p)
}

func (sp *soundPlayer) init() {
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate: sampleRate, ChannelCount: 1, Format: oto.FormatSignedInt16LE,
	})
	if err != nil {
		return
	}
	sp.ctx, sp.ready = ctx, ready
	for s := range numSounds {
		sp.pcm[s] = synth(s)
	}
}

// suspend and resume follow the app's pause on phones.
func (sp *soundPlayer) suspend() {
	if sp.ctx != nil {
		_ = sp.ctx.Suspend()
	}
}

func (sp *soundPlayer) resume() {
	if sp.ctx != nil {
		_ = sp.ctx.Resume()
	}
}

// synth makes the samples of s: a wooden knock for a move, a heavier double
// knock for a capture, two rising tones for check, a short arpeggio for
// the end of the game, a short high tick for a clock's last seconds.
func synth(s sound) []byte {
	var buf []float64
	switch s {
	case soundMove:
		buf = knock(nil, 0, 0.09, 820, 0.6)
	case soundCapture:
		buf = knock(nil, 0, 0.16, 560, 0.7)
		buf = knock(buf, 0.035, 0.12, 1150, 0.45)
	case soundCheck:
		buf = tone(nil, 0, 0.11, 880, 0.35)
		buf = tone(buf, 0.12, 0.16, 1175, 0.35)
	case soundEnd:
		for i, f := range []float64{523.25, 659.25, 783.99, 1046.5} {
			buf = tone(buf, float64(i)*0.11, 0.22, f, 0.28)
		}
	case soundClock:
		buf = tone(nil, 0, 0.06, 1760, 0.3)
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
	if n := int(t * sampleRate); n > len(buf) {
		buf = append(buf, make([]float64, n-len(buf))...)
	}
	return buf
}

// knock adds a struck-wood sound: a fast-decaying tone with its octave and
// a burst of noise at the start.
func knock(buf []float64, at, dur, freq, amp float64) []float64 {
	buf = grow(buf, at+dur)
	seed := uint32(12345)
	start := int(at * sampleRate)
	for i := 0; i < int(dur*sampleRate); i++ {
		t := float64(i) / sampleRate
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
	start := int(at * sampleRate)
	for i := 0; i < int(dur*sampleRate); i++ {
		t := float64(i) / sampleRate
		env := math.Min(1, t/0.008) * math.Exp(-t/(dur/2.5))
		buf[start+i] += amp * env * (math.Sin(2*math.Pi*freq*t) + 0.2*math.Sin(4*math.Pi*freq*t))
	}
	return buf
}
