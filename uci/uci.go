// Package uci speaks the UCI protocol as the major Xiangqi engines do (ICCS
// coordinates, ranks 0–9) over any reader and writer, so the engine program
// is a thin main and every command is testable.
//
// Commands: uci, isready, ucinewgame, setoption name
// Hash|Threads|MultiPV|Level|Move Overhead value V, position startpos|fen <FEN> [moves …], go depth N | mate N
// | movetime MS | nodes N | wtime/btime/winc/binc/movestogo/byoyomi |
// infinite | searchmoves M…, go perft N, stop, quit, bench [depth].
//
// Every "go" (but go perft) ends with a bestmove; none is rejected. An
// unknown word is ignored, a value that is missing or not a number counts
// as the smallest of its limit (depth 1, movetime 1, nodes 1), and one out
// of range is clamped (depth and mate to 1–64 plies, times to a day,
// increments to 0 or more), each with an info string; a go in which no
// limit is understood answers from depth 1 rather than search until a stop
// that may not come. searchmoves searches only the listed moves, ignoring
// those not legal (all moves when none is). Under a clock (any of wtime,
// btime, winc, binc, movestogo), a time of 0 or less for the side to move
// is no time left, and so is a missing one: a GUI that sends the other
// side's time but not the mover's has none to give, and waiting for a
// stop it will not send would lose on time. Either way the move comes at
// once, from a depth-1 search, with an info string.
//
// A countdown (读秒, byo-yomi) is sent as Shogi's UCI sends it: "go wtime
// W btime B byoyomi MS", wtime and btime the main time left (0 once it is
// spent) and byoyomi the period each move must then be made within (one
// period for both sides; periods after the first are not counted on). A
// time of 0 with a byoyomi is not out of time: the engine shares its main
// time as for sudden death, takes each move's period on top, and keeps
// Move Overhead plus half the period (at most a second) back of
// it (ai.ByoyomiMargin), so
// that it never uses a period up. "movestogo" gives the moves to the next
// control of a moves-in-time clock (40 moves in 90 minutes), wtime and
// btime the time left until it.
//
// Move Overhead (ms, default DefaultMoveOverhead) is
// kept back from every timed search, "go movetime N" too, so that the reply
// reaches the GUI within its time as the GUI measures it. A malformed or
// illegal line is answered with "info string <error>" and the loop goes on; a search always ends with
// "bestmove". Threads (default 1) sets the search threads (Lazy SMP, see
// package ai); with more than one, searches are no longer repeatable, and
// bench always runs one, so that its node total stays the engine's
// signature. MultiPV N (default 1, at most ai.MaxMultiPV) reports the N
// best moves: each completed depth prints one "info depth D multipv I
// score … pv …" line per move, best first (I from 1; a line the search
// proved only at least as good as the one above carries "lowerbound"
// after its score), and bestmove is line 1's move, the move MultiPV 1
// would play at that depth; with MultiPV 1 the lines have no multipv
// field, as before. A Level plays one line whatever MultiPV says.
// "setoption name Hash" allocates the new table and writes it
// whole before the next command is read, as the reference engines do, so
// that readyok comes once it is ready and no search's clock pays for
// mapping its pages.
//
// Searches, "go perft" and "bench" run on a goroutine of their own, so that
// the command loop always reads on: isready is answered at once, and stop,
// quit or any command that changes the state (position, go, setoption,
// ucinewgame, bench) ends the running one first. A stopped search prints
// the bestmove of its completed iterations; a stopped perft prints the
// divide lines of the root moves it finished and "info string perft
// stopped …" instead of the total; a stopped bench prints the positions it
// finished and "info string bench stopped …" instead of the totals, so that
// no partial count passes for a real one.
//
// The end of the input ends the session as quit does: whatever runs is
// stopped (a GUI that has gone cannot send stop, and the process must not
// search on alone), so a search still prints its bestmove and a script
// piped in ("position startpos" then "go depth 8") gets an answer, from the
// iterations completed by then. To run one command to its end without a
// GUI, the program takes it as arguments (cmd/xiangqi-engine).
//
// Lines may be of any length. A position line is read whole however long,
// because the GUI sends the whole game on it; any other line longer than
// Config.MaxLineBytes is junk to the protocol: it is read through without
// being kept and answered with an info string.
//
// The GUI is the referee. "position" accepts every sequence of legal moves,
// also moves played after the project's referee (rules.Game) would have
// ended the game — by a perpetual check or chase, a third repetition, the
// 60-move rule — and notes such a ruling in an info string; "go" then
// answers a legal move whenever the side to move has one, and "bestmove
// 0000" only when it has none. A "position" command always replaces the
// position, also when it is faulty: as in the reference engines, the moves
// are played up to the first one that is not legal, which an info string
// names with its number, and the rest are ignored; a FEN that cannot be
// read (or a missing or unknown start) gives the start position, never the
// one before, whose side to move may well be the wrong one.
package uci

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"xiangqi/ai"
)

