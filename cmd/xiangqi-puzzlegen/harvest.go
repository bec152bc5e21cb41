package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"xiangqi/ai"
	"xiangqi/puzzle"
	"xiangqi/record"
	"xiangqi/rules"
)

// Harvesting (-harvest) finds the mate puzzles in real games: every
// position of the master games in the -games folder and of -selfplay games
// the engine's levels play against each other (seeded: the same flags, the
// same games) is searched by the solver, and a position in which the side to
// move mates by force becomes a puzzle when
//
//   - the solver proves the mate exact (no shorter one) and its main line
//     with the longest defence, within the proof budget;
//   - at every one of the attacker's moves of that line exactly one move
//     mates in the moves left (one key at every step: a real game's mate
//     often has a second way at some step, and such a line is dropped);
//   - as for the generated puzzles, the attacker has two attacking pieces
//     and a mate in 1 is not the only check;
//   - its position (key, with the side to move) is in no puzzle before it:
//     the built-in table's, an earlier game's or an earlier ply's.
//
// The rows go to their own table (assets/puzzles/games.tsv), in the order of
// the games, with the source column (puzzle.Source); the table is written
// again every few games, so a long run stopped early leaves a valid prefix.

// harvestConfig is what -harvest is given.
type harvestConfig struct {
	gamesDir   string
	selfplay   int    // self-play games to play
	seed       uint64 // the self-play games' seed
	scanNodes  uint64 // the engine's nodes for one position's look (0: only the tail)
	tailNodes  uint64 // its nodes within tail plies of a game's end
	tail       int
	masterTail int  // a master game's plies looked at, from its end
	resume     bool // go on from the -o table of an earlier run with the same flags
	maxN       int  // deepest mate looked for
	workers    int
	known      []string // tables whose positions are already taken
	out        string
	limitGames int // master games to read at most (0: all); for tests
}

// sourceGame is one game to scan, with what its puzzles' source column says.
type sourceGame struct {
	start  rules.Position
	moves  []rules.Move
	master bool
	// src is the source column without the move number: "game|event|red|black"
	// or "self|red level|black level|seed".
	src string
}

// found is one harvested puzzle before numbering.
type found struct {
	key uint64
	row string // fen, goal, mate_in, solution, grade, theme (no id)
	src string // source column
	n   int
}

// masterGames reads every .pgn file of dir in name order.
func masterGames(dir string, limit int) ([]sourceGame, error) {
	names, err := filepath.Glob(filepath.Join(dir, "*.pgn"))
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var out []sourceGame
	for _, name := range names {
		b, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		gs, errs := record.Read(b)
		if len(errs) > 0 {
			return nil, fmt.Errorf("%s: %v", name, errs[0])
		}
		for _, g := range gs {
			src := "game|" + clean(g.Tag("Event")) + "|" + clean(g.Tag("Red")) + "|" + clean(g.Tag("Black"))
			out = append(out, sourceGame{start: g.Start, moves: g.Moves, src: src, master: true})
			if limit > 0 && len(out) >= limit {
				return out, nil
			}
		}
	}
	return out, nil
}

// clean keeps a tag fit for the source column: no tabs, bars or line ends.
func clean(s string) string {
	return strings.TrimSpace(strings.Map(func(r rune) rune {
		switch r {
		case '\t', '|', '\n', '\r':
			return ' '
		}
		return r
	}, s))
}

// selfPlayLevels are the levels the self-play games draw from: Level 1 to
// Level 8, whose games are quick (a depth or node cap of a few thousand a
// move), reproducible (depth and nodes, not time, bound each move) and full
// of the human-like mistakes that leave mates on the board.
func selfPlayLevels() []ai.Level {
	var out []ai.Level
	for n := 1; n <= 8; n++ {
		out = append(out, ai.LevelNumbered(n))
	}
	return out
}

// selfPlayMaxPlies ends a self-play game that has not ended by then.
const selfPlayMaxPlies = 300

// playSelf plays self-play game i of seed: levels drawn from the seed, the
// engine seeded with seed and i, every move bounded by the level's nodes.
func playSelf(seed uint64, i int) sourceGame {
	rng := newRand(seed ^ uint64(i)*0x9e3779b97f4a7c15)
	lv := selfPlayLevels()
	red, black := lv[rng.IntN(len(lv))], lv[rng.IntN(len(lv))]
	e := ai.NewEngine(4)
	e.Seed(seed*1_000_003 + uint64(i))
	g := rules.NewGame(rules.StartPosition())
	for len(g.Moves()) < selfPlayMaxPlies && !g.Status().Over() {
		pos := g.Position()
		lvl := red
		if pos.SideToMove() == rules.Black {
			lvl = black
		}
		keys := g.Keys()
		r := e.Search(context.Background(), ai.Request{
			Pos:     pos,
			History: ai.History{Keys: keys[:len(keys)-1], Checks: g.Checks()},
			Level:   lvl, Leveled: true, LevelTime: time.Hour,
		})
		if r.Move == rules.NoMove || g.Play(r.Move) != nil {
			break
		}
	}
	return sourceGame{
		start: rules.StartPosition(),
		moves: slices.Clone(g.Moves()),
		src:   fmt.Sprintf("self|%d|%d|%d", red.Number(), black.Number(), seed*1_000_003+uint64(i)),
	}
}

