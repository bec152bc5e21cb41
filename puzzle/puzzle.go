package puzzle

import (
	"bufio"
	"fmt"
	"io"
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
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 512), maxLine)
	var out []Puzzle
	seen := map[string]int{}
	header := false
	columns := 0
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimRight(sc.Text(), "\r")
		if strings.TrimSpace(text) == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Split(text, "\t")
		if !header {
			if text != Header && text != HeaderV1 {
				return nil, fmt.Errorf("puzzles line %d: header must be the columns %s, tab-separated", line, strings.ReplaceAll(Header, "\t", " "))
			}
			header = true
			columns = len(fields)
			continue
		}
		if len(fields) != columns {
			return nil, fmt.Errorf("puzzles line %d: %d columns, want %d", line, len(fields), columns)
		}
		p, err := parseRow(fields)
		if err != nil {
			return nil, fmt.Errorf("puzzles line %d: %w", line, err)
		}
		if prev, dup := seen[p.ID]; dup {
			return nil, fmt.Errorf("puzzles line %d: id %q already used on line %d", line, p.ID, prev)
		}
		seen[p.ID] = line
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("puzzles line %d: %w", line+1, err)
	}
	if !header {
		return nil, fmt.Errorf("puzzles: no header row")
	}
	return out, nil
}

func parseRow(f []string) (Puzzle, error) {
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
	if want := GoalText(p.Side(), p.MateIn); p.Goal != want {
		return p, fmt.Errorf("puzzle %s: goal %q does not match the position and mate_in (want %q)", p.ID, p.Goal, want)
	}
	if !p.Start.HasLegalMove() {
		return p, fmt.Errorf("puzzle %s: the side to move has no legal move", p.ID)
	}
	pos := p.Start
	for i, s := range strings.Fields(f[4]) {
		m, err := rules.ParseMoveText(s)
		if err != nil {
			return p, fmt.Errorf("puzzle %s: solution move %d: %w", p.ID, i+1, err)
		}
		if !pos.HasLegalMove() {
			return p, fmt.Errorf("puzzle %s: solution move %d %s: the game is already over", p.ID, i+1, s)
		}
		if !pos.IsLegal(m) {
			return p, fmt.Errorf("puzzle %s: solution move %d %s is illegal", p.ID, i+1, s)
		}
		pos.MakeMove(m)
		p.Solution = append(p.Solution, m)
	}
	if len(p.Solution) == 0 {
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
	if p.MateIn > 0 {
		if want := 2*p.MateIn - 1; len(p.Solution) != want {
			return p, fmt.Errorf("puzzle %s: solution has %d moves, a mate in %d takes %d", p.ID, len(p.Solution), p.MateIn, want)
		}
		if pos.HasLegalMove() {
			return p, fmt.Errorf("puzzle %s: solution does not end in mate", p.ID)
		}
		return p, nil
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
