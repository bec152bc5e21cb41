//go:build webtest

package webtouch

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

var (
	pageURL  = flag.String("url", "", "the served page (scripts/test-web.sh)")
	shotsDir = flag.String("shots", "", "folder to keep the screenshots in")
)

// state is the game's state as the hook gives it (game.WebState).
type state struct {
	Screen    string   `json:"screen"`
	Stack     []string `json:"stack"`
	FEN       string   `json:"fen"`
	Moves     int      `json:"moves"`
	Thinking  bool     `json:"thinking"`
	Paused    bool     `json:"paused"`
	Flipped   bool     `json:"flipped"`
	Selected  string   `json:"selected"`
	Pressing  bool     `json:"pressing"`
	Dragging  bool     `json:"dragging"`
	Lifted    bool     `json:"lifted"`
	Note      string   `json:"note"`
	Scroll    float64  `json:"scroll"`
	Gliding   bool     `json:"gliding"`
	W         int      `json:"w"`
	H         int      `json:"h"`
	DP        float64  `json:"dp"`
	Ticks     uint64   `json:"ticks"`
	Error     string   `json:"error"`
	Analysing bool     `json:"analysing"`
	Bench     string   `json:"bench"`
}

// phone is an emulated screen: CSS pixels and device pixels per CSS pixel.
type phone struct {
	name string
	w, h int
	dpr  float64
}

var (
	small     = phone{"360x640", 360, 640, 3}
	large     = phone{"412x915", 412, 915, 2.625}
	landscape = phone{"640x360", 640, 360, 3}
	phones    = []phone{small, large}
)

// allocator is the first context of the one Chromium all tests share; each test opens its own
// browser context (its own storage and Web Locks) in it.
var allocator context.Context

func TestMain(m *testing.M) {
	flag.Parse()
	if *pageURL == "" {
		fmt.Fprintln(os.Stderr, "webtouch: no -url; run scripts/test-web.sh")
		os.Exit(2)
	}
	dir, err := os.MkdirTemp("", "xq-chromium-*")
	if err != nil {
		panic(err)
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.NoFirstRun, chromedp.NoDefaultBrowserCheck, chromedp.Headless,
		chromedp.UserDataDir(dir),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("enable-unsafe-swiftshader", true), // WebGL in software
		// A hidden page's timers are not slowed: the tests hide it.
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
	}
	if p := os.Getenv("CHROMIUM"); p != "" {
		opts = append(opts, chromedp.ExecPath(p))
	}
	alloc, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	// The browser starts with its first context; each test's own come
	// after it.
	first, cancelFirst := chromedp.NewContext(alloc)
	if err := chromedp.Do(first); err != nil {
		fmt.Fprintln(os.Stderr, "webtouch: starting Chromium:", err)
		os.Exit(1)
	}
	allocator = first
	code := m.Run()
	cancelFirst()
	cancel()
	os.RemoveAll(dir)
	os.Exit(code)
}

// tab is one page of the game in its own browser context.
type tab struct {
	t     *testing.T
	ctx   context.Context
	ph    phone
	touch int64 // the next touch's identifier
}

// open loads the page at ph with the query q ("side=two&fen=…") and waits
// for the game's first ticks.
func open(t *testing.T, ph phone, q string) *tab {
	t.Helper()
	return openStored(t, ph, q, nil)
}

// openStored is open with the storage holding store (key → value) when
// the game starts: its library index is made from it at the start, as a
// phone's is from the files there.
func openStored(t *testing.T, ph phone, q string, store map[string]string) *tab {
	t.Helper()
	return openWith(t, ph, q, store, "")
}

