package mask

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/zricethezav/gitleaks/v8/detect"
	"github.com/zricethezav/gitleaks/v8/report"
)

// RuleSet names the rule set that decides what is a secret. A test checks
// that go.mod requires this gitleaks version.
const RuleSet = "gitleaks v8.30.1 default config"

// MaxDecodeDepth is how many passes of base64/hex/percent/unicode decoding
// gitleaks runs before matching again; 5 is the gitleaks CLI's default
// (--max-decode-depth). The library's own default, 0, would not decode.
const MaxDecodeDepth = 5

// Finding is one masked value.
type Finding struct {
	// RuleID is the gitleaks rule that matched, e.g. "aws-access-token".
	RuleID string
	// Line is the 1-based line of the input on which the masked value
	// starts (a private key block starts on its BEGIN line).
	Line int
}

// Placeholder is the text that stands for a secret found by rule ruleID on
// the first line of the value; the value's other lines become empty.
func Placeholder(ruleID string) string { return "«secret:" + ruleID + "»" }

// Masker masks secrets in text. Its methods are safe for concurrent use:
// one gitleaks detector is shared, and the detector's scan of a string
// reads only its compiled rules (checked under the race detector by
// TestConcurrent).
type Masker struct {
	d *detect.Detector
}

// buildMu serialises building detectors: gitleaks loads its default config
// through viper's process-wide instance.
var buildMu sync.Mutex

// New loads gitleaks' default config (parsing the TOML and compiling the
// rules' regular expressions) and returns a Masker using it.
func New() (*Masker, error) { return NewDepth(MaxDecodeDepth) }

// NewDepth is New with depth decoding passes instead of MaxDecodeDepth (0:
// encoded secrets are not looked for, about 3 times faster).
func NewDepth(depth int) (*Masker, error) {
	buildMu.Lock()
	defer buildMu.Unlock()
	d, err := detect.NewDetectorDefaultConfig()
	if err != nil {
		return nil, err
	}
	d.MaxDecodeDepth = depth
	d.Redact = 0                  // the secrets are needed to mask them
	d.IgnoreGitleaksAllow = false // a line marked `gitleaks:allow` is left as written
	return &Masker{d: d}, nil
}

var (
	defaultOnce   sync.Once
	defaultMasker *Masker
	defaultErr    error
)

// Default returns the process-wide Masker, built on first use: a program
// that never masks never loads the rules.
func Default() (*Masker, error) {
	defaultOnce.Do(func() { defaultMasker, defaultErr = New() })
	return defaultMasker, defaultErr
}

// Text masks s with the Default Masker. It panics if gitleaks' embedded
// default config cannot be loaded, which TestNew rules out for the pinned
// version; use Default to handle that error instead.
func Text(s string) (string, []Finding) {
	m, err := Default()
	if err != nil {
		panic("mask: loading " + RuleSet + ": " + err.Error())
	}
	return m.Text(s)
}

// Rules is the number of rules the Masker applies.
func (m *Masker) Rules() int { return len(m.d.Config.Rules) }

// span is a byte range [a, b) of the input to replace.
type span struct {
	a, b int
	rule string
}

// Text returns s with every secret the rules find replaced by
// Placeholder(rule) and the findings in order of position. The number of
// lines is kept: each newline inside a masked value is kept (with the
// carriage return before it, if any). Text with no finding is returned as
// it came, with nil findings.
func (m *Masker) Text(s string) (string, []Finding) {
	if s == "" {
		return s, nil
	}
	// gitleaks misplaces the end of a match that ends on a last line with
	// no newline; scanning with one added avoids that.
	t := s
	if !strings.HasSuffix(s, "\n") {
		t = s + "\n"
	}
	fs := m.d.DetectString(t)
	if len(fs) == 0 {
		return s, nil
	}
	var spans []span
	var nl []int // offsets of '\n' in t, computed when first needed
	for _, f := range fs {
		if f.Secret != "" && !decoded(f) && strings.Contains(s, f.Secret) {
			// Every copy of the value is masked, not only the one the rule
			// saw in its context.
			for i := 0; ; {
				j := strings.Index(s[i:], f.Secret)
				if j < 0 {
					break
				}
				spans = append(spans, span{i + j, i + j + len(f.Secret), f.RuleID})
				i += j + len(f.Secret)
			}
			continue
		}
		// A value found after decoding is not in s as such: mask the
		// encoded text the finding's position points at.
		if nl == nil {
			nl = newlines(t)
		}
		sp := locate(t, nl, f)
		sp.b = min(sp.b, len(s))
		spans = append(spans, sp)
	}
	return apply(s, spans)
}

func decoded(f report.Finding) bool {
	for _, t := range f.Tags {
		if strings.HasPrefix(t, "decoded:") {
			return true
		}
	}
	return false
}

func newlines(s string) []int {
	nl := []int{}
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			nl = append(nl, i)
		}
	}
	return nl
}