// scanGame returns the puzzles of one game, in ply order, from a cleared
// engine and solver (so that the result depends on the game alone). The
// engine, with scanNodes a position (tailNodes near the end), is the sieve:
// only where it sees a mate within maxN does the solver try to prove one.
func scanGame(e *ai.Engine, s *puzzle.Solver, g sourceGame, cfg *harvestConfig) []found {
	e.Clear()
	s.Clear()
	var out []found
	var spent uint64 // the solver's nodes for this game's proofs
	pos := g.start
	for ply := 0; ply <= len(g.moves); ply++ {
		if ply > 0 {
			pos.MakeMove(g.moves[ply-1])
		}
		if ply < 8 || len(g.moves)-ply >= cfg.tail && cfg.scanNodes == 0 {
			continue
		}
		// A master game's mates are near its end, where the loser resigned:
		// only its last masterTail plies are looked at.
		if g.master && len(g.moves)-ply >= cfg.masterTail {
			continue
		}
		budget := cfg.scanNodes
		if len(g.moves)-ply < cfg.tail {
			budget = cfg.tailNodes
		}
		p, ok := freshStart(pos)
		if !ok {
			continue
		}
		r := e.Search(context.Background(), ai.Request{Pos: p, Limits: ai.Limits{Nodes: budget}})
		if r.Mate < 1 || r.Mate > cfg.maxN {
			continue
		}
		if spent >= gameProofNodes {
			break
		}
		f, ok, used := harvestPosition(s, p, r.Mate)
		spent += used
		if ok {
			f.src = fmt.Sprintf("%s|%d", g.src, ply/2+1)
			out = append(out, f)
		}
	}
	return out
}

// freshStart is a game position as a puzzle's start: the move clock reset
// (the puzzle starts afresh), and only where the side to move has a move
// and two attacking pieces.
func freshStart(pos rules.Position) (rules.Position, bool) {
	f := strings.Fields(pos.FEN())
	if len(f) < 6 {
		return pos, false
	}
	p, err := rules.ParseFEN(strings.Join(f[:4], " ") + " 0 1")
	if err != nil || !p.HasLegalMove() || !attacking(p) {
		return pos, false
	}
	return p, true
}

// proofNodes bounds all the proofs about one position (exact length, the
// line, the keys along it), some seconds of a core: a deep mate on a full
// board that needs more is let go, so that one position cannot hold up the
// run.
const proofNodes = 600_000

// gameProofNodes bounds the proofs of one game: a long ending in which the
// engine sees a mate at every move that the solver cannot prove in
// proofNodes would otherwise take minutes; the rest of such a game is let go.
const gameProofNodes = 2_500_000

// budget is what is left of proofNodes for one position.
type budget struct {
	s    *puzzle.Solver
	left uint64
}

// call gives the solver what is left, and after f charges what it used.
func (b *budget) call(f func() error) error {
	if b.left == 0 {
		return puzzle.ErrNodeLimit
	}
	b.s.SetNodeLimit(b.left)
	err := f()
	used := b.s.Nodes()
	if used >= b.left {
		b.left = 0
	} else {
		b.left -= used
	}
	return err
}

