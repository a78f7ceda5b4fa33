package loaders

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/semantica/semantica/queries"
	"hash"
	"hash/crc32"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"sync"
)

// ErrDamaged is returned when an index directory is not what `index` (or
// the last --write session) left: a file of it is missing, truncated,
// overwritten or corrupt.
var ErrDamaged = errors.New("the index is damaged")

// FileSum is what meta.json records of one file of the index directory.
type FileSum struct {
	Size  int64 `json:"size"`   // bytes
	ModNS int64 `json:"mod_ns"` // modification time, ns since the epoch
	// SHA256 is the hex digest of the content; "" for a graph an update
	// in place wrote (hashing 200 MB was a fifth of the update's time):
	// its CRC32C stands for it.
	SHA256 string `json:"sha256"`
	// CRC32C is the content's CRC-32C (Castagnoli), recorded for the
	// graph only and checked on every open (verifyQuick): 0 in indexes
	// written before it was recorded.
	CRC32C uint32 `json:"crc32c,omitempty"`
}

// crcFiles are the sealed files whose CRC-32C every open checks: Kùzu
// 0.11.3 reads a damaged page of its database file without checking it
// and may crash or grow its memory without bound (a zeroed 4 KiB page
// did both), which no error handling here can catch once it has started.
// CRC-32C runs at about 4 GB/s on this machine (35 ms for the 141 MB
// graph of the standard library, warm), a third of SHA-256's time.
var crcFiles = map[string]bool{queries.GraphFile: true, queries.WALFile: true}

// graphFiles lists the graph file of dir and, when an update in place
// left one (not empty), its write-ahead log (queries.WALFile).
func graphFiles(dir string) []string {
	out := []string{queries.GraphFile}
	if fi, err := os.Stat(filepath.Join(dir, queries.WALFile)); err == nil && fi.Size() > 0 {
		out = append(out, queries.WALFile)
	}
	return out
}

// sealedFiles lists the files meta.json vouches for: the graph and its
// write-ahead log first (graphFiles), then the search index and the ends
// of the GLOBAL edges (queries.GlobalEndsFile), by path relative to dir.
// meta.json and the event log are not among them (the log grows with every
// pack).
func sealedFiles(dir string) ([]string, error) {
	out := graphFiles(dir)
	n := len(out)
	if _, err := os.Stat(filepath.Join(dir, queries.GlobalEndsFile)); err == nil {
		out = append(out, queries.GlobalEndsFile)
	}
	err := filepath.WalkDir(filepath.Join(dir, SearchDir), func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Type().IsRegular() {
			rel, _ := filepath.Rel(dir, p)
			out = append(out, filepath.ToSlash(rel))
		}
		return nil
	})
	sort.Strings(out[n:])
	return out, err
}

// seal computes the FileSum of every sealed file of dir.
func seal(dir string) (map[string]FileSum, error) {
	files, err := sealedFiles(dir)
	if err != nil {
		return nil, fmt.Errorf("seal %s: %w", dir, err)
	}
	sums := map[string]FileSum{}
	for _, rel := range files {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		fi, err := os.Stat(p)
		if err != nil {
			return nil, fmt.Errorf("seal %s: %w", dir, err)
		}
		h, c, err := fileSums(p)
		if err != nil {
			return nil, fmt.Errorf("seal %s: %w", dir, err)
		}
		sum := FileSum{Size: fi.Size(), ModNS: fi.ModTime().UnixNano(), SHA256: h}
		if crcFiles[rel] {
			sum.CRC32C = c
		}
		sums[rel] = sum
	}
	return sums, nil
}

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// fileSums reads p once and returns its SHA-256 (hex) and CRC-32C.
func fileSums(p string) (string, uint32, error) {
	h, c := sha256.New(), crc32.New(castagnoli)
	if err := hashFile(p, h, c); err != nil {
		return "", 0, err
	}
	return hex.EncodeToString(h.Sum(nil)), c.Sum32(), nil
}

