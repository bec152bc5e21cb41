package main

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"xiangqi/ai"
	"xiangqi/puzzle"
	"xiangqi/rules"
)

// Material harvesting (-harvest-material) finds the decisive material wins
// of real games: the same games as -harvest (the master games of -games,
// -selfplay games of the levels from -seed), every position from the
// tenth ply on. A position becomes a puzzle when
//
//   - the sieve, a search of materialSieveNodes, scores it
//     puzzle.MaterialScore or more for the side to move, without a mate;
//   - the verification search, to puzzle.MaterialDepth plies, agrees (at
//     least MaterialScore, no mate either way: mates are the other table's), and
//     its main line takes at least puzzle.MaterialGain of material net
//     within puzzle.MaxMaterialLine plies, counted from the greater of the
//     balance now and before the opponent's last move (so that taking back
//     a piece just taken is no puzzle), and the defender's next move in the
//     line (when there is one) does not win it back;
//   - every other legal move, searched to MaterialDepth-1 plies from the
//     position after it (the same horizon as the key's), is at least
//     puzzle.MaterialUnique worse and mates nowhere;
//   - the position at the end of the line, searched again to MaterialDepth
//     plies, still scores MaterialScore for the attacker (the material is
//     kept beyond the line's horizon): puzzle.VerifyMaterial, each search
//     from a cleared table, which -verify and the tests repeat;
//   - its position is in no table named by -known nor earlier in the run;
//   - it is not within materialGap plies after the game's previous
//     material puzzle (the same fight seen again a move later).
//
// The sieve's table is cleared for each game, so the result depends on the
// game alone and the run is deterministic for a seed; the table is written
// every few games and -resume goes on from it. -rejudge (rejudge.go) then
// searches every puzzle again, deeper, and drops those it no longer finds
// decisive.
const (
	materialSieveNodes = 4_000
	materialNodes      = 3_000_000 // a bound for one verification search, never reached in the runs measured
	materialGap        = 4
	// materialHashMiB is the engine's table: small, as it is cleared
	// before every verification search.
	materialHashMiB = 4
	materialTitle   = "# Material puzzles found in real games by cmd/xiangqi-puzzlegen "
)

// scanMaterial returns the material puzzles of one game, in ply order.
func scanMaterial(e *ai.Engine, g sourceGame) []found {
	e.Clear()
	var out []found
	pos := g.start
	prev := pos
	last := -materialGap - 1
	for ply := 0; ply <= len(g.moves); ply++ {
		if ply > 0 {
			prev = pos
			pos.MakeMove(g.moves[ply-1])
		}
		if ply < 10 || ply-last <= materialGap {
			continue
		}
		p, ok := materialStart(pos)
		if !ok {
			continue
		}
		r := e.Search(context.Background(), ai.Request{Pos: p, Limits: ai.Limits{Nodes: materialSieveNodes}})
		if r.Mate != 0 || r.Score < puzzle.MaterialScore {
			continue
		}
		side := p.SideToMove()
		ref := max(puzzle.MaterialBalance(&p, side), puzzle.MaterialBalance(&prev, side))
		if f, ok := materialPosition(e, p, ref); ok {
			f.src = fmt.Sprintf("%s|%d", g.src, ply/2+1)
			out = append(out, f)
			last = ply
		}
	}
	return out
}

// materialStart is a game position as a puzzle's start (the move clock
// reset), with at least three legal moves (a forced move is no puzzle).
func materialStart(pos rules.Position) (rules.Position, bool) {
	f := strings.Fields(pos.FEN())
	if len(f) < 6 {
		return pos, false
	}
	p, err := rules.ParseFEN(strings.Join(f[:4], " ") + " 0 1")
	if err != nil {
		return pos, false
	}
	var l rules.MoveList
	p.GenerateMoves(&l)
	return p, l.N >= 3
}

// depthSearcher lends an engine to puzzle.VerifyMaterial: each search
// from a cleared table, so that its answer depends on the position alone
// (the harvest and -verify then search alike).
type depthSearcher struct{ e *ai.Engine }

func (d depthSearcher) SearchDepth(pos rules.Position, depth int) (puzzle.Analysis, []rules.Move) {
	d.e.Clear()
	r := d.e.Search(context.Background(), ai.Request{Pos: pos, Limits: ai.Limits{Depth: depth, Nodes: materialNodes}})
	return puzzle.Analysis{Move: r.Move, Score: r.Score, Mate: r.Mate}, r.PV
}

// SearchMoves is SearchDepth among moves only (-rejudge's searches).
func (d depthSearcher) SearchMoves(pos rules.Position, depth int, moves []rules.Move) puzzle.Analysis {
	d.e.Clear()
	r := d.e.Search(context.Background(), ai.Request{Pos: pos, Limits: ai.Limits{Depth: depth, Nodes: materialNodes}, RootMoves: moves})
	return puzzle.Analysis{Move: r.Move, Score: r.Score, Mate: r.Mate}
}

