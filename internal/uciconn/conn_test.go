package uciconn

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// scripted answers each command line with the replies given for its first
// word, and records the commands; it ends with nil on quit or at the end
// of its input.
func scripted(replies map[string]string, sent *[]string) func(in io.Reader, out io.Writer) error {
	return func(in io.Reader, out io.Writer) error {
		sc := bufio.NewScanner(in)
		for sc.Scan() {
			if sent != nil {
				*sent = append(*sent, sc.Text())
			}
			f := strings.Fields(sc.Text())
			if len(f) == 0 {
				continue
			}
			if f[0] == "quit" {
				return nil
			}
			if r, ok := replies[f[0]]; ok {
				if _, err := io.WriteString(out, r); err != nil {
					return err
				}
			}
		}
		return sc.Err()
	}
}

// flood writes lines until writing fails, which for a Pipe engine is when
// it is killed: an engine that never stops on its own.
func flood(out io.Writer) error {
	for {
		if _, err := io.WriteString(out, "info string thinking\n"); err != nil {
			return err
		}
	}
}

// TestAsk: the lines up to the first whose first word is until, that one
// included; the rest wait for the next Ask.
func TestAsk(t *testing.T) {
	var sent []string
	c := Pipe(scripted(map[string]string{
		"uci":     "id name fake\ninfo string uciok is not a first word\nuciokay\nuciok extra\noption after\nuciok\n",
		"isready": "readyok\n",
	}, &sent))
	got, err := c.Ask(5*time.Second, "uciok", "uci")
	want := []string{"id name fake", "info string uciok is not a first word", "uciokay", "uciok extra"}
	if err != nil || !slices.Equal(got, want) {
		t.Errorf("uci: %q, %v; want %q", got, err, want)
	}
	got, err = c.Ask(5*time.Second, "readyok", "ucinewgame", "isready")
	want = []string{"option after", "uciok", "readyok"}
	if err != nil || !slices.Equal(got, want) {
		t.Errorf("isready: %q, %v; want %q", got, err, want)
	}
	if err := c.Quit(time.Second); err != nil {
		t.Errorf("quit: %v", err)
	}
	if want := []string{"uci", "ucinewgame", "isready", "quit"}; !slices.Equal(sent, want) {
		t.Errorf("sent %q, want %q", sent, want)
	}
}

// TestAskTimeout: an engine that reads but never answers is killed after
// the timeout, and Abort says how it ended.
func TestAskTimeout(t *testing.T) {
	mute := func(in io.Reader, out io.Writer) error {
		_, err := io.Copy(io.Discard, in)
		return err
	}
	c := Pipe(mute)
	start := time.Now()
	_, err := c.Ask(50*time.Millisecond, "uciok", "uci")
	if err == nil || err.Error() != "no uciok within 50ms" {
		t.Fatalf("%v", err)
	}
	if d := time.Since(start); d < 50*time.Millisecond || d > 3*time.Second {
		t.Errorf("took %v for a 50ms timeout", d)
	}
	if err := c.Abort(err); err == nil || err.Error() != "no uciok within 50ms (killed)" {
		t.Errorf("abort: %v", err)
	}
}

// TestAskStoppedReading: an engine that no longer reads its input blocks
// the write of a command; the timeout kills it and so ends the write.
func TestAskStoppedReading(t *testing.T) {
	c := Pipe(func(in io.Reader, out io.Writer) error { return flood(out) })
	_, err := c.Ask(50*time.Millisecond, "readyok", "isready")
	if err == nil || err.Error() != "no readyok within 50ms" {
		t.Fatalf("%v", err)
	}
	if err := c.Abort(err); err == nil || err.Error() != "no readyok within 50ms (killed)" {
		t.Errorf("abort: %v", err)
	}
}

// TestAskTooLate: an answer that comes after the timeout has fired is not
// taken, as the engine is being killed; kill runs once, though both the
// timeout and Abort ask for it.
func TestAskTooLate(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	killed := make(chan struct{})
	var kills atomic.Int32
	kill := func() {
		kills.Add(1)
		close(killed) // a second call would panic
	}
	ended := make(chan error, 1)
	go func() {
		sc := bufio.NewScanner(inR)
		sc.Scan()
		<-killed // answers only once the kill has begun
		fmt.Fprintln(outW, "readyok")
		outW.Close()
		ended <- errors.New("died answering")
	}()
	c := New(inW, outR, kill, func() error { return <-ended })
	got, err := c.Ask(20*time.Millisecond, "readyok", "isready")
	if err == nil || err.Error() != "no readyok within 20ms" || got != nil {
		t.Fatalf("%q, %v", got, err)
	}
	if err := c.Abort(err); err == nil || err.Error() != "no readyok within 20ms (died answering)" {
		t.Errorf("abort: %v", err)
	}
	if n := kills.Load(); n != 1 {
		t.Errorf("killed %d times", n)
	}
}