// fileSHA256 returns the SHA-256 (hex) of the file at p.
func fileSHA256(p string) (string, error) {
	h := sha256.New()
	if err := hashFile(p, h); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// fileCRC32C returns the CRC-32C of the file at p (without the SHA-256,
// three times slower).
func fileCRC32C(p string) (uint32, error) {
	c := crc32.New(castagnoli)
	err := hashFile(p, c)
	return c.Sum32(), err
}

// hashFile feeds the content of the file at p to every hash of hs.
func hashFile(p string, hs ...hash.Hash) error {
	f, err := os.Open(p)
	if err != nil {
		return err
	}
	defer f.Close()
	ws := make([]io.Writer, len(hs))
	for i, h := range hs {
		ws[i] = h
	}
	_, err = io.CopyBuffer(io.MultiWriter(ws...), f, make([]byte, 1<<20))
	return err
}

// crcChecked holds the files whose CRC-32C this process has checked, by
// path, size, modification time and sum: one check per file per process
// (a server reads the metadata on every request).
var crcChecked sync.Map

// damaged builds the error that reports a damaged index with the command
// that rebuilds it.
func damaged(dir string, m *Meta, what string) error {
	return fmt.Errorf("%w at %s: %s; rebuild it with `semantica index --db %s %s`", ErrDamaged, dir, what, dir, m.Root)
}

// verifyQuick compares the size and modification time of every sealed file
// with meta.json, a stat per file, and the CRC-32C of the files of
// crcFiles (the graph), once per process: cheap enough for every open. The
// stat catches truncation, deletion and any rewrite through the file
// system; a bit that flips on the disk keeps both, and the CRC catches it
// in the graph, the file whose damage crashes the process. Verify checks
// the SHA-256 of every file.
func verifyQuick(dir string, m *Meta) error {
	if m.Integrity == nil {
		return nil // an index written before checksums were recorded
	}
	for rel, want := range m.Integrity {
		fi, err := os.Stat(filepath.Join(dir, filepath.FromSlash(rel)))
		if err != nil {
			return damaged(dir, m, fmt.Sprintf("%s is missing", rel))
		}
		if fi.Size() != want.Size {
			return damaged(dir, m, fmt.Sprintf("%s is %d bytes, %d were written", rel, fi.Size(), want.Size))
		}
		if fi.ModTime().UnixNano() != want.ModNS {
			return damaged(dir, m, fmt.Sprintf("%s was modified after it was written (not by semantica)", rel))
		}
	}
	// The CRCs after every stat: reading the graph takes milliseconds, and
	// the stats should see one index, not two across a swap.
	for rel, want := range m.Integrity {
		if want.CRC32C == 0 || !crcFiles[rel] {
			continue
		}
		p, err := filepath.Abs(filepath.Join(dir, filepath.FromSlash(rel)))
		if err != nil {
			return damaged(dir, m, err.Error())
		}
		key := fmt.Sprintf("%s %d %d %d", p, want.Size, want.ModNS, want.CRC32C)
		if _, ok := crcChecked.Load(key); ok {
			continue
		}
		got, err := fileCRC32C(p)
		if err != nil {
			return damaged(dir, m, err.Error())
		}
		if got != want.CRC32C {
			return damaged(dir, m, fmt.Sprintf("%s does not match its checksum", rel))
		}
		crcChecked.Store(key, true)
	}
	return nil
}

// Verify checks every sealed file of the index at dir against the SHA-256
// recorded in meta.json (the CRC-32C for a graph updated in place, which
// records no SHA-256), and that no file was added to the search index.
// It reads every byte (about 0.1 s per 100 MB); `semantica check` runs it.
func Verify(dir string) error {
	m, err := ReadMeta(dir)
	if err != nil {
		return err
	}
	if m.Integrity == nil {
		return damaged(dir, m, "meta.json records no checksums (written by an older semantica)")
	}
	files, err := sealedFiles(dir)
	if err != nil {
		return damaged(dir, m, err.Error())
	}
	for _, rel := range files {
		want, ok := m.Integrity[rel]
		if !ok {
			return damaged(dir, m, fmt.Sprintf("%s was not written by semantica", rel))
		}
		got, crc, err := fileSums(filepath.Join(dir, filepath.FromSlash(rel)))
		if err != nil {
			return damaged(dir, m, err.Error())
		}
		if want.SHA256 == "" && want.CRC32C != 0 && crcFiles[rel] {
			if crc != want.CRC32C {
				return damaged(dir, m, fmt.Sprintf("%s does not match its checksum", rel))
			}
			continue
		}
		if got != want.SHA256 {
			return damaged(dir, m, fmt.Sprintf("%s does not match its checksum", rel))
		}
	}
	return nil
}

// Reseal records the current state of the index at dir in its meta.json:
// a `--write` session calls it after closing the database it changed. The
// caller holds the index lock.
func Reseal(dir string) error {
	b, err := os.ReadFile(filepath.Join(dir, MetaFile))
	if err != nil {
		return fmt.Errorf("reseal %s: %w", dir, err)
	}
	var m Meta
	if err := json.Unmarshal(b, &m); err != nil {
		return fmt.Errorf("reseal %s: %w", dir, err)
	}
	if m.Integrity, err = seal(dir); err != nil {
		return err
	}
	m.Modified = true
	return writeMeta(dir, &m)
}

// writeMeta writes meta.json through a temporary file and a rename, so a
// crash leaves the old or the new one, never half of one.
func writeMeta(dir string, m *Meta) error {
	mb, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return fmt.Errorf("write %s: %w", MetaFile, err)
	}
	tmp := filepath.Join(dir, MetaFile+".tmp")
	if err := os.WriteFile(tmp, mb, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", MetaFile, err)
	}
	if err := os.Rename(tmp, filepath.Join(dir, MetaFile)); err != nil {
		return fmt.Errorf("write %s: %w", MetaFile, err)
	}
	return nil
}
