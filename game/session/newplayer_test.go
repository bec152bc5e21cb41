package session

import "testing"

// TestNewPlayerDefaults: without a save file the player is new: the
// lowest level with the adaptive level on; once a save exists, Load
// reads the player's own choices and the player is not new.
func TestNewPlayerDefaults(t *testing.T) {
	st := Store{Dir: t.TempDir()}
	d, notice := st.Load()
	if notice != nil || !d.NewPlayer || d.Settings.Level != Newcomer || !d.Settings.Adaptive || d.Settings.Streak != 0 {
		t.Fatalf("first run: %+v, %v", d, notice)
	}
	d.Settings.Level, d.Settings.Adaptive = Hard, false
	if err := st.Save(d); err != nil {
		t.Fatal(err)
	}
	again, notice := st.Load()
	if notice != nil || again.NewPlayer || again.Settings.Level != Hard || again.Settings.Adaptive {
		t.Fatalf("second run: %+v, %v", again.Settings, notice)
	}
}
