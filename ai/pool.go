package ai

import "sync"

// Pool lends Engines, each to one goroutine at a time: a cancelled search
// may still be unwinding when the next one starts, so each search takes
// an engine of its own and gives it back when done. The zero Pool makes
// engines with tables of 1 MiB; its methods may be called from any
// goroutine.
type Pool struct {
	HashMiB int // the table size of the engines it makes

	mu   sync.Mutex
	free []*Engine
}

// Take lends an engine: one given back earlier, or a new one.
func (p *Pool) Take() *Engine {
	p.mu.Lock()
	defer p.mu.Unlock()
	if n := len(p.free); n > 0 {
		e := p.free[n-1]
		p.free = p.free[:n-1]
		return e
	}
	return NewEngine(max(p.HashMiB, 1))
}

// Give returns an engine Take lent, for the next search.
func (p *Pool) Give(e *Engine) {
	p.mu.Lock()
	p.free = append(p.free, e)
	p.mu.Unlock()
}

// Idle is how many engines wait in the pool to be lent.
func (p *Pool) Idle() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.free)
}