// openWith is openStored with script run in the page before its own
// scripts (a stand-in for an API the browser here lacks).
func openWith(t *testing.T, ph phone, q string, store map[string]string, script string) *tab {
	t.Helper()
	// A new tab of the one browser context, so that the page and its
	// compiled WebAssembly come from the cache; the storage is cleared
	// first (on a page of the same site), so each test starts as a new
	// player. The tab before has closed: its Web Lock is free.
	ctx, cancel := chromedp.NewContext(allocator)
	t.Cleanup(cancel)
	ctx, cancelT := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(cancelT)
	tb := &tab{t: t, ctx: ctx, ph: ph, touch: 1}
	tb.do1(tb.emulate(ph), chromedp.Navigate(*pageURL+"wasm_exec.js"))
	eval[any](tb, "localStorage.clear()")
	for k, v := range store {
		eval[any](tb, fmt.Sprintf("localStorage.setItem(%q, %q)", k, v))
	}
	if script != "" {
		tb.do1(chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: script})
			return err
		}))
	}
	u := *pageURL
	if q != "" {
		u += "?" + q
	}
	t0 := time.Now()
	tb.do1(chromedp.Navigate(u))
	t1 := time.Now()
	tb.wait("the game's first frames", func(s state) bool { return s.Ticks > 5 && s.W > 0 })
	t.Logf("page loaded in %v, WebAssembly compiled at %.0f ms, first frames %v later", t1.Sub(t0).Round(time.Millisecond),
		eval[float64](tb, "window.xqCompiled || 0"), time.Since(t1).Round(time.Millisecond))
	return tb
}

func (tb *tab) emulate(ph phone) chromedp.Action[chromedp.Void] {
	orient := &emulation.ScreenOrientation{Type: emulation.ScreenOrientationTypePortraitPrimary, Angle: 0}
	if ph.w > ph.h {
		orient = &emulation.ScreenOrientation{Type: emulation.ScreenOrientationTypeLandscapePrimary, Angle: 90}
	}
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if _, err := cdp.Call(ctx, t, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
			Width: int64(ph.w), Height: int64(ph.h), DeviceScaleFactor: ph.dpr, Mobile: true, ScreenOrientation: orient,
		}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, t, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 5})
		return err
	})
}

// rotate turns the phone: the page's size changes as a phone's does.
func (tb *tab) rotate(ph phone) {
	tb.ph = ph
	tb.do1(tb.emulate(ph))
	want := int(float64(ph.w) * ph.dpr)
	tb.wait("the new size", func(s state) bool { return s.W >= want-2 && s.W <= want+2 })
}

func (tb *tab) do1(a ...chromedp.Action[chromedp.Void]) {
	tb.t.Helper()
	if err := chromedp.Do(tb.ctx, a...); err != nil {
		tb.t.Fatal(err)
	}
}

// eval evaluates a JavaScript expression in the page.
func eval[T any](tb *tab, js string) T {
	tb.t.Helper()
	v, err := chromedp.Run(tb.ctx, chromedp.Evaluate[T](js))
	if err != nil {
		tb.t.Fatalf("%s: %v", js, err)
	}
	return v
}

func (tb *tab) state() state {
	tb.t.Helper()
	raw := eval[string](tb, `typeof xqState == "function" ? xqState() : ""`)
	var s state
	if raw != "" {
		if err := json.Unmarshal([]byte(raw), &s); err != nil {
			tb.t.Fatalf("state %q: %v", raw, err)
		}
	}
	return s
}

// wait polls the state until ok; after 60 s the test fails, naming what
// it waited for.
func (tb *tab) wait(what string, ok func(state) bool) state {
	tb.t.Helper()
	end := time.Now().Add(60 * time.Second)
	for {
		s := tb.state()
		if ok(s) {
			return s
		}
		if time.Now().After(end) {
			tb.shot("timeout-" + strings.ReplaceAll(what, " ", "-"))
			tb.t.Fatalf("waited 60 s for %s; state %+v", what, s)
		}
		time.Sleep(30 * time.Millisecond)
	}
}

// frames lets the game run n ticks.
func (tb *tab) frames(n uint64) state {
	tb.t.Helper()
	t0 := tb.state().Ticks
	return tb.wait(fmt.Sprintf("%d ticks", n), func(s state) bool { return s.Ticks >= t0+n })
}

