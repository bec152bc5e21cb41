package uciconn

import (
	"errors"
	"io"
)

// errKilled is how a Pipe engine's pipes fail once it is killed.
var errKilled = errors.New("killed")

// Pipe runs serve as if it were an engine program, in this process: it
// reads the commands from in and writes its replies to out, on its own
// goroutine, and what it returns is how the engine ended. A kill breaks
// both pipes as a dying process would, so serve's reads and writes fail
// with "killed". Tests drive engines that hang, crash or misbehave this
// way, and an engine in Go (package uci's session) without a program.
func Pipe(serve func(in io.Reader, out io.Writer) error) *Conn {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	ended := make(chan error, 1)
	go func() {
		err := serve(inR, outW)
		_ = outW.Close()               // the output ends as the process does
		_ = inR.CloseWithError(io.EOF) // and writing to it fails
		ended <- err
	}()
	kill := func() {
		_ = inW.CloseWithError(errKilled)
		_ = outR.CloseWithError(errKilled)
	}
	return New(inW, outR, kill, func() error { return <-ended })
}
