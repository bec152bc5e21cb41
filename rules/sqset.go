package rules

// sqSet is a set of points, one bit each.
type sqSet struct{ lo, hi uint64 }

func (s *sqSet) add(q Square) {
	if q < 64 {
		s.lo |= 1 << uint(q)
	} else {
		s.hi |= 1 << uint(q-64)
	}
}

func (s sqSet) has(q Square) bool {
	if q < 64 {
		return s.lo>>uint(q)&1 != 0
	}
	return s.hi>>uint(q-64)&1 != 0
}

func (s sqSet) and(t sqSet) sqSet    { return sqSet{s.lo & t.lo, s.hi & t.hi} }
func (s sqSet) andNot(t sqSet) sqSet { return sqSet{s.lo &^ t.lo, s.hi &^ t.hi} }
func (s sqSet) empty() bool          { return s.lo == 0 && s.hi == 0 }

// moved returns the set with the point from replaced by to, if present.
func (s sqSet) moved(from, to Square) sqSet {
	if !s.has(from) {
		return s
	}
	var f sqSet
	f.add(from)
	s = s.andNot(f)
	s.add(to)
	return s
}
