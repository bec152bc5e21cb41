// Package uciconn is a conversation with a running UCI engine program:
// commands go in as lines, the engine's output comes back as lines, and
// every exchange has a time bound past which the engine is killed, so that
// a crashed or hung program ends its caller's work with an error instead
// of stalling it.
//
// It is the one copy of that conversation for the tools that drive engine
// programs (cmd/xiangqi-match, cmd/xiangqi-depth); what they say to the
// engine, and how they read its searches, stays with them.
package uciconn

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"
)

// Conn is a running engine: commands are written to in and the engine's
// output arrives line by line on lines, which is closed when it ends.
type Conn struct {
	in    io.WriteCloser
	lines chan string
	kill  func()       // ends the engine now; any goroutine, any number of times
	wait  func() error // waits for the ended engine and reports how it ended
}

// maxLine is the longest output line read: a longer one ends the
// conversation, as the scanner stops there.
const maxLine = 1 << 20

// New starts reading out. kill must make out end, and wait is called
// only after it has. kill is called at most once, however often a timeout
// or Abort asks for it.
func New(in io.WriteCloser, out io.Reader, kill func(), wait func() error) *Conn {
	c := &Conn{in: in, lines: make(chan string, 64), wait: wait}
	var once sync.Once
	c.kill = func() { once.Do(kill) }
	go func() {
		defer close(c.lines)
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 64*1024), maxLine)
		for sc.Scan() {
			c.lines <- sc.Text()
		}
	}()
	return c
}

// Ask writes cmds and collects the engine's lines up to the first whose
// first word is until. An engine that has not got there within timeout is
// killed; after any error the caller ends the conversation with Abort.
func (c *Conn) Ask(timeout time.Duration, until string, cmds ...string) ([]string, error) {
	// The timer also unblocks a write to an engine that stopped reading.
	timer := time.AfterFunc(timeout, c.kill)
	for _, cmd := range cmds {
		if _, err := io.WriteString(c.in, cmd+"\n"); err != nil {
			if !timer.Stop() {
				return nil, fmt.Errorf("no %s within %v", until, timeout)
			}
			return nil, fmt.Errorf("sending %q: %v", cmd, err)
		}
	}
	var got []string
	for line := range c.lines {
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

// SetOption sets the option name to value and waits for readyok within
// timeout. Our engine answers a rejected option with "info string
// <error>", which is returned as the error; after any error the caller
// ends the conversation with Abort.
func (c *Conn) SetOption(timeout time.Duration, name, value string) error {
	replies, err := c.Ask(timeout, "readyok", fmt.Sprintf("setoption name %s value %s", name, value), "isready")
	if err != nil {
		return err
	}
	for _, line := range replies {
		if note, ok := strings.CutPrefix(line, "info string "); ok {
			return fmt.Errorf("setoption %s: %s", name, note)
		}
	}
	return nil
}

// Abort kills the engine after err and returns err with how it ended.
func (c *Conn) Abort(err error) error {
	c.kill()
	for range c.lines {
		// The reader stops when the killed engine's output ends.
	}
	if werr := c.wait(); werr != nil {
		return fmt.Errorf("%w (%v)", err, werr)
	}
	return err
}

// Quit asks the engine to exit, kills it if it has not within grace, and
// returns how it ended.
func (c *Conn) Quit(grace time.Duration) error {
	timer := time.AfterFunc(grace, c.kill)
	defer timer.Stop()
	// Errors here mean the engine has gone already, which is what we want.
	_, _ = io.WriteString(c.in, "quit\n")
	_ = c.in.Close()
	for range c.lines {
	}
	return c.wait()
}
