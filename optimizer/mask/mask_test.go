package mask

import (
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// The fake secrets are put together at run time, so that this file holds
// no literal a secret scanner would flag. They are made to match gitleaks'
// rules and to pass its allowlists (an AWS key ending in EXAMPLE, for one,
// is allowlisted).
var (
	fakeAWS    = "AKIA" + "Z7Q4XK3M2PLW6RTN"
	fakePass   = "Xq9s3cr3t" + "V4lu3Zk"
	fakeGitHub = "ghp" + "_" + "R8mK2xQ7vN4pL9sT3wY6zB1cF5hJ0dG8aE2u"
	fakeKey    = "-----BEGIN " + "RSA PRIVATE KEY-----\n" +
		"MIIEowIBAAKCAQEAx4Kf9Qv2Lm8Zt3Rw7Yp1Nc6Hb0Jd5Ge2Sa9Ui4Ok8Xq3Vf7Tz\n" +
		"Qh2Bn6Wm1Lc5Rk9Pd3Gs7Ej0Ya4Ft8Hx2Nv6Ku1Oz5Mb9Iq3Cw7Dr0Sp4Tg8Jl2\n" +
		"-----END " + "RSA PRIVATE KEY-----"
)

func lines(s string) int { return strings.Count(s, "\n") }

// TestLazy: nothing builds the default Masker before it is asked for; then
// it is built once. (First in the file, so it runs before the tests that
// mask with it, unless shuffled.)
func TestLazy(t *testing.T) {
	if defaultMasker != nil {
		t.Skip("an earlier test built the default Masker")
	}
	a, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := Default(); a == nil || a != b {
		t.Fatalf("Default gave %p then %p", a, b)
	}
}

func TestNew(t *testing.T) {
	m, err := New()
	if err != nil {
		t.Fatal(err)
	}
	if n := m.Rules(); n != 222 {
		t.Fatalf("%s has %d rules, doc.go says 222", RuleSet, n)
	}
}

// TestRuleSetVersion: the version doc.go and RuleSet name is the one go.mod
// requires.
func TestRuleSetVersion(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "go.mod"))
	if err != nil {
		t.Skip(err)
	}
	v := strings.Fields(RuleSet)[1]
	for _, l := range strings.Split(string(b), "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == "github.com/zricethezav/gitleaks/v8" {
			if f[1] != v {
				t.Fatalf("go.mod requires gitleaks %s, RuleSet names %s", f[1], v)
			}
			return
		}
	}
	t.Fatal("go.mod does not require github.com/zricethezav/gitleaks/v8")
}

func TestSecretsMasked(t *testing.T) {
	in := "import boto3\n" +
		"\n" +
		"AWS_ACCESS_KEY_ID = \"" + fakeAWS + "\"\n" +
		"def client():\n" +
		"    password = \"" + fakePass + "\"\n" +
		"    token = '" + fakeGitHub + "'\n" +
		"    return Github(token)\n" +
		"\n" +
		"KEY = \"\"\"" + fakeKey + "\"\"\"\n" +
		"print(KEY)\n"
	out, fs := Text(in)
	t.Logf("masked:\n%s", out)
	for _, secret := range []string{fakeAWS, fakePass, fakeGitHub, "MIIEowIBAAKCAQEA", "PRIVATE KEY"} {
		if strings.Contains(out, secret) {
			t.Errorf("output still contains %q", secret)
		}
	}
	if lines(out) != lines(in) {
		t.Errorf("masking changed the line count: %d -> %d", lines(in), lines(out))
	}
	want := []Finding{
		{RuleID: "aws-access-token", Line: 3},
		{RuleID: "generic-api-key", Line: 5},
		{RuleID: "github-pat", Line: 6},
		{RuleID: "private-key", Line: 9},
	}
	if fmt.Sprint(fs) != fmt.Sprint(want) {
		t.Errorf("findings = %v, want %v", fs, want)
	}
	for _, l := range []string{
		`AWS_ACCESS_KEY_ID = "«secret:aws-access-token»"`,
		`    password = "«secret:generic-api-key»"`,
		`    token = '«secret:github-pat»'`,
		`KEY = """«secret:private-key»`,
		``, ``,
		`"""`,
		`print(KEY)`,
	} {
		if !strings.Contains(out, l+"\n") {
			t.Errorf("output lacks line %q", l)
		}
	}
	// The rest of each line is kept as written.
	if !strings.HasPrefix(out, "import boto3\n\nAWS_ACCESS_KEY_ID") || !strings.Contains(out, "    return Github(token)\n") {
		t.Errorf("unmasked text changed:\n%s", out)
	}
	// Masked text has nothing left to mask.
	if again, fs := Text(out); again != out || fs != nil {
		t.Errorf("masking masked text found %v", fs)
	}
}

// TestEveryCopy: a value found once is masked wherever it appears.
func TestEveryCopy(t *testing.T) {
	in := "t = '" + fakeGitHub + "'\n# the token " + fakeGitHub + " again\n"
	out, fs := Text(in)
	if strings.Contains(out, fakeGitHub) || len(fs) != 2 || fs[0].Line != 1 || fs[1].Line != 2 {
		t.Fatalf("Text = %q, %v", out, fs)
	}
}

