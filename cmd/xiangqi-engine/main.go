// Command xiangqi-engine is the engine as a UCI program (ICCS coordinates),
// for Xiangqi GUIs and for testing: see package uci for the commands.
//
// Without arguments it speaks UCI on standard input and output until quit
// or the end of the input, which stops whatever runs (a search still
// prints its bestmove). With arguments, they are one command run to its
// end, reading no input, for scripts and measurements:
//
//	xiangqi-engine bench 8
//	xiangqi-engine go perft 5
//
// ("go infinite" so given runs until the program is killed.)
package main

import (
	"io"
	"os"
	"strings"

	"xiangqi/uci"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout))
}

// run runs args as one command to its end, or, without args, speaks UCI
// on in and out until quit or the end of input.
func run(args []string, in io.Reader, out io.Writer) int {
	s := uci.NewSession(out, uci.Config{})
	if len(args) > 0 {
		if !s.Handle(strings.Join(args, " ")) {
			s.Wait()
		}
		return 0
	}
	if err := s.Run(in); err != nil {
		return 1
	}
	return 0
}
