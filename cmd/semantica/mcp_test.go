package main

import (
	"bufio"
	"context"
	"fmt"
	"github.com/semantica/semantica/schema/tokens"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The MCP server tests start the real binary (`semantica mcp`) and talk to
// it with the SDK's client, over stdio and streamable HTTP, on a small
// package of three modules.

const shopPricing = `RATE = 0.2


def round2(x):
    return round(x, 2)


def discount(amount, code):
    if code == "HALF":
        return amount / 2
    if code == "TENTH":
        return amount - amount / 10
    if amount > 100:
        return amount - 5
    return amount


def tax(amount):
    rate = RATE
    return round2(amount * rate)


def load(path):
    return open(path).read()
`

const shopCart = `class Cart:
    def __init__(self):
        self.items = []

    def add(self, price, qty):
        self.items.append(price * qty)
        return len(self.items)

    def total(self):
        s = 0
        for p in self.items:
            s += p
        return s


def load(path):
    with open(path) as f:
        return f.read().split()
`

const shopOrders = `from shop.cart import Cart
from shop import pricing


def checkout(prices, code):
    cart = Cart()
    for p in prices:
        cart.add(p, 1)
    subtotal = cart.total()
    net = pricing.discount(subtotal, code)
    return net + pricing.tax(net)


def banner():
    print("welcome")
    return "banner"
`

// shopRepo writes the fixture into a new directory and indexes it with the
// binary.
func shopRepo(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	writeShop(t, dir)
	if _, errOut, code := run(t, dir, "index", "-q", "."); code != 0 {
		t.Fatalf("index: exit %d: %s", code, errOut)
	}
	return dir
}

func writeShop(t *testing.T, dir string) {
	t.Helper()
	for name, src := range map[string]string{"shop/pricing.py": shopPricing, "shop/cart.py": shopCart, "shop/orders.py": shopOrders} {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// sharedShop is one indexed fixture for the tests that only read it
// (indexing takes about a second). It lives beside the binary, which
// TestMain removes.
var sharedShop = struct {
	once sync.Once
	dir  string
	err  string
}{}

func shop(t *testing.T) string {
	t.Helper()
	sharedShop.once.Do(func() {
		sharedShop.err = "the fixture could not be written" // until it is
		dir := filepath.Join(filepath.Dir(binary), "shop-fixture")
		writeShop(t, dir)
		if _, errOut, code := run(t, dir, "index", "-q", "."); code != 0 {
			sharedShop.err = errOut
			return
		}
		sharedShop.dir, sharedShop.err = dir, ""
	})
	if sharedShop.err != "" {
		t.Fatalf("index of the shared fixture: %s", sharedShop.err)
	}
	return sharedShop.dir
}

// mcpTimeout bounds every test's conversation with the server.
const mcpTimeout = 60 * time.Second

// stdioServer starts `semantica mcp ARGS` in dir and connects a client to
// it over stdio. The server's standard error is kept for failure messages;
// the session closes (and the server exits) at the end of the test.
func stdioServer(t *testing.T, dir string, args ...string) (*mcp.ClientSession, *syncBuffer) {
	t.Helper()
	cmd := exec.Command(binary, append([]string{"mcp"}, args...)...)
	cmd.Dir = dir
	stderr := &syncBuffer{}
	cmd.Stderr = stderr
	ctx, cancel := context.WithTimeout(context.Background(), mcpTimeout)
	t.Cleanup(cancel)
	client := mcp.NewClient(&mcp.Implementation{Name: "semantica-test", Version: "1"}, nil)
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd, TerminateDuration: 3 * time.Second}, nil)
	if err != nil {
		t.Fatalf("connect over stdio: %v\nstderr: %s", err, stderr)
	}
	t.Cleanup(func() {
		if err := cs.Close(); err != nil && !strings.Contains(err.Error(), "signal") {
			t.Logf("closing the stdio session: %v", err)
		}
	})
	return cs, stderr
}

// httpServer starts `semantica mcp --http 127.0.0.1:0 ARGS` in dir and
// returns the endpoint it prints on standard error. The server is
// interrupted at the end of the test.
func httpServer(t *testing.T, dir string, args ...string) string {
	t.Helper()
	return startServer(t, dir, append([]string{"mcp", "--http", "127.0.0.1:0"}, args...)...)
}

// startServer starts `semantica ARGS` in dir, a command that serves HTTP,
// and returns the address it prints on standard error. The server is
// interrupted at the end of the test, and must exit cleanly.
func startServer(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Dir = dir
	pipe, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	addr := make(chan string, 1)
	stderr := &syncBuffer{}
	go func() {
		re := regexp.MustCompile(`serving \S+ on (http://127\.0\.0\.1:\d+/)`)
		sc := bufio.NewScanner(pipe)
		sent := false
		for sc.Scan() {
			fmt.Fprintln(stderr, sc.Text())
			if m := re.FindStringSubmatch(sc.Text()); m != nil && !sent {
				addr <- m[1]
				sent = true
			}
		}
		_, _ = io.Copy(io.Discard, pipe)
		exited <- cmd.Wait()
	}()
	t.Cleanup(func() {
		_ = cmd.Process.Signal(os.Interrupt)
		select {
		case err := <-exited:
			if err != nil {
				t.Errorf("the HTTP server did not exit cleanly on an interrupt: %v\n%s", err, stderr)
			}
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
			t.Errorf("the HTTP server did not exit within 10 s of an interrupt")
		}
	})
	select {
	case a := <-addr:
		return a
	case err := <-exited:
		t.Fatalf("the HTTP server exited before serving: %v\n%s", err, stderr)
	case <-time.After(20 * time.Second):
		t.Fatalf("the HTTP server printed no address within 20 s:\n%s", stderr)
	}
	return ""
}

// httpClient connects a new client session to endpoint.
func httpClient(t *testing.T, endpoint string) *mcp.ClientSession {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), mcpTimeout)
	t.Cleanup(cancel)
	client := mcp.NewClient(&mcp.Implementation{Name: "semantica-test", Version: "1"}, nil)
	cs, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: endpoint, MaxRetries: -1, DisableStandaloneSSE: true}, nil)
	if err != nil {
		t.Fatalf("connect over HTTP to %s: %v", endpoint, err)
	}
	t.Cleanup(func() { _ = cs.Close() })
	return cs
}

type syncBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// callTool calls a tool and returns its text and whether it is a tool
// error; a protocol error fails the test.
func callTool(t *testing.T, cs *mcp.ClientSession, name string, args map[string]any) (string, bool) {
	t.Helper()
	text, isErr, err := tryTool(cs, name, args)
	if err != nil {
		t.Fatalf("%s %v: %v", name, args, err)
	}
	return text, isErr
}

func tryTool(cs *mcp.ClientSession, name string, args map[string]any) (string, bool, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		return "", false, err
	}
	var b strings.Builder
	for _, c := range res.Content {
		tc, ok := c.(*mcp.TextContent)
		if !ok {
			return "", false, fmt.Errorf("%s: content of type %T, want text", name, c)
		}
		b.WriteString(tc.Text)
	}
	return b.String(), res.IsError, nil
}

// ok calls a tool that must succeed and returns its text.
func ok(t *testing.T, cs *mcp.ClientSession, name string, args map[string]any) string {
	t.Helper()
	text, isErr := callTool(t, cs, name, args)
	if isErr {
		t.Fatalf("%s %v: tool error: %s", name, args, text)
	}
	return text
}

// has reports the wanted strings text lacks and the unwanted ones it holds.
func has(t *testing.T, what, text string, want []string, unwanted ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("%s lacks %q:\n%s", what, w, text)
		}
	}
	for _, u := range unwanted {
		if strings.Contains(text, u) {
			t.Errorf("%s holds %q:\n%s", what, u, text)
		}
	}
}

var mcpTok = func() *tokens.Tokenizer {
	tok, err := tokens.NewTokenizer("cl100k_base")
	if err != nil {
		panic(err)
	}
	return tok
}()

var cursorRe = regexp.MustCompile(`cursor=([0-9a-f]+\.\d+)`)

// TestMCPToolsList: the 14 tools, each described, with an object input
// schema holding the documented properties and requiring the essential
// ones; the server names itself and gives instructions.
func TestMCPToolsList(t *testing.T) {
	cs, _ := stdioServer(t, shop(t))
	init := cs.InitializeResult()
	if init == nil || init.ServerInfo == nil || init.ServerInfo.Name != "semantica" || !strings.Contains(init.Instructions, "budget") {
		t.Errorf("initialize result: %+v", init)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	res, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	props := map[string][]string{
		"slice":        {"file", "line", "var", "direction", "depth", "budget", "format", "fresh"},
		"explain":      {"file", "line", "var", "direction", "depth", "budget", "format", "analyze", "cypher"},
		"search":       {"query", "limit", "cursor", "budget"},
		"pack":         {"question", "budget", "format", "fresh"},
		"symbol_find":  {"pattern", "kind", "limit", "cursor", "budget"},
		"symbol_get":   {"symbol", "etag", "format", "cursor", "budget", "fresh"},
		"symbol_slice": {"symbol", "direction", "line", "depth", "budget", "format", "fresh"},
		"callers":      {"symbol", "depth", "limit", "cursor", "budget"},
		"callees":      {"symbol", "depth", "limit", "cursor", "budget"},
		"impact":       {"target", "depth", "budget", "format", "fresh"},
		"cypher":       {"query", "params", "limit", "cursor", "budget"},
		"diff_context": {"base", "head", "depth", "budget", "format", "fresh"},
		"schema":       {"cursor", "budget"},
		"stats":        {},
	}
	required := map[string][]string{
		"slice": {"file", "line"}, "explain": {"file", "line"}, "search": {"query"}, "pack": {"question"},
		"symbol_find": {"pattern"}, "symbol_get": {"symbol"}, "symbol_slice": {"symbol"}, "callers": {"symbol"},
		"callees": {"symbol"}, "impact": {"target"}, "cypher": {"query"},
	}
	var names []string
	for _, tool := range res.Tools {
		names = append(names, tool.Name)
		if len(tool.Description) < 40 {
			t.Errorf("%s: description %q is too short for an agent", tool.Name, tool.Description)
		}
		schema, isMap := tool.InputSchema.(map[string]any)
		if !isMap || schema["type"] != "object" {
			t.Errorf("%s: input schema %#v, want an object schema", tool.Name, tool.InputSchema)
			continue
		}
		p, _ := schema["properties"].(map[string]any)
		var got []string
		for k, v := range p {
			got = append(got, k)
			if d, _ := v.(map[string]any)["description"].(string); d == "" {
				t.Errorf("%s.%s has no description", tool.Name, k)
			}
		}
		sort.Strings(got)
		want := append([]string(nil), props[tool.Name]...)
		sort.Strings(want)
		if strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("%s: properties %v, want %v", tool.Name, got, want)
		}
		var req []string
		for _, r := range asList(schema["required"]) {
			req = append(req, r.(string))
		}
		sort.Strings(req)
		wantReq := append([]string(nil), required[tool.Name]...)
		sort.Strings(wantReq)
		if strings.Join(req, ",") != strings.Join(wantReq, ",") {
			t.Errorf("%s: required %v, want %v", tool.Name, req, wantReq)
		}
	}
	want := "slice,explain,search,pack,symbol_find,symbol_get,symbol_slice,callers,callees,impact,diff_context,cypher,schema,stats"
	if strings.Join(names, ",") != want {
		// The SDK lists tools sorted by name.
		sorted := strings.Split(want, ",")
		sort.Strings(sorted)
		if strings.Join(names, ",") != strings.Join(sorted, ",") {
			t.Errorf("tools %v, want the 14 of %s", names, want)
		}
	}
}

func asList(v any) []any {
	l, _ := v.([]any)
	return l
}

