//go:build webtest

package webtouch

import "testing"

func TestStartScreen(t *testing.T) {
	for _, ph := range phones {
		t.Run(ph.name, func(t *testing.T) {
			tb := open(t, ph, "lang=en")
			s := tb.state()
			if s.Screen != "menuScreen" || s.W != int(float64(ph.w)*ph.dpr) {
				t.Fatalf("state %+v", s)
			}
			tb.shot("start")
		})
	}
}