// DefaultMoveOverhead is the Move Overhead option's default: what the
// reply of a timed search may take beyond its time to reach the GUI. It
// covers the largest delay measured on a 2-core machine at a load average
// of 10–11 (a GUI process timing "go movetime 50" and "go movetime 100"
// from its write to the bestmove line it read, 180 searches: median
// 3.5 ms, 90th percentile 19 ms, 99th 37 ms, largest 98 ms); the pipe alone
// ("isready" to "readyok", 400 round trips) took under 0.2 ms, so the delay
// is the scheduler's and the search's stop.
const DefaultMoveOverhead = 100 * time.Millisecond

// MaxMoveOverhead is the largest Move Overhead accepted.
const MaxMoveOverhead = 5 * time.Second

// Config bounds what a session accepts; the zero value takes the defaults.
type Config struct {
	HashMiB       int // transposition table size at start (default 16)
	MaxHashMiB    int // largest Hash option accepted (default 1024)
	MaxPerftDepth int // deepest "go perft" accepted (default 8)
	BenchDepth    int // depth of "bench" without an argument (default DefaultBenchDepth)
	MaxBenchDepth int // deepest "bench N" accepted (default 16)
	MaxThreads    int // largest Threads option accepted (default ai.MaxThreads)
	MaxLineBytes  int // longest input line kept, position lines apart (default 64 KiB)
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
	if c.MaxLineBytes <= 0 {
		c.MaxLineBytes = 64 << 10
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
// (the reader); searches, perft and bench run on their own goroutine and
// write through the same locked writer.
type Session struct {
	cfg     Config
	out     *lineWriter
	eng     Engine
	newEng  func(hashMiB int) Engine // makes eng for a new Hash
	hashMiB int
	threads int // the Threads option: search threads (1: deterministic)
	multiPV int // the MultiPV option: lines reported (1: the plain search)
	// overhead is the Move Overhead option: kept back from every timed
	// move for the pipe, the scheduler and the GUI (DefaultMoveOverhead).
	overhead time.Duration
	level    ai.Level
	leveled  bool // Level option set: go uses the level's limits and error model
	cur      setup

	cancel   context.CancelFunc // stops the running job (search, perft, bench), nil when idle
	done     chan struct{}      // closed when the running job has printed its last line
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

// maxInfoString bounds an info string: an error may quote the input, and
// junk on the input must not come back as junk of the same size.
const maxInfoString = 300

// infoString reports msg, cut to maxInfoString bytes.
func (l *lineWriter) infoString(msg string) {
	l.printf("info string %s", clip(msg, maxInfoString))
}

// clip cuts s to at most n bytes at a rune boundary, marking the cut.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	i := n
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i] + "…"
}

// quoted is a token of the input for a message: quoted, and cut if long.
func quoted(s string) string {
	return strconv.Quote(clip(s, 40))
}

// NewSession returns a session writing to w.
func NewSession(w io.Writer, cfg Config) *Session {
	cfg = cfg.withDefaults()
	return &Session{
		cfg:      cfg,
		out:      &lineWriter{w: w},
		eng:      ai.NewEngine(cfg.HashMiB),
		newEng:   func(n int) Engine { return ai.NewEngine(n) },
		hashMiB:  cfg.HashMiB,
		threads:  1,
		multiPV:  1,
		overhead: DefaultMoveOverhead,
		level:    ai.Master,
		cur:      startSetup(),
	}
}

// Run reads commands from r until quit or the end of input, which ends the
// session as quit does: the running job, if any, is stopped (a search
// prints its bestmove). A read error other than the end is reported and
// returned.
func (s *Session) Run(r io.Reader) error {
	lr := newLineReader(r, s.cfg.MaxLineBytes)
	for {
		l, err := lr.next()
		if err != nil {
			s.stop() // no stop can come any more
			if err == io.EOF {
				return nil
			}
			s.out.infoString(fmt.Sprintf("input: %v", err))
			return err
		}
		if l.dropped > 0 {
			s.out.infoString(fmt.Sprintf("input: a line of %d bytes ignored, over the limit of %d (it starts %s)",
				l.dropped, s.cfg.MaxLineBytes, quoted(l.text)))
			continue
		}
		if s.Handle(l.text) {
			return nil
		}
	}
}

// start runs job on the search goroutine as the running job; job must
// return promptly once ctx is done. The session must be idle.
func (s *Session) start(infinite bool, job func(ctx context.Context)) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	s.cancel, s.done, s.infinite = cancel, done, infinite
	go func() {
		defer close(done)
		defer cancel()
		job(ctx)
	}()
}

