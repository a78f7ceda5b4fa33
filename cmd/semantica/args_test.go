package main

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// reorderArgs puts each command's flags before its positional arguments,
// using the command's own flag definitions.
func TestReorderArgs(t *testing.T) {
	app := newApp()
	for _, tc := range []struct {
		name     string
		in, want string // space-separated; "_" stands for an empty argument
	}{
		{"flags after the question", `search QUESTION --top 5`, `search --top 5 QUESTION`},
		{"flags on both sides", `search --format json QUESTION --top 5 --explain`, `search --format json --top 5 --explain QUESTION`},
		{"already in order", `pack --budget 4000 QUESTION`, `pack --budget 4000 QUESTION`},
		{"index PATH --db DIR", `index PATH --db DIR -q`, `index --db DIR -q PATH`},
		{"repeatable flag after PATH", `index PATH --exclude a --exclude b`, `index --exclude a --exclude b PATH`},
		{"--flag=value is one argument", `pack QUESTION --budget=300 --format=text`, `pack --budget=300 --format=text QUESTION`},
		{"single-dash flag", `search QUESTION -top 5`, `search -top 5 QUESTION`},
		{"a value that starts with a dash stays the flag's", `query slice --file a.py --line -1`, `query slice --file a.py --line -1`},
		{"a dash value after a positional", `query cypher Q --param -x`, `query cypher --param -x Q`},
		{"subcommand: flags after the query", `query cypher "MATCH" --format json --param k=v`, `query cypher --format json --param k=v "MATCH"`},
		{"bench subcommand", `bench golden --dir d`, `bench golden --dir d`},
		{"app flags stay before the command", `--version`, `--version`},
		{"nothing to reorder", `schema`, `schema`},
		{"unknown command left alone", `nosuch x --top 5`, `nosuch x --top 5`},
		{"unknown subcommand left alone", `query nosuch x --db d`, `query nosuch x --db d`},
		{"lone dash is an argument", `search - --top 2`, `search --top 2 -- -`},
		{"empty argument is positional", `search _ --top 2`, `search --top 2 _`},
		{"value flag at the end keeps its error", `search Q --top`, `search --top Q`},
		// Negatives: what must not move or be swallowed.
		{"-- keeps a dash argument positional", `search --top 3 -- -weird`, `search --top 3 -- -weird`},
		{"-- before flags keeps them positional", `search Q -- --top 5`, `search -- Q --top 5`},
		{"-- with plain positionals is dropped", `search --top 3 -- Q`, `search --top 3 Q`},
		{"a bool flag does not swallow the next argument", `pack --expand QUESTION --budget 100`, `pack --expand --budget 100 QUESTION`},
		{"a bool flag after the question", `search QUESTION --explain`, `search --explain QUESTION`},
		{"bool alias does not swallow PATH", `index -q PATH`, `index -q PATH`},
		{"unknown flag takes no value", `search Q --nosuch x`, `search --nosuch Q x`},
		{"help flag", `search Q --help`, `search --help Q`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			split := func(s string) []string {
				var out []string
				for _, w := range strings.Fields(s) {
					if w == "_" {
						w = ""
					}
					out = append(out, w)
				}
				return out
			}
			in := append([]string{"semantica"}, split(tc.in)...)
			want := append([]string{"semantica"}, split(tc.want)...)
			got := reorderArgs(app, in)
			if !reflect.DeepEqual(got, want) {
				a, _ := json.Marshal(got)
				b, _ := json.Marshal(want)
				t.Errorf("reorderArgs(%q)\n got %s\nwant %s", tc.in, a, b)
			}
		})
	}
	if got := reorderArgs(app, []string{"semantica"}); !reflect.DeepEqual(got, []string{"semantica"}) {
		t.Errorf("no arguments: %q", got)
	}
}

// The real binary takes flags after the question and the path, as README
// writes them; a wrong number of arguments is still an error.
func TestFlagsAfterArguments(t *testing.T) {
	dir := repo(t)
	db := t.TempDir() + "/idx"
	if _, errOut, code := run(t, dir, "index", ".", "--db", db, "-q", "--no-git"); code != 0 {
		t.Fatalf("index PATH --db DIR: exit %d: %s", code, errOut)
	}
	out, errOut, code := run(t, dir, "search", "weight of a value", "--db", db, "--format", "json", "--top", "1")
	if code != 0 {
		t.Fatalf("search QUESTION --top 1: exit %d: %s", code, errOut)
	}
	var sr struct {
		Query string `json:"query"`
		Hits  []struct {
			QName string `json:"qname"`
		} `json:"hits"`
	}
	if err := json.Unmarshal([]byte(out), &sr); err != nil {
		t.Fatalf("not JSON (was --format read?): %v\n%s", err, out)
	}
	if sr.Query != "weight of a value" || len(sr.Hits) != 1 || sr.Hits[0].QName != "helpers.weight" {
		t.Errorf("search with flags after the question: %+v", sr)
	}
	// A question that starts with a dash, after --.
	if _, errOut, code := run(t, dir, "search", "--db", db, "--", "-weight"); code != 0 {
		t.Errorf("search -- -weight: exit %d: %s", code, errOut)
	}
	if out, errOut, code := run(t, dir, "pack", "total of the values", "--db", db, "--format", "text", "--budget", "300"); code != 0 || !strings.HasPrefix(out, "# pack for") {
		t.Errorf("pack QUESTION --format text: exit %d: %s%s", code, out, errOut)
	}
	if _, errOut, code := run(t, dir, "search", "a", "b", "--db", db); code != 2 || !strings.Contains(errOut, `want one "QUESTION" argument, got 2`) {
		t.Errorf("two questions: exit %d: %s", code, errOut)
	}
	if _, errOut, code := run(t, dir, "search", "--db", db, "--top", "3", "--", "a", "--top", "5"); code != 2 || !strings.Contains(errOut, "got 3") {
		t.Errorf("flags after -- are arguments: exit %d: %s", code, errOut)
	}
}
