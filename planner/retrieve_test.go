package planner_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/loaders/python"
	"github.com/semantica/semantica/optimizer"
	"github.com/semantica/semantica/planner"
	"github.com/semantica/semantica/queries"
	"github.com/semantica/semantica/schema/tokens"
)

// TestRetrieveAnchors indexes testdata/retrieve.txtar's repository and
// checks, per question, the symbol Retrieve ranks first, and that BM25
// alone (the fusion zeroed) ranks another first: the anchors and the
// test-code factor decide.
func TestRetrieveAnchors(t *testing.T) {
	ar, err := txtar.ParseFile(filepath.Join("testdata", "retrieve.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	root := filepath.Join(dir, "src")
	sections := map[string]string{}
	for _, f := range ar.Files {
		if rel, ok := strings.CutPrefix(f.Name, "repo/"); ok {
			p := filepath.Join(root, filepath.FromSlash(rel))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, f.Data, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		sections[f.Name] = strings.TrimSpace(string(f.Data))
	}
	idx := filepath.Join(dir, "index")
	if _, err := loaders.Index(context.Background(), loaders.Options{Root: root, DBDir: idx, NoGit: true}); err != nil {
		t.Fatal(err)
	}
	db, err := queries.Open(filepath.Join(idx, queries.GraphFile), true)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ti, err := queries.OpenText(filepath.Join(idx, loaders.SearchDir))
	if err != nil {
		t.Fatal(err)
	}
	defer ti.Close()
	e := &queries.Engine{DB: db}
	// A pack whose exploit lane takes one symbol (TopK 1) fills the rest
	// of a large budget with the next candidates' code.
	tok, err := tokens.NewTokenizer(tokens.DefaultTokenizer)
	if err != nil {
		t.Fatal(err)
	}
	in := optimizer.Input{Language: python.Language{}, Source: func(p string) ([]byte, error) {
		return os.ReadFile(filepath.Join(root, filepath.FromSlash(p)))
	}, Cache: optimizer.NewCache()}
	pk, err := (&planner.Planner{Engine: e}).Pack(ti, &planner.PackRequest{Question: sections["q/dotted"], Budget: 8000, TopK: 1,
		Tokenizer: tok, Optimizer: in})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(pk.Selected["exploit"]); n < 3 {
		t.Errorf("pack with TopK 1 and 8,000 tokens: %d exploit symbols, want the budget filled with at least 3", n)
	}
	if pk.Budget.ContextTokens > 8000 {
		t.Errorf("pack context %d tokens, budget 8000", pk.Budget.ContextTokens)
	}
	bm25 := planner.Fusion{Test: 1, Module: 1}
	for name, q := range sections {
		name, ok := strings.CutPrefix(name, "q/")
		if !ok {
			continue
		}
		for _, c := range []struct {
			fusion *planner.Fusion
			want   string
		}{{nil, sections["want/"+name]}, {&bm25, sections["bm25/"+name]}} {
			p := &planner.Planner{Engine: e, Fusion: c.fusion}
			rt, err := p.Retrieve(ti, q, 10)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			var got []string
			for _, m := range rt.Candidates {
				got = append(got, m.QName)
			}
			if len(got) == 0 || got[0] != c.want {
				label := "fused"
				if c.fusion != nil {
					label = "bm25 alone"
				}
				t.Errorf("%s (%s): first %v, want %s first", name, label, got, c.want)
			}
		}
	}
}
