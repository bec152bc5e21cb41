package mobile

// Sharer is Android's share sheet, implemented in Java by the Activity's
// PhoneSharer: the game's records go to other apps (mail, chat, a file
// manager, another Xiangqi program) as a .pgn file, with the text itself
// as a fallback for apps that take only text.
//
// Like Clipboard, it is called from the game's thread while the App's lock
// is held: the implementation writes the file and posts the share sheet
// to the UI thread without waiting for it. A Java exception arrives as
// the error.
type Sharer interface {
	// Share offers text as a file called name (a .pgn).
	Share(name, text string) error
}
