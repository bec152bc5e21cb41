// Command xiangqi-engine is the engine as a UCI program (ICCS coordinates),
// for Xiangqi GUIs and for testing: see package uci for the commands.
package main

import (
	"io"
	"os"

	"xiangqi/uci"
)

func main() {
	os.Exit(run(os.Stdin, os.Stdout))
}

// run speaks UCI on in and out until quit or the end of input.
func run(in io.Reader, out io.Writer) int {
	s := uci.NewSession(out, uci.Config{})
	if err := s.Run(in); err != nil {
		return 1
	}
	return 0
}
