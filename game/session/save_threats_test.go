package session

import (
	"strings"
	"testing"
)

// TestSaveThreats: the threats switch is kept, and left out of the file
// when off, so a version 8 file written before it reads the same.
func TestSaveThreats(t *testing.T) {
	for _, on := range []bool{false, true} {
		d := sampleSave(t)
		d.Settings.Threats = on
		b, err := MarshalSave(d)
		if err != nil {
			t.Fatal(err)
		}
		if has := strings.Contains(string(b), `"threats"`); has != on {
			t.Errorf("threats %v: the file names it: %v\n%s", on, has, b)
		}
		got, err := ParseSave(b)
		if err != nil {
			t.Fatal(err)
		}
		if got.Settings.Threats != on {
			t.Errorf("threats %v read back as %v", on, got.Settings.Threats)
		}
	}
}
