package optimizer

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// Formats are the output formats; the budget counts the tokens of the
// formatted text.
var Formats = []string{"text", "markdown", "json", "ultracompact"}

// ValidFormat reports whether f names an output format.
func ValidFormat(f string) bool {
	for _, x := range Formats {
		if x == f {
			return true
		}
	}
	return false
}

// Format renders out in format f (one of Formats).
func (o *Output) Format(f string) string {
	switch f {
	case "markdown":
		return o.markdown()
	case "json":
		b, _ := json.Marshal(o.JSON())
		return string(b)
	case "ultracompact":
		return o.ultracompact()
	}
	return o.text()
}

// codeLine renders one line with its explanation as a trailing comment.
func codeLine(l Line, comment string) string {
	if l.Why == "" {
		return l.Text
	}
	if comment == "" {
		comment = "#"
	}
	return l.Text + "  " + comment + " " + l.Why
}

// comment is the line comment of f's language.
func (f *FileOut) comment() string {
	if f.Comment == "" {
		return "#"
	}
	return f.Comment
}

// fence is the markdown fence language of f.
func (f *FileOut) fence() string {
	if f.Language == "" {
		return "python"
	}
	return f.Language
}

func (o *Output) text() string {
	var b strings.Builder
	for i, f := range o.Files {
		if i > 0 {
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "%s %s\n", f.comment(), f.Path)
		for _, l := range f.Lines {
			if l.Row > 0 {
				fmt.Fprintf(&b, "%5d  %s\n", l.Row, codeLine(l, f.comment()))
			} else {
				fmt.Fprintf(&b, "       %s\n", codeLine(l, f.comment()))
			}
		}
	}
	o.trailer(&b)
	return b.String()
}

func (o *Output) trailer(b *strings.Builder) {
	if len(o.Unresolved) > 0 {
		fmt.Fprintf(b, "# unresolved callees: %s\n", strings.Join(o.Unresolved, ", "))
	}
}

func (o *Output) markdown() string {
	var b strings.Builder
	for _, f := range o.Files {
		first, last := 0, 0
		for _, l := range f.Lines {
			if l.Row > 0 {
				if first == 0 {
					first = l.Row
				}
				last = l.Row
			}
		}
		fmt.Fprintf(&b, "`%s` (lines %d-%d)\n```%s\n", f.Path, first, last, f.fence())
		for _, l := range f.Lines {
			b.WriteString(codeLine(l, f.comment()))
			b.WriteByte('\n')
		}
		b.WriteString("```\n")
	}
	o.trailer(&b)
	return b.String()
}

// JSONOutput is the json format.
type JSONOutput struct {
	Files      []JSONFile   `json:"files"`
	Unresolved []string     `json:"unresolved_callees"`
	Confidence float64      `json:"confidence"`
	Reasons    []string     `json:"confidence_reasons"`
	Warnings   []string     `json:"warnings"`
	Passes     []PassReport `json:"passes"`
}

// JSONFile is one file of the json format: its code and its lines.
type JSONFile struct {
	Path  string     `json:"path"`
	Code  string     `json:"code"`
	Lines []JSONLine `json:"lines"`
}

// JSONLine is one output line: source row (0 when synthesized), origin
// and explanation.
type JSONLine struct {
	Row    int    `json:"row"`
	Origin string `json:"origin"`
	Why    string `json:"why,omitempty"`
}

// JSON returns the output as data.
func (o *Output) JSON() JSONOutput {
	j := JSONOutput{Unresolved: nonNil(o.Unresolved), Confidence: round2(o.Confidence), Reasons: nonNil(o.Reasons),
		Warnings: nonNil(o.Warnings), Passes: o.Passes}
	j.Files = []JSONFile{}
	for _, f := range o.Files {
		jf := JSONFile{Path: f.Path, Code: f.Code()}
		for _, l := range f.Lines {
			jf.Lines = append(jf.Lines, JSONLine{Row: l.Row, Origin: l.Origin, Why: l.Why})
		}
		j.Files = append(j.Files, jf)
	}
	return j
}

