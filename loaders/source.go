package loaders

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// ReadSource reads an indexed file (path relative to m.Root, slash-
// separated) and refuses one changed since indexing: its line numbers would
// no longer match the graph. Errors name the file and say to re-index.
func (m *Meta) ReadSource(path string) ([]byte, error) {
	src, err := os.ReadFile(filepath.Join(m.Root, filepath.FromSlash(path)))
	if err != nil {
		return nil, fmt.Errorf("index is stale: %s can no longer be read (%v); re-run `semantica index %s`", path, err, m.Root)
	}
	if want, ok := m.Files[path]; ok && sha256Hex(src) != want {
		return nil, fmt.Errorf("index is stale: %s changed since it was indexed; re-run `semantica index %s`", path, m.Root)
	}
	return src, nil
}

// RelPath turns a file argument (relative to the indexed root, or absolute
// inside it) into the index's slash-separated relative path. A file the
// index holds must still read as indexed (ReadSource); an unknown one is
// returned as is, for the engine to report with suggestions.
func (m *Meta) RelPath(file string) (string, error) {
	rel := file
	if filepath.IsAbs(file) {
		r, err := filepath.Rel(m.Root, file)
		if err != nil || strings.HasPrefix(r, "..") {
			return "", fmt.Errorf("file %s is outside the indexed root %s", file, m.Root)
		}
		rel = r
	}
	rel = filepath.ToSlash(filepath.Clean(rel))
	if _, ok := m.Files[rel]; !ok {
		return rel, nil
	}
	if _, err := m.ReadSource(rel); err != nil {
		return "", err
	}
	return rel, nil
}

func sha256Hex(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}
