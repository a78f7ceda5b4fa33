package planner

import (
	"encoding/json"
	"fmt"
	"github.com/semantica/semantica/schema/tokens"
	"strings"
	"testing"
)

// fullPack is a pack with every envelope list far over MaxEnvelopeItems,
// long names and labels, and a context of contextTokens tokens.
func fullPack(tok *tokens.Tokenizer, contextLines int) *Pack {
	pk := &Pack{Query: "how are headers parsed", Budget: PackBudget{Limit: 4000, Tokenizer: tok.Name},
		Selected: map[string][]PackSymbol{}, Omitted: map[string]int{}, VisualGraph: VisualGraph{Version: 1},
		BudgetPolicy: map[string]float64{"exploit_ratio": 0.7, "explore_ratio": 0.3},
		Telemetry:    PackTelemetry{CandidateCounts: map[string]int{"bm25_hits": 400}}}
	long := strings.Repeat("very_long_identifier_", 4)
	sym := func(i int, lane, state string) PackSymbol {
		return PackSymbol{QName: fmt.Sprintf("pkg.module_%d.%s.Class.method_%d", i, long, i), Kind: "method",
			File: fmt.Sprintf("pkg/sub/module_%d.py", i), Line: 1000 + i, EndLine: 1200 + i, Score: 0.123456789012345,
			Lane: lane, State: state, Tokens: 1234}
	}
	for i := 0; i < 300; i++ {
		pk.Selected["exploit"] = append(pk.Selected["exploit"], sym(i, "exploit", "selected"))
		pk.Selected["explore"] = append(pk.Selected["explore"], sym(i, "explore", "selected"))
		pk.Dropped = append(pk.Dropped, sym(i, "explore", "dropped"))
	}
	g := &pk.VisualGraph
	g.Nodes = append(g.Nodes, GraphNode{ID: "query", Type: "query", Label: pk.Query, State: "searching", Score: 1})
	for i := 0; i < 400; i++ {
		g.Nodes = append(g.Nodes, GraphNode{ID: fmt.Sprintf("stmt:pkg/sub/module_%d.py:%d", i, 1000+i), Type: "statement",
			Label: clip(strings.Repeat("x = call(argument, other) + ", 200), MaxLabelChars), Lane: "exploit", State: "selected", Score: 0.333})
	}
	for i := 1; i < len(g.Nodes); i++ {
		for _, kind := range []string{"retrieval_match", "contains", "calls", "data_dependence", "control_dependence"} {
			g.Edges = append(g.Edges, GraphEdge{Source: g.Nodes[i-1].ID, Target: g.Nodes[i].ID, Kind: kind, Weight: 0.5})
		}
	}
	var b strings.Builder
	for i := 0; i < contextLines; i++ {
		fmt.Fprintf(&b, "%5d  value_%d = compute(value_%d, \"text\")  # why: data\n", i, i, i)
	}
	pk.Context = b.String()
	pk.TokenEstimate = TokenEstimate{Chars: len(pk.Context), Tokens: tok.Count(pk.Context)}
	pk.Budget.ContextTokens = pk.TokenEstimate.Tokens
	return pk
}

