package web_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/semantica/semantica/server/web"
)

// chromium finds a Chromium to drive: $SEMANTICA_CHROMIUM, else chromium
// or chromium-browser on PATH (Debian's package chromium). Without one the
// browser tests skip, except under CI (CI set), where .ci/run installs it
// and a skip would hide a broken page.
func chromium(t testing.TB) string {
	t.Helper()
	if p := os.Getenv("SEMANTICA_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("no chromium on PATH: CI must install Debian's chromium package (.ci/run does)")
	}
	t.Skip("no chromium on PATH (apt-get install chromium, or set SEMANTICA_CHROMIUM)")
	return ""
}

// Browser starts a headless Chromium with the flags this machine's closed
// network needs (no background connections) and returns a context to run
// chromedp actions in.
func Browser(t testing.TB, limit time.Duration) context.Context {
	exe := chromium(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.Flag("disable-quic", true), chromedp.Flag("no-first-run", true),
		chromedp.WindowSize(1400, 900), chromedp.UserDataDir(t.TempDir()))
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelC := chromedp.NewContext(actx)
	ctx, cancelT := context.WithTimeout(ctx, limit)
	t.Cleanup(func() { cancelT(); cancelC(); cancelA() })
	return ctx
}

// artifacts is where the browser tests save their screenshots:
// $SEMANTICA_ARTIFACTS/web (CI keeps that folder), else a folder in the
// test's temporary directory.
func artifacts(t *testing.T) string {
	dir := os.Getenv("SEMANTICA_ARTIFACTS")
	if dir == "" {
		dir = t.TempDir()
	}
	dir = filepath.Join(dir, "web")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

func screenshot(t *testing.T, ctx context.Context, dir, name string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot %s (%d bytes)", p, len(png))
}

// waitRender waits until the page has rendered n views (body's
// data-rendered) or reports the page's error.
func waitRender(t testing.TB, ctx context.Context, n int) {
	t.Helper()
	js := fmt.Sprintf(`document.body.dataset.rendered === "%d" ? "ok" : (window.semantica.error || "")`, n)
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		got, err := chromedp.Run(ctx, chromedp.Evaluate[string](js))
		if err != nil {
			t.Fatal(err)
		}
		switch got {
		case "ok":
			return
		case "":
			time.Sleep(50 * time.Millisecond)
		default:
			t.Fatalf("render %d: the page says %q", n, got)
		}
	}
	t.Fatalf("render %d did not finish in 60 s", n)
}

// clickNode clicks the drawn node of graph cy ("cy" or "cy2") that the
// JavaScript predicate pick (over a node's data) selects, with a real
// mouse event at its place on the canvas.
func clickNode(t *testing.T, ctx context.Context, cy, container, pick string) {
	t.Helper()
	js := fmt.Sprintf(`(() => {
		const n = window.semantica.%s.nodes().filter(n => (%s)(n.data()))[0];
		if (!n) return [];
		const p = n.renderedPosition(), r = document.querySelector(%q).getBoundingClientRect();
		return [r.left + p.x, r.top + p.y];
	})()`, cy, pick, container)
	xy, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](js))
	if err != nil {
		t.Fatal(err)
	}
	if len(xy) != 2 {
		t.Fatalf("no drawn node in %s matches %s", cy, pick)
	}
	if err := chromedp.Do(ctx, chromedp.MouseClickXY(xy[0], xy[1])); err != nil {
		t.Fatal(err)
	}
}

