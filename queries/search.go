package queries

import (
	"fmt"
	"github.com/semantica/semantica/schema"
	"os"
	"strings"
	"time"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/search/query"
)

// SearchFields are the text fields a question is matched against, with
// their BM25 boosts (scores are summed over fields). A question in prose
// states an intent, which docstrings state too, so they weigh most; names
// and signatures say what a symbol is; identifiers' words, paths, string
// literals (mostly messages) and code add recall.
var SearchFields = []struct {
	Name  string
	Boost float64
}{{"doc", 4}, {"qname", 3}, {"signature", 2}, {"words", 1.5}, {"path", 1}, {"strings", 0.5}, {"code", 0.5}}

// Hit is one symbol a search found.
type Hit struct {
	QName   string  `json:"qname"`
	Kind    string  `json:"kind"`
	File    string  `json:"file"`
	Lang    string  `json:"language"` // the file's (schema.LanguageOf)
	Line    int     `json:"line"`
	EndLine int     `json:"end_line"`
	FuncID  int64   `json:"func_id"`
	Chunk   string  `json:"chunk,omitempty"` // the scope's parent chunk id
	Score   float64 `json:"score"`           // BM25
	Explain string  `json:"explain,omitempty"`
}

// TextIndex is an open Bleve index of an index directory.
type TextIndex struct {
	idx bleve.Index
}

// OpenText opens the Bleve index at path (loaders.SearchDir inside an
// index directory) read-only.
//
// A damaged segment makes Bleve's segment loader panic (zapx slices by
// offsets read from the file); OpenText turns that into an error.
func OpenText(path string) (t *TextIndex, err error) {
	if _, err := os.Stat(path); err != nil {
		return nil, fmt.Errorf("no search index at %s (re-run `semantica index`): %w", path, err)
	}
	defer func() {
		if r := recover(); r != nil {
			t, err = nil, fmt.Errorf("search index at %s is damaged (%v): rebuild it with `semantica index`", path, r)
		}
	}()
	idx, err := bleve.OpenUsing(path, map[string]interface{}{"read_only": true})
	if err != nil {
		return nil, fmt.Errorf("open search index %s: %w", path, err)
	}
	return &TextIndex{idx: idx}, nil
}

// Close releases the index.
func (t *TextIndex) Close() error { return t.idx.Close() }

// Search returns the top symbols for a natural-language question, ranked
// by BM25 over SearchFields; explain adds the score explanation. The
// question is analysed per field (never parsed as query syntax), so any
// text is safe. It returns the hits and the search time in ms.
func (t *TextIndex) Search(question string, top int, explain bool) ([]Hit, float64, error) {
	return t.SearchIn(question, nil, top, explain)
}

// SearchIn is Search among the symbols of files (all files when files is
// empty).
func (t *TextIndex) SearchIn(question string, files []string, top int, explain bool) ([]Hit, float64, error) {
	if strings.TrimSpace(question) == "" {
		return nil, 0, fmt.Errorf("empty search question")
	}
	var qs []query.Query
	for _, f := range SearchFields {
		m := bleve.NewMatchQuery(question)
		m.SetField(f.Name)
		m.SetBoost(f.Boost)
		qs = append(qs, m)
	}
	var q query.Query = bleve.NewDisjunctionQuery(qs...)
	if len(files) > 0 {
		var in []query.Query
		for _, f := range files {
			tq := bleve.NewTermQuery(f)
			tq.SetField("file")
			tq.SetBoost(1e-9) // a filter: scores stay BM25 over SearchFields
			in = append(in, tq)
		}
		q = bleve.NewConjunctionQuery(q, bleve.NewDisjunctionQuery(in...))
	}
	return t.run(q, question, top, explain)
}

// AllTerms returns the symbols whose field (a SearchFields name) holds
// every term of text, as the field's analyzer splits it; scores are BM25.
// It stands in for a phrase query: the index stores no term positions
// (loaders.SearchMapping), so the terms' order is not checked.
func (t *TextIndex) AllTerms(field, text string, top int) ([]Hit, float64, error) {
	if strings.TrimSpace(text) == "" {
		return nil, 0, fmt.Errorf("empty text")
	}
	q := bleve.NewMatchQuery(text)
	q.SetOperator(query.MatchQueryOperatorAnd)
	q.SetField(field)
	return t.run(q, text, top, false)
}

func (t *TextIndex) run(q query.Query, question string, top int, explain bool) ([]Hit, float64, error) {
	req := bleve.NewSearchRequestOptions(q, top, 0, explain)
	req.Fields = []string{"qname", "kind", "file", "line", "end_line", "func_id", "chunk"}
	start := time.Now()
	res, err := t.idx.Search(req)
	if err != nil {
		return nil, 0, fmt.Errorf("search %q: %w", question, err)
	}
	ms := float64(time.Since(start).Microseconds()) / 1000
	out := make([]Hit, 0, len(res.Hits))
	for _, h := range res.Hits {
		hit := Hit{Score: h.Score}
		hit.QName, _ = h.Fields["qname"].(string)
		hit.Kind, _ = h.Fields["kind"].(string)
		hit.File, _ = h.Fields["file"].(string)
		hit.Lang = schema.LanguageOf(hit.File)
		hit.Chunk, _ = h.Fields["chunk"].(string)
		if v, ok := h.Fields["line"].(float64); ok {
			hit.Line = int(v)
		}
		if v, ok := h.Fields["end_line"].(float64); ok {
			hit.EndLine = int(v)
		}
		if v, ok := h.Fields["func_id"].(float64); ok {
			hit.FuncID = int64(v)
		}
		if explain && h.Expl != nil {
			hit.Explain = h.Expl.String()
		}
		out = append(out, hit)
	}
	return out, ms, nil
}
