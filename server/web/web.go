package web

import (
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/semantica/semantica/server"
)

//go:embed assets
var assets embed.FS

// Handler serves the page, its assets and the JSON API over sv's index:
//
//	GET /                    the page (assets/index.html)
//	GET /assets/...          scripts, styles and the graph library
//	GET /api/pack?q=&budget=                      a retrieval pack and its visual graph
//	GET /api/slice?file=&line=&var=&direction=&depth=&budget=   a slice as a graph, its code and EXPLAIN ANALYZE
//	GET /api/function?symbol=                     one scope's CFG and PDG
//	GET /api/symbol?id= | ?file=&line=            a symbol's code with its slice's lines and reasons
//
// Bad arguments answer 400 with {"error": "..."} naming the argument; the
// server keeps serving. Requests whose Host is not a loopback name are
// refused (403): a page of another site cannot reach the index through a
// DNS name rebound to 127.0.0.1.
func Handler(sv *server.Service) http.Handler {
	h := &handler{sv: sv}
	mux := http.NewServeMux()
	sub, err := fs.Sub(assets, "assets")
	if err != nil {
		panic(err) // the embedded tree: cannot fail
	}
	static := http.FileServerFS(sub)
	mux.Handle("GET /assets/", http.StripPrefix("/assets/", static))
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		b, _ := fs.ReadFile(sub, "index.html")
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = w.Write(b)
	})
	mux.HandleFunc("GET /api/pack", h.api(h.pack))
	mux.HandleFunc("GET /api/slice", h.api(h.slice))
	mux.HandleFunc("GET /api/function", h.api(h.function))
	mux.HandleFunc("GET /api/symbol", h.api(h.symbol))
	return loopbackHost(securityHeaders(mux))
}

type handler struct {
	sv *server.Service
}

// badRequest is an argument error of the web API itself.
type badRequest struct{ msg string }

func (e *badRequest) Error() string { return e.msg }

func bad(format string, a ...any) error { return &badRequest{fmt.Sprintf(format, a...)} }

// api wraps an API function: its value as JSON, or its error as
// {"error": ...} with 400 for the caller's mistakes and 500 otherwise.
func (h *handler) api(f func(r *http.Request) (any, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		v, err := f(r)
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Cache-Control", "no-store")
		if err != nil {
			code := http.StatusInternalServerError
			var br *badRequest
			if errors.As(err, &br) || server.IsArgError(err) {
				code = http.StatusBadRequest
			}
			w.WriteHeader(code)
			_ = json.NewEncoder(w).Encode(map[string]string{"error": err.Error()})
			return
		}
		w.Header().Set("Server-Timing", fmt.Sprintf("api;dur=%.1f", float64(time.Since(start).Microseconds())/1000))
		_ = json.NewEncoder(w).Encode(v)
	}
}

// intArg reads an integer query argument; def when absent.
func intArg(r *http.Request, name string, def, lo, hi int) (int, error) {
	s := strings.TrimSpace(r.URL.Query().Get(name))
	if s == "" {
		return def, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < lo || n > hi {
		return 0, bad("%s must be a whole number from %d to %d, got %q", name, lo, hi, s)
	}
	return n, nil
}

// securityHeaders keeps the page from being framed or loading anything
// but its own assets (the view needs no network).
func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		next.ServeHTTP(w, r)
	})
}

// loopbackHost refuses requests whose Host header names anything but a
// loopback address or localhost.
func loopbackHost(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host := r.Host
		if h, _, err := net.SplitHostPort(host); err == nil {
			host = h
		}
		host = strings.Trim(host, "[]")
		if ip := net.ParseIP(host); !(host == "localhost" || ip != nil && ip.IsLoopback()) {
			http.Error(w, "semantica serve answers on loopback names only, not "+r.Host, http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}