// harvestPosition proves a puzzle in p, where the engine saw a mate in
// seen moves: the solver must find one within seen (its exact length n) and
// prove the rest, within proofNodes; used is the nodes spent.
func harvestPosition(s *puzzle.Solver, p rules.Position, seen int) (f found, ok bool, used uint64) {
	b := &budget{s: s, left: proofNodes}
	defer func() { used = proofNodes - b.left }()
	var n int
	if err := b.call(func() (err error) { n, ok, err = s.MateIn(p, seen); return }); err != nil || !ok {
		return found{}, false, 0
	}
	if n == 1 && checks(p) < 2 {
		return found{}, false, 0
	}
	// The line is built from the keys: at each of the attacker's steps the
	// one move that mates in the moves left (none shorter: the length is
	// exact and the defence the longest), then the defender's longest
	// resistance.
	var line []rules.Move
	q := p
	for left := n; ; left-- {
		key, err := uniqueKey(b, q, left)
		if err != nil {
			return found{}, false, 0
		}
		line = append(line, key)
		q.MakeMove(key)
		if !q.HasLegalMove() {
			break
		}
		var d puzzle.Defence
		if err := b.call(func() (err error) { d, err = s.BestDefence(q, left-1, rules.NoMove); return }); err != nil || d.Escape || d.Move == rules.NoMove {
			return found{}, false, 0
		}
		line = append(line, d.Move)
		q.MakeMove(d.Move)
	}
	words := make([]string, len(line))
	for i, m := range line {
		words[i] = m.String()
	}
	fen := p.FEN()
	row, err := gradeRow(fmt.Sprintf("x\t%s\t%s\t%d\t%s", fen, puzzle.GoalText(p.SideToMove(), n), n, strings.Join(words, " ")))
	if err != nil {
		return found{}, false, 0
	}
	_, rest, _ := strings.Cut(row, "\t")
	return found{key: p.Key(), row: rest, n: n}, true, 0
}

// errNotUnique is uniqueKey's answer when no move or more than one
// mates in the moves left.
var errNotUnique = errors.New("not one key")

// uniqueKey returns the one move of pos that mates within n, trying the
// checks and captures first and stopping at a second key.
func uniqueKey(b *budget, pos rules.Position, n int) (rules.Move, error) {
	var l rules.MoveList
	pos.GenerateMoves(&l)
	moves := l.Slice()
	slices.SortStableFunc(moves, func(x, y rules.Move) int { return forcing(&pos, y) - forcing(&pos, x) })
	key := rules.NoMove
	for _, m := range moves {
		after := pos
		after.MakeMove(m)
		var ok bool
		err := b.call(func() (err error) { ok, err = b.s.MatedWithin(after, n-1); return })
		if err != nil {
			return rules.NoMove, err
		}
		if ok {
			if key != rules.NoMove {
				return rules.NoMove, errNotUnique
			}
			key = m
		}
	}
	if key == rules.NoMove {
		return rules.NoMove, errNotUnique
	}
	return key, nil
}

// forcing ranks a move for uniqueKey's order: checks, then captures.
func forcing(pos *rules.Position, m rules.Move) int {
	v := 0
	if pos.GivesCheck(m) {
		v += 2
	}
	if pos.At(m.To()) != rules.Empty {
		v++
	}
	return v
}

func checks(pos rules.Position) int {
	var l rules.MoveList
	pos.GenerateMoves(&l)
	c := 0
	for _, m := range l.Slice() {
		if pos.GivesCheck(m) {
			c++
		}
	}
	return c
}

// attacking reports whether the side to move has two attacking pieces.
func attacking(pos rules.Position) bool {
	side := pos.SideToMove()
	n := 0
	for sq := rules.Square(0); sq < rules.NumSquares; sq++ {
		pc := pos.At(sq)
		if pc != rules.Empty && pc.Color() == side {
			switch pc.Kind() {
			case rules.Chariot, rules.Horse, rules.Cannon, rules.Soldier:
				n++
			}
		}
	}
	return n >= 2
}