// TestMCPEveryTool calls each tool once with good arguments over stdio
// and checks the code and symbols of the answer.
func TestMCPEveryTool(t *testing.T) {
	cs, _ := stdioServer(t, shop(t))

	// Backward slice of tax's return: RATE, rate, round2's body; not
	// discount's branches, banner or load.
	out := ok(t, cs, "slice", map[string]any{"file": "shop/pricing.py", "line": 20, "format": "text", "depth": 1})
	has(t, "slice of pricing.py:20", out,
		[]string{"answer #1 · slice", "backward slice of shop/pricing.py:20", "    1  RATE = 0.2", "   19      rate = RATE",
			"   20      return round2(amount * rate)", "    5      return round(x, 2)"},
		`if code == "HALF"`, "return amount - 5", "open(path)", "print(")
	// The whole checkout: its body, the methods of Cart it calls and the
	// pricing functions; not banner nor the loads.
	out = ok(t, cs, "slice", map[string]any{"file": "shop/orders.py", "line": 11})
	has(t, "slice of orders.py:11", out,
		[]string{"`shop/orders.py`", "cart = Cart()", "subtotal = cart.total()", "net = pricing.discount(subtotal, code)",
			"return net + pricing.tax(net)", "`shop/cart.py`", "s += p", "`shop/pricing.py`", `if code == "HALF":`, "rate = RATE"},
		`print("welcome")`, "open(path)", "f.read()")

	out = ok(t, cs, "explain", map[string]any{"file": "shop/pricing.py", "line": 20, "analyze": true})
	has(t, "explain", out, []string{"EXPLAIN backward slice of shop/pricing.py:20", "-> ", "execution:"})

	out = ok(t, cs, "search", map[string]any{"query": "discount code"})
	has(t, "search", out, []string{`symbols for "discount code"`, "1. shop.pricing.discount (function) shop/pricing.py:8-15"})

	out = ok(t, cs, "pack", map[string]any{"question": "discount amount code", "fresh": true})
	has(t, "pack", out, []string{"· pack of ", "shop.pricing.discount", "`shop/pricing.py`", `    if code == "HALF":`}, `print("welcome")`)

	out = ok(t, cs, "symbol_find", map[string]any{"pattern": "*load*"})
	has(t, "symbol_find *load*", out, []string{`symbols matching "*load*" (2)`,
		"shop.cart.load (function) shop/cart.py:16-18 calls_in 0  def load(path):",
		"shop.pricing.load (function) shop/pricing.py:23-24 calls_in 0  def load(path):"}, "round2", "checkout")
	out = ok(t, cs, "symbol_find", map[string]any{"pattern": "shop.cart.Cart.*", "kind": "method"})
	has(t, "symbol_find methods", out, []string{"(3)", "shop.cart.Cart.add (method) shop/cart.py:5-7 calls_in 1",
		"shop.cart.Cart.total (method)", "shop.cart.Cart.__init__ (method)"}, "shop.cart.load", "(class)")

	out = ok(t, cs, "symbol_get", map[string]any{"symbol": "shop/pricing.py:discount", "format": "text"})
	has(t, "symbol_get discount", out, []string{"shop.pricing.discount (function) shop/pricing.py:8-15 etag=",
		"    8  def discount(amount, code):", "   15      return amount"}, "def tax", "RATE = 0.2")

	out = ok(t, cs, "symbol_slice", map[string]any{"symbol": "shop.pricing.discount", "format": "text"})
	has(t, "symbol_slice discount", out, []string{"backward slice of shop/pricing.py:15", "   15      return amount  # criterion",
		`    9      if code == "HALF":`, "   13      if amount > 100:"}, "rate = RATE", "print(")

	out = ok(t, cs, "callers", map[string]any{"symbol": "shop/pricing.py:round2", "depth": 3})
	has(t, "callers of round2", out, []string{"callers of shop.pricing.round2 (shop/pricing.py:4-5) within 3 call(s) (2)",
		"d1 shop.pricing.tax (function) shop/pricing.py:18-20 calls at line 20",
		"d2 shop.orders.checkout (function) shop/orders.py:5-11 calls at line 11 → 20 via shop.pricing.tax"}, "banner", "discount")
	out = ok(t, cs, "callers", map[string]any{"symbol": "shop/pricing.py:round2"})
	has(t, "direct callers of round2", out, []string{"within 1 call(s) (1)", "d1 shop.pricing.tax"}, "\nd2 ", "checkout")

	out = ok(t, cs, "callees", map[string]any{"symbol": "shop.orders.checkout", "depth": 2})
	has(t, "callees of checkout", out, []string{"callees of shop.orders.checkout (shop/orders.py:5-11) within 2 call(s)",
		"d1 shop.cart.Cart.__init__ (method) shop/cart.py:2-3 called at line 6",
		"d1 shop.cart.Cart.add (method) shop/cart.py:5-7 called at line 8",
		"d1 shop.cart.Cart.total (method) shop/cart.py:9-13 called at line 9",
		"d1 shop.pricing.discount (function) shop/pricing.py:8-15 called at line 10",
		"d1 shop.pricing.tax (function) shop/pricing.py:18-20 called at line 11",
		"d2 shop.pricing.round2 (function) shop/pricing.py:4-5 called at line 11 → 20 via shop.pricing.tax",
		"d2 <builtin>.len (builtin) builtin called at line 8 → 7 via shop.cart.Cart.add"}, "banner", "load")

	out = ok(t, cs, "impact", map[string]any{"target": "shop/pricing.py:tax", "format": "text"})
	has(t, "impact of tax", out, []string{"transitive callers of shop.pricing.tax within 3 call(s) (1)",
		"d1 shop.orders.checkout (function) shop/orders.py:5-11 calls at line 11", "forward slice of shop/pricing.py:20",
		"   20      return round2(amount * rate)  # criterion", "   11      return net + pricing.tax(net)"},
		"subtotal = cart.total()", `if code == "HALF"`)
	// A line: the forward slice of discount's parameter line reaches the
	// return in checkout.
	out = ok(t, cs, "impact", map[string]any{"target": "shop/orders.py:10", "format": "text"})
	has(t, "impact of orders.py:10", out, []string{"transitive callers of shop.orders.checkout", "forward slice of shop/orders.py:10",
		"   10      net = pricing.discount(subtotal, code)", "   11      return net + pricing.tax(net)"}, "cart = Cart()")

	out = ok(t, cs, "cypher", map[string]any{"query": "MATCH (a:Func)-[:CALLS]->(b:Func {qname: $q}) RETURN a.qname AS caller ORDER BY caller",
		"params": map[string]any{"q": "shop.pricing.tax"}})
	has(t, "cypher", out, []string{"rows (1)", "caller", `"shop.orders.checkout"`})
	out = ok(t, cs, "cypher", map[string]any{"query": "MATCH (f:File) RETURN f.path AS path, f.lines AS lines ORDER BY path"})
	has(t, "cypher files", out, []string{"rows (3)", `"shop/cart.py"`, `"shop/orders.py"`, `"shop/pricing.py"`})

	out = ok(t, cs, "schema", map[string]any{"budget": 20000})
	has(t, "schema", out, []string{"schema lines", "CREATE NODE TABLE Stmt", "CREATE NODE TABLE Func", "CALLS"}, "cursor=")

	out = ok(t, cs, "stats", nil)
	has(t, "stats", out, []string{"3 files, 42 statements", "this session: 17 answers", "memo of query rows shared by requests:"}, "requests: 0 of")
}

