package ai

import "testing"

// TestPoolLends: an engine given back is lent again; two lent at once are
// two engines.
func TestPoolLends(t *testing.T) {
	var p Pool
	a := p.Take()
	b := p.Take()
	if a == b || p.Idle() != 0 {
		t.Fatalf("two lent at once: same %v, idle %d", a == b, p.Idle())
	}
	p.Give(a)
	if p.Idle() != 1 {
		t.Fatalf("idle %d after a Give, want 1", p.Idle())
	}
	if c := p.Take(); c != a || p.Idle() != 0 {
		t.Fatalf("the engine given back not lent again (idle %d)", p.Idle())
	}
}
