package record

import (
	"errors"
	"reflect"
	"testing"

	"xiangqi/rules"
)

func TestTags(t *testing.T) {
	g := &Game{Start: rules.StartPosition()}
	if g.Tag("Event") != "" || g.Result() != "*" {
		t.Fatalf("empty game: Tag %q, Result %q", g.Tag("Event"), g.Result())
	}
	g.SetTag("Event", "a")
	g.SetTag("Red", "r")
	g.SetTag("event", "b") // replaces in place, in any case
	g.SetTag("Result", "0-1")
	want := []Tag{{"event", "b"}, {"Red", "r"}, {"Result", "0-1"}}
	if !reflect.DeepEqual(g.Tags, want) {
		t.Errorf("tags %q, want %q", g.Tags, want)
	}
	if g.Tag("EVENT") != "b" || g.Tag("result") != "0-1" || g.Result() != "0-1" {
		t.Errorf("Tag(EVENT) %q, Result() %q", g.Tag("EVENT"), g.Result())
	}
	for value, want := range map[string]string{
		"1-0": "1-0", " 0-1 ": "0-1", "1/2-1/2": "1/2-1/2", "½-½": "1/2-1/2", "*": "*", "": "*", "red wins": "*",
	} {
		g.SetTag("Result", value)
		if got := g.Result(); got != want {
			t.Errorf("Result tag %q: Result() %q, want %q", value, got, want)
		}
	}
}

func TestFinal(t *testing.T) {
	start := rules.StartPosition()
	g := &Game{Start: start, Moves: mustMoves(t, start, "h2e2 h9g7 h0g2")}
	final := g.Final()
	if got, want := final.FEN(), "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 3 2"; got != want {
		t.Errorf("Final %s, want %s", got, want)
	}
	if g.Start.FEN() != rules.StartFEN {
		t.Errorf("Final changed Start")
	}
}

func TestResultOf(t *testing.T) {
	cases := map[rules.Status]string{
		{}: "*",
		{Result: rules.RedWins, Reason: rules.Checkmate}:        "1-0",
		{Result: rules.BlackWins, Reason: rules.PerpetualCheck}: "0-1",
		{Result: rules.Draw, Reason: rules.Repetition}:          "1/2-1/2",
	}
	for st, want := range cases {
		if got := ResultOf(st); got != want {
			t.Errorf("ResultOf(%v) = %q, want %q", st, got, want)
		}
	}
}

func TestErrorText(t *testing.T) {
	inner := errors.New("车二进十 is not a legal move")
	e := &Error{Game: 3, Move: 17, Text: "车二进十", Err: inner}
	if got := e.Error(); got != "game 3, move 17: 车二进十 is not a legal move" {
		t.Errorf("Error() = %q", got)
	}
	if !errors.Is(e, inner) {
		t.Errorf("errors.Is fails")
	}
	e = &Error{Game: 2, Text: "x", Err: errors.New("bad FEN tag: FEN is empty")}
	if got := e.Error(); got != "game 2: bad FEN tag: FEN is empty" {
		t.Errorf("Error() = %q", got)
	}
	if got := (&Error{Game: 1, Text: "plain"}).Error(); got != "game 1: plain" {
		t.Errorf("Error() without Err = %q", got)
	}
}

func TestNotationNames(t *testing.T) {
	want := map[rules.Notation]string{
		rules.ICCS: "iccs", rules.WXF: "wxf", rules.Chinese: "chinese",
		rules.ChineseTraditional: "chinese-traditional", rules.Vietnamese: "vietnamese",
	}
	for n, name := range want {
		if got := NotationName(n); got != name {
			t.Errorf("NotationName(%d) = %q, want %q", n, got, name)
		}
		if got, err := ParseNotationName(name); err != nil || got != n {
			t.Errorf("ParseNotationName(%q) = %d, %v", name, got, err)
		}
	}
	for s, n := range map[string]rules.Notation{"ICCS": rules.ICCS, "WXF": rules.WXF, " Chinese ": rules.Chinese, "Vietnamese": rules.Vietnamese} {
		if got, err := ParseNotationName(s); err != nil || got != n {
			t.Errorf("ParseNotationName(%q) = %d, %v", s, got, err)
		}
	}
	if _, err := ParseNotationName("pinyin"); err == nil || err.Error() != `unknown notation "pinyin" (want iccs, wxf, chinese, chinese-traditional or vietnamese)` {
		t.Errorf("ParseNotationName(pinyin) error %v", err)
	}
	if got := NotationName(9); got != "notation(9)" {
		t.Errorf("NotationName(9) = %q", got)
	}
}