func waitText(t *testing.T, ctx context.Context, sel, want string) string {
	t.Helper()
	var got string
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		js := fmt.Sprintf(`(document.querySelector(%q) || {}).textContent || ""`, sel)
		var err error
		if got, err = chromedp.Run(ctx, chromedp.Evaluate[string](js)); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(got, want) {
			return got
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("%s says %q, want it to contain %q", sel, got, want)
	return got
}

func evalInts(t *testing.T, ctx context.Context, js string) []int {
	t.Helper()
	out, err := chromedp.Run(ctx, chromedp.Evaluate[[]int](js))
	if err != nil {
		t.Fatalf("%s: %v", js, err)
	}
	return out
}

func set(xs []int) map[int]bool {
	m := map[int]bool{}
	for _, x := range xs {
		m[x] = true
	}
	return m
}

// TestBrowser drives the page in headless Chromium as a person would:
// search, click a node, open a slice, open a function; it checks the DOM
// and the drawn graphs against the API's answers and the hand-derived
// expectations, and saves a screenshot of each view.
func TestBrowser(t *testing.T) {
	srv, ex := serve(t)
	ctx := Browser(t, 2*time.Minute)
	shots := artifacts(t)

	// Pack: type a question, press Search.
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/"),
		chromedp.WaitVisible(chromedp.CSS("#pack-q")),
		chromedp.SendKeys(chromedp.CSS("#pack-q"), ex.packQuestion),
		chromedp.Click(chromedp.CSS("#pack-go"))); err != nil {
		t.Fatal(err)
	}
	waitRender(t, ctx, 1)
	var pk web.PackView
	get(t, srv, "/api/pack?q="+strings.ReplaceAll(ex.packQuestion, " ", "+"), &pk)
	drawn, err := chromedp.Run(ctx, chromedp.Evaluate[int](`window.semantica.cy.nodes().length`))
	if err != nil {
		t.Fatal(err)
	}
	colours, err := chromedp.Run(ctx, chromedp.Evaluate[map[string]string](
		`Object.fromEntries(window.semantica.cy.nodes().map(n => [n.data('state'), n.style('background-color')]))`))
	if err != nil {
		t.Fatal(err)
	}
	if drawn != len(pk.Graph.Nodes) {
		t.Errorf("pack: %d nodes drawn, the API's visual graph has %d", drawn, len(pk.Graph.Nodes))
	}
	// The visual_graph contract: searching red, selected blue, dropped grey.
	for state, want := range map[string]string{"searching": "rgb(214,39,40)", "selected": "rgb(31,119,180)"} {
		if got := strings.ReplaceAll(colours[state], " ", ""); got != want {
			t.Errorf("pack: %s nodes drawn %q, want %s", state, colours[state], want)
		}
	}
	screenshot(t, ctx, shots, "pack.png")

	// Click the symbol node: its code, with its slice's lines and reasons.
	clickNode(t, ctx, "cy", "#graph", fmt.Sprintf(`d => d.full === %q`, ex.packSymbolQName))
	waitText(t, ctx, "#detail", ex.packSymbolQName)
	rows := evalInts(t, ctx, `[...document.querySelectorAll('#code .line.slice')].map(l => +l.dataset.row)`)
	reasons := evalInts(t, ctx, `[...document.querySelectorAll('#code .line.slice .why')].map(w => w.textContent.length)`)
	if len(rows) == 0 || len(reasons) == 0 {
		t.Errorf("pack node click: %d lines highlighted, %d with a reason", len(rows), len(reasons))
	}
	screenshot(t, ctx, shots, "pack-node.png")

	// Slice: the form of the Slice tab.
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#tab-slice")),
		chromedp.SetValue(chromedp.CSS("#slice-file"), ex.sliceFile),
		chromedp.SetValue(chromedp.CSS("#slice-line"), fmt.Sprint(ex.sliceLine)),
		chromedp.SetValue(chromedp.CSS("#slice-depth"), fmt.Sprint(ex.sliceDepth)),
		chromedp.Click(chromedp.CSS("#slice-go"))); err != nil {
		t.Fatal(err)
	}
	waitRender(t, ctx, 2)
	var sl web.SliceView
	get(t, srv, sliceURL(ex), &sl)
	nodeLines := evalInts(t, ctx, fmt.Sprintf(`window.semantica.cy.nodes().map(n => n.data('label')).filter(Boolean).length ? window.semantica.cy.nodes().map(n => +n.data('label').split(':')[0]) : []`))
	if len(nodeLines) != len(sl.Nodes) {
		t.Errorf("slice: %d nodes drawn, the API has %d", len(nodeLines), len(sl.Nodes))
	}
	crit := evalInts(t, ctx, `window.semantica.cy.nodes('.criterion').map(n => +n.data('label').split(':')[0])`)
	if len(crit) != 1 || crit[0] != ex.sliceLine {
		t.Errorf("slice: criterion nodes drawn at lines %v, want [%d]", crit, ex.sliceLine)
	}
	hl := evalInts(t, ctx, fmt.Sprintf(`[...document.querySelectorAll('#code .line.slice[data-file=%q]')].map(l => +l.dataset.row)`, ex.sliceFile))
	checkLines(t, "slice view's highlighted code", set(hl), ex.in, ex.out)
	waitText(t, ctx, "#explain", "actual")
	// Clicking the criterion names what it depends on.
	clickNode(t, ctx, "cy", "#graph", `d => d.label.startsWith("`+fmt.Sprint(ex.sliceLine)+`:")`)
	dep := strings.Fields(ex.edges[0]) // KIND FROM TO VAR, TO the criterion
	waitText(t, ctx, "#detail", fmt.Sprintf("%s %s from line %s", dep[0], dep[3], dep[1]))
	if marked := evalInts(t, ctx, `[...document.querySelectorAll('#code .line.mark')].map(l => +l.dataset.row)`); len(marked) != 1 || marked[0] != ex.sliceLine {
		t.Errorf("slice: clicking the criterion marked code lines %v, want [%d]", marked, ex.sliceLine)
	}
	screenshot(t, ctx, shots, "slice.png")

	// Function: a link to the view.
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank"), chromedp.Navigate(srv.URL+"/#function?symbol="+ex.function)); err != nil {
		t.Fatal(err)
	}
	waitRender(t, ctx, 1) // a fresh page
	var fv web.FunctionView
	get(t, srv, "/api/function?symbol="+ex.function, &fv)
	counts := evalInts(t, ctx, `[window.semantica.cy.nodes().length, window.semantica.cy.edges().length, window.semantica.cy2.nodes().length]`)
	if len(counts) != 3 || counts[0] != len(fv.CFGNodes) || counts[1] != len(fv.CFGEdges) || counts[2] != len(fv.PDGNodes) {
		t.Errorf("function: drawn CFG nodes, edges and PDG nodes %v; the API has %d, %d, %d", counts, len(fv.CFGNodes), len(fv.CFGEdges), len(fv.PDGNodes))
	}
	// Clicking a CFG statement marks the same statement in the PDG.
	clickNode(t, ctx, "cy", "#graph", `d => d.line === 10`)
	if linked := evalInts(t, ctx, `window.semantica.cy2.nodes('.linked').map(n => n.data('line'))`); len(linked) != 1 || linked[0] != 10 {
		t.Errorf("function: clicking CFG line 10 marked PDG lines %v", linked)
	}
	screenshot(t, ctx, shots, "function.png")

	// A bad request shows its error and leaves the page working.
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/#function?symbol=nosuch")); err != nil { // hashchange: no reload
		t.Fatal(err)
	}
	waitText(t, ctx, "#status", "no symbol")
}
