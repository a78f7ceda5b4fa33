package benchmarks

import (
	"cmp"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"github.com/semantica/semantica/schema/tokens"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/optimizer"
	"github.com/semantica/semantica/queries"
)

// StdlibExcludes are the gitignore-style patterns that leave the test suite
// and installed packages out of the standard-library corpus.
var StdlibExcludes = []string{"/test/", "site-packages/"}

// StdlibDir returns the Python standard library directory of the machine's
// python3, or SEMANTICA_BENCH_CORPUS when set; "" when neither is found.
func StdlibDir() string {
	if d := os.Getenv("SEMANTICA_BENCH_CORPUS"); d != "" {
		return d
	}
	out, err := exec.Command("python3", "-c", "import os; print(os.path.dirname(os.__file__))").Output()
	if err != nil {
		return ""
	}
	d := strings.TrimSpace(string(out))
	if _, err := os.Stat(filepath.Join(d, "os.py")); err != nil {
		return ""
	}
	return d
}

// SampleCriteria draws n backward criteria (a statement defining a plain
// variable, that variable) with the given seed: the n candidate statements
// with the smallest hash (SHA-256, first 8 bytes) of (seed, file, line). The draw of one
// statement does not depend on the others, so two builds of an index whose
// candidate sets differ a little (a call now resolved no longer defines
// its receiver) still share almost all their criteria, and their latencies
// compare slice by slice.
func SampleCriteria(db *queries.DB, n int, seed int64) ([]queries.Criterion, error) {
	rows, err := db.Query(`MATCH (s:Stmt) WHERE s.scored AND s.kind = 'simple' AND s.defs <> '' RETURN s.file, s.line, s.defs`, nil)
	if err != nil {
		return nil, err
	}
	type cand struct {
		key  uint64
		crit queries.Criterion
	}
	cands := make([]cand, 0, len(rows.Data))
	for _, row := range rows.Data {
		file, line := row[0].(string), int(row[1].(int64))
		defs := strings.Fields(row[2].(string))
		if len(defs) == 0 {
			continue
		}
		sum := sha256.Sum256(fmt.Appendf(nil, "%d\x00%s\x00%d", seed, file, line))
		cands = append(cands, cand{binary.BigEndian.Uint64(sum[:8]), queries.Criterion{File: file, Line: line, Var: defs[0],
			Direction: queries.Backward, Depth: 3}})
	}
	slices.SortFunc(cands, func(a, b cand) int { return cmp.Compare(a.key, b.key) })
	var out []queries.Criterion
	for _, c := range cands[:min(n, len(cands))] {
		out = append(out, c.crit)
	}
	return out, nil
}

// benchIndex is an index opened for a benchmark: its metadata, the graph
// read-only, a tokenizer, a source reader and a parsed-source cache.
type benchIndex struct {
	meta  *loaders.Meta
	db    *queries.DB
	tok   *tokens.Tokenizer
	cache *optimizer.Cache
}

func openBench(dbDir string) (*benchIndex, error) {
	tok, err := tokens.NewTokenizer(tokens.DefaultTokenizer)
	if err != nil {
		return nil, err
	}
	meta, err := loaders.ReadMeta(dbDir)
	if err != nil {
		return nil, err
	}
	db, err := queries.Open(filepath.Join(dbDir, queries.GraphFile), true)
	if err != nil {
		return nil, err
	}
	return &benchIndex{meta: meta, db: db, tok: tok, cache: optimizer.NewCache()}, nil
}

// input is the optimizer input reading the index's sources.
func (b *benchIndex) input() optimizer.Input {
	return optimizer.Input{Language: loaders.Languages{}, Source: func(path string) ([]byte, error) {
		return os.ReadFile(filepath.Join(b.meta.Root, filepath.FromSlash(path)))
	}, Cache: b.cache}
}
