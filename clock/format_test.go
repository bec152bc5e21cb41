package clock

import (
	"testing"
	"time"
)

func TestFormat(t *testing.T) {
	ms := time.Millisecond
	for _, c := range []struct {
		d    time.Duration
		want string
	}{
		{10 * time.Minute, "10:00"},
		{10*time.Minute - ms, "10:00"},
		{598 * time.Second, "9:58"},
		{time.Hour, "1:00:00"},
		{time.Hour + 62*time.Second, "1:01:02"},
		{10 * time.Second, "0:10"},
		{9999 * ms, "9.9"},
		{9400 * ms, "9.4"},
		{99 * ms, "0.0"},
		{0, "0.0"},
		{-time.Second, "0.0"},
	} {
		if got := Format(c.d); got != c.want {
			t.Errorf("Format(%v) = %q, want %q", c.d, got, c.want)
		}
	}
}

func TestFormatMinutesSeconds(t *testing.T) {
	for _, c := range []struct {
		d    time.Duration
		want string
	}{
		{7 * time.Minute, "7"},
		{180 * time.Minute, "180"},
		{90 * time.Second, "1:30"},
		{10 * time.Second, "0:10"},
		{10*time.Second + 500*time.Millisecond, "0:10.5"},
		{-time.Minute, "0"},
	} {
		if got := FormatMinutes(c.d); got != c.want {
			t.Errorf("FormatMinutes(%v) = %q, want %q", c.d, got, c.want)
		}
	}
	for _, c := range []struct {
		d    time.Duration
		want string
	}{
		{3 * time.Second, "3"}, {100 * time.Millisecond, "0.1"}, {0, "0"}, {-time.Second, "0"},
	} {
		if got := FormatSeconds(c.d); got != c.want {
			t.Errorf("FormatSeconds(%v) = %q, want %q", c.d, got, c.want)
		}
	}
}
