package planner

import (
	"fmt"
	"math"
	"path"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/semantica/semantica/queries"
)

// Match is a symbol Retrieve ranked for a question: its BM25 hit (the
// score is the fused one), the parts of the score, and why it is there.
type Match struct {
	queries.Hit
	BM25   float64  `json:"bm25"`   // BM25 over SearchFields (0 when BM25 did not find it)
	Anchor float64  `json:"anchor"` // anchor evidence, summed (see Fusion)
	Graph  float64  `json:"graph"`  // call-graph evidence: Fusion.Graph times the anchor weight of a caller
	Why    []string `json:"why"`    // "name `builtin_str`", "bm25 #3", "test file ×0.3", ...
}

// Fusion holds the constants of Retrieve's score fusion. A candidate's
// score is
//
//	(BM25/maxBM25 + Σ anchor weights + file and class bonuses) × factors
//
// where BM25 is normalised by the best hit of the question, an anchor
// matching k symbols gives each weight/√k (an anchor shared by many
// symbols says less about each, as IDF does), and the factors demote test
// code and whole modules. DefaultFusion's values were fitted by a grid
// search on the development instances of `semantica bench localize`
// (SWE-bench Lite sympy/sympy and django/django; rank of the first gold
// function first, of the first gold file second); the other repositories
// were held out (README).
type Fusion struct {
	Frame   float64 // the function of a traceback frame in a repository file
	Dotted  float64 // a dotted name matching a qualified name's tail (Class.method, module.func)
	Name    float64 // a code-like name matching a symbol's name exactly
	Class   float64 // a capitalized prose word matching a class's name exactly
	Path    float64 // the module of a path the question names
	Code    float64 // a line of code whose every term is in a symbol's code
	Message float64 // a message whose every term is in a symbol's string literals
	// File is added to every candidate of a file the question names
	// (path, frame, or the file of a module it names); Member to the
	// methods of a class a name or dotted anchor matched, times that
	// anchor's weight.
	File, Member float64
	// TopFile is added to every candidate of the TopFiles files of the
	// best candidates, after their symbols were searched again among
	// themselves (hierarchical localization: file, then function).
	TopFile float64
	// Graph is given to the direct callees of the MaxGraphSeeds most
	// strongly anchored functions, times that anchor's weight. The fit
	// left it at 0: at 0.3 the share of gold functions in the top 10 went
	// from 0.516 to 0.505 on django and from 0.389 to 0.444 on sympy (18
	// instances), top 1 down on both.
	Graph float64
	// Test demotes test code (tests/ or testing/ directories, test_*.py,
	// *_test.py, conftest.py) unless the question is about tests; Module
	// demotes whole modules, which rank high on many words and show
	// little.
	Test, Module float64
}

// DefaultFusion is the fitted Fusion (see Fusion).
var DefaultFusion = Fusion{Frame: 3, Dotted: 3, Name: 2, Class: 1, Path: 1.5, Code: 2.5, Message: 2, TopFile: 0.6, Graph: 0,
	File: 0.5, Member: 0.6, Test: 0.3, Module: 0.3}

// ParseFusion sets fields of f from "name=value;..." (names as the
// fields', lower case; ',' separates too): the benchmark's way to try
// other constants.
func ParseFusion(f *Fusion, spec string) error {
	fields := map[string]*float64{"frame": &f.Frame, "dotted": &f.Dotted, "name": &f.Name, "class": &f.Class, "path": &f.Path,
		"code": &f.Code, "message": &f.Message, "file": &f.File, "topfile": &f.TopFile, "graph": &f.Graph, "member": &f.Member, "test": &f.Test, "module": &f.Module}
	for _, kv := range strings.FieldsFunc(spec, func(r rune) bool { return r == ',' || r == ';' }) {
		if strings.TrimSpace(kv) == "" {
			continue
		}
		k, v, ok := strings.Cut(kv, "=")
		ptr := fields[strings.TrimSpace(k)]
		if !ok || ptr == nil {
			return fmt.Errorf("fusion %q: want name=value with name one of frame, dotted, name, class, path, code, message, file, topfile, graph, member, test, module", kv)
		}
		x, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil {
			return fmt.Errorf("fusion %q: %w", kv, err)
		}
		*ptr = x
	}
	return nil
}

// RetrievePool is how many BM25 hits Retrieve fuses with the anchors at
// least, and per anchored file.
const (
	RetrievePool     = 60
	RetrievePoolFile = 10
	// MaxPoolClasses bounds the named classes whose methods join the pool.
	MaxPoolClasses = 3
	// MaxGraphSeeds bounds the anchored functions whose callees join the
	// pool.
	MaxGraphSeeds = 5
	// TopFiles is how many of the best candidates' files get
	// Fusion.TopFile.
	TopFiles = 2
)

