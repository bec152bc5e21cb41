package ui

import (
	"testing"

	"xiangqi/game/session"
	"xiangqi/i18n"
)

// TestConfirm: Yes closes the dialog and then runs what it confirms, once
// per tap; No and a tap on no choice run nothing; a disabled choice takes
// no tap.
func TestConfirm(t *testing.T) {
	env := LangEnv(i18n.LangEn, &session.Settings{})
	ran := 0
	d := Confirm(env, i18n.MsgConfirmResign, func() Outcome { ran++; return Outcome{Save: true} })
	if len(d.Choices) != 2 || d.Choices[0].Label != "Yes" || d.Choices[1].Label != "No" || d.Text == "" {
		t.Fatalf("dialog %+v", d)
	}
	o, then := d.Choose(0)
	if !o.Close || then == nil || ran != 0 {
		t.Fatalf("Yes: %+v, ran %d before the dialog closed", o, ran)
	}
	if after := then(); !after.Save || ran != 1 {
		t.Fatalf("Yes then: %+v, ran %d", after, ran)
	}
	if o, then := d.Choose(1); !o.Close || then != nil {
		t.Fatalf("No: %+v", o)
	}
	for _, i := range []int{-1, 2, 99} {
		if o, then := d.Choose(i); o != (Outcome{}) || then != nil {
			t.Fatalf("choice %d: %+v", i, o)
		}
	}
	d.Choices[0].Disabled = true
	if o, then := d.Choose(0); o != (Outcome{}) || then != nil {
		t.Fatalf("a disabled choice took the tap: %+v", o)
	}
}

// TestMerge: the second Outcome's flags add to the first's, its sound
// and screen replace the first's where it has them.
func TestMerge(t *testing.T) {
	a := Outcome{Changed: true, Sound: 1, Play: true, Open: "a"}
	b := Outcome{Save: true, Close: true}
	m := a.Merge(b)
	if !m.Changed || !m.Save || !m.Close || !m.Play || m.Sound != 1 || m.Open != "a" {
		t.Fatalf("merge kept too little: %+v", m)
	}
	m = m.Merge(Outcome{Sound: 2, Play: true, Open: "b"})
	if m.Sound != 2 || m.Open != "b" {
		t.Fatalf("merge did not take the later sound and screen: %+v", m)
	}
	if (Outcome{}).Merge(Outcome{}) != (Outcome{}) {
		t.Fatal("nothing merged with nothing is something")
	}
}