// locate turns a finding's position into a byte range of s. gitleaks counts
// lines from 0 and, on line k > 0, columns from the newline that ends line
// k-1 (so the first character of such a line is column 2); on line 0 from
// the start of s. EndColumn is inclusive. If the position does not give a
// range inside s, the whole lines StartLine..EndLine are masked instead.
func locate(s string, nl []int, f report.Finding) span {
	ref := func(line int) int {
		if line <= 0 {
			return 0
		}
		if line-1 < len(nl) {
			return nl[line-1]
		}
		return -1
	}
	a, b := ref(f.StartLine), ref(f.EndLine)
	if a >= 0 && b >= 0 {
		a += f.StartColumn - 1
		b += f.EndColumn
		if 0 <= a && a < b && b <= len(s) {
			return span{a, b, f.RuleID}
		}
	}
	// Whole lines: from after the newline before StartLine to the newline
	// ending EndLine (or the end of s).
	first, last := f.StartLine, f.EndLine
	if last < first {
		last = first
	}
	a, b = 0, len(s)
	if first > 0 && first-1 < len(nl) {
		a = nl[first-1] + 1
	}
	if last >= 0 && last < len(nl) {
		b = nl[last]
	}
	if a > b {
		a, b = 0, len(s)
	}
	return span{a, b, f.RuleID}
}

// apply merges overlapping spans (the earliest, then longest, names the
// rule) and writes the masked text.
func apply(s string, spans []span) (string, []Finding) {
	sort.Slice(spans, func(i, j int) bool {
		x, y := spans[i], spans[j]
		if x.a != y.a {
			return x.a < y.a
		}
		if x.b != y.b {
			return x.b > y.b
		}
		return x.rule < y.rule
	})
	merged := spans[:0]
	for _, sp := range spans {
		if sp.a >= sp.b {
			continue
		}
		if n := len(merged); n > 0 && sp.a < merged[n-1].b {
			if sp.b > merged[n-1].b {
				merged[n-1].b = sp.b
			}
			continue
		}
		merged = append(merged, sp)
	}
	if len(merged) == 0 {
		return s, nil
	}
	var out strings.Builder
	out.Grow(len(s))
	findings := make([]Finding, 0, len(merged))
	line, prev := 1, 0
	for _, sp := range merged {
		line += strings.Count(s[prev:sp.a], "\n")
		findings = append(findings, Finding{RuleID: sp.rule, Line: line})
		out.WriteString(s[prev:sp.a])
		out.WriteString(Placeholder(sp.rule))
		v := s[sp.a:sp.b]
		for i := 0; i < len(v); i++ {
			if v[i] == '\n' {
				if i > 0 && v[i-1] == '\r' {
					out.WriteByte('\r')
				}
				out.WriteByte('\n')
				line++
			}
		}
		prev = sp.b
	}
	out.WriteString(s[prev:])
	return out.String(), findings
}

var (
	sourceOnce   sync.Once
	sourceMasker *Masker
	sourceErr    error
)

func loadSource() { sourceMasker, sourceErr = NewDepth(SourceDecodeDepth) }

// Printed returns a function for optimizer.Input.Mask: it masks a text
// with the Masker Source uses, remembering the last texts it masked
// (renders of one request repeat most of their lines). Errors: the rules
// cannot be loaded.
func Printed() func(string) (string, error) {
	// Build the Masker now, beside the queries: a command masks only
	// after its answer is ready, and loading the rules costs about 25 ms
	// of CPU (README) that would otherwise follow it.
	go sourceOnce.Do(loadSource)
	var mu sync.Mutex
	memo := map[string]string{}
	return func(s string) (string, error) {
		mu.Lock()
		if out, ok := memo[s]; ok {
			mu.Unlock()
			return out, nil
		}
		mu.Unlock()
		sourceOnce.Do(loadSource)
		if sourceErr != nil {
			return "", fmt.Errorf("loading %s: %w", RuleSet, sourceErr)
		}
		out, _ := sourceMasker.Text(s)
		mu.Lock()
		if len(memo) >= 64 {
			clear(memo)
		}
		memo[s] = out
		mu.Unlock()
		return out, nil
	}
}

// SourceDecodeDepth is the decoding passes of the Masker that Source uses:
// none. Source masks whole files on the way to every slice, pack and
// context, where decoding made a command-line slice's median 30 ms and
// its 95th percentile 70 ms slower on the standard library (one process
// per slice, 100 slices; README); exports keep MaxDecodeDepth.
const SourceDecodeDepth = 0

// Source returns read with every text it reads masked (a Masker of
// SourceDecodeDepth, built on first use): a source reader for the outputs
// handed to a model, whose line numbers stay those of the file. An error
// loading the rules is returned as the read's error, so that nothing
// unmasked is handed out.
func Source(read func(string) ([]byte, error)) func(string) ([]byte, error) {
	return func(path string) ([]byte, error) {
		b, err := read(path)
		if err != nil {
			return nil, err
		}
		sourceOnce.Do(loadSource)
		m, err := sourceMasker, sourceErr
		if err != nil {
			return nil, fmt.Errorf("mask %s: loading %s: %w", path, RuleSet, err)
		}
		s, fs := m.Text(string(b))
		if fs == nil {
			return b, nil
		}
		return []byte(s), nil
	}
}
