package game

import (
	"image/color"

	"xiangqi/game/session"
	"xiangqi/rules"
)

// boardStyle is how the boards and pieces look: the piece set and the
// theme, both the player's choice in Settings.
type boardStyle struct {
	set   session.PieceSet
	theme session.BoardTheme
}

// style is the player's board style.
func (p *prefs) style() boardStyle {
	return boardStyle{set: p.pieceSet(), theme: p.settings.Theme}
}

// pieceSet is the pieces' set, in range.
func (p *prefs) pieceSet() session.PieceSet {
	if s := p.settings.Pieces; s.Valid() {
		return s
	}
	return session.PiecesTraditional
}

// themeColors are a theme's colours: the board, its lines, and each
// side's pieces.
type themeColors struct {
	board, edge, line color.RGBA
	lineWidth         float64 // the lines' width, times the wood's
	pieces            [2]pieceColors
}

// pieceColors are one side's pieces: the disc, its rim, and the
// character with the ring around it.
type pieceColors struct {
	face, rim, ink color.RGBA
	rimWidth       float64 // of the radius
}

// themes are indexed by session.BoardTheme. Wood: ivory pieces with red
// and black characters, told apart by hue. High contrast: Red's pieces
// light with dark red characters, Black's dark with white ones, so that
// the sides differ in lightness for any colour vision (and in greyscale),
// on a pale board with heavy black lines.
var themes = [session.NumThemes]themeColors{
	session.ThemeWood: {
		board: colBoard, edge: colBoardEdge, line: colLine, lineWidth: 1,
		pieces: [2]pieceColors{
			rules.Red:   {face: colIvory, rim: colIvoryEdge, ink: colRedPiece, rimWidth: 0.07},
			rules.Black: {face: colIvory, rim: colIvoryEdge, ink: colBlackPiece, rimWidth: 0.07},
		},
	},
	session.ThemeContrast: {
		board:     color.RGBA{0xf2, 0xec, 0xdc, 0xff},
		edge:      color.RGBA{0x26, 0x26, 0x26, 0xff},
		line:      color.RGBA{0x00, 0x00, 0x00, 0xff},
		lineWidth: 1.5,
		pieces: [2]pieceColors{
			rules.Red:   {face: color.RGBA{0xff, 0xff, 0xff, 0xff}, rim: color.RGBA{0x8e, 0x00, 0x00, 0xff}, ink: color.RGBA{0x9e, 0x00, 0x00, 0xff}, rimWidth: 0.13},
			rules.Black: {face: color.RGBA{0x14, 0x14, 0x14, 0xff}, rim: color.RGBA{0x00, 0x00, 0x00, 0xff}, ink: color.RGBA{0xff, 0xff, 0xff, 0xff}, rimWidth: 0.07},
		},
	},
}

// colors are the style's theme's colours.
func (st boardStyle) colors() *themeColors {
	if st.theme >= 0 && st.theme < session.NumThemes {
		return &themes[st.theme]
	}
	return &themes[session.ThemeWood]
}

// glyph is what is written on pc.
func (st boardStyle) glyph(pc rules.Piece) string { return st.set.Set().Glyphs[pc] }

// river is written across the river, left and right.
func (st boardStyle) river() (left, right string) {
	r := &st.set.Set().River
	return r[0], r[1]
}

// numerals are the file numbers of Red's and Black's side: Chinese
// numerals for Red with Chinese pieces, digits with letters.
func (st boardStyle) numerals() (red, black [9]string) {
	n := &st.set.Set().Numerals
	return n[rules.Red], n[rules.Black]
}
