package puzzle

import (
	"strings"
	"testing"
)

func TestParseSource(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Source
	}{
		{"", Source{}},
		{"game|China Team Championship 1998|HU RongHua|XU TianHong|33", Source{Kind: MasterGame, Event: "China Team Championship 1998", Red: "HU RongHua", Black: "XU TianHong", Move: 33}},
		{"game||A|B|1", Source{Kind: MasterGame, Red: "A", Black: "B", Move: 1}},
		{"self|3|-2|1000003|50", Source{Kind: SelfPlay, RedLevel: 3, BlackLevel: -2, Seed: 1000003, Move: 50}},
	} {
		got, err := ParseSource(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParseSource(%q) = %+v, %v; want %+v", tc.in, got, err, tc.want)
		}
		if got.String() != tc.in {
			t.Errorf("%+v.String() = %q, want %q", got, got.String(), tc.in)
		}
	}
	for _, bad := range []string{"game", "game|e|r|b", "game|e|r|b|1|2", "game|e||b|3", "game|e|r|b|0", "game|e|r|b|x",
		"self|a|1|1|1", "self|1|1|-1|1", "book|a|b|c|1", "|||||"} {
		if s, err := ParseSource(bad); err == nil {
			t.Errorf("ParseSource(%q) = %+v, want an error", bad, s)
		}
	}
}

// A table with the source column: read, its source parsed; a bad source
// names the line.
func TestLoadSource(t *testing.T) {
	row := "t1\t" + m1FEN + "\tRed to move, mate in 1\t1\tb0b9\t1\ttwo-chariots"
	ps, err := Load(strings.NewReader(HeaderSource + "\n" + row + "\tself|1|2|7|40\n"))
	if err != nil {
		t.Fatal(err)
	}
	if want := (Source{Kind: SelfPlay, RedLevel: 1, BlackLevel: 2, Seed: 7, Move: 40}); ps[0].Source != want {
		t.Fatalf("source %+v, want %+v", ps[0].Source, want)
	}
	_, err = Load(strings.NewReader(HeaderSource + "\n" + row + "\tgame|x|y\n"))
	if err == nil || !strings.Contains(err.Error(), "line 2: puzzle t1: source") {
		t.Fatalf("bad source: err = %v", err)
	}
	// A row without the column in a table that has it is short a column.
	_, err = Load(strings.NewReader(HeaderSource + "\n" + row + "\n"))
	if err == nil || !strings.Contains(err.Error(), "7 columns, want 8") {
		t.Fatalf("short row: err = %v", err)
	}
}

// Load allocates little per row: the rows are cut from the text, the
// solutions share one array (measured: about 3 allocations a puzzle, the
// FEN's parse most of them).
func TestLoadAllocs(t *testing.T) {
	var b strings.Builder
	b.WriteString(HeaderSource + "\n")
	for i := range 200 {
		b.WriteString("t" + strings.Repeat("x", i%7) + itoa(i) + "\t" + m1FEN + "\tRed to move, mate in 1\t1\tb0b9\t1\ttwo-chariots\tgame|E|R|B|9\n")
	}
	text := b.String()
	allocs := testing.AllocsPerRun(20, func() {
		var l loader
		if err := l.table(text); err != nil || len(l.out) != 200 {
			t.Fatal(err)
		}
	})
	// 3 a row measured, 4 under the race detector.
	if per := allocs / 200; per > 4.5 {
		t.Errorf("%.1f allocations a row, want at most 4", per)
	}
}

func itoa(i int) string {
	var d []byte
	for {
		d = append([]byte{byte('0' + i%10)}, d...)
		if i /= 10; i == 0 {
			return string(d)
		}
	}
}
