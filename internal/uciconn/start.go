package uciconn

import (
	"os"
	"os/exec"
)

// Start runs the engine program at path. Its standard error goes to ours:
// a crashing engine's last words.
func Start(path string) (*Conn, error) {
	cmd := exec.Command(path)
	cmd.Stderr = os.Stderr
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
	kill := func() { _ = cmd.Process.Kill() } // it may have exited already
	return New(in, out, kill, cmd.Wait), nil
}
