package loaders

import (
	"context"
	"fmt"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"unicode"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/analysis/analyzer/keyword"
	"github.com/blevesearch/bleve/v2/analysis/analyzer/standard"
	"github.com/blevesearch/bleve/v2/analysis/lang/en"
	"github.com/blevesearch/bleve/v2/mapping"
	index "github.com/blevesearch/bleve_index_api"

	"github.com/semantica/semantica/schema"
)

// SearchDir is the Bleve index inside an index directory.
const SearchDir = "search.bleve"

// SymbolDoc is the search document of one module, class, function or
// method of the repository. The fields are what BM25 matches a question
// against; Kind, File, Line and EndLine come back with each hit.
type SymbolDoc struct {
	QName     string `json:"qname"`     // dotted qualified name
	Words     string `json:"words"`     // identifiers of name and code split into lower-case words (snake_case, camelCase)
	Signature string `json:"signature"` // header text
	Doc       string `json:"doc"`       // docstring text (string literals that open the body)
	Strings   string `json:"strings"`   // other string literals
	Path      string `json:"path"`      // file path, words split
	Code      string `json:"code"`      // the scope's own statements
	Kind      string `json:"kind"`
	File      string `json:"file"`
	Line      int    `json:"line"`
	EndLine   int    `json:"end_line"`
	FuncID    int64  `json:"func_id"`
	// Chunk is the id of the scope's parent chunk (loaders/chunks): the
	// documents are the parent chunks' search documents, a hit names its
	// chunk, and the chunk's leaves hang off it (Chunk.parent in Kùzu).
	Chunk string `json:"chunk"`
}

// SearchMapping is the Bleve index mapping: text fields analysed with the
// standard analyzer (docstrings with English stemming), display fields as
// stored keywords, and BM25 scoring set explicitly.
func SearchMapping() *mapping.IndexMappingImpl {
	im := bleve.NewIndexMapping()
	im.ScoringModel = index.BM25Scoring
	dm := bleve.NewDocumentMapping()
	text := func(analyzer string) *mapping.FieldMapping {
		f := bleve.NewTextFieldMapping()
		f.Analyzer = analyzer
		f.Store = false
		f.IncludeTermVectors = false
		f.IncludeInAll = false
		f.DocValues = false // no sorting or faceting on text
		return f
	}
	for _, name := range []string{"qname", "words", "signature", "strings", "path", "code"} {
		f := text(standard.Name)
		f.Store = name == "qname" // returned with hits
		dm.AddFieldMappingsAt(name, f)
	}
	dm.AddFieldMappingsAt("doc", text(en.AnalyzerName))
	for _, name := range []string{"kind", "file", "chunk"} {
		f := bleve.NewTextFieldMapping()
		f.Analyzer = keyword.Name
		f.IncludeInAll = false
		dm.AddFieldMappingsAt(name, f)
	}
	for _, name := range []string{"line", "end_line", "func_id"} {
		f := bleve.NewNumericFieldMapping()
		f.IncludeInAll = false
		dm.AddFieldMappingsAt(name, f)
	}
	im.DefaultMapping = dm
	im.DefaultAnalyzer = standard.Name
	return im
}

var (
	identRE  = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*`)
	stringRE = regexp.MustCompile(`(?s)"""(.*?)"""|'''(.*?)'''|"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'`)
)

// SplitWords splits an identifier into lower-case words at underscores,
// digits boundaries and camelCase humps: "parseHTTPHeader_v2" gives
// "parse http header v2".
func SplitWords(ident string) []string {
	var out []string
	for _, part := range strings.FieldsFunc(ident, func(r rune) bool { return r == '_' || r == '.' || r == '/' || r == '-' }) {
		rs := []rune(part)
		start := 0
		for i := 1; i < len(rs); i++ {
			prev, cur := rs[i-1], rs[i]
			next := rune(0)
			if i+1 < len(rs) {
				next = rs[i+1]
			}
			if (unicode.IsLower(prev) && unicode.IsUpper(cur)) ||
				(unicode.IsUpper(prev) && unicode.IsUpper(cur) && unicode.IsLower(next)) ||
				(unicode.IsDigit(prev) != unicode.IsDigit(cur)) {
				out = append(out, strings.ToLower(string(rs[start:i])))
				start = i
			}
		}
		out = append(out, strings.ToLower(string(rs[start:])))
	}
	return out
}

