package home

import (
	"xiangqi/game/ui"
	"xiangqi/i18n"
)

// Refusal is the screen of a game that could not start on the desktop
// because another copy holds its data folder (session.ErrLocked): it says
// so, in the player's language, and why, where the reason was only in the
// terminal and no window opened (issue 52); Quit ends it, as does Back.
type Refusal struct {
	env ui.Env
	dir string
}

// NewRefusal is the refusal of the data folder dir.
func NewRefusal(env ui.Env, dir string) *Refusal { return &Refusal{env: env, dir: dir} }

// Title is the game's name, over the message.
func (m *Refusal) Title() string { return m.env.Text(i18n.MsgTitle) }

// Text says that another copy is open on the folder, and what to do.
func (m *Refusal) Text() string { return m.env.Text(i18n.MsgAnotherCopy) }

// Folder names the data folder, under the message.
func (m *Refusal) Folder() string { return m.env.Sprintf(i18n.MsgDataFolder, m.dir) }

// Buttons is Quit.
func (m *Refusal) Buttons() []ui.Button {
	return []ui.Button{{Label: m.env.Text(i18n.MsgQuit), Press: m.Back}}
}

// Back ends the game, as Quit does.
func (m *Refusal) Back() ui.Outcome { return ui.Outcome{Open: ui.ToQuit} }