// TestMCPSymbolNames: a file-relative name, the qualified name and a
// unique suffix name the same method; a name two modules define is a tool
// error listing both; an unknown name suggests a glob.
func TestMCPSymbolNames(t *testing.T) {
	cs, _ := stdioServer(t, shop(t))
	var etag string
	for _, name := range []string{"shop/cart.py:Cart.total", "shop.cart.Cart.total", "Cart.total", "./shop/cart.py:Cart.total", "shop/cart.py:12"} {
		out := ok(t, cs, "symbol_get", map[string]any{"symbol": name, "fresh": true})
		has(t, "symbol_get "+name, out, []string{"shop.cart.Cart.total (method) shop/cart.py:9-13 etag=", "    def total(self):",
			"        return s"}, "def add", "def load")
		e := regexp.MustCompile(`etag=([0-9a-f]+)`).FindStringSubmatch(out)
		if e == nil || (etag != "" && e[1] != etag) {
			t.Errorf("%s: etag %v, want the same for every name (%s)", name, e, etag)
		} else {
			etag = e[1]
		}
	}
	for _, tool := range []string{"symbol_get", "callers", "symbol_slice", "impact"} {
		key := "symbol"
		if tool == "impact" {
			key = "target"
		}
		out, isErr := callTool(t, cs, tool, map[string]any{key: "load"})
		if !isErr {
			t.Errorf("%s of the ambiguous load: not a tool error:\n%s", tool, out)
		}
		has(t, tool+" load", out, []string{`symbol "load" is ambiguous: 2 candidates`,
			"shop.cart.load (function) shop/cart.py:16-18", "shop.pricing.load (function) shop/pricing.py:23-24"}, "open(path)")
	}
	out, isErr := callTool(t, cs, "symbol_get", map[string]any{"symbol": "Basket.total"})
	if !isErr || !strings.Contains(out, `no symbol "Basket.total"`) || !strings.Contains(out, "*total*") {
		t.Errorf("unknown symbol: error %v: %s", isErr, out)
	}
	// Either load by its file.
	out = ok(t, cs, "symbol_get", map[string]any{"symbol": "shop/pricing.py:load"})
	has(t, "pricing's load", out, []string{"shop.pricing.load (function)", "return open(path).read()"}, "f.read().split()")
}

var etagRe = regexp.MustCompile(`etag=([0-9a-f]{16})`)

// TestMCPEtagAcrossReindex: a matching etag answers UNCHANGED without
// code; after the file changes and is re-indexed while the server runs,
// the old etag gets the new code and a new etag (the server reopened the
// swapped index).
func TestMCPEtagAcrossReindex(t *testing.T) {
	dir := shopRepo(t)
	cs, stderr := stdioServer(t, dir)
	first := ok(t, cs, "symbol_get", map[string]any{"symbol": "shop/cart.py:Cart.total"})
	m := etagRe.FindStringSubmatch(first)
	if m == nil {
		t.Fatalf("no etag in:\n%s", first)
	}
	etag := m[1]
	has(t, "first symbol_get", first, []string{"answer #1 · symbol_get", "s += p", "etag " + etag})

	out := ok(t, cs, "symbol_get", map[string]any{"symbol": "shop/cart.py:Cart.total", "etag": etag})
	has(t, "symbol_get with its etag", out, []string{"UNCHANGED shop.cart.Cart.total (method) shop/cart.py:9-13 etag=" + etag,
		"etag matches: no code sent"}, "s += p", "def total", "```")
	// Without the etag the session still knows it has the code.
	out = ok(t, cs, "symbol_get", map[string]any{"symbol": "shop/cart.py:Cart.total"})
	has(t, "symbol_get again", out, []string{"UNCHANGED", "sent in answer #1"}, "s += p")
	// A stale etag sends the code.
	out = ok(t, cs, "symbol_get", map[string]any{"symbol": "shop/cart.py:Cart.total", "etag": "0123456789abcdef", "fresh": true})
	has(t, "symbol_get with another etag", out, []string{"s += p", "etag=" + etag}, "UNCHANGED")

	changed := strings.Replace(shopCart, "            s += p\n", "            s += p * 2\n", 1)
	if err := os.WriteFile(filepath.Join(dir, "shop", "cart.py"), []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	// Re-index while the server runs; it keeps answering during the
	// build: code of an unchanged file, and for the changed file the old
	// index says it is stale until the new one is swapped in, which then
	// sends the new code.
	idx := exec.Command(binary, "index", "-q", ".")
	idx.Dir = dir
	var idxErr strings.Builder
	idx.Stderr = &idxErr
	if err := idx.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- idx.Wait() }()
	during := 0
	for building := true; building; {
		select {
		case err := <-done:
			if err != nil {
				t.Fatalf("re-index while the server runs: %v: %s", err, idxErr.String())
			}
			building = false
		default:
			out := ok(t, cs, "symbol_get", map[string]any{"symbol": "shop/pricing.py:tax", "fresh": true})
			has(t, "symbol_get of an unchanged file during the re-index", out, []string{"return round2(amount * rate)"})
			out, isErr := callTool(t, cs, "symbol_get", map[string]any{"symbol": "shop/cart.py:Cart.add", "fresh": true})
			if !(isErr && strings.Contains(out, "index is stale: shop/cart.py changed")) && !(!isErr && strings.Contains(out, "self.items.append(price * qty)")) {
				t.Errorf("symbol_get of the changed file during the re-index: tool error %v:\n%s", isErr, out)
			}
			during++
			time.Sleep(5 * time.Millisecond)
		}
	}
	t.Logf("%d answers during the re-index", during)
	out = ok(t, cs, "symbol_get", map[string]any{"symbol": "shop/cart.py:Cart.total", "etag": etag})
	m = etagRe.FindStringSubmatch(out)
	if m == nil || m[1] == etag {
		t.Errorf("after the re-index the etag is %v, want one other than %s:\n%s\nserver stderr: %s", m, etag, out, stderr)
	}
	has(t, "symbol_get after the re-index", out, []string{"s += p * 2", "def total(self):"}, "UNCHANGED")
	if m != nil {
		out = ok(t, cs, "symbol_get", map[string]any{"symbol": "shop/cart.py:Cart.total", "etag": m[1]})
		has(t, "symbol_get with the new etag", out, []string{"UNCHANGED", "etag=" + m[1]}, "s += p")
	}
	// The other tools see the new index too.
	out = ok(t, cs, "slice", map[string]any{"file": "shop/cart.py", "line": 13, "format": "text"})
	has(t, "slice after the re-index", out, []string{"   12              s += p * 2"})
}