// knownKeys returns the position keys of the puzzles of the tables named.
func knownKeys(names []string) (map[uint64]bool, error) {
	seen := map[uint64]bool{}
	for _, name := range names {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		ps, err := puzzle.Load(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		for _, p := range ps {
			seen[p.Start.Key()] = true
		}
	}
	return seen, nil
}

// harvest scans the games and writes the table; logf reports progress.
func harvest(cfg harvestConfig, logf func(string, ...any)) (int, error) {
	seen, err := knownKeys(cfg.known)
	if err != nil {
		return 0, err
	}
	var games []sourceGame
	if cfg.gamesDir != "" {
		if games, err = masterGames(cfg.gamesDir, cfg.limitGames); err != nil {
			return 0, err
		}
	}
	master := len(games)
	total := master + cfg.selfplay
	// Each game is scanned on its own (a cleared solver per game, the
	// self-play game played from its own seed), so the workers change the
	// speed only; the results are merged in game order.
	order := interleave(master, cfg.selfplay)
	results := make([][]found, total)
	done := make([]bool, total)
	var mu sync.Mutex
	next := 0
	merged := 0
	var rows []string
	var kept int
	made := fmt.Sprintf("-harvest -games %s -selfplay %d -seed %d -scan-nodes %d -tail-nodes %d -tail %d -master-tail %d -max-mate %d", filepath.Base(cfg.gamesDir), cfg.selfplay, cfg.seed, cfg.scanNodes, cfg.tailNodes, cfg.tail, cfg.masterTail, cfg.maxN)
	flushEvery := 50
	if cfg.resume {
		// The table of an earlier run with the same flags: its rows are
		// the first games' (the order does not depend on the workers), so
		// the run goes on from the first game it had not scanned.
		done, old, err := resumeTable(cfg.out, made)
		if err != nil {
			return 0, err
		}
		for _, p := range old {
			seen[p.Start.Key()] = true
		}
		next, merged, kept = done, done, len(old)
		rows, err = tableRows(cfg.out)
		if err != nil {
			return 0, err
		}
		logf("resuming after %d games, %d puzzles", done, kept)
	}
	lastFlush := merged
	var werr error
	merge := func() {
		for merged < total && done[merged] {
			for _, f := range results[merged] {
				if seen[f.key] {
					continue
				}
				seen[f.key] = true
				kept++
				rows = append(rows, fmt.Sprintf("g%04d\t%s\t%s", kept, f.row, f.src))
			}
			results[merged] = nil
			merged++
		}
		if merged-lastFlush >= flushEvery || merged == total {
			lastFlush = merged
			if err := writeHarvest(cfg.out, made, merged, total, rows); err != nil && werr == nil {
				werr = err
			}
			logf("%d/%d games, %d puzzles", merged, total, kept)
		}
	}
	var wg sync.WaitGroup
	for w := 0; w < max(1, cfg.workers); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := puzzle.NewSolver(16)
			e := ai.NewEngine(16)
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= total {
					return
				}
				var g sourceGame
				if j := order[i]; j < master {
					g = games[j]
				} else {
					g = playSelf(cfg.seed, j-master)
				}
				fs := scanGame(e, s, g, &cfg)
				mu.Lock()
				results[i], done[i] = fs, true
				merge()
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return kept, werr
}

// writeHarvest writes the harvested table atomically.
func writeHarvest(name, made string, merged, total int, rows []string) error {
	return writeTitled(name, "# Mate puzzles found in real games by cmd/xiangqi-puzzlegen "+made, merged, total, rows)
}

// writeTitled writes a harvested table whose first line is title and the
// games scanned.
func writeTitled(name, title string, merged, total int, rows []string) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%d of %d games scanned); do not edit by hand.\n", title, merged, total)
	b.WriteString(puzzle.HeaderSource + "\n")
	for _, r := range rows {
		b.WriteString(r + "\n")
	}
	if _, err := puzzle.Load(strings.NewReader(b.String())); err != nil {
		return err
	}
	if name == "" {
		return errors.New("-harvest needs -o")
	}
	return writeAtomic(name, []byte(b.String()))
}

// interleave orders a master games (numbered from 0) and b self-play games
// (numbered from a) evenly, so that a run stopped early has both kinds.
func interleave(a, b int) []int {
	out := make([]int, 0, a+b)
	i, j := 0, 0
	for i < a || j < b {
		// the kind that is behind its share goes next
		if j >= b || i < a && i*(b+1) <= j*(a+1) {
			out = append(out, i)
			i++
		} else {
			out = append(out, a+j)
			j++
		}
	}
	return out
}

// resumeTable reads the table an earlier run with the flags made left in
// file name: how many games it had scanned, and its puzzles.
func resumeTable(name, made string) (int, []puzzle.Puzzle, error) {
	return resumeTitled(name, "# Mate puzzles found in real games by cmd/xiangqi-puzzlegen "+made)
}

// resumeTitled is resumeTable for a table whose first line is title and
// the games scanned.
func resumeTitled(name, title string) (int, []puzzle.Puzzle, error) {
	b, err := os.ReadFile(name)
	if err != nil {
		return 0, nil, err
	}
	first, _, _ := strings.Cut(string(b), "\n")
	rest, ok := strings.CutPrefix(first, title+" (")
	var done, total int
	if !ok {
		return 0, nil, fmt.Errorf("%s: not a table of this command (%s)", name, title)
	}
	if _, err := fmt.Sscanf(rest, "%d of %d games scanned", &done, &total); err != nil {
		return 0, nil, fmt.Errorf("%s: %q: %w", name, first, err)
	}
	ps, err := puzzle.Load(strings.NewReader(string(b)))
	return done, ps, err
}

// tableRows returns the puzzle rows of the table in file name.
func tableRows(name string) ([]string, error) {
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	var rows []string
	for _, l := range strings.Split(strings.TrimRight(string(b), "\n"), "\n") {
		if l == "" || strings.HasPrefix(l, "#") || l == puzzle.HeaderSource {
			continue
		}
		rows = append(rows, l)
	}
	return rows, nil
}
