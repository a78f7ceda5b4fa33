package main

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/urfave/cli/v2"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/optimizer/mask"
	"github.com/semantica/semantica/queries"
	"github.com/semantica/semantica/schema"
)

func chunksCommand() *cli.Command {
	return &cli.Command{
		Name:  "chunks",
		Usage: "the index's retrieval chunks",
		Subcommands: []*cli.Command{{
			Name:  "export",
			Usage: "chunk records and embedding documents as JSON lines, for an external embedder",
			Description: `Writes one JSON object per line: first a "chunk" record per chunk (id, kind,
parent, file, qualified name, lines, tokens, content hash, language, lineage,
and for a leaf its text), then "embedding_document" records: for each leaf its code; for
each class, function and method its signature and a summary (signature,
first docstring line, callers and callees by name); for each file a summary
(module docstring and the names it defines). Documents of scopes link to the
parent chunks of their callers and callees (call graph), cross-file links
marked. Secrets in every text are masked unless --no-mask is given. The
source files must not have changed since they were indexed.`,
			Flags: []cli.Flag{dbFlag,
				&cli.StringFlag{Name: "format", Value: "jsonl", Usage: "jsonl"},
				noMaskFlag,
			},
			Action: func(c *cli.Context) error {
				if c.String("format") != "jsonl" {
					return &exitError{2, fmt.Errorf("chunks export: unknown format %q (want jsonl)", c.String("format"))}
				}
				db, meta, err := openIndex(c)
				if err != nil {
					return err
				}
				defer db.Close()
				w := bufio.NewWriterSize(os.Stdout, 1<<20)
				if err := exportChunks(w, db, meta, !c.Bool("no-mask")); err != nil {
					return err
				}
				return w.Flush()
			},
		}},
	}
}

// chunkRecord is a "chunk" line of `chunks export`.
type chunkRecord struct {
	Type        string `json:"type"` // "chunk"
	ID          string `json:"id"`
	Kind        string `json:"kind"`
	Parent      string `json:"parent,omitempty"`
	File        string `json:"file"`
	QName       string `json:"qname"`
	Lines       [2]int `json:"lines"`     // first and last line, overlap included
	CoreLine    int    `json:"core_line"` // first line after the overlap
	Tokens      int    `json:"tokens"`
	ContentHash string `json:"content_hash"`
	Language    string `json:"language"`
	// Text is a leaf's source lines; parents carry none (their code is
	// their leaves' and their nested parents': the export stays about the
	// size of the source instead of its size times the nesting depth).
	Text    string  `json:"text,omitempty"`
	Masked  int     `json:"masked,omitempty"` // secrets masked in Text
	Lineage lineage `json:"lineage"`
}

type lineage struct {
	FileSHA256 string `json:"file_sha256"`
	Parser     string `json:"parser"`
	Config     string `json:"config"`
	Run        string `json:"run"`
}

// embeddingDoc is an "embedding_document" line of `chunks export`.
type embeddingDoc struct {
	Type    string    `json:"type"` // "embedding_document"
	ID      string    `json:"id"`   // chunk id ":" purpose
	Chunk   string    `json:"chunk"`
	Purpose string    `json:"purpose"` // "code", "summary" or "signature"
	Text    string    `json:"text"`
	Masked  int       `json:"masked,omitempty"`
	Links   []docLink `json:"links,omitempty"`
}

// docLink joins a scope's document to the parent chunk of a caller or
// callee.
type docLink struct {
	Rel       string `json:"rel"` // "calls" or "called_by"
	Chunk     string `json:"chunk"`
	QName     string `json:"qname"`
	CrossFile bool   `json:"cross_file"`
}

// maxLinks bounds the links of one document per relation (the most called
// first), and maxNames the names a summary lists.
const (
	maxLinks = 20
	maxNames = 12
)