var answerNo = regexp.MustCompile(`^answer #(\d+) · `)

// TestMCPDeltaSessions: a repeated slice in one session replaces code the
// session has by references and is shorter; fresh sends it again; a new
// connection starts with nothing.
func TestMCPDeltaSessions(t *testing.T) {
	dir := shop(t)
	cs, _ := stdioServer(t, dir)
	args := map[string]any{"file": "shop/orders.py", "line": 11, "format": "text"}
	first := ok(t, cs, "slice", args)
	second := ok(t, cs, "slice", args)
	has(t, "first slice", first, []string{"answer #1 · slice", "    9      def total(self):", "   13          return s",
		"   18  def tax(amount):", "   20      return round2(amount * rate)"}, "unchanged, sent in answer")
	has(t, "second slice", second, []string{"answer #2 · slice", "unchanged, sent in answer #1: def tax(amount): (lines 18-20)",
		"unchanged, sent in answer #1: def total(self): (lines 9-13)", "already received unchanged are shown as references"},
		"   20      return round2(amount * rate)", "   12              s += p")
	if a, b := mcpTok.Count(first), mcpTok.Count(second); b >= a {
		t.Errorf("the repeated slice has %d tokens, the first %d: want fewer", b, a)
	}
	// Markdown references too.
	md := map[string]any{"file": "shop/pricing.py", "line": 20}
	ok(t, cs, "slice", md)
	out := ok(t, cs, "slice", md)
	has(t, "repeated markdown slice", out, []string{"...  # unchanged, sent in answer #3: def tax(amount):"}, "return round2(amount * rate)")

	fresh := ok(t, cs, "slice", map[string]any{"file": "shop/orders.py", "line": 11, "format": "text", "fresh": true})
	has(t, "fresh slice", fresh, []string{"answer #5 · slice", "   20      return round2(amount * rate)", "   12              s += p"},
		"unchanged, sent in answer")
	stats := ok(t, cs, "stats", nil)
	has(t, "stats", stats, []string{"this session: 5 answers"}, ", 0 repeated as references")

	// A separate connection has its own session.
	other, _ := stdioServer(t, dir)
	out = ok(t, other, "slice", args)
	has(t, "another session's slice", out, []string{"answer #1 · slice", "   20      return round2(amount * rate)", "   12              s += p"},
		"unchanged, sent in answer")
}

// TestMCPSessionBudget: past --session-budget, code tools answer with the
// reason and a summary of what was served; other tools keep answering.
func TestMCPSessionBudget(t *testing.T) {
	cs, _ := stdioServer(t, shop(t), "--session-budget", "600")
	lines := []int{11, 10, 9, 8, 6}
	spent := -1
	total := 0
	for i, line := range lines {
		out := ok(t, cs, "slice", map[string]any{"file": "shop/orders.py", "line": line, "fresh": true})
		if strings.HasPrefix(out, "session budget spent") {
			spent = i
			has(t, "spent answer", out, []string{"this session was served", "of its 600 tokens", "Summary: served",
				"slice ", "last code served: slice shop/orders.py:11"}, "```")
			break
		}
		total += mcpTok.Count(out)
		if n := mcpTok.Count(out); n > 600 {
			t.Errorf("answer %d has %d tokens, over the session budget", i+1, n)
		}
	}
	if spent < 1 {
		t.Fatalf("session budget never spent (index %d) after %d tokens", spent, total)
	}
	if total < 600 {
		t.Errorf("the budget was declared spent after %d tokens of 600", total)
	}
	for _, tool := range []struct {
		name string
		args map[string]any
	}{{"symbol_get", map[string]any{"symbol": "shop.pricing.tax"}}, {"pack", map[string]any{"question": "tax"}},
		{"impact", map[string]any{"target": "shop.pricing.tax"}}, {"symbol_slice", map[string]any{"symbol": "shop.pricing.tax"}}} {
		out := ok(t, cs, tool.name, tool.args)
		has(t, tool.name+" past the session budget", out, []string{"session budget spent"}, "round2(amount * rate)")
	}
	out := ok(t, cs, "stats", nil)
	has(t, "stats past the session budget", out, []string{"3 files", "session budget 600 tokens (0 left)"})
	out = ok(t, cs, "callers", map[string]any{"symbol": "shop.pricing.tax"})
	has(t, "callers past the session budget", out, []string{"d1 shop.orders.checkout"})
}

