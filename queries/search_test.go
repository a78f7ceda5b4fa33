package queries_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/queries"
)

// The symbol that must rank first for a question, worked out by reading
// the json package: each question paraphrases the symbol's docstring or
// code. unwanted lists symbols that must not rank first.
var searchCases = []struct {
	question string
	want     []string // acceptable first hits
	unwanted []string
}{
	{"decode a JSON document and return the index where the document ended", []string{"json.decoder.JSONDecoder.raw_decode"},
		[]string{"json.encoder.JSONEncoder.encode"}},
	{"command-line tool to validate and pretty-print JSON", []string{"json.tool"}, []string{"json.decoder"}},
	{"detect the encoding of bytes: utf-32, utf-16 or utf-8", []string{"json.detect_encoding"}, []string{"json.loads"}},
	{"ASCII-only JSON representation of a Python string", []string{"json.encoder.py_encode_basestring_ascii"},
		[]string{"json.decoder.py_scanstring"}},
	{"line and column where parsing failed", []string{"json.decoder.JSONDecodeError", "json.decoder.JSONDecodeError.__init__"},
		[]string{"json.tool.main"}},
}

func TestSearchRanksKnownSymbolsFirst(t *testing.T) {
	out, err := exec.Command("python3", "-c", "import json, os; print(os.path.dirname(json.__file__))").Output()
	if err != nil {
		t.Fatalf("python3 is needed (its json package is the corpus): %v", err)
	}
	dbDir := filepath.Join(t.TempDir(), "idx")
	if _, err := loaders.Index(context.Background(), loaders.Options{Root: strings.TrimSpace(string(out)), DBDir: dbDir}); err != nil {
		t.Fatal(err)
	}
	ti, err := queries.OpenText(filepath.Join(dbDir, loaders.SearchDir))
	if err != nil {
		t.Fatal(err)
	}
	defer ti.Close()
	for _, c := range searchCases {
		hits, _, err := ti.Search(c.question, 5, true)
		if err != nil {
			t.Fatal(err)
		}
		if len(hits) == 0 {
			t.Errorf("%q: no hits", c.question)
			continue
		}
		ok := false
		for _, w := range c.want {
			ok = ok || hits[0].QName == w
		}
		var got []string
		for _, h := range hits {
			got = append(got, h.QName)
		}
		if !ok {
			t.Errorf("%q: first hit %s, want one of %v (top 5: %v)", c.question, hits[0].QName, c.want, got)
		}
		for _, u := range c.unwanted {
			if hits[0].QName == u {
				t.Errorf("%q: unwanted first hit %s", c.question, u)
			}
		}
		if hits[0].Score <= 0 || hits[0].Explain == "" || hits[0].File == "" || hits[0].Line <= 0 {
			t.Errorf("%q: hit lacks score, explanation or location: %+v", c.question, hits[0])
		}
		for i := 1; i < len(hits); i++ {
			if hits[i].Score > hits[i-1].Score {
				t.Errorf("%q: hits not in score order: %v", c.question, got)
			}
		}
	}
	if _, _, err := ti.Search("   ", 5, false); err == nil {
		t.Error("an empty question should be an error")
	}
	// Query syntax is not interpreted: operators are plain words.
	if _, _, err := ti.Search(`+name:"x" AND (y OR`, 5, false); err != nil {
		t.Errorf("question with query-syntax characters: %v", err)
	}
}

func TestSplitWords(t *testing.T) {
	for in, want := range map[string]string{
		"parseHTTPHeader_v2":   "parse http header v 2",
		"py_encode_basestring": "py encode basestring",
		"JSONDecoder":          "json decoder",
		"json/tool.py":         "json tool py",
	} {
		if got := strings.Join(loaders.SplitWords(in), " "); got != want {
			t.Errorf("SplitWords(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestOpenTextDamaged: a truncated segment is an error, not a panic.
func TestOpenTextDamaged(t *testing.T) {
	e := index(t, map[string]string{"a.py": "def f(x):\n    return x\n"})
	dir := filepath.Join(filepath.Dir(e.DB.Path()), loaders.SearchDir)
	segs, _ := filepath.Glob(filepath.Join(dir, "store", "*.zap"))
	if len(segs) == 0 {
		t.Fatal("no segment")
	}
	if err := os.Truncate(segs[0], 100); err != nil {
		t.Fatal(err)
	}
	if ti, err := queries.OpenText(dir); err == nil || !strings.Contains(err.Error(), "damaged") {
		if ti != nil {
			ti.Close()
		}
		t.Errorf("OpenText on a truncated segment: %v, want a damaged-index error", err)
	}
}