// Wait blocks until the running job, if any, has ended (a search has
// printed its bestmove); an infinite search ends only with stop.
func (s *Session) Wait() {
	if s.done != nil {
		<-s.done
		s.done, s.cancel, s.infinite = nil, nil, false
	}
}

// stop cancels the running job and waits for its last line.
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
		s.out.printf("option name MultiPV type spin default 1 min 1 max %d", ai.MaxMultiPV)
		s.out.printf("option name Move Overhead type spin default %d min 0 max %d", DefaultMoveOverhead.Milliseconds(), MaxMoveOverhead.Milliseconds())
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
			s.out.infoString(err.Error())
		}
	case "position":
		s.stop()
		st, err := parsePosition(args)
		s.cur = st // also when faulty: see the package doc
		if err != nil {
			s.out.infoString(err.Error())
		}
		if msg := st.decided(); msg != "" {
			s.out.infoString(msg)
		}
	case "go":
		s.stop()
		if err := s.goCmd(args); err != nil {
			s.out.infoString(err.Error())
		}
	case "stop":
		s.stop()
	case "bench":
		s.stop()
		if err := s.bench(args); err != nil {
			s.out.infoString(err.Error())
		}
	case "quit":
		s.stop()
		return true
	case "ponderhit":
		// Pondering is not offered; a running search simply continues.
	default:
		s.out.infoString("unknown command " + quoted(cmd))
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
			return fmt.Errorf("setoption Hash: want 1–%d MiB, got %s", s.cfg.MaxHashMiB, quoted(value))
		}
		if n != s.hashMiB {
			s.eng = s.newEng(n)
			s.hashMiB = n
			// Clearing the new table writes all of it: the system maps
			// its pages now, before isready is answered, and not in the
			// first searches, whose clock runs (with Hash 1024 the first
			// "go movetime 300" took up to 1.7 s with the mapping in it).
			s.eng.Clear()
		}
	case "threads":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > s.cfg.MaxThreads {
			return fmt.Errorf("setoption Threads: want 1–%d, got %s", s.cfg.MaxThreads, quoted(value))
		}
		s.threads = n
	case "multipv":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > ai.MaxMultiPV {
			return fmt.Errorf("setoption MultiPV: want 1–%d, got %s", ai.MaxMultiPV, quoted(value))
		}
		s.multiPV = n
	case "move overhead":
		n, err := strconv.Atoi(value)
		if err != nil || n < 0 || n > int(MaxMoveOverhead.Milliseconds()) {
			return fmt.Errorf("setoption Move Overhead: want 0–%d ms, got %s", MaxMoveOverhead.Milliseconds(), quoted(value))
		}
		s.overhead = time.Duration(n) * time.Millisecond
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
		return fmt.Errorf("setoption: unknown option %s", quoted(name))
	}
	return nil
}

func atoiArg(args []string, i int, what string) (int64, error) {
	if i >= len(args) {
		return 0, fmt.Errorf("go %s: missing value", what)
	}
	n, err := strconv.ParseInt(args[i], 10, 64)
	if err != nil {
		return 0, fmt.Errorf("go %s: %s is not a number", what, quoted(args[i]))
	}
	return n, nil
}
