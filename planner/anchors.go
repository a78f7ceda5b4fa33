package planner

import (
	"regexp"
	"sort"
	"strings"
	"unicode"
)

// Anchor is an exact mention of code in a question: a name, a dotted
// name, a file path, a traceback frame, a line of code or a message. A
// bug report names the code it is about far more precisely in these than
// in its prose, so anchors are matched exactly against the index's
// symbols, paths and text before BM25 ranks the prose (Retrieve).
type Anchor struct {
	Kind string `json:"kind"` // frame | path | dotted | name | code | message
	Text string `json:"text"` // as the question has it
	// Names are the dotted name's parts (Kind dotted), the name (name, and
	// frame: its function).
	Names []string `json:"names,omitempty"`
	File  string   `json:"file,omitempty"` // path and frame: the path as written
	// Code: the anchor came from code (a fenced or indented block, a
	// backquoted span or a traceback) rather than prose.
	Code bool `json:"code,omitempty"`
}

var (
	// File "/x/y/requests/models.py", line 721, in text
	frameRE = regexp.MustCompile(`File "([^"\n]+\.py)", line (\d+), in ([A-Za-z_][A-Za-z0-9_]*)`)
	// a/b/c.py, a/b/c.py:12 (pytest's frames)
	pathRE = regexp.MustCompile(`(?:[A-Za-z0-9_.~-]*/)*[A-Za-z0-9_-]+\.py\b`)
	// A.b, a.b.C.d(, self.x.y
	dottedRE = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+`)
	identRE  = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*`)
	// ValueError: message, django.core.exceptions.FieldError: message
	messageRE  = regexp.MustCompile(`(?m)^\s*(?:[A-Za-z_][A-Za-z0-9_]*\.)*[A-Z][A-Za-z0-9]*(?:Error|Exception|Warning): (.{8,})$`)
	backtickRE = regexp.MustCompile("`([^`\n]+)`")
	quotedRE   = regexp.MustCompile(`"([^"\n]{12,120})"|'([^'\n]{12,120})'`)
)

// proseWords are words too common in reports to anchor on even when they
// look like code (a capitalized sentence start is a word, not a class).
var proseWords = map[string]bool{"self": true, "cls": true, "None": true, "True": true, "False": true, "os": true, "sys": true,
	"e.g": true, "i.e": true, "etc": true, "print": true, "import": true, "from": true, "return": true, "def": true, "class": true}