// TestAskEngineExited: an engine whose output ends before its answer, or
// that has gone before the commands are written, is an error at once,
// with how it ended after Abort.
func TestAskEngineExited(t *testing.T) {
	crash := func(in io.Reader, out io.Writer) error {
		sc := bufio.NewScanner(in)
		sc.Scan()
		fmt.Fprintln(out, "info string about to go")
		return errors.New("segmentation fault")
	}
	c := Pipe(crash)
	_, err := c.Ask(time.Minute, "bestmove", "go")
	if err == nil || err.Error() != "engine output ended before bestmove" {
		t.Fatalf("%v", err)
	}
	if err := c.Abort(err); err == nil || err.Error() != "engine output ended before bestmove (segmentation fault)" {
		t.Errorf("abort: %v", err)
	}

	c = Pipe(func(in io.Reader, out io.Writer) error { return nil })
	_, err = c.Ask(time.Minute, "uciok", "uci")
	if err == nil || err.Error() != `sending "uci": EOF` {
		t.Fatalf("%v", err)
	}
	if err := c.Abort(err); err == nil || err.Error() != `sending "uci": EOF` {
		t.Errorf("abort: %v", err)
	}
}

// TestLongLines: a line up to 1 MiB is read whole (a long PV or a big
// option list); a longer one ends the output.
func TestLongLines(t *testing.T) {
	long := "info string " + strings.Repeat("x", 200_000)
	c := Pipe(scripted(map[string]string{
		"go":      long + "\nbestmove h2e2\n",
		"isready": strings.Repeat("y", maxLine+1) + "\nreadyok\n",
	}, nil))
	got, err := c.Ask(5*time.Second, "bestmove", "go")
	if err != nil || len(got) != 2 || got[0] != long {
		t.Fatalf("%d lines, %v", len(got), err)
	}
	if _, err = c.Ask(5*time.Second, "readyok", "isready"); err == nil || err.Error() != "engine output ended before readyok" {
		t.Errorf("over 1 MiB: %v", err)
	}
	_ = c.Abort(err)
}

// TestSetOption: the setoption line and isready are sent; an "info string"
// before readyok is the engine rejecting the option.
func TestSetOption(t *testing.T) {
	var sent []string
	c := Pipe(scripted(map[string]string{"isready": "readyok\n"}, &sent))
	if err := c.SetOption(5*time.Second, "Move Overhead", "0"); err != nil {
		t.Errorf("accepted: %v", err)
	}
	if err := c.Quit(time.Second); err != nil {
		t.Errorf("quit: %v", err)
	}
	if want := []string{"setoption name Move Overhead value 0", "isready", "quit"}; !slices.Equal(sent, want) {
		t.Errorf("sent %q, want %q", sent, want)
	}

	c = Pipe(scripted(map[string]string{"isready": "info string Hash 1024 above the maximum 64\nreadyok\n"}, nil))
	err := c.SetOption(5*time.Second, "Hash", "1024")
	if err == nil || err.Error() != "setoption Hash: Hash 1024 above the maximum 64" {
		t.Errorf("rejected: %v", err)
	}
	_ = c.Abort(err)

	c = Pipe(scripted(nil, nil))
	err = c.SetOption(50*time.Millisecond, "Hash", "16")
	if err == nil || err.Error() != "no readyok within 50ms" {
		t.Errorf("no readyok: %v", err)
	}
	_ = c.Abort(err)
}

// TestQuit: an engine that exits on quit ends cleanly; one that keeps
// going is killed after the grace time.
func TestQuit(t *testing.T) {
	c := Pipe(scripted(nil, nil))
	if err := c.Quit(time.Minute); err != nil {
		t.Errorf("clean quit: %v", err)
	}

	c = Pipe(func(in io.Reader, out io.Writer) error {
		_, _ = io.Copy(io.Discard, in) // reads quit and the end of its input
		return flood(out)              // and does not stop
	})
	start := time.Now()
	if err := c.Quit(50 * time.Millisecond); err == nil || err.Error() != "killed" {
		t.Errorf("deaf engine: %v", err)
	}
	if d := time.Since(start); d < 50*time.Millisecond || d > 3*time.Second {
		t.Errorf("took %v for a 50ms grace", d)
	}
}
