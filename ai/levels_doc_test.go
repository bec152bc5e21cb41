package ai

import (
	"fmt"
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
		int(l), l, limit, sp.errPct, errDepth, noise, margin, sp.lapsePct, sp.rating)
}
