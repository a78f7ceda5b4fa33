package req

import (
	"fmt"
	"strings"
)

type Request struct {
	Method  string
	URL     string
	Token   string
	Retries int
}

// WithToken returns a copy of r that carries the bearer token tok.
func WithToken(r Request, tok string) Request {
	r.Token = "Bearer " + strings.TrimSpace(tok)
	return r
}

// Clamp caps the retries of the caller's request at limit.
func Clamp(r *Request, limit int) {
	if r.Retries > limit {
		r.Retries = limit
	}
}

// Stamp logs r with a request id; it changes only its own copy.
func Stamp(r Request, id int) {
	r.URL = fmt.Sprintf("%s?rid=%d", r.URL, id)
	fmt.Println("sending", r.Method, r.URL)
}

// Line renders the request line of r.
func Line(r Request) string {
	return r.Method + " " + path(r.URL)
}

func path(u string) string {
	_, rest, _ := strings.Cut(u, "://")
	if i := strings.IndexByte(rest, '/'); i >= 0 {
		return rest[i:]
	}
	return "/"
}
