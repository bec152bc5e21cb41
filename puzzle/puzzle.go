package puzzle

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"xiangqi/rules"
)

// Puzzle is one built-in problem: the side to move in Start mates in MateIn
// of its moves against any defence. Solution is the main line, the
// defender's longest resistance included.
//
// MateIn 0 is a won ending without a forced mate in reach: the side to
// move wins against the engine's defence within EndingMoves moves, and
// Solution is the line the engine played for both sides, ending in mate.
// The solver's functions (Judge, Reply, Hint, Verify) refuse such puzzles;
// JudgeEnding, EndingAfterReply and HintEnding judge them with an engine.
type Puzzle struct {
	ID       string
	FEN      string
	Goal     string
	MateIn   int
	Solution []rules.Move
	Start    rules.Position
	// Grade is the difficulty, 1 (easiest) to NumGrades, computed by the
	// generator from Measure (see Difficulty); 0 in a table without the
	// column (HeaderV1).
	Grade int
	// Theme is the mating pattern of the solution's final position
	// (DetectTheme), checked when the table is read.
	Theme Theme
	// Source is where the puzzle was found (a table with the source
	// column); the zero Source, Composed, otherwise.
	Source Source
	// Material: a material puzzle (MateIn 0, the goal "… win material"):
	// the side to move wins material decisively (material.go).
	Material bool
}

// Side returns the side the player takes: the side to move.
func (p *Puzzle) Side() rules.Color { return p.Start.SideToMove() }

// Header is the first row of a puzzle table: its tab-separated columns.
const Header = HeaderV1 + "\tgrade\ttheme"

// HeaderV1 is the header of the first tables, without grade and theme;
// Load still reads them (grades 0, themes detected).
const HeaderV1 = "id\tfen\tgoal\tmate_in\tsolution"

// maxLine bounds one row; a puzzle row is well under 200 bytes.
const maxLine = 4096

// GoalText is the goal column for a puzzle: "Red to move, mate in 2", or
// "Black to move and win" for a won ending (mateIn 0).
func GoalText(side rules.Color, mateIn int) string {
	who := "Red"
	if side == rules.Black {
		who = "Black"
	}
	if mateIn == 0 {
		return who + " to move and win"
	}
	return fmt.Sprintf("%s to move, mate in %d", who, mateIn)
}

// Load reads a puzzle table: a header row (Header, or HeaderV1 without
// the last two columns), then one puzzle per row, tab-separated. Empty
// lines and lines starting with '#' are skipped. Every row is checked on its own terms: the FEN is a legal
// position, the goal names the side to move and the same mate length as
// mate_in, the solution is a legal line from the position whose moves
// alternate from the side to move and that ends the game with the player's
// last move: a mate in 2·mate_in−1 moves, or for a won ending (mate_in 0)
// a win by the referee's rulings within EndingMoves of the player's moves.
// The theme must be the one DetectTheme sees in the final position, and
// the grade within 1–NumGrades (whether it is the one Measure gives is the
// tests' business: it costs a proof, as does whether the mate is forced and
// exact; see Verify). Errors name the line and the column.
func Load(r io.Reader) ([]Puzzle, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("puzzles: %w", err)
	}
	var l loader
	if err := l.table(string(data)); err != nil {
		return nil, err
	}
	return l.out, nil
}

// loader reads tables into one list, lean on allocations (Builtin reads
// thousands of rows when the puzzle list first shows): the rows are cut
// from the table's text without copies, the solutions of all puzzles share
// one growing array, and the list is sized from the line count.
type loader struct {
	out   []Puzzle
	seen  map[string]int // id → line
	moves []rules.Move
}

// table reads one table (its own header), adding to the list; ids must be
// unique over every table read.
func (l *loader) table(text string) error {
	rows := strings.Count(text, "\n") + 1
	if l.seen == nil {
		l.seen = make(map[string]int, rows)
	}
	l.out = slices.Grow(l.out, rows)
	l.moves = slices.Grow(l.moves, rows*6)
	header := false
	columns := 0
	line := 0
	var fields [8]string
	for len(text) > 0 {
		line++
		var row string
		row, text, _ = strings.Cut(text, "\n")
		if len(row) > maxLine {
			return fmt.Errorf("puzzles line %d: token too long (a row takes at most %d bytes)", line, maxLine)
		}
		row = strings.TrimRight(row, "\r")
		if strings.TrimSpace(row) == "" || strings.HasPrefix(row, "#") {
			continue
		}
		n := strings.Count(row, "\t") + 1
		if !header {
			if row != HeaderSource && row != Header && row != HeaderV1 {
				return fmt.Errorf("puzzles line %d: header must be the columns %s, tab-separated", line, strings.ReplaceAll(Header, "\t", " "))
			}
			header = true
			columns = n
			continue
		}
		if n != columns {
			return fmt.Errorf("puzzles line %d: %d columns, want %d", line, n, columns)
		}
		rest := row
		for i := range n {
			fields[i], rest, _ = strings.Cut(rest, "\t")
		}
		p, err := l.row(fields[:n])
		if err != nil {
			return fmt.Errorf("puzzles line %d: %w", line, err)
		}
		if prev, dup := l.seen[p.ID]; dup {
			return fmt.Errorf("puzzles line %d: id %q already used on line %d", line, p.ID, prev)
		}
		l.seen[p.ID] = line
		l.out = append(l.out, p)
	}
	if !header {
		return fmt.Errorf("puzzles: no header row")
	}
	return nil
}