// ParseAnchors finds the anchors of a question, each once, in the order
// of their kinds' strength: frames, paths, dotted names, names, code
// lines, messages.
//
// A word of prose is a name anchor when it looks like an identifier a
// person would not write as a word: it has an underscore inside
// (builtin_str), a hump (getValue, QuerySet, SQLCompiler) or call
// parentheses (flush()), or it stands in code (a block, a backquoted
// span). A capitalized word (Matrix, Session) is a name anchor too, but a
// weak one that only counts when a class of that exact name exists
// (Retrieve), and not when it opens a line or a sentence. Lines of code blocks, and prose lines that read as a
// statement (`x = f(y)`), are code anchors, matched against the symbols'
// code (every term of the line); "XError: text" lines and quoted strings
// are message anchors, matched against string literals.
func ParseAnchors(q string) []Anchor {
	var out []Anchor
	seen := map[string]bool{}
	add := func(a Anchor) {
		key := a.Kind + "\x00" + a.Text
		if seen[key] {
			return
		}
		seen[key] = true
		out = append(out, a)
	}
	for _, m := range frameRE.FindAllStringSubmatch(q, -1) {
		add(Anchor{Kind: "frame", Text: m[0], File: m[1], Names: []string{m[3]}, Code: true})
		add(Anchor{Kind: "path", Text: m[1], File: m[1], Code: true})
	}
	// The frames' own words (File, line, in) are not names.
	code, prose := splitCode(frameRE.ReplaceAllString(q, " "))
	for _, src := range []struct {
		text string
		code bool
	}{{code, true}, {prose, false}} {
		for _, m := range pathRE.FindAllString(src.text, -1) {
			if strings.Count(m, "/") > 0 || !strings.Contains(strings.TrimSuffix(m, ".py"), ".") {
				add(Anchor{Kind: "path", Text: m, File: m, Code: src.code})
			}
		}
	}
	inCode := map[string]bool{}
	for _, m := range backtickRE.FindAllStringSubmatch(prose, -1) {
		for _, id := range identRE.FindAllString(m[1], -1) {
			inCode[id] = true
		}
	}
	for _, id := range identRE.FindAllString(code, -1) {
		inCode[id] = true
	}
	for _, src := range []struct {
		text string
		code bool
	}{{code, true}, {prose, false}} {
		text := pathRE.ReplaceAllString(src.text, " ")
		for _, loc := range dottedRE.FindAllStringIndex(text, -1) {
			m := text[loc[0]:loc[1]]
			parts := strings.Split(m, ".")
			if proseWords[m] || len(parts[len(parts)-1]) < 2 || isNumberLike(parts) {
				continue
			}
			for len(parts) > 1 && proseWords[parts[0]] {
				parts = parts[1:] // self.ordering_parts.search: ordering_parts.search
			}
			if len(parts) < 2 {
				continue
			}
			add(Anchor{Kind: "dotted", Text: strings.Join(parts, "."), Names: parts, Code: src.code})
		}
	}
	var names []Anchor
	for _, src := range []struct {
		text string
		code bool
	}{{code, true}, {prose, false}} {
		text := pathRE.ReplaceAllString(src.text, " ")
		for _, loc := range identRE.FindAllStringIndex(text, -1) {
			w := text[loc[0]:loc[1]]
			if proseWords[w] || len(w) < 3 || isKeyword(w) {
				continue
			}
			call := loc[1] < len(text) && text[loc[1]] == '('
			strong := src.code || inCode[w] || call || codeLike(w)
			if !strong && (!unicode.IsUpper(rune(w[0])) || sentenceStart(text, loc[0])) {
				continue // a word, or a capital a sentence starts with
			}
			names = append(names, Anchor{Kind: "name", Text: w, Names: []string{w}, Code: strong})
		}
	}
	// Strong names (code-like, or in code) before weak ones.
	sort.SliceStable(names, func(i, j int) bool { return names[i].Code && !names[j].Code })
	for _, a := range names {
		if seen["name\x00"+a.Text] {
			continue
		}
		add(a)
	}
	for _, l := range codeLines(code, prose) {
		add(Anchor{Kind: "code", Text: l, Code: true})
	}
	for _, m := range messageRE.FindAllStringSubmatch(q, -1) {
		add(Anchor{Kind: "message", Text: strings.TrimSpace(m[1])})
	}
	for _, m := range quotedRE.FindAllStringSubmatch(prose, -1) {
		s := m[1] + m[2]
		if strings.Count(s, " ") >= 2 {
			add(Anchor{Kind: "message", Text: s})
		}
	}
	return out
}

// sentenceStart reports whether the word at i opens a line or a sentence
// (after ". ", "! ", "? " or ": "), where any word is capitalized.
func sentenceStart(text string, i int) bool {
	j := i - 1
	for j >= 0 && (text[j] == ' ' || text[j] == '\t') {
		j--
	}
	if j < 0 || text[j] == '\n' {
		return true
	}
	return j < i-1 && strings.ContainsRune(".!?:", rune(text[j]))
}

