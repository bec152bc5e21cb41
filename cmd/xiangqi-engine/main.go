// Command xiangqi-engine is the engine as a UCI program (ICCS coordinates),
// for Xiangqi GUIs and for testing: see package uci for the commands.
//
// default.pgo is a CPU profile of the search (go test -bench BenchmarkSearch
// -cpuprofile ./ai) that the go command uses for profile-guided
// optimisation of this program; refresh it after large search changes.
package main

import (
	"os"

	"xiangqi/uci"
)

func main() {
	s := uci.NewSession(os.Stdout, uci.Config{})
	if err := s.Run(os.Stdin); err != nil {
		os.Exit(1)
	}
}
