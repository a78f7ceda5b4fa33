package server

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"
)

// Session is what the server remembers about one client connection (one MCP
// session): the code units it has sent, and what it has served. Safe for
// concurrent use.
type Session struct {
	mu        sync.Mutex
	answers   int            // answers numbered so far (#1, #2, …)
	calls     map[string]int // tool -> calls
	tokens    int            // tokens of every answer served
	seen      map[string]int // code unit key -> answer that sent it
	units     int            // code units sent in full
	unchanged int            // code units replaced by a reference
	targets   []string       // what code answers were about, oldest first (at most maxTargets)
	last      time.Time
}

const maxTargets = 200

// NewSession returns an empty session.
func NewSession() *Session {
	return &Session{calls: map[string]int{}, seen: map[string]int{}, last: time.Now()}
}

// SessionStats is a session's counters.
type SessionStats struct {
	Answers   int            `json:"answers"`
	Calls     map[string]int `json:"calls"`
	Tokens    int            `json:"tokens"`
	Units     int            `json:"units_sent"`
	Unchanged int            `json:"units_unchanged"`
	Targets   []string       `json:"targets"`
}

// Stats returns a copy of the counters.
func (s *Session) Stats() SessionStats {
	s.mu.Lock()
	defer s.mu.Unlock()
	calls := map[string]int{}
	for k, v := range s.calls {
		calls[k] = v
	}
	return SessionStats{Answers: s.answers, Calls: calls, Tokens: s.tokens, Units: s.units, Unchanged: s.unchanged,
		Targets: append([]string(nil), s.targets...)}
}

// begin numbers a new answer of tool.
func (s *Session) begin(tool string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.answers++
	s.calls[tool]++
	s.last = time.Now()
	return s.answers
}

// served adds an answer's tokens and, for code answers, its target.
func (s *Session) served(tokens int, target string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.tokens += tokens
	if target != "" {
		if len(s.targets) == maxTargets {
			s.targets = s.targets[1:]
		}
		s.targets = append(s.targets, target)
	}
}

// spent returns the tokens served so far.
func (s *Session) spent() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.tokens
}

// sentIn returns the answer that sent unit key, or 0.
func (s *Session) sentIn(key string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.seen[key]
}

// record notes that answer sent unit key in full (the first answer that
// did stays the reference).
func (s *Session) record(key string, answer int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.seen[key]; !ok {
		s.seen[key] = answer
	}
	s.units++
}

func (s *Session) countUnchanged(n int) {
	s.mu.Lock()
	s.unchanged += n
	s.mu.Unlock()
}

// Summary is the short account of a session given when its budget is
// spent: calls per tool, tokens, and the most recent targets.
func (s *Session) Summary() string {
	st := s.Stats()
	var b strings.Builder
	var tools []string
	for t := range st.Calls {
		tools = append(tools, t)
	}
	sort.Strings(tools)
	fmt.Fprintf(&b, "served %d tokens in %d answers (", st.Tokens, st.Answers)
	for i, t := range tools {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s %d", t, st.Calls[t])
	}
	fmt.Fprintf(&b, "); %d code units sent, %d repeated as references", st.Units, st.Unchanged)
	if n := len(st.Targets); n > 0 {
		from := max(0, n-10)
		fmt.Fprintf(&b, "; last code served: %s", strings.Join(st.Targets[from:], "; "))
	}
	return b.String()
}

// Sessions maps MCP sessions to their state.
type Sessions struct {
	mu sync.Mutex
	m  map[any]*Session
}

// maxSessions bounds the sessions kept; past it, sessions idle longer than
// sessionIdle are forgotten.
const (
	maxSessions = 256
	sessionIdle = time.Hour
)

// Get returns the state of session key, creating it (created true).
func (ss *Sessions) Get(key any) (s *Session, created bool) {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if ss.m == nil {
		ss.m = map[any]*Session{}
	}
	if s, ok := ss.m[key]; ok {
		return s, false
	}
	if len(ss.m) >= maxSessions {
		for k, s := range ss.m {
			s.mu.Lock()
			idle := time.Since(s.last) > sessionIdle
			s.mu.Unlock()
			if idle {
				delete(ss.m, k)
			}
		}
	}
	s = NewSession()
	ss.m[key] = s
	return s, true
}

// Forget drops session key.
func (ss *Sessions) Forget(key any) {
	ss.mu.Lock()
	delete(ss.m, key)
	ss.mu.Unlock()
}

// Delta context. An answer's code comes in file blocks (the optimizer's
// text and markdown formats); each block splits into units at its
// top-level lines (a module-level statement, a def or class with its
// body as shown). A unit of three lines or more that the session has
// already received, byte for byte, is replaced by one line naming the
// answer that sent it. A unit is keyed by its file and a SHA-256 of its
// lines as shown (row numbers included in the text format), so code that
// changed, moved, or is shown with other lines is sent again.

const minUnitLines = 3

var (
	mdHeader   = regexp.MustCompile("^`([^`]+)` \\(lines \\d+-\\d+\\)$")
	textHeader = regexp.MustCompile(`^# (\S.*)$`)
	textCode   = regexp.MustCompile(`^(\s{0,4}\d{1,5}|\s{5})  `)
)

// sentUnit is a code unit an answer sends in full: its key, and the line
// of the answer's text after its last line.
type sentUnit struct {
	key string
	end int
}

