// Command serve serves a folder over HTTP on a local address: the browser
// build of the game (scripts/run-web.sh, scripts/test-web.sh), which a
// page opened from a file cannot load (WebAssembly is fetched).
//
//	go run ./cmd/xiangqi-web/serve -dir DIR [-addr 127.0.0.1:8080]
package main

import (
	"flag"
	"fmt"
	"log"
	"mime"
	"net"
	"net/http"
	"os"
)

func main() {
	dir := flag.String("dir", ".", "folder to serve")
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on (port 0: any free port)")
	flag.Parse()
	// Browsers compile WebAssembly as it downloads only when it is served
	// as such.
	mime.AddExtensionType(".wasm", "application/wasm")
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	// The address, on its own line, for a script started on port 0.
	fmt.Fprintf(os.Stdout, "http://%s/\n", ln.Addr())
	h := http.FileServer(http.Dir(*dir))
	log.Fatal(http.Serve(ln, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache") // a rebuilt game is loaded, not an old one
		h.ServeHTTP(w, r)
	})))
}
