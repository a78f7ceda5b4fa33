package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"github.com/semantica/semantica/schema/tokens"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/server"
	"github.com/semantica/semantica/server/web"
)

// expect holds the hand-derived expectations of testdata/shop.txtar.
type expect struct {
	sliceFile       string
	sliceLine       int
	sliceDepth      int
	in, out         []int
	edges           []string // "KIND FROM TO VAR"
	function        string
	cfg             []string // "FROM>TO", lines or entry/exit
	pdgEdges        []string // "KIND FROM TO"
	symFile         string
	symLine         int
	symQName        string
	symCriterion    int
	packQuestion    string
	packSymbolQName string
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("testdata: %q is not a number", s)
	}
	return n
}

func parseExpect(t *testing.T, text string) expect {
	t.Helper()
	e := expect{packQuestion: "discount code", packSymbolQName: "shop.pricing.discount"}
	for _, l := range strings.Split(text, "\n") {
		f := strings.Fields(l)
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "slice":
			e.sliceFile, e.sliceLine, e.sliceDepth = f[1], atoi(t, f[2]), atoi(t, f[3])
		case "in", "out":
			for _, x := range f[1:] {
				if f[0] == "in" {
					e.in = append(e.in, atoi(t, x))
				} else {
					e.out = append(e.out, atoi(t, x))
				}
			}
		case "edge":
			e.edges = append(e.edges, strings.Join(f[1:], " "))
		case "function":
			e.function = f[1]
		case "cfg":
			e.cfg = f[1:]
		case "pdg-edge":
			e.pdgEdges = append(e.pdgEdges, strings.Join(f[1:], " "))
		case "symbol":
			e.symFile, e.symLine, e.symQName, e.symCriterion = f[1], atoi(t, f[2]), f[3], atoi(t, f[4])
		default:
			t.Fatalf("testdata: unknown expectation %q", l)
		}
	}
	return e
}