// TestMCPBudgets: no answer exceeds its budget, for many tools and a tiny
// budget; lists page with cursors that fit only their own request.
func TestMCPBudgets(t *testing.T) {
	cs, _ := stdioServer(t, shop(t))
	calls := []struct {
		name string
		args map[string]any
	}{
		{"slice", map[string]any{"file": "shop/orders.py", "line": 11, "format": "text", "fresh": true}},
		{"slice", map[string]any{"file": "shop/orders.py", "line": 11, "format": "markdown", "fresh": true}},
		{"slice", map[string]any{"file": "shop/orders.py", "line": 11, "format": "ultracompact", "fresh": true, "direction": "both"}},
		{"explain", map[string]any{"file": "shop/orders.py", "line": 11, "analyze": true, "cypher": true}},
		{"search", map[string]any{"query": "cart total price discount tax load"}},
		{"pack", map[string]any{"question": "cart total discount tax at checkout", "fresh": true}},
		{"symbol_find", map[string]any{"pattern": "*"}},
		{"symbol_get", map[string]any{"symbol": "shop/orders.py:checkout", "fresh": true, "format": "text"}},
		{"symbol_slice", map[string]any{"symbol": "shop/orders.py:checkout", "fresh": true}},
		{"callees", map[string]any{"symbol": "shop/orders.py:checkout", "depth": 5}},
		{"impact", map[string]any{"target": "shop/pricing.py:round2", "fresh": true}},
		{"cypher", map[string]any{"query": "MATCH (s:Stmt) RETURN s.file, s.line, s.text ORDER BY s.file, s.line"}},
		{"schema", map[string]any{}},
	}
	for _, budget := range []int{100, 250, 2000} {
		for _, c := range calls {
			args := map[string]any{"budget": budget}
			for k, v := range c.args {
				args[k] = v
			}
			out, isErr := callTool(t, cs, c.name, args)
			if isErr {
				// A slice too big for the budget is refused, never answered
				// without its criterion (issue 11): only for slices, only
				// below the size the criterion needs.
				slices := c.name == "slice" || c.name == "symbol_slice" || c.name == "impact" || c.name == "explain"
				if !slices || budget == 2000 || !strings.Contains(out, "cannot hold the criterion's statement: it needs") {
					t.Errorf("%s %v at budget %d: tool error %s", c.name, c.args, budget, out)
				}
				continue
			}
			if n := mcpTok.Count(out); n > budget {
				t.Errorf("%s %v: %d tokens over the budget of %d:\n%s", c.name, c.args, n, budget, out)
			}
			if budget == 2000 && c.name == "slice" && !strings.Contains(out, "pricing.tax(net)") {
				t.Errorf("%s at 2000 lacks the criterion:\n%s", c.name, out)
			}
		}
	}
	// The default budget is 2000: the full schema does not fit.
	out := ok(t, cs, "schema", nil)
	if n := mcpTok.Count(out); n > 2000 {
		t.Errorf("schema at the default budget: %d tokens", n)
	}
	// A budget too small for the criterion is a tool error that says what
	// it needs; that much answers with the criterion, cut, saying so.
	out, isErr := callTool(t, cs, "slice", map[string]any{"file": "shop/orders.py", "line": 11, "format": "text", "budget": 100, "fresh": true})
	need := regexp.MustCompile(`it needs (\d+); use budget`).FindStringSubmatch(out)
	if !isErr || need == nil {
		t.Fatalf("slice at 100 tokens: want a tool error saying what it needs, got (error %v):\n%s", isErr, out)
	}
	n, _ := strconv.Atoi(need[1])
	out = ok(t, cs, "slice", map[string]any{"file": "shop/orders.py", "line": 11, "format": "text", "budget": n, "fresh": true})
	has(t, "slice at the budget it needs", out, []string{"· slice · ", fmt.Sprintf("/%d tokens", n), "pricing.tax(net)"})
	if !strings.Contains(out, "cut at the budget") && !strings.Contains(out, "omitted") {
		t.Errorf("slice at %d tokens says nothing of what it left out:\n%s", n, out)
	}

	// Paging.
	out = ok(t, cs, "symbol_find", map[string]any{"pattern": "*load*", "limit": 1})
	has(t, "symbol_find page 1", out, []string{"shop.cart.load", "items 1-1 of 2; next page: cursor="}, "shop.pricing.load")
	cur := cursorRe.FindStringSubmatch(out)
	if cur == nil {
		t.Fatalf("no cursor in:\n%s", out)
	}
	out = ok(t, cs, "symbol_find", map[string]any{"pattern": "*load*", "limit": 1, "cursor": cur[1]})
	has(t, "symbol_find page 2", out, []string{"shop.pricing.load", "items 2-2 of 2 (last page)"}, "shop.cart.load", "next page")

	out = ok(t, cs, "callers", map[string]any{"symbol": "shop.pricing.round2", "depth": 3, "limit": 1})
	has(t, "callers page 1", out, []string{"d1 shop.pricing.tax", "next page: cursor="}, "\nd2 ")
	ccur := cursorRe.FindStringSubmatch(out)
	if ccur == nil {
		t.Fatalf("no cursor in:\n%s", out)
	}
	out = ok(t, cs, "callers", map[string]any{"symbol": "shop.pricing.round2", "depth": 3, "limit": 1, "cursor": ccur[1]})
	has(t, "callers page 2", out, []string{"d2 shop.orders.checkout", "(last page)"}, "\nd1 ")

	// Every paged tool: follow the cursors to the end, collecting every
	// item once.
	follow := func(name string, args map[string]any, want []string) {
		t.Helper()
		var all strings.Builder
		pages := 0
		for cursor := ""; pages < 60; pages++ {
			a := map[string]any{}
			for k, v := range args {
				a[k] = v
			}
			if cursor != "" {
				a["cursor"] = cursor
			}
			out := ok(t, cs, name, a)
			if n := mcpTok.Count(out); n > 100 && a["budget"] == 100 {
				t.Errorf("%s page %d: %d tokens over 100", name, pages+1, n)
			}
			all.WriteString(out)
			m := cursorRe.FindStringSubmatch(out)
			if m == nil {
				break
			}
			cursor = m[1]
		}
		if pages < 1 {
			t.Errorf("%s %v: one page only, want several", name, args)
		}
		for _, w := range want {
			if c := strings.Count(all.String(), w); c != 1 {
				t.Errorf("%s %v: %q appears %d times over %d pages:\n%s", name, args, w, c, pages+1, all.String())
			}
		}
	}
	follow("search", map[string]any{"query": "load path amount", "limit": 1}, []string{"shop.cart.load (function)", "shop.pricing.load (function)", "shop.pricing.discount (function)"})
	follow("cypher", map[string]any{"query": "MATCH (f:File) RETURN f.path AS path ORDER BY path", "limit": 1}, []string{`"shop/cart.py"`, `"shop/orders.py"`, `"shop/pricing.py"`})
	follow("callees", map[string]any{"symbol": "shop.orders.checkout", "depth": 2, "limit": 2},
		[]string{"d1 shop.cart.Cart.add", "d1 shop.pricing.tax", "d2 shop.pricing.round2", "d2 <builtin>.len"})
	follow("schema", map[string]any{"budget": 100}, []string{"CREATE NODE TABLE Stmt", "CREATE NODE TABLE Func"})
	follow("symbol_get", map[string]any{"symbol": "shop/pricing.py", "format": "text", "budget": 100, "fresh": true},
		[]string{"    1  RATE = 0.2", "    9      if code == \"HALF\":", "   20      return round2(amount * rate)", "   24      return open(path).read()"})

	// A cursor fits only its request.
	for _, c := range []struct {
		name string
		args map[string]any
	}{
		{"symbol_find", map[string]any{"pattern": "*load*", "cursor": ccur[1]}},
		{"symbol_find", map[string]any{"pattern": "*total*", "limit": 1, "cursor": cur[1]}},
		{"callers", map[string]any{"symbol": "shop.pricing.round2", "depth": 2, "cursor": ccur[1]}},
		{"search", map[string]any{"query": "load", "cursor": cur[1]}},
	} {
		out, isErr := callTool(t, cs, c.name, c.args)
		if !isErr || !strings.Contains(out, "belongs to another request") {
			t.Errorf("%s %v with a foreign cursor: error %v: %s", c.name, c.args, isErr, out)
		}
	}
	out, isErr = callTool(t, cs, "symbol_find", map[string]any{"pattern": "*load*", "cursor": "garbage"})
	if !isErr || !strings.Contains(out, "bad cursor") {
		t.Errorf("a garbage cursor: error %v: %s", isErr, out)
	}
}

