// Package assets embeds the files the game ships: font subsets made by
// scripts/make-fonts.sh from the message table, with their licences.
package assets

import _ "embed"

// Fonts. Each is a subset; see fonts/LICENSE-*.txt for their licences
// (SIL Open Font License 1.1 for Noto CJK, the Bitstream Vera/DejaVu licence
// for DejaVu Sans).
var (
	//go:embed fonts/DejaVuSans-subset.ttf
	LatinFont []byte
	//go:embed fonts/NotoSansCJKsc-subset.otf
	CJKFont []byte
	//go:embed fonts/NotoSerifCJKtc-Bold-subset.otf
	PieceFont []byte
)