// Every envelope list is capped, Omitted says by how much, the capped graph
// only has edges between kept nodes and keeps every kind, and the budget
// object adds up to the printed document.
func TestPackEnvelopeCapped(t *testing.T) {
	tok, err := tokens.NewTokenizer(tokens.DefaultTokenizer)
	if err != nil {
		t.Fatal(err)
	}
	adds := func(pk *Pack) {
		t.Helper()
		if n := tok.Count(pk.marshal()); n != pk.Budget.ContextTokens+pk.Budget.EnvelopeTokens {
			t.Errorf("document has %d tokens; budget says context %d + envelope %d", n, pk.Budget.ContextTokens, pk.Budget.EnvelopeTokens)
		}
	}
	graphOK := func(pk *Pack, wantKinds int) {
		t.Helper()
		kept, kinds := map[string]bool{}, map[string]int{}
		for _, n := range pk.VisualGraph.Nodes {
			kept[n.ID] = true
		}
		for _, e := range pk.VisualGraph.Edges {
			if !kept[e.Source] || !kept[e.Target] {
				t.Errorf("edge to a node left out: %+v", e)
			}
			kinds[e.Kind]++
		}
		if len(kinds) != wantKinds {
			t.Errorf("edge kinds after the cap: %v, want %d kinds", kinds, wantKinds)
		}
	}

	// Document prints the fitted pack and leaves the pack whole.
	pk := fullPack(tok, 150)
	pk.tok = tok
	var doc Pack
	if err := json.Unmarshal([]byte(pk.Document(DefaultEnvelopeBudget)), &doc); err != nil {
		t.Fatal(err)
	}
	if len(pk.Dropped) != 300 || len(pk.VisualGraph.Nodes) != 401 || len(pk.Selected["exploit"]) != 300 || len(pk.Omitted) != 0 ||
		len(doc.Selected["exploit"]) > MaxEnvelopeItems || doc.Omitted["selected.exploit"] != 300-len(doc.Selected["exploit"]) || doc.Omitted["dropped"] != 300 ||
		doc.Budget.EnvelopeTokens == 0 || doc.Budget.EnvelopeTokens > DefaultEnvelopeBudget {
		t.Errorf("Document: pack %d/%d/%d %v, document %d dropped, omitted %v, budget %+v", len(pk.Dropped), len(pk.VisualGraph.Nodes),
			len(pk.Selected["exploit"]), pk.Omitted, len(doc.Dropped), doc.Omitted, doc.Budget)
	}

	// Without a token limit only the item caps apply.
	pk = fullPack(tok, 150)
	nEdges := len(pk.VisualGraph.Edges)
	pk.fitEnvelope(tok, 1<<30)
	lists := map[string]int{"selected.exploit": len(pk.Selected["exploit"]), "selected.explore": len(pk.Selected["explore"]),
		"dropped": len(pk.Dropped), "visual_graph.nodes": len(pk.VisualGraph.Nodes), "visual_graph.edges": len(pk.VisualGraph.Edges)}
	for name, n := range lists {
		if n != MaxEnvelopeItems {
			t.Errorf("%s: %d items, want %d", name, n, MaxEnvelopeItems)
		}
	}
	want := map[string]int{"selected.exploit": 250, "selected.explore": 250, "dropped": 250, "visual_graph.nodes": 351,
		"visual_graph.edges": nEdges - MaxEnvelopeItems}
	if fmt.Sprint(pk.Omitted) != fmt.Sprint(want) {
		t.Errorf("omitted %v, want %v", pk.Omitted, want)
	}
	graphOK(pk, 5)
	adds(pk)
	t.Logf("every list at %d items: context %d, envelope %d tokens", MaxEnvelopeItems, pk.Budget.ContextTokens, pk.Budget.EnvelopeTokens)

	// Within the envelope budget the graph goes first, then the dropped
	// symbols; a few selected ones stay whole.
	pk = fullPack(tok, 150)
	pk.Selected["exploit"], pk.Selected["explore"] = pk.Selected["exploit"][:4], pk.Selected["explore"][:3]
	pk.fitEnvelope(tok, DefaultEnvelopeBudget)
	k := len(pk.Dropped)
	if pk.Budget.EnvelopeTokens > DefaultEnvelopeBudget || len(pk.VisualGraph.Nodes) != 0 || k == 0 || k >= MaxEnvelopeItems ||
		len(pk.Selected["exploit"]) != 4 || len(pk.Selected["explore"]) != 3 || pk.Omitted["dropped"] != 300-k || pk.Omitted["visual_graph.nodes"] != 401 {
		t.Errorf("envelope %d tokens (limit %d), %d graph nodes, lists %d/%d/%d, omitted %v", pk.Budget.EnvelopeTokens, DefaultEnvelopeBudget,
			len(pk.VisualGraph.Nodes), len(pk.Selected["exploit"]), len(pk.Selected["explore"]), k, pk.Omitted)
	}
	adds(pk)
	// 50 selected symbols a lane pass the limit: everything else goes,
	// then the selected symbols from the ends of their lists, each
	// counted, until the envelope fits.
	pk = fullPack(tok, 150)
	pk.fitEnvelope(tok, DefaultEnvelopeBudget)
	ne, nx := len(pk.Selected["exploit"]), len(pk.Selected["explore"])
	if pk.Budget.EnvelopeTokens > DefaultEnvelopeBudget || ne == 0 || ne >= MaxEnvelopeItems || nx >= MaxEnvelopeItems ||
		pk.Omitted["selected.exploit"] != 300-ne || pk.Omitted["selected.explore"] != 300-nx ||
		len(pk.Dropped) != 0 || len(pk.VisualGraph.Nodes) != 0 {
		t.Errorf("100 selected: envelope %d tokens, lists %d/%d/%d, %d graph nodes, omitted %v", pk.Budget.EnvelopeTokens,
			ne, nx, len(pk.Dropped), len(pk.VisualGraph.Nodes), pk.Omitted)
	}
	adds(pk)

	// A pack with few symbols and a large graph keeps its symbols and as
	// much of the graph as fits.
	pk = fullPack(tok, 20)
	pk.Selected["exploit"], pk.Selected["explore"], pk.Dropped = pk.Selected["exploit"][:5], pk.Selected["explore"][:2], nil
	pk.fitEnvelope(tok, DefaultEnvelopeBudget)
	g := len(pk.VisualGraph.Nodes)
	if pk.Budget.EnvelopeTokens > DefaultEnvelopeBudget || len(pk.Selected["exploit"]) != 5 || len(pk.Selected["explore"]) != 2 ||
		g == 0 || g >= MaxEnvelopeItems || len(pk.VisualGraph.Edges) > g {
		t.Errorf("envelope %d tokens (limit %d), lists %d/%d, graph %d nodes %d edges", pk.Budget.EnvelopeTokens, DefaultEnvelopeBudget,
			len(pk.Selected["exploit"]), len(pk.Selected["explore"]), g, len(pk.VisualGraph.Edges))
	}
	graphOK(pk, 5)
	adds(pk)

	// Under the caps nothing is left out and the edges keep their order.
	small := fullPack(tok, 3)
	small.Selected["exploit"], small.Selected["explore"], small.Dropped = small.Selected["exploit"][:2], nil, nil
	small.VisualGraph.Nodes = small.VisualGraph.Nodes[:4]
	small.VisualGraph.Edges = small.VisualGraph.Edges[:15]
	before := fmt.Sprint(small.VisualGraph.Edges)
	small.fitEnvelope(tok, DefaultEnvelopeBudget)
	if len(small.Omitted) != 0 || fmt.Sprint(small.VisualGraph.Edges) != before {
		t.Errorf("a pack under the caps changed: omitted %v", small.Omitted)
	}
	adds(small)
}

func TestClip(t *testing.T) {
	for _, tc := range []struct {
		in   string
		n    int
		want string
	}{{"abc", 3, "abc"}, {"abcd", 3, "abc…"}, {"ééé", 3, "é…"}, {"", 0, ""}} {
		if got := clip(tc.in, tc.n); got != tc.want {
			t.Errorf("clip(%q, %d) = %q, want %q", tc.in, tc.n, got, tc.want)
		}
	}
}
