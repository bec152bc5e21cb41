package record

import (
	"strings"

	"xiangqi/rules"
)

// Tag is one PGN tag pair.
type Tag struct{ Name, Value string }

// Note is what a record says about one move besides the move itself.
type Note struct {
	NAG        int    // the move's first judging NAG: 1 !, 2 ?, 3 !!, 4 ??, 5 !?, 6 ?!; any other $n read is kept too; 0 none
	Comment    string // the {comment} text after the move, trimmed; several comments joined by one space
	Variations []Line // alternatives to this move, each a line of legal moves from the position before the move
}

// Line is a variation: moves from the position before the move it is an
// alternative to, and what the record says about them, as a game's main
// line has them. Its notes' variations nest (up to MaxDepth lines deep).
type Line struct {
	Comment string       // the comment before the line's first move, cleaned as a move's
	Moves   []rules.Move // legal in order; a variation Read gives has at least one
	Notes   []Note       // nil, or one per move (Notes[i] belongs to Moves[i])
}

// MaxDepth is how many variations deep a record nests: Read skips a
// variation nested deeper, Write and the editing methods refuse one, so
// that no hostile file makes a recursion without end.
const MaxDepth = 64

// Game is one game's record: its tags in order, the start position, the
// moves (all legal, in order) and what the record says about them. Read
// keeps every tag as the file wrote it, FEN, SetUp and Format included;
// Write derives those three from Start and its notation and ignores them
// in Tags. See Read and Write for how notes are read and written.
type Game struct {
	Tags    []Tag
	Start   rules.Position
	Comment string // the comment before the first move (after the tags), cleaned as a move's
	Moves   []rules.Move
	Notes   []Note // nil, or one per move (Notes[i] belongs to Moves[i]); a game without any note read gets nil
}

// Tag returns the value of the first tag named name, or "" when there is
// none. Names compare case-insensitively because files write both FEN and
// Fen, Result and result.
func (g *Game) Tag(name string) string {
	if i := g.tagIndex(name); i >= 0 {
		return g.Tags[i].Value
	}
	return ""
}

// SetTag replaces the first tag named name (compared case-insensitively),
// keeping its place, or appends a new one.
func (g *Game) SetTag(name, value string) {
	if i := g.tagIndex(name); i >= 0 {
		g.Tags[i] = Tag{name, value}
		return
	}
	g.Tags = append(g.Tags, Tag{name, value})
}

func (g *Game) tagIndex(name string) int {
	for i, t := range g.Tags {
		if strings.EqualFold(t.Name, name) {
			return i
		}
	}
	return -1
}

// Result returns the Result tag as "1-0", "0-1" or "1/2-1/2", or "*" when
// the tag is absent or says something else (unfinished, unknown).
func (g *Game) Result() string {
	if r, ok := resultToken(strings.TrimSpace(g.Tag("Result"))); ok {
		return r
	}
	return "*"
}

// Final returns the position after all the moves. It trusts the moves to be
// legal, as Read guarantees.
func (g *Game) Final() rules.Position {
	p := g.Start
	for _, m := range g.Moves {
		p.MakeMove(m)
	}
	return p
}

// ResultOf returns the PGN result of a game's status: "1-0" when Red won,
// "0-1" when Black won, "1/2-1/2" for a draw and "*" while it goes on.
func ResultOf(st rules.Status) string {
	switch st.Result {
	case rules.RedWins:
		return "1-0"
	case rules.BlackWins:
		return "0-1"
	case rules.Draw:
		return "1/2-1/2"
	}
	return "*"
}

// resultToken recognises the result marks files end their moves with and
// returns the standard form: ½-½ is how some tools write a draw.
func resultToken(s string) (string, bool) {
	switch s {
	case "1-0", "0-1", "1/2-1/2", "*":
		return s, true
	case "½-½":
		return "1/2-1/2", true
	}
	return "", false
}
