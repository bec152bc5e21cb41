package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// Time bounds of the conversation: an engine that overruns one is killed
// and the run ends with an error, rather than hang.
const (
	replyTimeout = 30 * time.Second // uciok, readyok (a big hash takes a moment)
	quitGrace    = 2 * time.Second
)

// searchTimeout is how long "go movetime" may take before the engine is
// taken for hung: ten times the time leaves room for a loaded machine.
func searchTimeout(movetime time.Duration) time.Duration {
	return 10*movetime + 10*time.Second
}

// engine is a running UCI program: commands go to in, its output arrives
// line by line on lines, which is closed when the output ends.
type engine struct {
	name  string // from "id name", for the report
	in    io.WriteCloser
	lines chan string
	kill  func()
	wait  func() error
}

// startEngine runs the program at path, says uci and sets the hash size
// and the options.
func startEngine(path string, hashMiB int, opts []option) (*engine, error) {
	cmd := exec.Command(path)
	cmd.Stderr = os.Stderr // a crashing engine's last words
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	e := &engine{in: in, lines: make(chan string, 64), wait: cmd.Wait}
	var once sync.Once
	e.kill = func() { once.Do(func() { _ = cmd.Process.Kill() }) } // it may have exited already
	go func() {
		defer close(e.lines)
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 64*1024), 1<<20)
		for sc.Scan() {
			e.lines <- sc.Text()
		}
	}()
	replies, err := e.ask(replyTimeout, "uciok", "uci")
	if err != nil {
		return nil, e.abort(err)
	}
	for _, l := range replies {
		if name, ok := strings.CutPrefix(l, "id name "); ok {
			e.name = strings.TrimSpace(name)
		}
	}
	if hashMiB > 0 {
		opts = append([]option{{"Hash", fmt.Sprint(hashMiB)}}, opts...)
	}
	for _, o := range opts {
		replies, err := e.ask(replyTimeout, "readyok", fmt.Sprintf("setoption name %s value %s", o.name, o.value), "isready")
		if err != nil {
			return nil, e.abort(err)
		}
		// Our engine answers a rejected option with "info string <error>".
		for _, l := range replies {
			if note, ok := strings.CutPrefix(l, "info string "); ok {
				return nil, e.abort(fmt.Errorf("setoption %s: %s", o.name, note))
			}
		}
	}
	return e, nil
}

// search runs one "go movetime" on fen after ucinewgame, so that no
// search inherits another's hash table, and reads it.
func (e *engine) search(fen string, movetime time.Duration) (search, error) {
	if _, err := e.ask(replyTimeout, "readyok", "ucinewgame", "isready"); err != nil {
		return search{}, e.abort(err)
	}
	start := time.Now()
	lines, err := e.ask(searchTimeout(movetime), "bestmove",
		"position fen "+fen, fmt.Sprintf("go movetime %d", movetime.Milliseconds()))
	if err != nil {
		return search{}, e.abort(err)
	}
	return readSearch(lines, time.Since(start))
}

// ask writes cmds and collects the engine's lines up to the first whose
// first word is until. An engine that has not got there within timeout is
// killed.
func (e *engine) ask(timeout time.Duration, until string, cmds ...string) ([]string, error) {
	timer := time.AfterFunc(timeout, e.kill) // also unblocks a write to an engine that stopped reading
	for _, cmd := range cmds {
		if _, err := io.WriteString(e.in, cmd+"\n"); err != nil {
			if !timer.Stop() {
				return nil, fmt.Errorf("no %s within %v", until, timeout)
			}
			return nil, fmt.Errorf("sending %q: %v", cmd, err)
		}
	}
	var got []string
	for line := range e.lines {
		got = append(got, line)
		if f := strings.Fields(line); len(f) > 0 && f[0] == until {
			if !timer.Stop() {
				break // the answer came, but too late: the engine is being killed
			}
			return got, nil
		}
	}
	if !timer.Stop() {
		return nil, fmt.Errorf("no %s within %v", until, timeout)
	}
	return nil, fmt.Errorf("engine output ended before %s", until)
}

// abort kills the engine after err and returns err with how it ended.
func (e *engine) abort(err error) error {
	e.kill()
	for range e.lines {
		// The reader stops when the killed engine's output ends.
	}
	if werr := e.wait(); werr != nil {
		return fmt.Errorf("%w (%v)", err, werr)
	}
	return err
}

// quit asks the engine to exit and kills it if it has not within grace.
func (e *engine) quit() {
	timer := time.AfterFunc(quitGrace, e.kill)
	defer timer.Stop()
	// Errors here mean the engine has gone already, which is what we want.
	_, _ = io.WriteString(e.in, "quit\n")
	_ = e.in.Close()
	for range e.lines {
	}
	_ = e.wait()
}
