package game

import (
	"bytes"
	"sync"

	"github.com/ebitengine/oto/v3"

	"xiangqi/game/sfx"
)

// sound is one of the game's short sounds (package sfx: which event makes
// which, and their samples).
type sound = sfx.Sound

// soundOut is where the game's sounds go: the audio device (soundPlayer),
// or a test's recorder. Every sound reaches it through ctx.playSound, the
// one Sound switch.
type soundOut interface {
	play(s sound)
	suspend()
	resume()
}

// soundPlayer plays the sounds, synthesised once in code. It talks to oto
// (the audio library under Ebitengine's own audio package) directly,
// because ebiten/audio ends the whole game with an error when the machine
// has no audio device; here a missing device only means silence.
type soundPlayer struct {
	once    sync.Once
	ctx     *oto.Context
	ready   chan struct{}
	pcm     [sfx.NumSounds][]byte
	playing []*oto.Player // kept until finished so they are not collected
}

// play starts s; it never blocks and never fails loudly.
func (sp *soundPlayer) play(s sound) {
	sp.once.Do(sp.init)
	if sp.ctx == nil || s < 0 || s >= sfx.NumSounds {
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
		SampleRate: sfx.SampleRate, ChannelCount: 1, Format: oto.FormatSignedInt16LE,
	})
	if err != nil {
		return
	}
	sp.ctx, sp.ready = ctx, ready
	for s := range sfx.NumSounds {
		sp.pcm[s] = sfx.Synth(s)
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
