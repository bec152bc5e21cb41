package uci

import (
	"bytes"
	"io"
	"strings"
	"sync"
	"testing"
	"time"
)

// patience bounds every wait for the engine; generous, because the race
// detector and a busy machine slow it down many times.
const patience = 30 * time.Second

// watchedBuffer is an output that others can wait on: every write wakes
// the waiters.
type watchedBuffer struct {
	mu      sync.Mutex
	buf     bytes.Buffer
	changed chan struct{} // closed and replaced by every write
}

func newWatchedBuffer() *watchedBuffer {
	return &watchedBuffer{changed: make(chan struct{})}
}

func (w *watchedBuffer) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	n, err := w.buf.Write(p)
	close(w.changed)
	w.changed = make(chan struct{})
	return n, err
}

// snapshot returns the output so far and a channel closed by the next write.
func (w *watchedBuffer) snapshot() (string, <-chan struct{}) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.String(), w.changed
}

func (w *watchedBuffer) String() string {
	s, _ := w.snapshot()
	return s
}

// conn is a GUI's side of a session run over a pipe: lines are written in
// order by a goroutine of their own (so that a session which stops reading
// cannot block the test), and the output is waited on, never slept on.
type conn struct {
	t      testing.TB
	s      *Session
	out    *watchedBuffer
	lines  chan string
	ended  chan error // Run's result
	cursor int        // output before it has been matched by expect
}

// dial starts s.Run on a pipe.
func dial(t testing.TB, cfg Config) *conn {
	t.Helper()
	out := newWatchedBuffer()
	c := &conn{t: t, s: NewSession(out, cfg), out: out, lines: make(chan string, 64), ended: make(chan error, 1)}
	r, w := io.Pipe()
	go func() {
		for l := range c.lines {
			if _, err := io.WriteString(w, l); err != nil {
				break
			}
		}
		w.Close()
	}()
	go func() { c.ended <- c.s.Run(r) }()
	return c
}

// send writes lines to the session.
func (c *conn) send(lines ...string) {
	for _, l := range lines {
		c.lines <- l + "\n"
	}
}

// sendRaw writes text as it is (no newline added).
func (c *conn) sendRaw(text string) { c.lines <- text }

// closeInput ends the session's input, as a GUI that exits does.
func (c *conn) closeInput() { close(c.lines) }

// expect waits until want appears in the output after the last match and
// returns the output up to and including it.
func (c *conn) expect(want string) string {
	c.t.Helper()
	deadline := time.After(patience)
	for {
		out, changed := c.out.snapshot()
		if i := strings.Index(out[c.cursor:], want); i >= 0 {
			got := out[c.cursor : c.cursor+i+len(want)]
			c.cursor += i + len(want)
			return got
		}
		select {
		case <-changed:
		case <-deadline:
			c.t.Fatalf("no %q within %v; output after the last match:\n%s", want, patience, clipForLog(out[c.cursor:]))
		}
	}
}

// waitEnd waits for Run to return and reports how long that took.
func (c *conn) waitEnd() (time.Duration, error) {
	c.t.Helper()
	start := time.Now()
	select {
	case err := <-c.ended:
		return time.Since(start), err
	case <-time.After(patience):
		c.t.Fatalf("the session did not end within %v; output:\n%s", patience, clipForLog(c.out.String()))
	}
	return 0, nil
}

// clipForLog keeps a failure message readable.
func clipForLog(s string) string {
	if len(s) > 4000 {
		return s[:2000] + "\n…\n" + s[len(s)-2000:]
	}
	return s
}