func exportChunks(w io.Writer, db *queries.DB, meta *loaders.Meta, mask bool) error {
	cs, err := db.Chunks()
	if err != nil {
		return fmt.Errorf("chunks export: %w (re-index with this version)", err)
	}
	scopes, err := db.ChunkScopes()
	if err != nil {
		return fmt.Errorf("chunks export: %w", err)
	}
	pairs, err := db.CallPairs()
	if err != nil {
		return fmt.Errorf("chunks export: %w", err)
	}
	masker, err := newTextMasker(mask)
	if err != nil {
		return fmt.Errorf("chunks export: %w", err)
	}
	// Source lines of every file, checked against the index.
	lines := map[string][]string{}
	var stale []string
	for _, c := range cs {
		if c.Kind != schema.ChunkFile {
			continue
		}
		b, err := os.ReadFile(filepath.Join(meta.Root, filepath.FromSlash(c.File)))
		if err != nil {
			stale = append(stale, c.File+" (unreadable)")
			continue
		}
		sum := sha256.Sum256(b)
		if hex.EncodeToString(sum[:]) != c.FileSHA256 {
			stale = append(stale, c.File)
			continue
		}
		if fe := loaders.FrontEndOf(c.File); fe != nil {
			b = fe.Normalize(b) // as the chunker read it (lone carriage returns)
		}
		lines[c.File] = strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	}
	if len(stale) > 0 {
		sort.Strings(stale)
		if len(stale) > 5 {
			stale = append(stale[:5], fmt.Sprintf("and %d more", len(stale)-5))
		}
		return fmt.Errorf("chunks export: files changed since they were indexed: %s; run `semantica index` first", strings.Join(stale, ", "))
	}
	text := func(c schema.Chunk) string {
		ls := lines[c.File]
		if c.Line < 1 || c.EndLine > len(ls) || c.EndLine < c.Line {
			return ""
		}
		return strings.Join(ls[c.Line-1:c.EndLine], "\n")
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	chunkOf := map[int64]string{} // scope -> parent chunk
	for _, c := range cs {
		if c.Kind != schema.ChunkLeaf && c.Func >= 0 {
			chunkOf[c.Func] = c.ID
		}
	}
	// Leaves' texts, masked once each, on every core (masking is most of
	// an export's time).
	type masked struct {
		text string
		n    int
	}
	leafText := make([]masked, len(cs))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1)) - 1; i < len(cs); i = int(next.Add(1)) - 1 {
				if cs[i].Kind == schema.ChunkLeaf {
					t, n := masker(text(cs[i]))
					leafText[i] = masked{t, n}
				}
			}
		}()
	}
	wg.Wait()
	for i, c := range cs {
		t, n := leafText[i].text, leafText[i].n
		rec := chunkRecord{Type: "chunk", ID: c.ID, Kind: c.Kind, Parent: c.Parent, File: c.File, QName: c.QName,
			Lines: [2]int{c.Line, c.EndLine}, CoreLine: c.CoreLine, Tokens: c.Tokens, ContentHash: c.ContentHash,
			Language: language(c.File), Text: t, Masked: n,
			Lineage: lineage{FileSHA256: c.FileSHA256, Parser: c.Parser, Config: c.Config, Run: c.Run}}
		if err := enc.Encode(rec); err != nil {
			return err
		}
	}
	// Call-graph neighbours of each scope, the most called first.
	callees, callers := map[int64][]int64{}, map[int64][]int64{}
	for _, p := range pairs {
		if p[0] == p[1] {
			continue
		}
		callees[p[0]] = append(callees[p[0]], p[1])
		callers[p[1]] = append(callers[p[1]], p[0])
	}
	byFanIn := func(ids []int64) []int64 {
		sort.SliceStable(ids, func(i, j int) bool { return scopes[ids[i]].CallsIn > scopes[ids[j]].CallsIn })
		return ids
	}
	links := func(self int64, rel string, ids []int64) []docLink {
		var out []docLink
		for _, id := range byFanIn(ids) {
			ch, ok := chunkOf[id]
			if !ok {
				continue
			}
			out = append(out, docLink{Rel: rel, Chunk: ch, QName: scopes[id].QName, CrossFile: scopes[id].File != scopes[self].File})
			if len(out) == maxLinks {
				break
			}
		}
		return out
	}
	names := func(ids []int64) string {
		var ns []string
		for _, id := range byFanIn(ids) {
			ns = append(ns, scopes[id].QName)
			if len(ns) == maxNames {
				break
			}
		}
		s := strings.Join(ns, ", ")
		if len(ids) > len(ns) {
			s += fmt.Sprintf(" and %d more", len(ids)-len(ns))
		}
		return s
	}
	// Names a file defines at its top level, for its summary.
	fileChunk := map[string]string{}
	for _, c := range cs {
		if c.Kind == schema.ChunkFile {
			fileChunk[c.File] = c.ID
		}
	}
	defines := map[string][]string{}
	for _, c := range cs {
		if (c.Kind == schema.ChunkClass || c.Kind == schema.ChunkFunction) && c.Parent == fileChunk[c.File] {
			defines[c.File] = append(defines[c.File], c.QName[strings.LastIndexByte(c.QName, '.')+1:])
		}
	}
	encode := func(c schema.Chunk, purpose, t string, n int, ls []docLink) error {
		return enc.Encode(embeddingDoc{Type: "embedding_document", ID: c.ID + ":" + purpose, Chunk: c.ID, Purpose: purpose,
			Text: t, Masked: n, Links: ls})
	}
	emit := func(c schema.Chunk, purpose, body string, ls []docLink) error {
		t, n := masker(body)
		return encode(c, purpose, t, n, ls)
	}
	for i, c := range cs {
		switch c.Kind {
		case schema.ChunkLeaf:
			if err := encode(c, "code", leafText[i].text, leafText[i].n, nil); err != nil {
				return err
			}
		case schema.ChunkFile:
			var b strings.Builder
			s := scopes[c.Func]
			fmt.Fprintf(&b, "module %s (%s)", s.QName, c.File)
			if s.Doc != "" {
				fmt.Fprintf(&b, "\n%s", s.Doc)
			}
			if d := defines[c.File]; len(d) > 0 {
				more := ""
				if len(d) > 3*maxNames {
					d, more = d[:3*maxNames], fmt.Sprintf(" and %d more", len(d)-3*maxNames)
				}
				fmt.Fprintf(&b, "\ndefines: %s%s", strings.Join(d, ", "), more)
			}
			if err := emit(c, "summary", b.String(), nil); err != nil {
				return err
			}
		default:
			s := scopes[c.Func]
			ls := append(links(c.Func, "calls", callees[c.Func]), links(c.Func, "called_by", callers[c.Func])...)
			if err := emit(c, "signature", s.Signature, nil); err != nil {
				return err
			}
			var b strings.Builder
			fmt.Fprintf(&b, "%s %s in %s\n%s", c.Kind, s.QName, c.File, s.Signature)
			if s.Doc != "" {
				fmt.Fprintf(&b, "\n%s", s.Doc)
			}
			if ids := callers[c.Func]; len(ids) > 0 {
				fmt.Fprintf(&b, "\ncalled by: %s", names(ids))
			}
			if ids := callees[c.Func]; len(ids) > 0 {
				fmt.Fprintf(&b, "\ncalls: %s", names(ids))
			}
			if err := emit(c, "summary", b.String(), ls); err != nil {
				return err
			}
		}
	}
	return nil
}

// newTextMasker returns the function that masks secrets in a text handed
// out, with the number masked; with mask false it returns texts as they are.
func newTextMasker(on bool) (func(string) (string, int), error) {
	if !on {
		return func(s string) (string, int) { return s, 0 }, nil
	}
	m, err := mask.Default()
	if err != nil {
		return nil, fmt.Errorf("loading %s: %w", mask.RuleSet, err)
	}
	return func(s string) (string, int) {
		out, fs := m.Text(s)
		return out, len(fs)
	}, nil
}

// language names the language of file: its front end's (loaders.FrontEndOf).
func language(file string) string {
	if fe := loaders.FrontEndOf(file); fe != nil {
		return fe.Name()
	}
	return ""
}