// goalIs reports whether goal is GoalText(side, mateIn), without building
// the text.
func goalIs(goal string, side rules.Color, mateIn int) bool {
	who := "Red"
	if side == rules.Black {
		who = "Black"
	}
	rest, ok := strings.CutPrefix(goal, who)
	if !ok {
		return false
	}
	if mateIn == 0 {
		return rest == " to move and win"
	}
	num, ok := strings.CutPrefix(rest, " to move, mate in ")
	if !ok || len(num) == 0 || num[0] == '0' || num[0] == '+' || num[0] == '-' {
		return false
	}
	n, err := strconv.Atoi(num)
	return err == nil && n == mateIn
}

func (l *loader) row(f []string) (Puzzle, error) {
	p := Puzzle{ID: f[0], FEN: f[1], Goal: f[2]}
	if p.ID == "" || strings.ContainsAny(p.ID, " \"") {
		return p, fmt.Errorf("id %q: must be non-empty, without spaces or quotes", p.ID)
	}
	var err error
	if p.Start, err = rules.ParseFEN(p.FEN); err != nil {
		return p, fmt.Errorf("puzzle %s: fen: %w", p.ID, err)
	}
	if p.MateIn, err = strconv.Atoi(f[3]); err != nil || p.MateIn < 0 || p.MateIn > MaxMateMoves {
		return p, fmt.Errorf("puzzle %s: mate_in %q: want a number 0–%d", p.ID, f[3], MaxMateMoves)
	}
	p.Material = p.MateIn == 0 && p.Goal == materialGoal(p.Side())
	if !p.Material && !goalIs(p.Goal, p.Side(), p.MateIn) {
		return p, fmt.Errorf("puzzle %s: goal %q does not match the position and mate_in (want %q)", p.ID, p.Goal, GoalText(p.Side(), p.MateIn))
	}
	// A legal first move shows that the side to move has one; only when
	// there is none is the move generation's answer needed (an error).
	noMove := func() error {
		if !p.Start.HasLegalMove() {
			return fmt.Errorf("puzzle %s: the side to move has no legal move", p.ID)
		}
		return nil
	}
	pos := p.Start
	first := len(l.moves)
	sol := f[4]
	for i := 0; ; i++ {
		sol = strings.TrimLeft(sol, " \v\f")
		if sol == "" {
			break
		}
		s := sol
		if j := strings.IndexAny(sol, " \v\f"); j >= 0 {
			s, sol = sol[:j], sol[j:]
		} else {
			sol = ""
		}
		m, err := rules.ParseMoveText(s)
		if err != nil {
			if i == 0 {
				if err := noMove(); err != nil {
					return p, err
				}
			}
			return p, fmt.Errorf("puzzle %s: solution move %d: %w", p.ID, i+1, err)
		}
		if !pos.IsLegal(m) {
			if i == 0 {
				if err := noMove(); err != nil {
					return p, err
				}
			}
			if !pos.HasLegalMove() {
				return p, fmt.Errorf("puzzle %s: solution move %d %s: the game is already over", p.ID, i+1, s)
			}
			return p, fmt.Errorf("puzzle %s: solution move %d %s is illegal", p.ID, i+1, s)
		}
		pos.MakeMove(m)
		l.moves = append(l.moves, m)
	}
	p.Solution = l.moves[first:len(l.moves):len(l.moves)]
	if len(p.Solution) == 0 {
		if err := noMove(); err != nil {
			return p, err
		}
		return p, fmt.Errorf("puzzle %s: empty solution", p.ID)
	}
	if p.MateIn > 0 {
		p.Theme = DetectTheme(pos)
	}
	if len(f) > 5 {
		if p.Grade, err = strconv.Atoi(f[5]); err != nil || p.Grade < 1 || p.Grade > NumGrades {
			return p, fmt.Errorf("puzzle %s: grade %q: want a number 1–%d", p.ID, f[5], NumGrades)
		}
		if t, ok := ParseTheme(f[6]); !ok || t != p.Theme {
			return p, fmt.Errorf("puzzle %s: theme %q: the final position shows %q", p.ID, f[6], p.Theme.Key())
		}
	}
	if len(f) > 7 {
		if p.Source, err = ParseSource(f[7]); err != nil {
			return p, fmt.Errorf("puzzle %s: %w", p.ID, err)
		}
	}
	if p.MateIn > 0 {
		if want := 2*p.MateIn - 1; len(p.Solution) != want {
			return p, fmt.Errorf("puzzle %s: solution has %d moves, a mate in %d takes %d", p.ID, len(p.Solution), p.MateIn, want)
		}
		if pos.HasLegalMove() {
			return p, fmt.Errorf("puzzle %s: solution does not end in mate", p.ID)
		}
		return p, nil
	}
	if p.Material {
		return p, checkMaterialLine(&p)
	}
	return p, checkEndingLine(&p)
}

// checkEndingLine checks a won ending's solution, already known legal
// move by move: it must fit the move limit, end with the player's move,
// and leave the referee ruling a win for the player, with no repetition
// or move-rule ending on the way.
func checkEndingLine(p *Puzzle) error {
	n := len(p.Solution)
	if n%2 == 0 || n > 2*EndingMoves-1 {
		return fmt.Errorf("puzzle %s: solution has %d moves, a won ending's takes an odd number up to %d", p.ID, n, 2*EndingMoves-1)
	}
	g := rules.NewGame(p.Start)
	for i, m := range p.Solution {
		if g.Status().Over() {
			return fmt.Errorf("puzzle %s: solution move %d %s: the game is already over (%v)", p.ID, i+1, m, g.Status().Reason)
		}
		if err := g.Play(m); err != nil {
			return fmt.Errorf("puzzle %s: solution move %d %s: %w", p.ID, i+1, m, err)
		}
	}
	if g.Status().Result != rules.WinFor(p.Side()) {
		return fmt.Errorf("puzzle %s: solution does not end in a win for the side to move", p.ID)
	}
	return nil
}
