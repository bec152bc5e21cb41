// Package webtouch holds the touch tests of the game in a real browser:
// headless Chromium, driven through the DevTools protocol (chromedp), at
// phone sizes with real touch events, reading the game's state through
// the test build's hook (cmd/xiangqi-web/webtest.go). They carry the
// webtest build tag and need the page served: scripts/test-web.sh builds,
// serves and runs them.
package webtouch