// TestDecoded: a secret that is only there base64-encoded (gitleaks decodes
// up to MaxDecodeDepth times) is masked by masking the encoded text.
func TestDecoded(t *testing.T) {
	enc := base64.StdEncoding.EncodeToString([]byte("token=" + fakeGitHub))
	in := "import base64\n\nclass C:\n    blob = \"" + enc + "\"  # config\n    n = 1\n"
	out, fs := Text(in)
	if strings.Contains(out, enc) || len(fs) != 1 || fs[0].Line != 4 {
		t.Fatalf("Text = %q, %v", out, fs)
	}
	if want := "    blob = \"«secret:github-pat»\"  # config\n"; !strings.Contains(out, want) {
		t.Errorf("got %q, want the line %q", out, want)
	}
	if lines(out) != lines(in) {
		t.Errorf("line count %d -> %d", lines(in), lines(out))
	}
}

// TestLocate: the position arithmetic used for decoded findings lands on
// the same bytes as the value itself, on the first line, later lines and a
// last line without a newline.
func TestLocate(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{
		"x = '" + fakeAWS + "'\n",
		"a\nbb\n\nx = '" + fakeAWS + "'\ny\n",
		"a\n" + fakeAWS,
		fakeAWS,
		"k = '''" + fakeKey + "'''\n",
		"\n\n" + fakeKey,
	} {
		if !strings.HasSuffix(in, "\n") {
			in += "\n" // as Text scans it
		}
		fs := m.d.DetectString(in)
		if len(fs) != 1 {
			t.Fatalf("%q: %d findings", in, len(fs))
		}
		sp := locate(in, newlines(in), fs[0])
		if got := in[sp.a:sp.b]; got != fs[0].Secret {
			t.Errorf("%q: located %q, want %q", in, got, fs[0].Secret)
		}
	}
}

// TestUnchanged: code without secrets comes back byte for byte, with no
// findings; so does code whose secret-like values the rule set allowlists.
func TestUnchanged(t *testing.T) {
	ins := []string{
		"",
		"def f(x):\n    return x + 1\n",
		"API_KEY = os.environ['API_KEY']\npassword = getpass.getpass()\n",
		"AWS_KEY = 'AKIAIOSFODNN7EXAMPLE'\n", // AWS's documented example key
		"t = '" + fakeGitHub + "'  # gitleaks:allow\n",
		"s = 'line\r\nline'\r\n",
	}
	if files, _ := filepath.Glob("/usr/lib/python3*/json/*.py"); len(files) > 0 {
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			ins = append(ins, string(b))
		}
	}
	for _, in := range ins {
		out, fs := Text(in)
		if out != in || fs != nil {
			t.Errorf("Text changed %.60q: findings %v", in, fs)
		}
	}
}

func TestCRLF(t *testing.T) {
	in := strings.ReplaceAll("k = '''"+fakeKey+"'''\nx = 1\n", "\n", "\r\n")
	out, fs := Text(in)
	if want := "k = '''«secret:private-key»\r\n\r\n\r\n'''\r\nx = 1\r\n"; out != want || len(fs) != 1 {
		t.Fatalf("Text = %q, %v; want %q", out, fs, want)
	}
}

// TestConcurrent: one Masker used from many goroutines gives what it gives
// serially (run with -race).
func TestConcurrent(t *testing.T) {
	m, err := New()
	if err != nil {
		t.Fatal(err)
	}
	var ins []string
	for i := 0; i < 16; i++ {
		switch i % 4 {
		case 0:
			ins = append(ins, fmt.Sprintf("x%d = 1\n", i))
		case 1:
			ins = append(ins, fmt.Sprintf("k%d = '%s'\n", i, fakeAWS))
		case 2:
			ins = append(ins, fmt.Sprintf("# %d\nt = \"%s\"\n", i, fakeGitHub))
		case 3:
			ins = append(ins, fmt.Sprintf("p%d = '''%s'''\n", i, fakeKey))
		}
	}
	want := make([]string, len(ins))
	for i, in := range ins {
		out, fs := m.Text(in)
		want[i] = fmt.Sprint(out, fs)
	}
	var wg sync.WaitGroup
	for g := 0; g < 2*runtime.GOMAXPROCS(0)+2; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for r := 0; r < 5; r++ {
				for k := range ins {
					i := (k + g) % len(ins)
					out, fs := m.Text(ins[i])
					if got := fmt.Sprint(out, fs); got != want[i] {
						t.Errorf("goroutine %d: %q gave %q, serially %q", g, ins[i], got, want[i])
					}
				}
			}
		}(g)
	}
	// New is safe alongside: gitleaks loads its config through viper's
	// global instance, which buildMu serialises.
	for g := 0; g < 3; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := New(); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
}

// python30K is about 30 KB of real Python: standard library files when
// Python is installed, else generated code.
func python30K(tb testing.TB) string {
	var b strings.Builder
	files, _ := filepath.Glob("/usr/lib/python3*/*.py")
	for _, f := range files {
		if b.Len() >= 30000 {
			break
		}
		data, err := os.ReadFile(f)
		if err == nil {
			b.Write(data)
		}
	}
	for i := 0; b.Len() < 30000; i++ {
		fmt.Fprintf(&b, "def f%d(token, key=None):\n    \"\"\"Return the key.\"\"\"\n    return token.get(key, %d)\n\n", i, i)
	}
	return b.String()[:30000]
}

func BenchmarkNew(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := New(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkText30KB(b *testing.B) {
	m, err := Default()
	if err != nil {
		b.Fatal(err)
	}
	s := python30K(b)
	b.SetBytes(int64(len(s)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m.Text(s)
	}
}

func BenchmarkText30KBParallel(b *testing.B) {
	m, err := Default()
	if err != nil {
		b.Fatal(err)
	}
	s := python30K(b)
	b.SetBytes(int64(len(s)))
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			m.Text(s)
		}
	})
}
