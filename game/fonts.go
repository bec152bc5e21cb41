package game

import (
	"bytes"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"xiangqi/assets"
)

// fonts holds the parsed embedded font subsets and the faces made from
// them, cached by size because the layout asks for the same few sizes on
// every redraw.
type fonts struct {
	latin, cjk, piece *text.GoTextFaceSource
	ui                map[float64]text.Face
	pieces            map[float64]text.Face
}

func loadFonts() (*fonts, error) {
	var f fonts
	var err error
	for _, x := range []struct {
		dst  **text.GoTextFaceSource
		data []byte
		name string
	}{{&f.latin, assets.LatinFont, "latin"}, {&f.cjk, assets.CJKFont, "cjk"}, {&f.piece, assets.PieceFont, "piece"}} {
		if *x.dst, err = text.NewGoTextFaceSource(bytes.NewReader(x.data)); err != nil {
			return nil, fmt.Errorf("font %s: %w", x.name, err)
		}
	}
	f.ui = map[float64]text.Face{}
	f.pieces = map[float64]text.Face{}
	return &f, nil
}

// UI returns the interface face of size px: Latin (with Vietnamese) first,
// Chinese for what the Latin font lacks.
func (f *fonts) UI(px float64) text.Face {
	px = float64(int(px + 0.5))
	if face, ok := f.ui[px]; ok {
		return face
	}
	mf, err := text.NewMultiFace(&text.GoTextFace{Source: f.latin, Size: px}, &text.GoTextFace{Source: f.cjk, Size: px})
	var face text.Face = mf
	if err != nil { // only for an empty list; keep the Latin face
		face = &text.GoTextFace{Source: f.latin, Size: px}
	}
	f.ui[px] = face
	return face
}

// Piece returns the serif face of the pieces, river and numerals.
func (f *fonts) Piece(px float64) text.Face {
	px = float64(int(px + 0.5))
	if face, ok := f.pieces[px]; ok {
		return face
	}
	mf, err := text.NewMultiFace(&text.GoTextFace{Source: f.piece, Size: px}, &text.GoTextFace{Source: f.latin, Size: px})
	var face text.Face = mf
	if err != nil {
		face = &text.GoTextFace{Source: f.piece, Size: px}
	}
	f.pieces[px] = face
	return face
}