// TestMCPBadArguments: each bad argument is a tool error naming the
// problem, and the server keeps serving.
func TestMCPBadArguments(t *testing.T) {
	cs, stderr := stdioServer(t, shop(t))
	cases := []struct {
		name string
		args map[string]any
		want string
	}{
		{"slice", map[string]any{"file": "shop/orders.py", "line": 11, "format": "yaml"}, `unknown format "yaml"`},
		{"symbol_get", map[string]any{"symbol": "shop.pricing.tax", "format": "html"}, `unknown format "html"`},
		{"slice", map[string]any{"file": "shop/orders.py", "line": 0}, "line must be 1 or more, got 0"},
		{"slice", map[string]any{"file": "shop/nope.py", "line": 3}, "shop/nope.py"},
		{"slice", map[string]any{"file": "shop/orders.py", "line": 11, "direction": "sideways"}, "sideways"},
		{"slice", map[string]any{"file": "shop/orders.py", "line": 11, "depth": 9}, "depth must be 0 to 5, got 9"},
		{"slice", map[string]any{"file": "shop/orders.py", "line": 11, "budget": 5}, "budget must be 100 to 100000 tokens, got 5"},
		{"callers", map[string]any{"symbol": "shop.pricing.tax", "depth": 9}, "depth must be 1 to 5, got 9"},
		{"callees", map[string]any{"symbol": "shop.pricing.tax", "depth": -1}, "depth must be 1 to 5, got -1"},
		{"impact", map[string]any{"target": "shop.pricing.tax", "depth": 6}, "depth must be 1 to 5, got 6"},
		{"symbol_find", map[string]any{"pattern": "*", "kind": "variable"}, `unknown symbol kind "variable"`},
		{"symbol_find", map[string]any{"pattern": "*", "limit": 1000}, "limit must be 1 to 500"},
		{"search", map[string]any{"query": "   "}, "query is required"},
		{"pack", map[string]any{"question": ""}, "question is required"},
		{"symbol_slice", map[string]any{"symbol": "shop.pricing.tax", "line": 2}, "line 2 is outside shop.pricing.tax"},
		{"cypher", map[string]any{"query": "CREATE (f:File {path: 'x'})"}, "CREATE"},
		{"cypher", map[string]any{"query": "MATCH (s:Stmt) DELETE s"}, "DELETE"},
		{"cypher", map[string]any{"query": "LOAD FROM '/etc/passwd' RETURN *"}, "LOAD"},
		{"cypher", map[string]any{"query": "MATCH (s:Nope) RETURN s"}, "query failed"},
		{"cypher", map[string]any{"query": "MATCH (s:Stmt) RETURN s LIMIT $n", "params": map[string]any{"n": map[string]any{"x": 1}}}, "parameter $n"},
	}
	for _, c := range cases {
		out, isErr, err := tryTool(cs, c.name, c.args)
		if err != nil {
			t.Fatalf("%s %v: protocol error %v (want a tool error)\nserver stderr: %s", c.name, c.args, err, stderr)
		}
		if !isErr || !strings.Contains(out, c.want) || !strings.HasPrefix(out, c.name+": ") {
			t.Errorf("%s %v: error %v, %q; want a tool error naming %q", c.name, c.args, isErr, out, c.want)
		}
		// The server keeps serving.
		good := ok(t, cs, "callers", map[string]any{"symbol": "shop.pricing.tax"})
		has(t, "callers after a bad call", good, []string{"d1 shop.orders.checkout"})
	}
	// Nothing was written: the file table still holds the three files.
	out := ok(t, cs, "cypher", map[string]any{"query": "MATCH (f:File) RETURN count(*) AS n"})
	has(t, "files after the refused writes", out, []string{"rows (1)", "\n3"})
	// A missing required argument is refused by the input schema.
	out, isErr, err := tryTool(cs, "slice", map[string]any{"file": "shop/orders.py"})
	if err != nil || !isErr || !strings.Contains(out, "missing properties") || !strings.Contains(out, "line") {
		t.Errorf("slice without line: protocol error %v, tool error %v: %s; want a tool error naming line", err, isErr, out)
	}
	ok(t, cs, "stats", nil)
}

