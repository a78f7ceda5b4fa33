package main

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
)

// TestServe starts `semantica serve` on an index and fetches the page, an
// asset and a slice, the way a browser would; a bad argument is a 400 and
// the server goes on; non-loopback addresses are refused.
func TestServe(t *testing.T) {
	base := startServer(t, shop(t), "serve", "--addr", "127.0.0.1:0")
	fetch := func(path string) (int, string) {
		t.Helper()
		resp, err := http.Get(base + strings.TrimPrefix(path, "/"))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		return resp.StatusCode, string(b)
	}
	if code, body := fetch("/"); code != 200 || !strings.Contains(body, `<script src="/assets/app.js">`) {
		t.Errorf("GET /: %d %.200q", code, body)
	}
	if code, body := fetch("/assets/vendor/cytoscape.min.js"); code != 200 || len(body) < 100000 {
		t.Errorf("GET the graph library: %d, %d bytes", code, len(body))
	}
	if code, body := fetch("/api/slice?file=shop/pricing.py&line=0"); code != 400 || !strings.Contains(body, "line") {
		t.Errorf("bad line: %d %q", code, body)
	}
	code, body := fetch("/api/slice?file=shop/pricing.py&line=20&depth=1")
	var sl struct {
		Nodes []struct {
			Line   int  `json:"line"`
			Target bool `json:"target"`
		} `json:"nodes"`
	}
	if err := json.Unmarshal([]byte(body), &sl); code != 200 || err != nil {
		t.Fatalf("slice: %d %v %.200q", code, err, body)
	}
	target := 0
	for _, n := range sl.Nodes {
		if n.Target {
			target = n.Line
		}
	}
	if target != 20 || len(sl.Nodes) < 2 {
		t.Errorf("slice of line 20: %d nodes, criterion at line %d", len(sl.Nodes), target)
	}

	dir := t.TempDir()
	for _, addr := range []string{"0.0.0.0:7777", "10.0.0.1:80", ":7777"} {
		_, errOut, code := run(t, dir, "serve", "--addr", addr)
		if code != 2 || !strings.Contains(errOut, "loopback") || !strings.Contains(errOut, "--addr") {
			t.Errorf("serve --addr %s: exit %d, %q; want 2 and a message about loopback naming --addr", addr, code, errOut)
		}
	}
}
