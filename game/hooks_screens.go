//go:build automation

package game

import (
	"time"
)

// The screens' helpers that only the automation (hooks*.go) and the
// tests use.

// settle waits for the model's questions to the index (tests and
// screenshots).
func (s *gamesScreen) settle(c *ctx) { c.apply(s.m.Settle()) }

// wait polls the attempt until its job is applied (setup only).
func (s *puzzleScreen) wait(c *ctx) error {
	for s.m.Busy() {
		s.poll(c)
		time.Sleep(2 * time.Millisecond)
	}
	return s.m.Err()
}
