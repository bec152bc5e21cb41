// Package uci speaks the UCI protocol as the major Xiangqi engines do (ICCS
// coordinates, ranks 0–9) over any reader and writer, so the engine program
// is a thin main and every command is testable.
//
// Commands: uci, isready, ucinewgame, setoption name Hash|Threads|Level
// value V, position startpos|fen <FEN> [moves …], go depth N | movetime MS
// | nodes N | wtime/btime/winc/binc/movestogo | infinite, go perft N, stop,
// quit, bench [depth]. A malformed or illegal line is answered with "info
// string <error>" and the loop goes on; a search always ends with
// "bestmove". Threads (default 1) sets the search threads (Lazy SMP, see
// package ai); with more than one, searches are no longer repeatable, and
// bench always runs one, so that its node total stays the engine's
// signature.
//
// The GUI is the referee. "position" accepts every sequence of legal moves,
// also moves played after the project's referee (rules.Game) would have
// ended the game — by a perpetual check or chase, a third repetition, the
// 60-move rule — and notes such a ruling in an info string; "go" then
// answers a legal move whenever the side to move has one, and "bestmove
// 0000" only when it has none.
package uci

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

	"xiangqi/ai"
	"xiangqi/rules"
)

// Config bounds what a session accepts; the zero value takes the defaults.
type Config struct {
	HashMiB       int // transposition table size at start (default 16)
	MaxHashMiB    int // largest Hash option accepted (default 1024)
	MaxPerftDepth int // deepest "go perft" accepted (default 8)
	BenchDepth    int // depth of "bench" without an argument (default DefaultBenchDepth)
	MaxBenchDepth int // deepest "bench N" accepted (default 16)
	MaxThreads    int // largest Threads option accepted (default ai.MaxThreads)
}

func (c Config) withDefaults() Config {
	if c.HashMiB <= 0 {
		c.HashMiB = 16
	}
	if c.MaxHashMiB <= 0 {
		c.MaxHashMiB = 1024
	}
	if c.MaxPerftDepth <= 0 {
		c.MaxPerftDepth = 8
	}
	if c.BenchDepth <= 0 {
		c.BenchDepth = DefaultBenchDepth
	}
	if c.MaxBenchDepth <= 0 {
		c.MaxBenchDepth = 16
	}
	if c.MaxThreads <= 0 || c.MaxThreads > ai.MaxThreads {
		c.MaxThreads = ai.MaxThreads
	}
	c.BenchDepth = min(c.BenchDepth, c.MaxBenchDepth)
	return c
}

// Engine is what a session needs of the engine; *ai.Engine is one, and
// the tests use fakes.
type Engine interface {
	Search(ctx context.Context, req ai.Request) ai.Result
	Clear()
}

// Session is one engine conversation. Handle is called from one goroutine
// (the reader); searches run on their own goroutine and write through the
// same locked writer.
type Session struct {
	cfg     Config
	out     *lineWriter
	eng     Engine
	newEng  func(hashMiB int) Engine // makes eng for a new Hash
	hashMiB int
	threads int // the Threads option: search threads (1: deterministic)
	level   ai.Level
	leveled bool // Level option set: go uses the level's limits and error model
	cur     setup

	cancel   context.CancelFunc // stops the running search, nil when idle
	done     chan struct{}      // closed when the running search has printed bestmove
	infinite bool               // the running search waits for stop
}

// lineWriter serialises whole lines from the reader and search goroutines.
type lineWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lineWriter) printf(format string, args ...any) {
	l.mu.Lock()
	defer l.mu.Unlock()
	fmt.Fprintf(l.w, format+"\n", args...)
}

// NewSession returns a session writing to w.
func NewSession(w io.Writer, cfg Config) *Session {
	cfg = cfg.withDefaults()
	return &Session{
		cfg:     cfg,
		out:     &lineWriter{w: w},
		eng:     ai.NewEngine(cfg.HashMiB),
		newEng:  func(n int) Engine { return ai.NewEngine(n) },
		hashMiB: cfg.HashMiB,
		threads: 1,
		level:   ai.Master,
		cur:     startSetup(),
	}
}

// Run reads commands from r until quit or end of input. At the end of input
// a running fixed search is allowed to finish (so "go depth 8" piped into the
// engine prints its bestmove); an infinite one is stopped.
func (s *Session) Run(r io.Reader) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		if s.Handle(sc.Text()) {
			return nil
		}
	}
	if s.infinite {
		s.stop() // no stop can come any more
	}
	s.Wait()
	if err := sc.Err(); err != nil {
		s.out.printf("info string input: %v", err)
		return err
	}
	return nil
}

// Wait blocks until the running search, if any, has printed its bestmove.
func (s *Session) Wait() {
	if s.done != nil {
		<-s.done
		s.done, s.cancel, s.infinite = nil, nil, false
	}
}

