package main

import (
	"encoding/json"
	"github.com/semantica/semantica/schema/tokens"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/semantica/semantica/planner"
)

// maxPackEnvelope is the bound on the envelope of the packs below: the
// default --envelope-budget. Before the envelope was budgeted, the pack of
// the email package at --budget 4000 printed 21,162 tokens around a context
// of 2,646.
const maxPackEnvelope = 2000

// JSON outputs are budgeted: pack's context never exceeds --budget, its
// envelope stays within a fixed bound, its lists within 50 items, and the
// budget object adds up to the printed document; query slice reports the
// same fields and keeps its whole document within the budget.
func TestJSONBudgets(t *testing.T) {
	out, err := exec.Command("python3", "-c", "import email, os; print(os.path.dirname(email.__file__))").Output()
	if err != nil {
		t.Fatalf("python3 is needed (its email package is the corpus): %v", err)
	}
	dir := t.TempDir()
	db := filepath.Join(dir, "idx")
	if _, errOut, code := run(t, dir, "index", "-q", "--no-git", "--db", db, strings.TrimSpace(string(out))); code != 0 {
		t.Fatal(errOut)
	}
	tok, _ := tokens.NewTokenizer("cl100k_base")
	for _, budget := range []int{1000, 4000, 8000} {
		out, errOut, code := run(t, dir, "pack", "how are headers parsed", "--db", db, "--format", "json", "--budget", itoa(budget))
		if code != 0 {
			t.Fatalf("pack: %s", errOut)
		}
		var pk planner.Pack
		if err := json.Unmarshal([]byte(out), &pk); err != nil {
			t.Fatal(err)
		}
		doc := tok.Count(strings.TrimSuffix(out, "\n"))
		ctx := tok.Count(pk.Context)
		b := pk.Budget
		t.Logf("budget %d: document %d tokens = context %d + envelope %d; omitted %v", budget, doc, b.ContextTokens, b.EnvelopeTokens, pk.Omitted)
		if ctx > budget || ctx == 0 || b.ContextTokens != ctx || b.Limit != budget || b.Tokenizer != "cl100k_base" {
			t.Errorf("budget %d: context has %d tokens; budget object %+v", budget, ctx, b)
		}
		if b.ContextTokens+b.EnvelopeTokens != doc {
			t.Errorf("budget %d: document has %d tokens, budget object says %d + %d", budget, doc, b.ContextTokens, b.EnvelopeTokens)
		}
		if b.EnvelopeTokens > maxPackEnvelope {
			t.Errorf("budget %d: envelope of %d tokens, bound %d", budget, b.EnvelopeTokens, maxPackEnvelope)
		}
		tel := pk.Telemetry.CandidateCounts
		for name, l := range map[string]struct{ shown, total int }{
			"selected.exploit": {len(pk.Selected["exploit"]), tel["exploit"]}, "selected.explore": {len(pk.Selected["explore"]), tel["explore"]},
			"dropped": {len(pk.Dropped), tel["dropped"]}, "visual_graph.nodes": {len(pk.VisualGraph.Nodes), -1},
			"visual_graph.edges": {len(pk.VisualGraph.Edges), -1},
		} {
			if l.shown > planner.MaxEnvelopeItems || (l.total >= 0 && l.shown+pk.Omitted[name] != l.total) {
				t.Errorf("budget %d: %s shows %d, omits %d, of %d", budget, name, l.shown, pk.Omitted[name], l.total)
			}
		}
		if pk.Omitted["visual_graph.nodes"] == 0 {
			t.Errorf("budget %d: the whole graph fits, so this pack does not test the envelope's limit", budget)
		}
	}

	// query slice: the whole document within the budget, its parts reported.
	// (At 700 the envelope leaves too little for the criterion: refused.)
	for _, budget := range []int{1000, 4000} {
		out, errOut, code := run(t, dir, "query", "slice", "--db", db, "--file", "feedparser.py", "--line", "300", "--format", "json", "--budget", itoa(budget))
		if code != 0 {
			t.Fatalf("slice: %s", errOut)
		}
		var res sliceJSON
		if err := json.Unmarshal([]byte(out), &res); err != nil {
			t.Fatal(err)
		}
		doc, b := tok.Count(strings.TrimSuffix(out, "\n")), res.Budget
		if doc > budget || b.Used != doc || b.ContextTokens != tok.Count(res.Context) || b.ContextTokens+b.EnvelopeTokens != doc ||
			res.Context == "" || len(res.Statements) > planner.MaxEnvelopeItems || res.Omitted == nil {
			t.Errorf("slice budget %d: document %d tokens, budget object %+v, %d statements", budget, doc, b, len(res.Statements))
		}
	}
}
