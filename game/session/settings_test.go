package session

import (
	"strings"
	"testing"

	"xiangqi/game/pieceset"
	"xiangqi/rules"
)

func TestSeats(t *testing.T) {
	for _, c := range []struct {
		s        Settings
		computer [2]bool
		flipped  bool
	}{
		{Settings{Side: rules.Red}, computerBlack, false},
		{Settings{Side: rules.Black}, computerRed, true},
		{Settings{Side: rules.Black, TwoPlayers: true}, [2]bool{}, false},
	} {
		computer, flipped := c.s.Seats()
		if computer != c.computer || flipped != c.flipped {
			t.Errorf("%+v: computer %v flipped %v, want %v %v", c.s, computer, flipped, c.computer, c.flipped)
		}
	}
}

func TestSettingsChoices(t *testing.T) {
	s := DefaultSettings()
	if s.PlayAs() != PlayRed {
		t.Fatalf("default Play as %d", s.PlayAs())
	}
	for _, c := range []struct {
		i    int
		side rules.Color
		two  bool
	}{{PlayBlack, rules.Black, false}, {PlayTwo, rules.Black, true}, {PlayRed, rules.Red, false}, {PlayTwo, rules.Red, true}} {
		s.SetPlayAs(c.i)
		if s.PlayAs() != c.i || s.Side != c.side || s.TwoPlayers != c.two {
			t.Errorf("Play as %d: %d, side %v two %v", c.i, s.PlayAs(), s.Side, s.TwoPlayers)
		}
	}
	// Notation: "" then each of Notations; a place off the list changes
	// nothing.
	for i, want := range append([]string{""}, Notations...) {
		s.SetNotationIndex(i)
		if s.Notation != want || s.NotationIndex() != i {
			t.Errorf("notation %d: %q (index %d), want %q", i, s.Notation, s.NotationIndex(), want)
		}
	}
	s.SetNotationIndex(len(Notations) + 1)
	s.SetNotationIndex(-1)
	if s.Notation != Notations[len(Notations)-1] {
		t.Errorf("a notation off the list changed it to %q", s.Notation)
	}
}

func TestPieceSetsAndThemes(t *testing.T) {
	d := DefaultSettings()
	if d.Pieces != PiecesTraditional || d.Theme != ThemeWood || d.FaceToFace {
		t.Fatalf("defaults %+v", d)
	}
	for p := range NumPieceSets {
		got, err := ParsePieceSet(p.String())
		if err != nil || got != p {
			t.Errorf("%v: %v, %v", p, got, err)
		}
	}
	for th := range NumThemes {
		got, err := ParseBoardTheme(th.String())
		if err != nil || got != th {
			t.Errorf("%v: %v, %v", th, got, err)
		}
	}
	for _, bad := range []string{"", "Latin", "simple"} {
		if _, err := ParsePieceSet(bad); err == nil {
			t.Errorf("piece set %q accepted", bad)
		}
		if _, err := ParseBoardTheme(bad); err == nil {
			t.Errorf("theme %q accepted", bad)
		}
	}
	s := Settings{FaceToFace: true}
	if !s.FacesTopSide(false) || s.FacesTopSide(true) || (Settings{}).FacesTopSide(false) {
		t.Error("face to face: only in a game between two players, when chosen")
	}
}

func TestMoveNotation(t *testing.T) {
	for _, c := range []struct {
		notation, lang string
		pieces         PieceSet
		want           rules.Notation
	}{
		{"", "vi", PiecesTraditional, rules.Vietnamese},
		{"", "en", PiecesTraditional, rules.WXF},
		{"", "zh", PiecesTraditional, rules.ChineseTraditional},
		{"", "zh", PiecesSimplified, rules.Chinese},
		// Letters on the pieces: the move list uses the same letters
		// (issue 32: English with Vietnamese letters wrote H8+7 beside M).
		{"", "zh", PiecesWXF, rules.WXF},
		{"", "vi", PiecesWXF, rules.WXF},
		{"", "en", PiecesVietnamese, rules.Vietnamese},
		{"", "zh", PiecesVietnamese, rules.Vietnamese},
		{"wxf", "en", PiecesVietnamese, rules.WXF}, // a notation chosen stays
		{"wxf", "vi", PiecesTraditional, rules.WXF},
		{"chinese", "en", PiecesSimplified, rules.Chinese},
		{"chinese", "en", PiecesTraditional, rules.ChineseTraditional},
		{"chinese", "vi", PiecesVietnamese, rules.ChineseTraditional},
		{"vietnamese", "zh", PiecesTraditional, rules.Vietnamese},
		{"iccs", "vi", PiecesTraditional, rules.ICCS},
	} {
		s := Settings{Notation: c.notation, Pieces: c.pieces}
		if got := s.MoveNotation(c.lang); got != c.want {
			t.Errorf("notation %q lang %s pieces %v: %v, want %v", c.notation, c.lang, c.pieces, got, c.want)
		}
	}
}

// TestNotationMatchesPieceLetters: with a letter set on the pieces and the
// notation left to follow, every piece's move is written with the letter
// the board shows for it, in every language.
func TestNotationMatchesPieceLetters(t *testing.T) {
	start := rules.StartPosition()
	moves := map[rules.Kind]string{rules.General: "e0e1", rules.Advisor: "f0e1", rules.Elephant: "g0e2",
		rules.Horse: "h0g2", rules.Chariot: "i0i1", rules.Cannon: "h2e2", rules.Soldier: "g3g4"}
	letterSets := 0
	for _, id := range pieceset.All() {
		set := id.Set()
		if g := set.Glyphs[rules.MakePiece(rules.Red, rules.Horse)]; g == "" || g[0] >= 0x80 {
			continue // Chinese characters: the language decides
		}
		letterSets++
		for _, lang := range []string{"vi", "en", "zh"} {
			n := Settings{Pieces: id}.MoveNotation(lang)
			for k, text := range moves {
				m, err := rules.ParseMoveText(text)
				if err != nil {
					t.Fatal(err)
				}
				glyph := set.Glyphs[rules.MakePiece(rules.Red, k)]
				got := start.Notate(m, n)
				if !strings.HasPrefix(got, glyph) || len(got) < len(glyph)+1 || got[len(glyph)] < '1' || got[len(glyph)] > '9' {
					t.Errorf("%s pieces, %s: %s is written %q, the piece shows %q", id, lang, text, got, glyph)
				}
			}
		}
	}
	if letterSets != 2 {
		t.Errorf("%d letter sets found, want 2 (Vietnamese and WXF letters)", letterSets)
	}
}
