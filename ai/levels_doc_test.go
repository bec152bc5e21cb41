package ai

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"

	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// TestLevelsDocTable: LEVELS.md's table of the levels says what levelSpecs
// holds, row for row, so that the document cannot drift from the code.
func TestLevelsDocTable(t *testing.T) {
	doc, err := os.ReadFile("LEVELS.md")
	if err != nil {
		t.Fatal(err)
	}
	for l := Level(0); l < NumLevels; l++ {
		if row := levelDocRow(l); !strings.Contains(string(doc), "\n"+row+"\n") {
			t.Errorf("LEVELS.md has no row\n%s", row)
		}
	}
}

// levelDocRow is level l's row of LEVELS.md's table.
func levelDocRow(l Level) string {
	sp, p := l.spec(), message.NewPrinter(language.English)
	if ns := sp.novice; ns != nil {
		return fmt.Sprintf("| %d | %s | %d%% | %d | %d%% | %d%% | %d%% | %d%% | %d%% | %d%% | %d |",
			l.Number(), l, ns.matePct, ns.noiseCP, ns.lastPct, ns.watchPct, ns.blindCannon, ns.blindHorse, ns.blindOther, ns.selfMatePct, sp.rating)
	}
	limit := p.Sprintf("%d nodes", sp.nodes)
	if sp.depth > 0 {
		limit = fmt.Sprintf("depth %d", sp.depth)
	}
	errDepth, noise, margin := "—", "—", "—"
	if sp.errPct > 0 {
		errDepth, noise, margin = "own", fmt.Sprint(sp.noiseCP), fmt.Sprint(sp.marginCP)
		if sp.errDepth > 0 {
			errDepth = fmt.Sprint(sp.errDepth)
		}
	}
	return fmt.Sprintf("| %d | %s | %s | %d%% | %s | %s | %s | %d%% | %d |",
		l.Number(), l, limit, sp.errPct, errDepth, noise, margin, sp.lapsePct, sp.rating)
}

// docTable returns the rows of LEVELS.md's table between <!-- name --> and
// <!-- end name -->, each split into its cells, the header and rule left
// out.
func docTable(t *testing.T, doc, name string) [][]string {
	t.Helper()
	_, rest, ok := strings.Cut(doc, "<!-- "+name+" -->\n")
	body, _, ok2 := strings.Cut(rest, "<!-- end "+name+" -->")
	if !ok || !ok2 {
		t.Fatalf("LEVELS.md has no table %q", name)
	}
	var rows [][]string
	for i, line := range strings.Split(strings.TrimSpace(body), "\n") {
		if i < 2 {
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for k := range cells {
			cells[k] = strings.TrimSpace(cells[k])
		}
		rows = append(rows, cells)
	}
	return rows
}

// docResult checks a row's W-D-L, score and Elo cells against each other
// and returns the score.
func docResult(t *testing.T, row []string) float64 {
	t.Helper()
	var w, d, l int
	if _, err := fmt.Sscanf(row[1], "%d-%d-%d", &w, &d, &l); err != nil {
		t.Fatalf("row %q: W-D-L %q", row, row[1])
	}
	score := (float64(w) + float64(d)/2) / float64(w+d+l)
	if got := fmt.Sprintf("%.1f%%", 100*score); got != row[2] {
		t.Errorf("row %q: score %s, W-D-L gives %s", row, row[2], got)
	}
	elo := -400 * math.Log10(1/score-1)
	if got := fmt.Sprintf("%+.0f ", elo); !strings.HasPrefix(row[3], got) {
		t.Errorf("row %q: Elo %s, W-D-L gives %s", row, row[3], got)
	}
	if w+d+l != 100 {
		t.Errorf("row %q: %d games, want 100", row, w+d+l)
	}
	return elo
}

// TestNewcomerDocTables: LEVELS.md's matches of the Newcomer levels agree
// with themselves and with the code: every pair from Beginner down is
// there, scores 60–80%, and each Newcomer level's rating is Beginner's
// less the pairs' Elo down to it, rounded to 10; the stand-in scores at
// least 65%, 35% and 15% against the three lowest levels.
func TestNewcomerDocTables(t *testing.T) {
	b, err := os.ReadFile("LEVELS.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	pairs := docTable(t, doc, "newcomer pairs")
	if len(pairs) != NumNewcomer {
		t.Fatalf("%d newcomer pairs, want %d", len(pairs), NumNewcomer)
	}
	rating := float64(Beginner.Rating())
	for i, row := range pairs {
		hi, lo := Beginner-Level(i), Beginner-Level(i)-1
		if want := fmt.Sprintf("%v – %v", hi, lo); row[0] != want {
			t.Fatalf("pair %d is %q, want %q", i, row[0], want)
		}
		elo := docResult(t, row)
		if s := 1 / (1 + math.Pow(10, -elo/400)); s < 0.6 || s > 0.8 {
			t.Errorf("%s scores %.1f%%, outside 60–80%%", row[0], 100*s)
		}
		rating -= elo
		if want := int(math.Round(rating/10) * 10); lo.Rating() != want {
			t.Errorf("%v rated %d, the pairs give %d", lo, lo.Rating(), want)
		}
	}
	stand := docTable(t, doc, "stand-in")
	for i, least := range []float64{0.65, 0.35, 0.15} {
		row := stand[i]
		if want := fmt.Sprintf("newcomer – %v", Level(i)); row[0] != want {
			t.Fatalf("stand-in row %d is %q, want %q", i, row[0], want)
		}
		if elo := docResult(t, row); 1/(1+math.Pow(10, -elo/400)) < least {
			t.Errorf("%s: under %.0f%%", row[0], 100*least)
		}
	}
	for _, row := range stand[3:] {
		docResult(t, row)
	}
}