// splitCode separates the code of a question (fenced ``` blocks, lines
// indented by a tab or four spaces, traceback lines) from its prose.
func splitCode(q string) (code, prose string) {
	var c, p strings.Builder
	fenced := false
	for _, l := range strings.Split(q, "\n") {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "```") {
			fenced = !fenced
			continue
		}
		if fenced || strings.HasPrefix(l, "\t") || strings.HasPrefix(l, "    ") || strings.HasPrefix(t, ">>> ") || strings.HasPrefix(t, "... ") {
			c.WriteString(strings.TrimPrefix(strings.TrimPrefix(t, ">>> "), "... "))
			c.WriteByte('\n')
			continue
		}
		p.WriteString(l)
		p.WriteByte('\n')
	}
	return c.String(), p.String()
}

// statementRE is a line that reads as a Python statement: an assignment
// or a call, with at least one identifier-shaped name.
var statementRE = regexp.MustCompile(`^(?:[A-Za-z_][A-Za-z0-9_.\[\]]*\s*(?:[-+*/|&]?=)\s*\S.*|(?:return|raise|if|elif|for|while|with|yield)\s.*[(.=].*|[A-Za-z_][A-Za-z0-9_.]*\(.*\))$`)

// codeLines returns the lines of code, and of prose that read as
// statements, that are worth a query: at least three identifiers and a
// mark of code ( ( = . [ ), at most MaxCodeAnchors of them.
func codeLines(code, prose string) []string {
	var out []string
	seen := map[string]bool{}
	for i, text := range []string{code, prose} {
		for _, l := range strings.Split(text, "\n") {
			l = strings.TrimSpace(l)
			if len(l) < 12 || len(l) > 160 || seen[l] || strings.HasPrefix(l, "#") || strings.HasPrefix(l, "File \"") {
				continue
			}
			if i == 1 && !statementRE.MatchString(l) {
				continue
			}
			if len(identRE.FindAllString(l, -1)) < 3 || strings.IndexAny(l, "(=.[") < 0 {
				continue
			}
			seen[l] = true
			out = append(out, l)
			if len(out) == MaxCodeAnchors {
				return out
			}
		}
	}
	return out
}

// MaxCodeAnchors bounds the queries of a question's code lines.
const MaxCodeAnchors = 12

// codeLike reports whether w has an inner underscore, a lower-to-upper
// hump or an upper run followed by lower case past its first letter
// (getValue, QuerySet, SQLCompiler, builtin_str; not Matrix or HTTP).
func codeLike(w string) bool {
	t := strings.Trim(w, "_")
	if strings.Contains(t, "_") {
		return true
	}
	if strings.HasPrefix(w, "__") && strings.HasSuffix(w, "__") && len(w) > 4 {
		return true // __init__
	}
	rs := []rune(t)
	for i := 1; i < len(rs); i++ {
		if unicode.IsLower(rs[i-1]) && unicode.IsUpper(rs[i]) {
			return true
		}
		if i+1 < len(rs) && unicode.IsUpper(rs[i-1]) && unicode.IsUpper(rs[i]) && unicode.IsLower(rs[i+1]) {
			return true
		}
	}
	return false
}

func anyCodeLike(parts []string) bool {
	for _, p := range parts {
		if codeLike(p) || unicode.IsUpper(rune(p[0])) {
			return true
		}
	}
	return false
}

// isNumberLike: version numbers and the like (3.6.5, v1.2).
func isNumberLike(parts []string) bool {
	for _, p := range parts {
		if strings.IndexFunc(p, unicode.IsLetter) < 0 || (len(p) <= 2 && strings.IndexFunc(p, unicode.IsDigit) >= 0) {
			return true
		}
	}
	return false
}

var pythonKeywords = map[string]bool{"and": true, "as": true, "assert": true, "async": true, "await": true, "break": true,
	"continue": true, "del": true, "elif": true, "else": true, "except": true, "finally": true, "for": true, "global": true,
	"if": true, "in": true, "is": true, "lambda": true, "nonlocal": true, "not": true, "or": true, "pass": true, "raise": true,
	"try": true, "while": true, "with": true, "yield": true}

func isKeyword(w string) bool { return pythonKeywords[w] }