// deltaUnits rewrites text for session s as answer number answer: units
// the session already has become references. It returns the new text, the
// number of units replaced and the units sent in full, for the caller to
// record those the client receives (an answer cut at its budget does not
// deliver the units past the cut). With fresh, nothing is replaced (the
// client lost its context).
func (s *Session) deltaUnits(text string, answer int, fresh bool) (string, int, []sentUnit) {
	lines := strings.Split(text, "\n")
	var out []string
	var sent []sentUnit
	here := map[string]bool{} // units sent earlier in this answer
	replaced := 0
	for i := 0; i < len(lines); {
		path, start, end, md := codeBlock(lines, i)
		if path == "" {
			out = append(out, lines[i])
			i++
			continue
		}
		out = append(out, lines[i:start]...)
		body := lines[start:end]
		for _, u := range units(body, md) {
			unit := body[u[0]:u[1]]
			key := unitKey(path, unit)
			prev := s.sentIn(key)
			if here[key] {
				prev = answer
			}
			if prev > 0 && !fresh && len(unit) >= minUnitLines {
				out = append(out, reference(unit, md, prev))
				replaced++
				continue
			}
			out = append(out, unit...)
			here[key] = true
			sent = append(sent, sentUnit{key, len(out)})
		}
		i = end
	}
	if replaced > 0 {
		s.countUnchanged(replaced)
	}
	return strings.Join(out, "\n"), replaced, sent
}

// codeBlock recognizes a file block at line i: it returns the file path,
// the first and one-past-last code line, and whether the block is
// markdown. path is "" when line i starts no block.
func codeBlock(lines []string, i int) (path string, start, end int, md bool) {
	if m := mdHeader.FindStringSubmatch(lines[i]); m != nil && i+1 < len(lines) && strings.HasPrefix(lines[i+1], "```") {
		j := i + 2
		for j < len(lines) && lines[j] != "```" {
			j++
		}
		return m[1], i + 2, j, true
	}
	if m := textHeader.FindStringSubmatch(lines[i]); m != nil && i+1 < len(lines) && textCode.MatchString(lines[i+1]) {
		j := i + 1
		for j < len(lines) && textCode.MatchString(lines[j]) {
			j++
		}
		return m[1], i + 1, j, false
	}
	return "", 0, 0, false
}

// units splits a block's code lines at top-level lines and at the
// methods of top-level classes: [start, end) pairs.
func units(body []string, md bool) [][2]int {
	var out [][2]int
	start := 0
	for j := 1; j <= len(body); j++ {
		if j == len(body) || (topLevel(code(body[j], md)) || method(code(body[j], md))) &&
			!strings.HasPrefix(strings.TrimSpace(code(body[j-1], md)), "@") {
			out = append(out, [2]int{start, j})
			start = j
		}
	}
	return out
}

// code is a line's code without the text format's row column.
func code(line string, md bool) string {
	if md || len(line) < 7 {
		return line
	}
	return line[7:]
}

// topLevel: a non-empty line without indentation that does not continue
// a statement (a closing bracket, a decorator's def is in its unit).
func topLevel(c string) bool {
	if c == "" || c[0] == ' ' || c[0] == '\t' {
		return false
	}
	switch c[0] {
	case ')', ']', '}':
		return false
	}
	return true
}

// method: a def, async def or decorator one level in (4 spaces or a tab),
// as the methods of a top-level class are.
func method(c string) bool {
	var rest string
	switch {
	case strings.HasPrefix(c, "    ") && len(c) > 4 && c[4] != ' ' && c[4] != '\t':
		rest = c[4:]
	case strings.HasPrefix(c, "\t") && len(c) > 1 && c[1] != ' ' && c[1] != '\t':
		rest = c[1:]
	default:
		return false
	}
	return strings.HasPrefix(rest, "def ") || strings.HasPrefix(rest, "async def ") || strings.HasPrefix(rest, "@")
}

func unitKey(path string, unit []string) string {
	h := sha256.New()
	h.Write([]byte(path))
	h.Write([]byte{0})
	for _, l := range unit {
		h.Write([]byte(l))
		h.Write([]byte{'\n'})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// reference is the line that stands for a unit already sent.
func reference(unit []string, md bool, prev int) string {
	head := strings.TrimSpace(code(unit[0], md))
	if i := strings.Index(head, "  # "); i > 0 {
		head = head[:i] // the first line's explanation
	}
	if len(head) > 60 {
		head = head[:57] + "..."
	}
	c := code(unit[0], md)
	indent := c[:len(c)-len(strings.TrimLeft(c, " \t"))] // the unit's own, so the code still reads as nested
	note := fmt.Sprintf("%s...  # unchanged, sent in answer #%d: %s (%d lines)", indent, prev, head, len(unit))
	if md {
		return note
	}
	first, last := rowOf(unit[0]), rowOf(unit[len(unit)-1])
	if first > 0 && last > 0 {
		note = fmt.Sprintf("%s...  # unchanged, sent in answer #%d: %s (lines %d-%d)", indent, prev, head, first, last)
	}
	return "       " + note
}

func rowOf(line string) int {
	n := 0
	for _, c := range strings.TrimSpace(line[:min(len(line), 5)]) {
		if c < '0' || c > '9' {
			return 0
		}
		n = n*10 + int(c-'0')
	}
	return n
}