// Retrieval is a ranked list of candidates with the anchors found.
type Retrieval struct {
	Anchors    []Anchor `json:"anchors"`
	Candidates []Match  `json:"candidates"`
	MS         float64  `json:"ms"`
}

// Retrieve ranks the repository's symbols for a question: BM25 over the
// symbols' text (queries.TextIndex.Search), fused with the question's
// anchors (ParseAnchors) resolved exactly against the index: names and
// dotted names against symbol names and qualified names (one Func scan),
// paths and traceback frames against module files, code lines and
// messages against the symbols' code and string literals (every term of
// the line or message, queries.TextIndex.AllTerms). It
// returns at most top candidates, best first.
func (p *Planner) Retrieve(ti *queries.TextIndex, question string, top int) (*Retrieval, error) {
	start := time.Now()
	if top <= 0 {
		return nil, fmt.Errorf("retrieve: top must be positive, got %d", top)
	}
	fu := DefaultFusion
	if p.Fusion != nil {
		fu = *p.Fusion
	}
	anchors := ParseAnchors(question)
	hits, _, err := ti.Search(question, max(RetrievePool, top), false)
	if err != nil {
		return nil, err
	}
	cands := map[int64]*Match{}
	get := func(h queries.Hit) *Match {
		c, ok := cands[h.FuncID]
		if !ok {
			c = &Match{Hit: h}
			c.Hit.Score = 0
			cands[h.FuncID] = c
		}
		return c
	}
	maxBM25 := 0.0
	for _, h := range hits {
		maxBM25 = max(maxBM25, h.Score)
	}
	for i, h := range hits {
		c := get(h)
		c.BM25 = h.Score
		c.Why = append(c.Why, fmt.Sprintf("bm25 #%d", i+1))
	}
	symHit := func(s queries.Symbol) queries.Hit {
		return queries.Hit{QName: s.QName, Kind: s.Kind, File: s.File, Line: s.Line, EndLine: s.EndLine, FuncID: s.ID}
	}
	// Names.
	var names []string
	for _, a := range anchors {
		names = append(names, a.Names...)
	}
	slices.Sort(names)
	syms, err := p.Engine.ScopesByName(slices.Compact(names))
	if err != nil {
		return nil, err
	}
	byName := map[string][]queries.Symbol{}
	for _, s := range syms {
		byName[nameOf(s.QName)] = append(byName[nameOf(s.QName)], s)
	}
	var files []string
	anchoredFile := map[string]bool{}
	anchoredClass := map[string]float64{}
	fileOf := func(written string) ([]string, error) {
		if files == nil {
			if files, err = p.Engine.ModuleFiles(); err != nil {
				return nil, err
			}
		}
		return matchFiles(files, written), nil
	}
	credit := func(l []queries.Symbol, w float64, why string) {
		if len(l) == 0 {
			return
		}
		w /= math.Sqrt(float64(len(l)))
		for _, s := range l {
			c := get(symHit(s))
			c.Anchor += w
			c.Why = append(c.Why, why)
			if s.Kind == "class" {
				anchoredClass[s.QName] = max(anchoredClass[s.QName], w)
			}
			if s.Kind == "module" {
				anchoredFile[s.File] = true
			}
		}
	}
	for _, a := range anchors {
		switch a.Kind {
		case "frame", "path":
			fs, err := fileOf(a.File)
			if err != nil {
				return nil, err
			}
			for _, f := range fs {
				anchoredFile[f] = true
			}
			var mods, fns []queries.Symbol
			for _, f := range fs {
				scopes, err := p.Engine.FileScopes(f)
				if err != nil {
					return nil, err
				}
				for _, s := range scopes {
					if s.Kind == "module" {
						mods = append(mods, s)
					} else if a.Kind == "frame" && s.Name == a.Names[0] {
						fns = append(fns, s)
					}
				}
			}
			credit(mods, fu.Path, a.Kind+" `"+a.File+"`")
			if a.Kind == "frame" {
				credit(fns, fu.Frame, "frame `"+a.Names[0]+"` in "+a.File)
			}
		case "dotted":
			// The longest tail of the dotted name that a qualified name
			// ends with; a single part falls back to the name rule.
			last := a.Names[len(a.Names)-1]
			for i := 0; i < len(a.Names)-1; i++ {
				tail := "." + strings.Join(a.Names[i:], ".")
				var l []queries.Symbol
				for _, s := range byName[last] {
					if strings.HasSuffix("."+s.QName, tail) {
						l = append(l, s)
					}
				}
				if len(l) > 0 {
					credit(l, fu.Dotted, "dotted `"+a.Text+"`")
					break
				}
			}
		case "name":
			l := byName[a.Names[0]]
			if !a.Code {
				var cls []queries.Symbol
				for _, s := range l {
					if s.Kind == "class" {
						cls = append(cls, s)
					}
				}
				credit(cls, fu.Class, "class name `"+a.Text+"`")
				continue
			}
			credit(l, fu.Name, "name `"+a.Text+"`")
		case "code", "message":
			field, w := "code", fu.Code
			if a.Kind == "message" {
				field, w = "strings", fu.Message
			}
			ph, _, err := ti.AllTerms(field, a.Text, 10)
			if err != nil {
				continue // nothing left to match once analysed
			}
			var l []queries.Symbol
			for _, h := range ph {
				if h.Kind == "module" && field == "code" && len(ph) > 1 {
					continue // a module's code holds its top-level lines only; prefer the scope itself
				}
				l = append(l, queries.Symbol{ID: h.FuncID, QName: h.QName, Kind: h.Kind, File: h.File, Line: h.Line, EndLine: h.EndLine})
			}
			credit(l, w, a.Kind+" `"+clip(a.Text, 60)+"`")
		}
	}
	// Graph evidence: the direct callees of the most strongly anchored
	// functions join the pool with Graph times the anchor's weight (a
	// report names the API it called; the fault is often one call below).
	if fu.Graph > 0 {
		var seeds []*Match
		for _, c := range cands {
			if c.Anchor > 0 && (c.Kind == "function" || c.Kind == "method") {
				seeds = append(seeds, c)
			}
		}
		sort.Slice(seeds, func(i, j int) bool {
			if seeds[i].Anchor != seeds[j].Anchor {
				return seeds[i].Anchor > seeds[j].Anchor
			}
			return seeds[i].FuncID < seeds[j].FuncID
		})
		if len(seeds) > MaxGraphSeeds {
			seeds = seeds[:MaxGraphSeeds]
		}
		ids := make([]int64, len(seeds))
		weight := map[int64]float64{}
		for i, c := range seeds {
			ids[i] = c.FuncID
			weight[c.FuncID] = c.Anchor
		}
		callees, err := p.Engine.CalleesOfMany(ids, 1)
		if err != nil {
			return nil, err
		}
		for _, id := range ids {
			for _, r := range callees[id] {
				if !r.Defined() || r.ID == id || (r.Kind != "function" && r.Kind != "method") {
					continue
				}
				c := get(symHit(r.Symbol))
				c.Graph = max(c.Graph, fu.Graph*weight[id])
			}
		}
	}
	// The methods of the strongest named classes join the pool (a report
	// names the class; the fix is in one of its methods).
	var classes []string
	for q := range anchoredClass {
		classes = append(classes, q)
	}
	sort.Slice(classes, func(i, j int) bool {
		if anchoredClass[classes[i]] != anchoredClass[classes[j]] {
			return anchoredClass[classes[i]] > anchoredClass[classes[j]]
		}
		return classes[i] < classes[j]
	})
	if len(classes) > MaxPoolClasses {
		classes = classes[:MaxPoolClasses]
	}
	poolFiles := map[string]bool{}
	for f := range anchoredFile {
		poolFiles[f] = true
	}
	for _, q := range classes {
		var file string
		for _, c := range cands {
			if c.QName == q && c.Kind == "class" {
				file = c.File
			}
		}
		if file == "" {
			continue
		}
		poolFiles[file] = true
		scopes, err := p.Engine.FileScopes(file)
		if err != nil {
			return nil, err
		}
		for _, s := range scopes {
			if s.Kind == "method" && strings.HasPrefix(s.QName, q+".") && !strings.Contains(s.QName[len(q)+1:], ".") {
				get(symHit(s))
			}
		}
	}
	// BM25 within the anchored files, so that their symbols compete.
	if len(poolFiles) > 0 {
		var fs []string
		for f := range poolFiles {
			fs = append(fs, f)
		}
		sort.Strings(fs)
		if len(fs) > 8 {
			fs = fs[:8]
		}
		in, _, err := ti.SearchIn(question, fs, RetrievePoolFile*len(fs), false)
		if err != nil {
			return nil, err
		}
		for _, h := range in {
			c := get(h)
			if c.BM25 == 0 {
				c.BM25 = h.Score
				c.Why = append(c.Why, "bm25 in named file")
			}
			maxBM25 = max(maxBM25, h.Score)
		}
	}
	tests := aboutTests(question)
	rank := func(topFile map[string]bool) []Match {
		out := make([]Match, 0, len(cands))
		for _, c := range cands {
			m := *c
			m.Why = append([]string(nil), c.Why...)
			s := m.Anchor + m.Graph
			if m.Graph > 0 {
				m.Why = append(m.Why, "called by an anchored function")
			}
			if maxBM25 > 0 {
				s += m.BM25 / maxBM25
			}
			if anchoredFile[m.File] {
				s += fu.File
				m.Why = append(m.Why, "in a named file")
			}
			if topFile[m.File] {
				s += fu.TopFile
				m.Why = append(m.Why, "in a top-ranked file")
			}
			if i := strings.LastIndexByte(m.QName, '.'); i > 0 && m.Kind == "method" {
				if w, ok := anchoredClass[m.QName[:i]]; ok {
					s += fu.Member * w
					m.Why = append(m.Why, "member of a named class")
				}
			}
			if !tests && IsTestCode(m.File, m.QName) {
				s *= fu.Test
				m.Why = append(m.Why, fmt.Sprintf("test code ×%.1f", fu.Test))
			}
			if m.Kind == "module" {
				s *= fu.Module
			}
			m.Hit.Score = s
			m.Why = shortWhy(m.Why)
			out = append(out, m)
		}
		sort.Slice(out, func(i, j int) bool {
			if out[i].Score != out[j].Score {
				return out[i].Score > out[j].Score
			}
			return out[i].FuncID < out[j].FuncID
		})
		return out
	}
	out := rank(nil)
	// Hierarchical localization: the files of the best candidates are
	// searched again on their own, so that their other symbols compete,
	// and their symbols get the TopFile bonus.
	if fu.TopFile > 0 {
		topFile := map[string]bool{}
		var fs []string
		for _, m := range out {
			if len(fs) == TopFiles {
				break
			}
			if !topFile[m.File] && (tests || !IsTestCode(m.File, "")) {
				topFile[m.File] = true
				fs = append(fs, m.File)
			}
		}
		if len(fs) > 0 {
			in, _, err := ti.SearchIn(question, fs, RetrievePoolFile*len(fs), false)
			if err != nil {
				return nil, err
			}
			for _, h := range in {
				if c := get(h); c.BM25 == 0 {
					c.BM25 = h.Score
					c.Why = append(c.Why, "bm25 in a top-ranked file")
				}
			}
			out = rank(topFile)
		}
	}
	if len(out) > top {
		out = out[:top]
	}
	return &Retrieval{Anchors: anchors, Candidates: out, MS: msSince(start)}, nil
}