// serve indexes testdata/shop.txtar and serves the web view over it.
func serve(t *testing.T) (*httptest.Server, expect) {
	t.Helper()
	ar, err := txtar.ParseFile(filepath.Join("testdata", "shop.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	var ex expect
	for _, f := range ar.Files {
		if f.Name == "expect" {
			ex = parseExpect(t, string(f.Data))
			continue
		}
		p := filepath.Join(root, filepath.FromSlash(f.Name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	db := filepath.Join(t.TempDir(), "idx")
	if _, err := loaders.Index(context.Background(), loaders.Options{Root: root, DBDir: db}); err != nil {
		t.Fatal(err)
	}
	ix, err := server.OpenIndex(db, server.IndexOptions{Pool: 2, SymbolTable: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(ix.Close)
	tok, err := tokens.NewTokenizer(tokens.DefaultTokenizer)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(web.Handler(&server.Service{Index: ix, Tok: tok}))
	t.Cleanup(srv.Close)
	return srv, ex
}

// get fetches path and decodes its JSON into v; it returns the status.
func get(t testing.TB, srv *httptest.Server, path string, v any) int {
	t.Helper()
	resp, err := http.Get(srv.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("GET %s: %d %q is not JSON: %v", path, resp.StatusCode, b, err)
	}
	return resp.StatusCode
}

// lineSet reports the missing and unwanted lines of got against want
// (present) and not (absent).
func checkLines(t *testing.T, what string, got map[int]bool, want, not []int) {
	t.Helper()
	var missing, unwanted []int
	for _, l := range want {
		if !got[l] {
			missing = append(missing, l)
		}
	}
	for _, l := range not {
		if got[l] {
			unwanted = append(unwanted, l)
		}
	}
	if len(missing)+len(unwanted) > 0 {
		t.Errorf("%s: missing lines %v, unwanted lines %v", what, missing, unwanted)
	}
}

func sliceURL(ex expect) string {
	return fmt.Sprintf("/api/slice?file=%s&line=%d&depth=%d", ex.sliceFile, ex.sliceLine, ex.sliceDepth)
}

func TestSliceAPI(t *testing.T) {
	srv, ex := serve(t)
	var sl web.SliceView
	if code := get(t, srv, sliceURL(ex), &sl); code != 200 {
		t.Fatalf("slice: status %d", code)
	}
	lines := map[int]bool{}
	lineOf := map[int64]int{}
	var targets []int
	for _, n := range sl.Nodes {
		if n.File == ex.sliceFile {
			lines[n.Line] = true
			lineOf[n.ID] = n.Line
		}
		if n.Target {
			targets = append(targets, n.Line)
		}
	}
	checkLines(t, "slice nodes", lines, ex.in, ex.out)
	if !slices.Equal(targets, []int{ex.sliceLine}) {
		t.Errorf("criterion nodes at lines %v, want [%d]", targets, ex.sliceLine)
	}
	var got []string
	for _, e := range sl.Edges {
		got = append(got, fmt.Sprintf("%s %d %d %s", e.Kind, lineOf[e.From], lineOf[e.To], e.Var))
	}
	for _, want := range ex.edges {
		if !slices.Contains(got, want) {
			t.Errorf("edge %q missing; edges: %v", want, got)
		}
	}
	// The code panel highlights the same statements, with a reason for
	// every one but the criterion.
	shown := map[int]bool{}
	for _, f := range sl.Files {
		if f.Path != ex.sliceFile {
			continue
		}
		for _, l := range f.Lines {
			if l.Origin == "slice" {
				shown[l.Row] = true
				if l.Why == "" && l.Row != ex.sliceLine {
					t.Errorf("code line %d has no reason", l.Row)
				}
			}
		}
	}
	checkLines(t, "highlighted code", shown, ex.in, ex.out)
	if !strings.Contains(sl.Explain, "actual") || sl.Tokens <= 0 || sl.Tokens > sl.Budget {
		t.Errorf("explain %q, tokens %d of %d", sl.Explain, sl.Tokens, sl.Budget)
	}
}

func TestFunctionAPI(t *testing.T) {
	srv, ex := serve(t)
	var fv web.FunctionView
	if code := get(t, srv, "/api/function?symbol="+ex.function, &fv); code != 200 {
		t.Fatalf("function: status %d", code)
	}
	name := map[int]string{}
	for _, n := range fv.CFGNodes {
		switch n.Kind {
		case "entry", "exit":
			name[n.ID] = n.Kind
		default:
			name[n.ID] = strconv.Itoa(n.Line)
			if n.Stmt < 0 {
				t.Errorf("CFG node at line %d matches no statement of the index", n.Line)
			}
		}
	}
	var real []string
	for _, e := range fv.CFGEdges {
		if e.Real {
			real = append(real, name[e.From]+">"+name[e.To])
		}
	}
	slices.Sort(real)
	want := slices.Sorted(slices.Values(ex.cfg))
	if !slices.Equal(real, want) {
		t.Errorf("CFG edges of %s:\n got %v\nwant %v", ex.function, real, want)
	}
	lineOf := map[int64]int{}
	for _, n := range fv.PDGNodes {
		lineOf[n.ID] = n.Line
	}
	var pdg []string
	for _, e := range fv.PDGEdges {
		pdg = append(pdg, fmt.Sprintf("%s %d %d", e.Kind, lineOf[e.From], lineOf[e.To]))
	}
	for _, w := range ex.pdgEdges {
		if !slices.Contains(pdg, w) {
			t.Errorf("PDG edge %q missing; edges: %v", w, pdg)
		}
	}
}

func TestSymbolAndPackAPI(t *testing.T) {
	srv, ex := serve(t)
	var sv web.SymbolView
	if code := get(t, srv, fmt.Sprintf("/api/symbol?file=%s&line=%d", ex.symFile, ex.symLine), &sv); code != 200 {
		t.Fatalf("symbol: status %d", code)
	}
	if sv.Symbol.QName != ex.symQName || sv.Mark != ex.symLine || sv.Criterion != ex.symCriterion {
		t.Errorf("symbol %s marked %d sliced from %d, want %s, %d, %d", sv.Symbol.QName, sv.Mark, sv.Criterion, ex.symQName, ex.symLine, ex.symCriterion)
	}
	hl := map[int]bool{}
	for _, l := range sv.Code.Lines {
		if l.Origin != "" {
			hl[l.Row] = true
		}
	}
	var own []int // the expected slice lines inside the symbol
	for _, l := range ex.in {
		if l >= sv.Symbol.Line && l <= sv.Symbol.EndLine {
			own = append(own, l)
		}
	}
	checkLines(t, "symbol code", hl, own, ex.out)

	var pk web.PackView
	if code := get(t, srv, "/api/pack?q="+strings.ReplaceAll(ex.packQuestion, " ", "+"), &pk); code != 200 {
		t.Fatalf("pack: status %d", code)
	}
	var query, sym bool
	for _, n := range pk.Graph.Nodes {
		query = query || n.Type == "query" && n.State == "searching"
		if n.Label == ex.packSymbolQName {
			sym = n.State == "selected" && n.File == "shop/pricing.py" && n.Line > 0
		}
	}
	if !query || !sym || pk.Budget.ContextTokens > pk.Budget.Limit {
		t.Errorf("pack graph: query node %v, %s selected with its place %v, %d of %d tokens", query, ex.packSymbolQName, sym,
			pk.Budget.ContextTokens, pk.Budget.Limit)
	}
}

func TestBadRequestsKeepServing(t *testing.T) {
	srv, ex := serve(t)
	for _, c := range []struct {
		path, mention string
		code          int
	}{
		{"/api/slice?file=shop/pricing.py&line=0", "line", 400},
		{"/api/slice?file=shop/pricing.py&line=19&depth=9", "depth", 400},
		{"/api/slice?file=nosuch.py&line=3", "nosuch.py", 400},
		{"/api/slice?file=shop/pricing.py&line=3&direction=sideways", "sideways", 400},
		{"/api/function", "symbol", 400},
		{"/api/function?symbol=nosuch", "nosuch", 400},
		{"/api/symbol?id=abc", "id", 400},
		{"/api/symbol?id=999999", "999999", 400},
		{"/api/symbol?file=../../etc/passwd&line=1", "passwd", 400},
		{"/api/pack", "q", 400},
		{"/api/pack?q=x&budget=5", "budget", 400},
	} {
		var body map[string]string
		code := get(t, srv, c.path, &body)
		if code != c.code || !strings.Contains(body["error"], c.mention) {
			t.Errorf("GET %s: %d %q, want %d naming %q", c.path, code, body["error"], c.code, c.mention)
		}
	}
	var sl web.SliceView
	if code := get(t, srv, sliceURL(ex), &sl); code != 200 || len(sl.Nodes) == 0 {
		t.Errorf("after the bad requests, a slice answered %d with %d nodes", code, len(sl.Nodes))
	}
	req, _ := http.NewRequest("GET", srv.URL+"/", nil)
	req.Host = "attacker.example"
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusForbidden {
		t.Errorf("Host attacker.example: status %d, want 403", resp.StatusCode)
	}
}