// TestMCPHTTP: the same server over streamable HTTP: initialize, the tool
// list, a slice, separate delta state per session, and four clients at
// once, each in its own session.
func TestMCPHTTP(t *testing.T) {
	endpoint := httpServer(t, shop(t))
	a := httpClient(t, endpoint)
	if init := a.InitializeResult(); init == nil || init.ServerInfo.Name != "semantica" {
		t.Fatalf("initialize over HTTP: %+v", init)
	}
	if a.ID() == "" {
		t.Error("no Mcp-Session-Id over HTTP")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	tools, err := a.ListTools(ctx, nil)
	if err != nil || len(tools.Tools) != 14 {
		t.Fatalf("tools/list over HTTP: %v, %d tools", err, len(tools.Tools))
	}
	args := map[string]any{"file": "shop/pricing.py", "line": 20, "format": "text", "depth": 1}
	out := ok(t, a, "slice", args)
	has(t, "HTTP slice", out, []string{"answer #1 · slice", "   19      rate = RATE", "   20      return round2(amount * rate)"},
		`if code == "HALF"`)
	out = ok(t, a, "slice", args)
	has(t, "HTTP repeated slice", out, []string{"answer #2 · slice", "unchanged, sent in answer #1: def tax(amount):"}, "   19      rate = RATE")

	b := httpClient(t, endpoint)
	if b.ID() == a.ID() {
		t.Errorf("two HTTP clients share session %s", a.ID())
	}
	out = ok(t, b, "slice", args)
	has(t, "second HTTP session's slice", out, []string{"answer #1 · slice", "   19      rate = RATE"}, "unchanged, sent in answer")
	out = ok(t, a, "stats", nil)
	has(t, "first session's stats", out, []string{"this session: 2 answers"})
	out = ok(t, b, "stats", nil)
	has(t, "second session's stats", out, []string{"this session: 1 answers"})

	// Four clients at once, five rounds of slice, symbol_get and callers
	// each.
	start := time.Now()
	var wg sync.WaitGroup
	errs := make(chan string, 4*5*3)
	for g := 0; g < 4; g++ {
		cs := httpClient(t, endpoint)
		wg.Add(1)
		go func(g int, cs *mcp.ClientSession) {
			defer wg.Done()
			for i := 0; i < 5; i++ {
				for _, c := range []struct {
					name string
					args map[string]any
					want string
				}{
					{"slice", map[string]any{"file": "shop/orders.py", "line": 11 - g, "fresh": true}, "cart = Cart()"},
					{"symbol_get", map[string]any{"symbol": "shop/cart.py:Cart.add", "fresh": true}, "self.items.append(price * qty)"},
					{"callers", map[string]any{"symbol": "shop.pricing.round2", "depth": 2}, "d2 shop.orders.checkout"},
				} {
					text, isErr, err := tryTool(cs, c.name, c.args)
					if err != nil || isErr || !strings.Contains(text, c.want) {
						errs <- fmt.Sprintf("client %d round %d %s: err %v, tool error %v:\n%s", g, i, c.name, err, isErr, text)
					}
				}
			}
			text, _, err := tryTool(cs, "stats", nil)
			if err != nil || !strings.Contains(text, "this session: 15 answers") {
				errs <- fmt.Sprintf("client %d stats: %v %s", g, err, text)
			}
		}(g, cs)
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	t.Logf("4 concurrent HTTP clients × 15 calls in %v", time.Since(start).Round(time.Millisecond))
}

// TestMCPStdioConcurrentCalls: one stdio session with calls in flight at
// once all succeed and are numbered without gaps.
func TestMCPStdioConcurrentCalls(t *testing.T) {
	cs, _ := stdioServer(t, shop(t))
	var wg sync.WaitGroup
	var mu sync.Mutex
	seen := map[string]bool{}
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; i < 3; i++ {
				text, isErr, err := tryTool(cs, "callees", map[string]any{"symbol": "shop.orders.checkout"})
				if err != nil || isErr || !strings.Contains(text, "d1 shop.pricing.tax") {
					t.Errorf("goroutine %d: %v %v %s", g, err, isErr, text)
					continue
				}
				if m := answerNo.FindStringSubmatch(text); m != nil {
					mu.Lock()
					seen[m[1]] = true
					mu.Unlock()
				}
			}
		}(g)
	}
	wg.Wait()
	for i := 1; i <= 12; i++ {
		if !seen[fmt.Sprint(i)] {
			t.Errorf("answer #%d missing among %v", i, seen)
		}
	}
}

// TestMCPHTTPLoopbackOnly: the server has no authentication, so it refuses
// to listen beyond loopback.
func TestMCPHTTPLoopbackOnly(t *testing.T) {
	dir := t.TempDir()
	for _, addr := range []string{"0.0.0.0:1234", "192.168.1.10:80", ":8080"} {
		_, errOut, code := run(t, dir, "mcp", "--http", addr)
		if code != 2 || !strings.Contains(errOut, "loopback") {
			t.Errorf("mcp --http %s: exit %d, %q; want 2 and a message about loopback", addr, code, errOut)
		}
	}
}

// TestMCPSessionBudgetCut: when the session budget's remainder cuts a code
// answer short, the code left out is not taken as received: asking again
// does not answer UNCHANGED for code the client never got.
func TestMCPSessionBudgetCut(t *testing.T) {
	const sessionBudget = 1000
	cs, _ := stdioServer(t, shop(t), "--session-budget", fmt.Sprint(sessionBudget))
	spent := 0
	// Spend with a list tool (not subject to the session budget) until
	// 106-170 tokens remain: less than the module's code takes.
	for sessionBudget-spent > 170 {
		spent += mcpTok.Count(ok(t, cs, "callers", map[string]any{"symbol": "shop.pricing.round2"}))
	}
	get := map[string]any{"symbol": "shop/cart.py:Cart", "format": "text"}
	out := ok(t, cs, "symbol_get", get)
	spent += mcpTok.Count(out)
	has(t, "symbol_get cut by the session budget", out, []string{"shop.cart.Cart (class)", "    1  class Cart:", "[cut at the budget of"},
		"   13          return s")
	if spent >= sessionBudget {
		t.Fatalf("the cut answer spent the session (%d of %d): the fixture no longer exercises a cut with budget left:\n%s", spent, sessionBudget, out)
	}
	out = ok(t, cs, "symbol_get", get)
	has(t, "symbol_get after a cut answer", out, []string{"    1  class Cart:"}, "UNCHANGED", "sent in answer")
}
