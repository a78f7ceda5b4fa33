package benchmarks

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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