// MaxWhy bounds a match's reasons: anchors first, then BM25 and bonuses.
const MaxWhy = 4

// shortWhy orders reasons anchors first (they decide most) and keeps
// MaxWhy of them.
func shortWhy(why []string) []string {
	sort.SliceStable(why, func(i, j int) bool {
		bi, bj := strings.HasPrefix(why[i], "bm25") || strings.HasPrefix(why[i], "in a ") || strings.HasPrefix(why[i], "test code") || strings.HasPrefix(why[i], "member"),
			strings.HasPrefix(why[j], "bm25") || strings.HasPrefix(why[j], "in a ") || strings.HasPrefix(why[j], "test code") || strings.HasPrefix(why[j], "member")
		return !bi && bj
	})
	if len(why) > MaxWhy {
		why = why[:MaxWhy]
	}
	return why
}

func nameOf(qname string) string {
	if i := strings.LastIndexByte(qname, '.'); i >= 0 {
		return qname[i+1:]
	}
	return qname
}

// matchFiles returns the repository files a written path names: those
// that end with its longest tail of path elements that any file ends with
// (an absolute path of an installed copy, site-packages/requests/models.py,
// names requests/models.py), or nothing when not even its base name
// matches.
func matchFiles(files []string, written string) []string {
	parts := strings.Split(strings.Trim(path.Clean(strings.ReplaceAll(written, "\\", "/")), "/"), "/")
	for i := 0; i < len(parts); i++ {
		tail := strings.Join(parts[i:], "/")
		var out []string
		for _, f := range files {
			if f == tail || strings.HasSuffix(f, "/"+tail) {
				out = append(out, f)
			}
		}
		if len(out) > 0 {
			if len(out) > 3 {
				return nil // a base name many files share (__init__.py) names none
			}
			return out
		}
	}
	return nil
}

var testWordRE = regexp.MustCompile(`(?i)\b(tests?|testing|pytest|unittest|fixtures?|test_\w+)\b`)

// aboutTests reports whether a question is about tests: it says test,
// tests, testing, pytest, unittest or fixture, or names a test_ function.
func aboutTests(q string) bool {
	return len(testWordRE.FindAllString(q, 3)) >= 2
}