// materialPosition finds and proves a material puzzle in p (see the rules
// above); ref is the attacker's balance the gain is counted from.
func materialPosition(e *ai.Engine, p rules.Position, ref int) (found, bool) {
	d := depthSearcher{e}
	a, pv := d.SearchDepth(p, puzzle.MaterialDepth)
	if a.Mate != 0 || a.Score < puzzle.MaterialScore || len(pv) == 0 {
		return found{}, false
	}
	line := materialLine(p, pv, ref)
	if line == nil {
		return found{}, false
	}
	words := make([]string, len(line))
	for i, m := range line {
		words[i] = m.String()
	}
	row, err := gradeRow(fmt.Sprintf("x\t%s\t%s\t0\t%s", p.FEN(), puzzle.MaterialGoalText(p.SideToMove()), strings.Join(words, " ")))
	if err != nil {
		return found{}, false
	}
	ps, err := puzzle.Load(strings.NewReader(puzzle.Header + "\n" + row + "\n"))
	if err != nil || puzzle.VerifyMaterial(d, &ps[0]) != nil {
		return found{}, false
	}
	_, rest, _ := strings.Cut(row, "\t")
	return found{key: p.Key(), row: rest}, true
}

// materialLine is the shortest prefix of pv ending with a capture by the
// attacker (1, 3 or 5 plies) after which the attacker's balance is at least
// ref+MaterialGain, and still is after the defender's next move of pv when
// pv has one; nil if there is none.
func materialLine(p rules.Position, pv []rules.Move, ref int) []rules.Move {
	side := p.SideToMove()
	pos := p
	for k := 0; k < len(pv) && k < puzzle.MaxMaterialLine; k++ {
		if !pos.IsLegal(pv[k]) {
			return nil
		}
		capture := pos.At(pv[k].To()) != rules.Empty
		pos.MakeMove(pv[k])
		if !pos.HasLegalMove() {
			return nil
		}
		if k%2 != 0 || !capture || puzzle.MaterialBalance(&pos, side)-ref < puzzle.MaterialGain {
			continue
		}
		if k+1 < len(pv) {
			next := pos
			if !next.IsLegal(pv[k+1]) {
				return nil
			}
			next.MakeMove(pv[k+1])
			if puzzle.MaterialBalance(&next, side)-ref < puzzle.MaterialGain {
				continue
			}
		}
		return slices.Clone(pv[:k+1])
	}
	return nil
}

// harvestMaterial scans the games and writes the material table.
func harvestMaterial(cfg harvestConfig, logf func(string, ...any)) (int, error) {
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
	order := interleave(master, cfg.selfplay)
	results := make([][]found, total)
	done := make([]bool, total)
	var mu sync.Mutex
	// lastID numbers the puzzles: w0001 on (a re-judged table has gaps,
	// and -resume goes on after its highest id).
	next, merged, lastID := 0, 0, 0
	var rows []string
	made := fmt.Sprintf("-harvest-material -games %s -selfplay %d -seed %d", filepath.Base(cfg.gamesDir), cfg.selfplay, cfg.seed)
	title := materialTitle + made
	if cfg.resume {
		d, old, err := resumeTitled(cfg.out, title)
		if err != nil {
			return 0, err
		}
		for _, p := range old {
			seen[p.Start.Key()] = true
			var n int
			if _, err := fmt.Sscanf(p.ID, "w%d", &n); err == nil {
				lastID = max(lastID, n)
			}
		}
		next, merged = d, d
		if rows, err = tableRows(cfg.out); err != nil {
			return 0, err
		}
		logf("resuming after %d games, %d puzzles", d, len(rows))
	}
	lastFlush := merged
	began := time.Now()
	var werr error
	merge := func() {
		for merged < total && done[merged] {
			for _, f := range results[merged] {
				if seen[f.key] {
					continue
				}
				seen[f.key] = true
				lastID++
				rows = append(rows, fmt.Sprintf("w%04d\t%s\t%s", lastID, f.row, f.src))
			}
			results[merged] = nil
			merged++
		}
		if merged-lastFlush >= 10 || merged == total {
			lastFlush = merged
			if err := writeTitled(cfg.out, title, merged, total, rows); err != nil && werr == nil {
				werr = err
			}
			logf("%d/%d games, %d puzzles, %v", merged, total, len(rows), time.Since(began).Round(time.Second))
		}
	}
	var wg sync.WaitGroup
	for w := 0; w < max(1, cfg.workers); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := ai.NewEngine(materialHashMiB)
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
				fs := scanMaterial(e, g)
				mu.Lock()
				results[i], done[i] = fs, true
				merge()
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return len(rows), werr
}
