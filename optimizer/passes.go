package optimizer

import (
	_ "embed"
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/semantica/semantica/queries"
)

// Pass is one named step of the optimizer. Run edits the working document
// and returns a one-line summary of what it changed ("" when nothing).
type Pass struct {
	Name string
	Doc  string
	Run  func(d *doc) (string, error)
}

// Passes is the pipeline, in the order it runs. Syntax repair runs last: it
// checks the code every other pass produced.
var Passes = []Pass{
	{Name: "stubs", Doc: "show each repository callee the slice calls but does not include as its signature, first docstring line and `...`; list callees that were never resolved", Run: stubsPass},
	{Name: "class-stubs", Doc: "in a class whose methods are partly shown, name the omitted methods on the omission line (at most MaxOmittedNames; the rest counted)", Run: classStubsPass},
	{Name: "elision", Doc: "replace each run of omitted statements with one `...  # N lines omitted` line at its indentation; show the first docstring line of functions over 200 lines", Run: elisionPass},
	{Name: "imports", Doc: "keep exactly the imports that bind names the output uses (standard-library ones dropped with --drop-stdlib-imports)", Run: importsPass},
	{Name: "explanation", Doc: "say why each line is there: the dependence that brought it in, or what it is for", Run: explanationPass},
	{Name: "syntax-repair", Doc: "re-parse every file section with tree-sitter; on ERROR or MISSING nodes pad empty blocks with `pass`, then comment out the statements still failing (at most 3 rounds)", Run: repairPass},
}

// PassNames lists the pass names, for flag validation.
func PassNames() []string {
	out := make([]string, len(Passes))
	for i, p := range Passes {
		out[i] = p.Name
	}
	return out
}

func stubsPass(d *doc) (string, error) {
	inSlice := map[int64]bool{}
	for _, s := range d.in.Stmts {
		inSlice[s.ID] = true
	}
	stubs, unres := 0, map[string]bool{}
	seen := map[string]bool{}
	for _, c := range d.in.Callees {
		if !inSlice[c.Site] || seen[c.QName] {
			continue
		}
		seen[c.QName] = true
		switch c.Kind {
		case "unresolved":
			unres[strings.TrimPrefix(c.QName, "<unresolved>.")] = true
			continue
		case "function", "class":
		default:
			continue
		}
		if c.File == "" {
			continue
		}
		if err := d.load(c.File); err != nil {
			return "", err
		}
		f := d.files[c.File]
		s := f.defs[c.Line]
		if s == nil {
			for _, x := range f.defs {
				if x.start == c.Line {
					s = x
				}
			}
		}
		if s == nil || d.kept(c.File, s.start, s.end) {
			continue // included (or not found)
		}
		if d.stubs[c.File] == nil {
			d.stubs[c.File] = map[int]bool{}
		}
		d.stubs[c.File][s.def] = true
		stubs++
	}
	for u := range unres {
		d.unres = append(d.unres, u)
	}
	sort.Strings(d.unres)
	if stubs == 0 && len(d.unres) == 0 {
		return "", nil
	}
	return fmt.Sprintf("%d stub(s), %d unresolved callee(s) listed", stubs, len(d.unres)), nil
}

func classStubsPass(d *doc) (string, error) {
	d.summary = true
	return "omitted methods named", nil
}

func elisionPass(d *doc) (string, error) {
	d.elide, d.longDoc = true, true
	return "omitted runs marked", nil
}