// symbolDocs builds one search document per repository scope (lambdas
// left out) from the graph: its own statements' text as code; chunkIDs
// give each its parent chunk's id.
func symbolDocs(g *schema.Graph, chunkIDs map[int64]string) []SymbolDoc {
	code := map[int64][]string{}
	stmts := append([]schema.Stmt(nil), g.Stmts...)
	sort.SliceStable(stmts, func(i, j int) bool { return stmts[i].Line < stmts[j].Line })
	// A statement's text is its whole lines: statements sharing lines
	// (a; b; c) would repeat them, so a scope's code takes each line once.
	covered := map[int64]int{} // scope -> last line its code holds
	for _, s := range stmts {
		if s.EndLine <= covered[s.Func] {
			continue
		}
		covered[s.Func] = s.EndLine
		code[s.Func] = append(code[s.Func], s.Text)
	}
	var out []SymbolDoc
	for _, f := range g.Funcs {
		if f.File == "" || f.Kind == schema.LambdaKind {
			continue // builtin, external or unresolved callee; a lambda's code is its holder's
		}
		body := strings.Join(code[f.ID], "\n")
		var words []string
		seen := map[string]bool{}
		for _, id := range append([]string{f.QName}, identRE.FindAllString(body, -1)...) {
			for _, w := range SplitWords(id) {
				if !seen[w] {
					seen[w] = true
					words = append(words, w)
				}
			}
		}
		var doc, strs []string
		for i, m := range stringRE.FindAllStringSubmatch(body, -1) {
			lit := m[1] + m[2] + m[3] + m[4]
			if i == 0 && opensWithString(body) {
				doc = append(doc, lit)
				continue
			}
			strs = append(strs, lit)
		}
		if len(doc) == 0 && f.Doc != "" {
			doc = append(doc, f.Doc)
		}
		out = append(out, SymbolDoc{QName: f.QName, Words: strings.Join(words, " "), Signature: f.Signature,
			Doc: strings.Join(doc, "\n"), Strings: strings.Join(strs, "\n"), Path: strings.Join(SplitWords(f.File), " "),
			Code: body, Kind: f.Kind, File: f.File, Line: f.Line, EndLine: f.EndLine, FuncID: f.ID, Chunk: chunkIDs[f.ID]})
	}
	return out
}

// batchDocs is the number of documents per Bleve batch.
const batchDocs = 2000

// buildSearch writes the Bleve index of docs into dir/SearchDir, in batches.
func buildSearch(ctx context.Context, dir string, docs []SymbolDoc) error {
	idx, err := bleve.New(filepath.Join(dir, SearchDir), SearchMapping())
	if err != nil {
		return fmt.Errorf("search index: %w", err)
	}
	b := idx.NewBatch()
	for i, d := range docs {
		if err := b.Index(fmt.Sprint(d.FuncID), d); err != nil {
			idx.Close()
			return fmt.Errorf("search index: %w", err)
		}
		if (i+1)%batchDocs == 0 {
			if err := ctx.Err(); err != nil {
				idx.Close()
				return err
			}
			if err := idx.Batch(b); err != nil {
				idx.Close()
				return fmt.Errorf("search index: %w", err)
			}
			b = idx.NewBatch()
		}
	}
	if err := idx.Batch(b); err != nil {
		idx.Close()
		return fmt.Errorf("search index: %w", err)
	}
	return idx.Close()
}

// opensWithString reports whether code starts with a string literal (a
// docstring), prefixes such as r or u allowed.
func opensWithString(code string) bool {
	t := strings.TrimLeft(strings.TrimSpace(code), "rRbBuUfF")
	return strings.HasPrefix(t, `"`) || strings.HasPrefix(t, `'`)
}
