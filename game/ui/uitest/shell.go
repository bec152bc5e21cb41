// Package uitest is a shell without a display for the tests of the
// screens' models: it keeps the models opened over one another, carries
// out their Outcomes as the game's shell does, counts what it was asked
// to do (saves, sounds, routes) and taps buttons by their labels.
package uitest

import (
	"fmt"
	"slices"
	"testing"

	"xiangqi/game/sfx"
	"xiangqi/game/ui"
)

// Buttoned is a model whose targets are buttons (ui.Button).
type Buttoned interface {
	Buttons() []ui.Button
}

// Shell is a stack of models, the first at the bottom.
type Shell struct {
	Stack   []any
	Saves   int         // how many Outcomes asked for a save
	Sounds  []sfx.Sound // the sounds played, in order
	Routes  []any       // what was opened that is not a model: ui.Route, ui.ToExplorer…
	Redraws int
	// Closed counts the screens closed past the bottom one: a model that
	// closes the screen it is on, alone on the stack.
	Closed int
}

// New is a shell with m at the bottom.
func New(m any) *Shell { return &Shell{Stack: []any{m}} }

// Top is the model on top.
func (s *Shell) Top() any { return s.Stack[len(s.Stack)-1] }

// Apply carries out o as the game's shell does (game's ctx.apply).
func (s *Shell) Apply(o ui.Outcome) {
	if o.Changed {
		s.Redraws++
	}
	if o.Save {
		s.Saves++
	}
	if o.Play {
		s.Sounds = append(s.Sounds, o.Sound)
	}
	if o.Close {
		if len(s.Stack) > 1 {
			s.Stack = s.Stack[:len(s.Stack)-1]
		} else {
			s.Closed++
		}
	}
	switch to := o.Open.(type) {
	case nil:
	case *ui.Dialog, Buttoned:
		s.Stack = append(s.Stack, to)
	default:
		s.Routes = append(s.Routes, to)
	}
}

// Labels are the labels of the top model's buttons (a dialog's choices).
func (s *Shell) Labels() []string {
	var ls []string
	switch top := s.Top().(type) {
	case *ui.Dialog:
		for _, c := range top.Choices {
			ls = append(ls, c.Label)
		}
	case Buttoned:
		for _, b := range top.Buttons() {
			ls = append(ls, b.Label)
		}
	}
	return ls
}

// Tap taps the top model's button (or a dialog's choice) labelled label,
// carries out what follows and reports whether it was enabled; it fails
// the test when there is no such button.
func (s *Shell) Tap(t testing.TB, label string) bool {
	t.Helper()
	switch top := s.Top().(type) {
	case *ui.Dialog:
		for i, c := range top.Choices {
			if c.Label == label {
				o, then := top.Choose(i)
				s.Apply(o)
				if then != nil {
					s.Apply(then())
				}
				return !c.Disabled
			}
		}
	case Buttoned:
		for _, b := range top.Buttons() {
			if b.Label == label {
				s.Apply(b.Tap())
				return !b.Disabled
			}
		}
	}
	t.Fatalf("no button %q on %T (there are %q)", label, s.Top(), s.Labels())
	return false
}

// Enabled reports whether the top model's button labelled label takes a
// tap; it fails the test when there is no such button.
func (s *Shell) Enabled(t testing.TB, label string) bool {
	t.Helper()
	switch top := s.Top().(type) {
	case *ui.Dialog:
		for _, c := range top.Choices {
			if c.Label == label {
				return !c.Disabled
			}
		}
	case Buttoned:
		for _, b := range top.Buttons() {
			if b.Label == label {
				return !b.Disabled
			}
		}
	}
	t.Fatalf("no button %q on %T (there are %q)", label, s.Top(), s.Labels())
	return false
}

// Has reports whether the top model has a button labelled label.
func (s *Shell) Has(label string) bool { return slices.Contains(s.Labels(), label) }

// Back closes a dialog on top, as the phone's Back does.
func (s *Shell) Back(t testing.TB) {
	t.Helper()
	if _, ok := s.Top().(*ui.Dialog); !ok || len(s.Stack) == 1 {
		t.Fatalf("Back on %T: only a dialog closes by itself", s.Top())
	}
	s.Stack = s.Stack[:len(s.Stack)-1]
}

// TopIs fails the test unless the model on top is a T, and returns it.
func TopIs[T any](t testing.TB, s *Shell) T {
	t.Helper()
	top, ok := s.Top().(T)
	if !ok {
		var want T
		t.Fatalf("on top: %T, want %T", s.Top(), want)
	}
	return top
}

// String lists the stack, for failures.
func (s *Shell) String() string { return fmt.Sprintf("%T", s.Stack) }
