// Command font-cost measures what the interface fonts cost in memory: it
// parses them as the game does (with or without the broad Chinese subset),
// then draws pages of distinct GB2312 hanzi for some frames, printing the
// resident memory (VmRSS) and the Go heap after each step. It needs a
// display (xvfb-run); the figures in scripts/make-fonts.sh and
// assets/fonts/README.md come from it.
//
//	xvfb-run -a go run ./scripts/font-cost [-broad=false] [-frames 10] [-per 680]
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"log"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/text/encoding/simplifiedchinese"

	"xiangqi/assets"
)

func main() {
	broad := flag.Bool("broad", true, "load the broad Chinese subset (false: the fonts as before it)")
	frames := flag.Int("frames", 1, "frames to draw")
	per := flag.Int("per", 1000, "distinct characters drawn per frame, 40 a line")
	flag.Parse()
	report("start")
	t0 := time.Now()
	var faces []text.Face
	for _, a := range assets.UIFonts() {
		if a.Name == "cjk-broad" && !*broad {
			continue
		}
		src, err := text.NewGoTextFaceSource(bytes.NewReader(a.Data))
		if err != nil {
			log.Fatalf("font %s: %v", a.Name, err)
		}
		faces = append(faces, &text.GoTextFace{Source: src, Size: 16})
	}
	if _, err := text.NewGoTextFaceSource(bytes.NewReader(assets.PieceFont)); err != nil {
		log.Fatalf("font piece: %v", err)
	}
	fmt.Printf("fonts parsed in %v\n", time.Since(t0))
	report("fonts parsed")
	face, err := text.NewMultiFace(faces...)
	if err != nil {
		log.Fatal(err)
	}
	ebiten.SetWindowSize(360, 640)
	p := &pages{face: face, chars: hanzi(), frames: *frames, per: *per}
	if err := ebiten.RunGame(p); err != nil && !errors.Is(err, ebiten.Termination) {
		log.Fatal(err)
	}
}

// hanzi are GB2312's 6,763 hanzi (rows 16-87), decoded through HZ.
func hanzi() []rune {
	var hz bytes.Buffer
	hz.WriteString("~{")
	for a := byte(0x30); a <= 0x77; a++ {
		for b := byte(0x21); b <= 0x7e; b++ {
			hz.Write([]byte{a, b})
		}
	}
	hz.WriteString("~}")
	out, err := simplifiedchinese.HZGB2312.NewDecoder().Bytes(hz.Bytes())
	if err != nil {
		log.Fatal(err)
	}
	return []rune(strings.ReplaceAll(string(out), "\uFFFD", ""))
}

// report prints the resident memory and the Go heap after a collection.
func report(what string) {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	rss := "?"
	if b, err := os.ReadFile("/proc/self/status"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(l, "VmRSS:"); ok {
				rss = strings.TrimSpace(v)
			}
		}
	}
	fmt.Printf("%-18s RSS %s, heap in use %.1f MB\n", what, rss, float64(m.HeapInuse)/1e6)
}

// pages draws per distinct characters each frame, the next ones each
// time, for frames frames.
type pages struct {
	face        text.Face
	chars       []rune
	frame       int
	frames, per int
}

func (p *pages) Update() error {
	p.frame++
	if p.frame > p.frames {
		report(fmt.Sprintf("after %d frames", p.frames))
		return ebiten.Termination
	}
	return nil
}

func (p *pages) Draw(dst *ebiten.Image) {
	lo := (p.frame - 1) * p.per % len(p.chars)
	page := p.chars[lo:min(lo+p.per, len(p.chars))]
	for i := 0; i < len(page); i += 40 {
		op := &text.DrawOptions{}
		op.GeoM.Translate(0, float64(i/40)*18)
		text.Draw(dst, string(page[i:min(i+40, len(page))]), p.face, op)
	}
}

func (p *pages) Layout(int, int) (int, int) { return 720, 1280 }
