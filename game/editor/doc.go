// Package editor is the board editor's screen without a display (issue
// 48): the model Editor holds the board being set up (session.Editor,
// which the shell keeps between visits), the palette's choice, the side
// to move, the FEN field being typed, the line of feedback (FEN copied,
// a bad FEN, the clipboard's failure) and the verdict on the board in
// the player's words. The clipboard is a service handed to New.
//
// Its view is the game's editorScreen (game/screen_editor.go and
// editor_panel.go), which lays the board, the palette, the field and the
// buttons out, turns taps into the model's targets (Tap, Palette,
// TapPoint, Drag, Carry) and the keyboard into Keys, and draws the model.
package editor