var identRE = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*`)

//go:embed stdlib_modules.txt
var stdlibList string

var stdlib = func() map[string]bool {
	m := map[string]bool{}
	for _, l := range strings.Fields(stdlibList) {
		m[l] = true
	}
	return m
}()

// IsStdlib reports whether a dotted module name belongs to the Python 3.11
// standard library (sys.stdlib_module_names, generated into
// stdlib_modules.txt).
func IsStdlib(module string) bool {
	root, _, _ := strings.Cut(module, ".")
	return root != "" && stdlib[root]
}

func importsPass(d *doc) (string, error) {
	used := map[string]bool{}
	for _, f := range d.render() {
		for _, l := range f.Lines {
			if l.Origin == OriginImport {
				continue
			}
			code := l.Text
			if i := strings.Index(code, "#"); i >= 0 && l.Origin == OriginElided {
				code = code[:i]
			} else if i := strings.Index(code, "//"); i >= 0 && l.Origin == OriginElided {
				code = code[:i]
			}
			for _, id := range identRE.FindAllString(code, -1) {
				used[id] = true
			}
		}
	}
	added, removed := 0, 0
	for _, p := range append([]string(nil), d.order...) {
		f := d.files[p]
		var walk func(list []*snode, shown bool)
		walk = func(list []*snode, shown bool) {
			for _, s := range list {
				if s.binds != nil {
					need := false
					for _, b := range s.binds {
						if used[b] || (b == "*" && d.kept(p, s.start, s.end)) {
							need = true
						}
					}
					if d.in.DropStdlibImports && IsStdlib(s.module) && !strings.HasPrefix(s.module, ".") {
						need = false
					}
					was := d.kept(p, s.start, s.end)
					switch {
					case need && shown && !was:
						for r := s.start; r <= s.end; r++ {
							d.mark(p, r, OriginImport)
						}
						added++
					case !need && was:
						for r := s.start; r <= s.end; r++ {
							delete(d.keep[p], r)
						}
						removed++
					}
					continue
				}
				inner := s.compound() && d.kept(p, s.start, s.end)
				walk(s.body, inner)
				for _, c := range s.clauses {
					walk(c.body, inner)
				}
			}
		}
		walk(f.top, true)
	}
	if added+removed == 0 {
		return "", nil
	}
	return fmt.Sprintf("%d import(s) added, %d removed", added, removed), nil
}

// explanationPass attaches to the last row of every statement why it is in
// the slice: the dependence edge linking it to the statement nearest the
// criterion, read in the slice's direction.
func explanationPass(d *doc) (string, error) {
	byID := map[int64]queries.Stmt{}
	for _, s := range d.in.Stmts {
		byID[s.ID] = s
	}
	forward := d.in.Criterion.Direction == queries.Forward
	best := map[int64]queries.Edge{}
	better := func(id int64, e queries.Edge, other int64) {
		cur, ok := best[id]
		if !ok {
			best[id] = e
			return
		}
		curOther := cur.To
		if cur.To == id {
			curOther = cur.From
		}
		a, b := byID[other], byID[curOther]
		// Nearest to the criterion, then a deterministic tie-break.
		if a.Distance != b.Distance {
			if a.Distance < b.Distance {
				best[id] = e
			}
			return
		}
		if ka, kb := edgeRank[e.Kind], edgeRank[cur.Kind]; ka != kb {
			if ka < kb {
				best[id] = e
			}
			return
		}
		if a.Line != b.Line {
			if a.Line > b.Line {
				best[id] = e
			}
			return
		}
		if e.Var < cur.Var {
			best[id] = e
		}
	}
	for _, e := range d.in.Edges {
		if _, ok := byID[e.From]; !ok {
			continue
		}
		if _, ok := byID[e.To]; !ok {
			continue
		}
		if forward {
			better(e.To, e, e.From)
		} else {
			better(e.From, e, e.To)
			if d.in.Criterion.Direction == queries.Both {
				better(e.To, e, e.From)
			}
		}
	}
	n := 0
	for _, s := range d.in.Stmts {
		why := ""
		if s.Target {
			why = "criterion"
		} else if e, ok := best[s.ID]; ok {
			why = explain(e, s.ID, byID)
		} else if s.Kind == "def" || s.Kind == "class" {
			why = "encloses slice statements"
		} else {
			why = fmt.Sprintf("in slice, distance %d", s.Distance)
		}
		if d.why[s.File] == nil {
			d.why[s.File] = map[int]string{}
		}
		d.why[s.File][max(s.EndLine, s.Line)] = why
		n++
	}
	return fmt.Sprintf("%d statement(s) explained", n), nil
}

// edgeRank orders the edge kinds an explanation prefers: values first.
var edgeRank = map[string]int{"DATA": 0, "GLOBAL": 0, "PARAM_IN": 1, "PARAM_OUT": 2, "SUMMARY": 3, "CTRL": 4, "JUMP": 5}

func explain(e queries.Edge, self int64, byID map[int64]queries.Stmt) string {
	other := e.To
	if other == self {
		other = e.From
	}
	o := byID[other]
	at := fmt.Sprintf("L%d", o.Line)
	if o.File != byID[self].File {
		at = fmt.Sprintf("%s:%d", o.File, o.Line)
	}
	dependent := e.To == other // self is depended on
	switch e.Kind {
	case "GLOBAL":
		if e.To == other {
			return fmt.Sprintf("writes the module-level %s read at %s", e.Var, at)
		}
		return fmt.Sprintf("reads the module-level %s written at %s", e.Var, at)
	case "DATA":
		if dependent && o.ID == byID[self].ScopeDef && o.ID != 0 && (o.Kind == "def" || o.Kind == "class") {
			// A definition reaching the function's exit (formal-out).
			if e.Var == "return" {
				return "returns to the function's callers"
			}
			return fmt.Sprintf("defines %s, passed out to the function's callers", e.Var)
		}
		if e.Var == "return" {
			if dependent {
				return "returns to " + at
			}
			return "receives the value returned at " + at
		}
		if dependent {
			return fmt.Sprintf("defines %s used at %s", e.Var, at)
		}
		return fmt.Sprintf("uses %s defined at %s", e.Var, at)
	case "CTRL":
		if dependent {
			return "controls " + at
		}
		return "runs under " + at
	case "JUMP":
		if dependent {
			return "jump that may skip " + at
		}
		return "guards the jump at " + at
	case "SUMMARY":
		if dependent {
			return fmt.Sprintf("passes %s through a call to %s", e.Var, at)
		}
		return fmt.Sprintf("call result from %s", at)
	case "PARAM_IN":
		if dependent {
			return fmt.Sprintf("call site: passes %s to %s", e.Var, at)
		}
		return fmt.Sprintf("parameter %s from the call at %s", e.Var, at)
	case "PARAM_OUT":
		if e.Var == "return" {
			if dependent {
				return "its result is used by the call at " + at
			}
			return "calls " + at
		}
		if dependent {
			return fmt.Sprintf("returns %s to the call at %s", e.Var, at)
		}
		return fmt.Sprintf("receives %s from %s", e.Var, at)
	}
	return e.Kind + " " + at
}

// MaxRepairs bounds the syntax-repair rounds.
const MaxRepairs = 3

func repairPass(d *doc) (string, error) {
	var did []string
	for round := 0; round < MaxRepairs; round++ {
		bad := map[string][]int{}
		for _, f := range d.render() {
			if errs := d.in.Cache.syntaxErrors(d.in.Language, f.Path, f.Code()); len(errs) > 0 {
				for _, r := range errs {
					if r-1 < len(f.Lines) {
						bad[f.Path] = append(bad[f.Path], f.Lines[r-1].Row)
					}
				}
				if _, ok := bad[f.Path]; !ok {
					bad[f.Path] = nil
				}
			}
		}
		if len(bad) == 0 {
			if len(did) == 0 {
				return "", nil
			}
			return strings.Join(did, "; "), nil
		}
		d.repaired = true
		if !d.padEmpty {
			d.padEmpty = true
			did = append(did, "padded empty blocks with pass")
			continue
		}
		n := 0
		for p, rows := range bad {
			for _, r := range rows {
				if r > 0 && !d.comment[p][r] {
					if d.comment[p] == nil {
						d.comment[p] = map[int]bool{}
					}
					d.comment[p][r] = true
					n++
				}
			}
		}
		if n == 0 {
			break
		}
		did = append(did, fmt.Sprintf("commented out %d failing line(s)", n))
	}
	for _, f := range d.render() {
		if len(d.in.Cache.syntaxErrors(d.in.Language, f.Path, f.Code())) > 0 {
			d.broken = true
			d.warnings = append(d.warnings, "syntax: "+f.Path+" section does not parse after repair")
		}
	}
	return strings.Join(did, "; "), nil
}
