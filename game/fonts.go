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
	ui     []*text.GoTextFaceSource // assets.UIFonts, in their order
	latin  *text.GoTextFaceSource
	piece  *text.GoTextFaceSource
	uis    map[float64]text.Face
	pieces map[float64]text.Face
}

func loadFonts() (*fonts, error) {
	var f fonts
	for _, a := range assets.UIFonts() {
		src, err := text.NewGoTextFaceSource(bytes.NewReader(a.Data))
		if err != nil {
			return nil, fmt.Errorf("font %s: %w", a.Name, err)
		}
		f.ui = append(f.ui, src)
	}
	if len(f.ui) == 0 {
		return nil, fmt.Errorf("no interface font")
	}
	f.latin = f.ui[0]
	var err error
	if f.piece, err = text.NewGoTextFaceSource(bytes.NewReader(assets.PieceFont)); err != nil {
		return nil, fmt.Errorf("font piece: %w", err)
	}
	f.uis = map[float64]text.Face{}
	f.pieces = map[float64]text.Face{}
	return &f, nil
}

// facePx is the size of the face fonts.UI gives for px: whole pixels.
func facePx(px float64) float64 { return float64(int(px + 0.5)) }

// UI returns the interface face of size px: Latin (with Vietnamese) first,
// then the Chinese of the game's texts, then the broad Chinese subset for
// the names and comments of imported records. A character takes the first
// font that has it, so the game's own texts look as they always did.
func (f *fonts) UI(px float64) text.Face {
	px = facePx(px)
	if face, ok := f.uis[px]; ok {
		return face
	}
	faces := make([]text.Face, len(f.ui))
	for i, src := range f.ui {
		faces[i] = &text.GoTextFace{Source: src, Size: px}
	}
	mf, err := text.NewMultiFace(faces...)
	var face text.Face = mf
	if err != nil { // only for an empty list; keep the Latin face
		face = faces[0]
	}
	f.uis[px] = face
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