func nonNil(xs []string) []string {
	if xs == nil {
		return []string{}
	}
	return xs
}

func round2(x float64) float64 { return float64(int(x*100+0.5)) / 100 }

// ultracompact: a path dictionary, then per scope its signature and span,
// its slice statements (whitespace collapsed), its callees and its callers
// within the output.
func (o *Output) ultracompact() string {
	ids := map[string]string{}
	var paths []string
	for _, s := range o.Stmts {
		if _, ok := ids[s.File]; !ok {
			ids[s.File] = ""
			paths = append(paths, s.File)
		}
	}
	sort.Strings(paths)
	var b strings.Builder
	for i, p := range paths {
		ids[p] = fmt.Sprintf("P%d", i)
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "P%d=%s", i, p)
	}
	b.WriteByte('\n')
	type group struct {
		file, fn  string
		sig       string
		lo, hi    int
		lines     []string
		calls     []string
		siteLines map[int64]bool
	}
	// The def line of a scope is shown as the signature of its group, not
	// as a statement of the enclosing scope.
	sigs := map[string]string{}
	for _, s := range o.Stmts {
		if s.Kind != "def" && s.Kind != "class" {
			continue
		}
		text := strings.Join(strings.Fields(s.Text), " ")
		i := strings.Index(text, s.Kind+" ")
		if i < 0 {
			continue
		}
		head := text[i+len(s.Kind)+1:]
		nameEnd := strings.IndexAny(head, "(:")
		if nameEnd < 0 {
			continue
		}
		qn := head[:nameEnd]
		if s.Func != "" {
			qn = s.Func + "." + qn
		}
		sigs[s.File+"\x00"+qn] = strings.TrimSuffix(head[nameEnd:], ":")
	}
	groups := map[string]*group{}
	var order []*group
	for _, s := range o.Stmts {
		key := s.File + "\x00" + s.Func
		g := groups[key]
		if g == nil {
			g = &group{file: s.File, fn: s.Func, siteLines: map[int64]bool{}}
			groups[key] = g
			order = append(order, g)
		}
		g.siteLines[s.ID] = true
		if s.Kind == "def" || s.Kind == "class" {
			continue // shown as the signature of its own scope's group
		}
		if g.lo == 0 || s.Line < g.lo {
			g.lo = s.Line
		}
		g.hi = max(g.hi, s.EndLine)
		g.lines = append(g.lines, fmt.Sprintf("%d %s", s.Line, strings.Join(strings.Fields(s.Text), " ")))
	}
	sort.SliceStable(order, func(i, j int) bool {
		if order[i].file != order[j].file {
			return order[i].file < order[j].file
		}
		return order[i].lo < order[j].lo
	})
	name := func(c Callee) string {
		if id, ok := ids[c.File]; ok && c.File != "" {
			return id + ":" + c.QName
		}
		return c.QName
	}
	for _, g := range order {
		if len(g.lines) == 0 {
			continue // only def lines: their scopes' groups name them
		}
		fmt.Fprintf(&b, "%s:%s%s @%d-%d\n", ids[g.file], g.fn, sigs[g.file+"\x00"+g.fn], g.lo, g.hi)
		for _, l := range g.lines {
			b.WriteString(" " + l + "\n")
		}
		var calls, callers []string
		seen := map[string]bool{}
		for _, c := range o.Callees {
			if c.Kind == "builtin" {
				continue
			}
			if g.siteLines[c.Site] && !seen["c"+c.QName] {
				seen["c"+c.QName] = true
				calls = append(calls, name(c))
			}
			if c.QName == g.fn {
				for _, h := range order {
					if h != g && h.siteLines[c.Site] && !seen["r"+h.fn] {
						seen["r"+h.fn] = true
						callers = append(callers, ids[h.file]+":"+h.fn)
					}
				}
			}
		}
		if len(calls) > 0 {
			b.WriteString(" calls: " + strings.Join(calls, ", ") + "\n")
		}
		if len(callers) > 0 {
			b.WriteString(" callers: " + strings.Join(callers, ", ") + "\n")
		}
	}
	o.trailer(&b)
	return b.String()
}
