package loaders

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/url"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/semantica/semantica/loaders/chunks"
	"github.com/semantica/semantica/queries"
	"github.com/semantica/semantica/schema"
	"github.com/semantica/semantica/schema/tokens"
)

// ChunkSummary reports the chunking phase of an index run.
type ChunkSummary struct {
	Chunks  int                `json:"chunks"`
	Parents int                `json:"parents"`
	Leaves  int                `json:"leaves"`
	Config  string             `json:"config"` // chunks.Config.Hash
	Run     string             `json:"run"`    // the run id in every chunk's lineage
	Files   []chunks.FileStats `json:"files"`  // per file: time, chunks, token waste
	// Delta counts the operations against the previous index (INSERT,
	// UPDATE, DELETE, NOOP); Previous is false when there was none to
	// compare with (an index of another schema counts as none), and every
	// chunk is then an INSERT.
	Delta    map[string]int `json:"delta"`
	Previous bool           `json:"previous"`
	// Waste is the overlap tokens over all leaf tokens.
	Waste float64 `json:"waste"`
}

// chunkGraph cuts the indexed files into chunks (loaders/chunks) and puts
// them in g. repo is the root's base name; prefix[i] holds the per-line
// token prefix sums of srcs[i].
func chunkGraph(root string, g *schema.Graph, srcs []SourceFile, prefix [][]int, tok *tokens.Tokenizer, workers int, cfg chunks.Config) (*ChunkSummary, error) {
	in := chunkSources(srcs, prefix)
	var b [8]byte
	_, _ = rand.Read(b[:])
	run := time.Now().UTC().Format("20060102T150405Z") + "-" + hex.EncodeToString(b[:4])
	if cfg == (chunks.Config{}) {
		cfg = chunks.DefaultConfig()
	}
	cs, links, stats, err := chunks.Build(repoName(root), g, in, cfg, run,
		func() func(string) int { return tokens.NewPieceCounter(tok).Count }, workers)
	if err != nil {
		return nil, fmt.Errorf("index: %w", err)
	}
	g.Chunks, g.ChunkStmts = cs, links
	sum := &ChunkSummary{Chunks: len(cs), Config: cfg.Hash(), Run: run, Files: stats}
	var leafTok, overlap int
	for _, st := range stats {
		sum.Parents += st.Parents
		sum.Leaves += st.Leaves
		leafTok += st.LeafTokens
		overlap += st.OverlapTokens
	}
	if leafTok > 0 {
		sum.Waste = float64(overlap) / float64(leafTok)
	}
	return sum, nil
}

// chunkSources are srcs as the chunker reads them (prefix nil: no leaves).
func chunkSources(srcs []SourceFile, prefix [][]int) []chunks.Source {
	in := make([]chunks.Source, len(srcs))
	for i, s := range srcs {
		fe := s.Lang
		if fe == nil {
			fe = FrontEndOf(s.Path)
		}
		in[i] = chunks.Source{Path: s.Path, SHA256: s.SHA256, Src: s.Src, Canonical: fe.Canonical, Parser: fe.Version()}
		if prefix != nil {
			in[i].Prefix = prefix[i]
		}
	}
	return in
}

// parentChunkIDs are the parent chunk ids of g's scopes (chunks.ParentIDs).
func parentChunkIDs(root string, g *schema.Graph, srcs []SourceFile) map[int64]string {
	return chunks.ParentIDs(repoName(root), g, chunkSources(srcs, nil))
}

// repoName names the repository in chunk ids: the URL of its git remote
// "origin" (credentials and a final .git left out), so that two clones
// give the same ids and two repositories of one name do not; else the
// root directory's name.
func repoName(root string) string {
	out, err := exec.Command("git", "-C", root, "config", "--get", "remote.origin.url").Output()
	u := strings.TrimSuffix(strings.TrimSpace(string(out)), ".git")
	if err != nil || u == "" {
		return filepath.Base(root)
	}
	if p, err := url.Parse(u); err == nil && p.User != nil {
		p.User = nil
		u = p.String()
	}
	return u
}

// previousChunks reads the chunks of the index in dbDir, read-only; ok is
// false when there is none to read (no index, or one of another schema).
// err says why an index that should have chunks could not be read: the
// delta then counts every chunk as an INSERT and the caller warns.
func previousChunks(dbDir string) (recs []chunks.Record, ok bool, err error) {
	meta, err := ReadMeta(dbDir)
	if err != nil || meta.SchemaVersion != schema.Version {
		return nil, false, nil
	}
	db, err := queries.Open(filepath.Join(dbDir, queries.GraphFile), true)
	if err != nil {
		return nil, false, fmt.Errorf("previous index %s: %w", dbDir, err)
	}
	defer db.Close()
	cs, err := db.Chunks()
	if err != nil {
		return nil, false, fmt.Errorf("previous index %s: %w", dbDir, err)
	}
	recs = make([]chunks.Record, len(cs))
	for i, c := range cs {
		recs[i] = chunks.RecordOf(c)
	}
	return recs, true, nil
}