// stop cancels the running search and waits for its bestmove.
func (s *Session) stop() {
	if s.cancel != nil {
		s.cancel()
	}
	s.Wait()
}

// Handle executes one command line and reports whether it was quit.
func (s *Session) Handle(line string) (quit bool) {
	f := strings.Fields(line)
	if len(f) == 0 {
		return false
	}
	cmd, args := f[0], f[1:]
	switch cmd {
	case "uci":
		s.out.printf("id name Xiangqi %s", ai.Version)
		s.out.printf("id author the xiangqi team")
		s.out.printf("option name Hash type spin default %d min 1 max %d", s.cfg.HashMiB, s.cfg.MaxHashMiB)
		s.out.printf("option name Threads type spin default 1 min 1 max %d", s.cfg.MaxThreads)
		// The levels, weakest first, by name without spaces ("Level3"
		// for "Level 3"): a combo's values are separated by " var ".
		// setoption takes these, the names with spaces, or the numbers.
		names := make([]string, 0, ai.NumLevels)
		for l := ai.Level(0); l < ai.NumLevels; l++ {
			names = append(names, "var "+strings.ReplaceAll(l.String(), " ", ""))
		}
		s.out.printf("option name Level type combo default Full %s var Full", strings.Join(names, " "))
		s.out.printf("uciok")
	case "isready":
		s.out.printf("readyok")
	case "ucinewgame":
		s.stop()
		s.eng.Clear()
		s.cur = startSetup()
	case "setoption":
		s.stop()
		if err := s.setOption(args); err != nil {
			s.out.printf("info string %v", err)
		}
	case "position":
		s.stop()
		st, err := parsePosition(args)
		if err != nil {
			s.out.printf("info string %v", err)
			return false
		}
		s.cur = st
		if msg := st.decided(); msg != "" {
			s.out.printf("info string %s", msg)
		}
	case "go":
		s.stop()
		if err := s.goCmd(args); err != nil {
			s.out.printf("info string %v", err)
		}
	case "stop":
		s.stop()
	case "bench":
		s.stop()
		if err := s.bench(args); err != nil {
			s.out.printf("info string %v", err)
		}
	case "quit":
		s.stop()
		return true
	case "ponderhit":
		// Pondering is not offered; a running search simply continues.
	default:
		s.out.printf("info string unknown command %q", cmd)
	}
	return false
}

// setOption handles "name <id…> value <v…>"; names are case-insensitive.
func (s *Session) setOption(args []string) error {
	if len(args) < 2 || args[0] != "name" {
		return fmt.Errorf("setoption: want name <id> value <x>")
	}
	i := 1
	for i < len(args) && args[i] != "value" {
		i++
	}
	name := strings.ToLower(strings.Join(args[1:i], " "))
	value := ""
	if i+1 < len(args) {
		value = strings.Join(args[i+1:], " ")
	}
	switch name {
	case "hash":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > s.cfg.MaxHashMiB {
			return fmt.Errorf("setoption Hash: want 1–%d MiB, got %q", s.cfg.MaxHashMiB, value)
		}
		if n != s.hashMiB {
			s.eng = s.newEng(n)
			s.hashMiB = n
		}
	case "threads":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > s.cfg.MaxThreads {
			return fmt.Errorf("setoption Threads: want 1–%d, got %q", s.cfg.MaxThreads, value)
		}
		s.threads = n
	case "level":
		if strings.EqualFold(value, "full") {
			s.leveled = false
			return nil
		}
		l, err := ai.ParseLevel(value)
		if err != nil {
			return fmt.Errorf("setoption Level: %v", err)
		}
		s.level, s.leveled = l, true
	default:
		return fmt.Errorf("setoption: unknown option %q", name)
	}
	return nil
}

func atoiArg(args []string, i int, what string) (int64, error) {
	if i >= len(args) {
		return 0, fmt.Errorf("go %s: missing value", what)
	}
	n, err := strconv.ParseInt(args[i], 10, 64)
	if err != nil {
		return 0, fmt.Errorf("go %s: %q is not a number", what, args[i])
	}
	return n, nil
}

// perft prints the divide counts and their total, as the major engines do.
func (s *Session) perft(args []string) error {
	n, err := atoiArg(args, 0, "perft")
	if err != nil {
		return err
	}
	if n < 1 || n > int64(s.cfg.MaxPerftDepth) {
		return fmt.Errorf("go perft: depth must be 1–%d", s.cfg.MaxPerftDepth)
	}
	pos := s.cur.pos
	var total uint64
	for _, d := range rules.Divide(&pos, int(n)) {
		s.out.printf("%s: %d", d.Move, d.Nodes)
		total += d.Nodes
	}
	s.out.printf("")
	s.out.printf("Nodes searched: %d", total)
	return nil
}