// do asks the hook for an action at the next tick (xqDo).
func (tb *tab) do(what, arg string) {
	tb.t.Helper()
	eval[any](tb, fmt.Sprintf("xqDo(%q, %q)", what, arg))
	s := tb.frames(3)
	if s.Error != "" {
		tb.t.Fatalf("%s %s: %s", what, arg, s.Error)
	}
}

// point is where board point sq is, in CSS px, with a cell's size.
func (tb *tab) point(sq string) (x, y, cell float64) {
	tb.t.Helper()
	p := eval[[]float64](tb, fmt.Sprintf("xqPoint(%q)", sq))
	if len(p) != 3 {
		tb.t.Fatalf("no point %s", sq)
	}
	return p[0], p[1], p[2]
}

func (tb *tab) control(name string) (x, y float64) {
	tb.t.Helper()
	p := eval[[]float64](tb, fmt.Sprintf("xqControl(%q)", name))
	if len(p) != 2 {
		tb.t.Fatalf("no control %s", name)
	}
	return p[0], p[1]
}

// finger is one touch point.
type finger struct {
	id   int64
	x, y float64
}

// touches sends one touch event with the fingers now on the screen (for
// touchEnd and touchCancel: those that stay).
func (tb *tab) touches(typ input.DispatchTouchEventType, fs ...finger) {
	tb.t.Helper()
	pts := make([]*input.TouchPoint, len(fs))
	for i, f := range fs {
		id := float64(f.id)
		pts[i] = &input.TouchPoint{X: f.x, Y: f.y, ID: &id}
	}
	tb.do1(chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts})
		return err
	}))
}

func (tb *tab) newFinger(x, y float64) finger {
	tb.touch++
	return finger{id: tb.touch, x: x, y: y}
}

// tap is a finger down and up, a frame or two apart.
func (tb *tab) tap(x, y float64) {
	tb.t.Helper()
	f := tb.newFinger(x, y)
	tb.touches(input.DispatchTouchEventTypeTouchStart, f)
	tb.frames(2)
	tb.touches(input.DispatchTouchEventTypeTouchEnd)
	tb.frames(2)
}

// drag puts a finger down at (x0, y0), moves it in steps to (x1, y1), a
// tick between each, and (if lift) takes it off.
func (tb *tab) drag(x0, y0, x1, y1 float64, steps int, lift bool) finger {
	tb.t.Helper()
	f := tb.newFinger(x0, y0)
	tb.touches(input.DispatchTouchEventTypeTouchStart, f)
	tb.frames(2)
	for i := 1; i <= steps; i++ {
		f.x = x0 + (x1-x0)*float64(i)/float64(steps)
		f.y = y0 + (y1-y0)*float64(i)/float64(steps)
		tb.touches(input.DispatchTouchEventTypeTouchMove, f)
		tb.frames(1)
	}
	if lift {
		tb.touches(input.DispatchTouchEventTypeTouchEnd)
		tb.frames(2)
	}
	return f
}

// shot keeps a screenshot of the page as NAME-PHONE.png in -shots.
func (tb *tab) shot(name string) {
	if *shotsDir == "" {
		return
	}
	buf, err := chromedp.Run(tb.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		tb.t.Logf("screenshot %s: %v", name, err)
		return
	}
	p := filepath.Join(*shotsDir, name+"-"+tb.ph.name+".png")
	if err := os.WriteFile(p, buf, 0o644); err != nil {
		tb.t.Log(err)
	}
}

// setHidden hides the page as a phone's app sent to the background, or
// shows it again: the tab's visibility, as another tab brought to the
// front gives it (Emulation has no such command, so the page's
// document.hidden and its visibilitychange are what the game is told).
func (tb *tab) setHidden(hidden bool) {
	tb.t.Helper()
	eval[any](tb, fmt.Sprintf(`(() => {
		Object.defineProperty(document, "hidden", {configurable: true, get: () => %v});
		Object.defineProperty(document, "visibilityState", {configurable: true, get: () => %q});
		document.dispatchEvent(new Event("visibilitychange"));
	})()`, hidden, map[bool]string{true: "hidden", false: "visible"}[hidden]))
	tb.frames(2)
}
