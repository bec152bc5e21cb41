package session

import (
	"fmt"
	"time"

	"xiangqi/clock"
)

// parseSaveControl reads a time control of a save of version version.
func parseSaveControl(s string, version int) (clock.Control, error) {
	if s == "" {
		return clock.Control{}, nil
	}
	if version < 8 {
		return clock.Control{}, fmt.Errorf("bad save file: a time control in a version %d file", version)
	}
	return clock.Parse(s)
}

// marshalClock writes g's clock into dto.
func marshalClock(g *SavedGame, dto *savedGameDTO) {
	if !g.Control.On() {
		return
	}
	dto.TimeControl = g.Control.String()
	dto.ClockLeft = []int64{g.ClockLeft[0].Milliseconds(), g.ClockLeft[1].Milliseconds()}
	for _, d := range g.MoveClocks {
		dto.MoveClocks = append(dto.MoveClocks, d.Milliseconds())
	}
}

// parseClock reads the clock of a saved game (version 8).
func parseClock(dto *savedGameDTO, version int, g *SavedGame) error {
	if dto.TimeControl == "" {
		if dto.ClockLeft != nil || dto.MoveClocks != nil {
			return fmt.Errorf("bad save file: clock times without a time control")
		}
		return nil
	}
	var err error
	if g.Control, err = parseSaveControl(dto.TimeControl, version); err != nil {
		return err
	}
	if !g.Control.On() {
		return fmt.Errorf("bad save file: time control %q for a clock", dto.TimeControl)
	}
	ms := func(n int64) (time.Duration, error) {
		if n < 0 || n > clock.MaxBase.Milliseconds() {
			return 0, fmt.Errorf("bad save file: clock time %d ms", n)
		}
		return time.Duration(n) * time.Millisecond, nil
	}
	if len(dto.ClockLeft) != 2 {
		return fmt.Errorf("bad save file: %d clock times, want 2", len(dto.ClockLeft))
	}
	for i, n := range dto.ClockLeft {
		if g.ClockLeft[i], err = ms(n); err != nil {
			return err
		}
	}
	if len(dto.MoveClocks) > len(g.Moves) {
		return fmt.Errorf("bad save file: %d move clocks for %d moves", len(dto.MoveClocks), len(g.Moves))
	}
	for _, n := range dto.MoveClocks {
		d, err := ms(n)
		if err != nil {
			return err
		}
		g.MoveClocks = append(g.MoveClocks, d)
	}
	return nil
}
