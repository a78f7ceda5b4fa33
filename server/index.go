package server

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"time"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/optimizer"
	"github.com/semantica/semantica/optimizer/mask"
	"github.com/semantica/semantica/queries"
)

// Index is an index directory held open for many requests. Each request
// Acquires a Snapshot (the database, the text index and the metadata of
// one build) and releases it when done. When `semantica index` swaps a new
// build into the directory, the next Acquire opens the new build; requests
// still running finish on the old one, which closes when the last of them
// releases it. Its files are unlinked by then, but open descriptors keep
// them readable (POSIX), so no request sees a half-swapped index.
type Index struct {
	Dir string
	opt IndexOptions

	mu  sync.Mutex
	cur *Snapshot
}

// Snapshot is one build of the index, open read-only.
type Snapshot struct {
	Meta *loaders.Meta
	// Source reads a file of the snapshot for output: Meta.ReadSource
	// (which refuses a file changed since the index), masked unless
	// IndexOptions.NoMask.
	Source func(path string) ([]byte, error)
	Text   *queries.TextIndex
	// Opened is when the snapshot was opened.
	Opened time.Time

	// Cache holds the parsed sources of this build's files for the
	// optimizer, shared by all requests (at most CachedFiles files).
	Cache *optimizer.Cache
	// Memo holds the engine's query rows (closures, crossings, statements,
	// edges and callees), shared by all requests (at most MemoRows rows).
	Memo *queries.Memo

	db    *queries.DB
	conns chan *queries.DB
	stamp stamp

	freshMu sync.Mutex
	fresh   map[string]stamp // file -> size and time when its digest last matched the index

	symTable bool
	symOnce  sync.Once
	symbols  *queries.SymbolTable
	symErr   error

	mu      sync.Mutex
	refs    int
	retired bool
	all     []*queries.DB
}

// stamp identifies a build by its metadata file: a swap replaces it.
type stamp struct {
	size  int64
	mtime time.Time
	ino   uint64
}

func readStamp(dir string) (stamp, error) {
	fi, err := os.Stat(filepath.Join(dir, loaders.MetaFile))
	if err != nil {
		return stamp{}, err
	}
	return stamp{size: fi.Size(), mtime: fi.ModTime(), ino: inode(fi)}, nil
}

// IndexOptions configures OpenIndex.
type IndexOptions struct {
	// Pool is the number of Kùzu connections per snapshot: requests that
	// query at once (more wait). Default 4.
	Pool int
	// DB are the database's options; ReadOnly is always set.
	DB queries.Options
	// SymbolTable keeps every scope's name in memory, loaded by the first
	// request of a snapshot: worth it for a server (name lookups in
	// microseconds instead of 10 ms scans), not for one CLI command.
	SymbolTable bool
	// NoMask hands out source text as it is; by default every source a
	// request reads is masked (optimizer/mask: secrets replaced, lines
	// kept), Snapshot.Source.
	NoMask bool
}

// OpenIndex opens dir read-only and checks its metadata. Errors name the
// directory.
func OpenIndex(dir string, opt IndexOptions) (*Index, error) {
	if opt.Pool <= 0 {
		opt.Pool = 4
	}
	opt.DB.ReadOnly = true
	ix := &Index{Dir: dir, opt: opt}
	_, release, err := ix.Acquire()
	if err != nil {
		return nil, err
	}
	release()
	return ix, nil
}

// Acquire returns the current snapshot, opening the newest build first
// when the directory changed since the last call. release must be called
// once the request no longer uses the snapshot. While a re-index is
// between its two renames (the directory briefly missing), the previous
// snapshot keeps serving.
func (ix *Index) Acquire() (*Snapshot, func(), error) {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	st, err := readStamp(ix.Dir)
	if err != nil && ix.cur == nil {
		loaders.Recover(ix.Dir)
		if st, err = readStamp(ix.Dir); err != nil {
			return nil, nil, fmt.Errorf("index %s: %w", ix.Dir, err)
		}
	}
	if err == nil && (ix.cur == nil || st != ix.cur.stamp) {
		s, err := openSnapshot(ix.Dir, st, ix.opt)
		if err != nil {
			if ix.cur == nil {
				return nil, nil, err
			}
			// A build being swapped in, or a damaged one: keep serving the
			// previous snapshot and try again on the next request.
		} else {
			if old := ix.cur; old != nil {
				old.retire()
			}
			ix.cur = s
		}
	}
	s := ix.cur
	s.mu.Lock()
	s.refs++
	s.mu.Unlock()
	var once sync.Once
	return s, func() { once.Do(s.release) }, nil
}

func openSnapshot(dir string, st stamp, opt IndexOptions) (*Snapshot, error) {
	pool := opt.Pool
	meta, err := loaders.ReadMeta(dir)
	if err != nil {
		return nil, err
	}
	db, err := queries.OpenWith(filepath.Join(dir, queries.GraphFile), opt.DB)
	if err != nil {
		return nil, err
	}
	text, err := queries.OpenText(filepath.Join(dir, loaders.SearchDir))
	if err != nil {
		db.Close()
		return nil, err
	}
	source := meta.ReadSource
	if !opt.NoMask {
		source = mask.Source(source)
	}
	s := &Snapshot{Meta: meta, Source: source, Text: text, Opened: time.Now(), db: db, conns: make(chan *queries.DB, pool), stamp: st,
		Cache: optimizer.NewCacheLimit(CachedFiles), Memo: queries.NewMemoLimit(MemoRows), fresh: map[string]stamp{}, symTable: opt.SymbolTable}
	for i := 0; i < pool; i++ {
		c, err := db.Connect()
		if err != nil {
			s.close()
			return nil, err
		}
		s.all = append(s.all, c)
		s.conns <- c
	}
	return s, nil
}

// CachedFiles bounds the parsed sources a snapshot keeps, MemoRows its
// memo of query rows (closures, crossings, statement rows, edges and
// callees per statement). A row is a few values: 200 standard-library slices
// with their edges and callees left 233,071 rows in 49 MB of heap (211
// bytes a row), so 500,000 rows are about 100 MB.
const (
	CachedFiles = 2000
	MemoRows    = 500000
)

// CheckFresh returns an error naming the first of files (relative paths)
// that changed since the index was built: the code an answer showed from
// the cache of parsed sources would no longer be what is on disk. A file
// whose size and time are as when its digest last matched is not read
// again.
func (s *Snapshot) CheckFresh(files []string) error {
	for _, f := range files {
		fi, err := os.Stat(filepath.Join(s.Meta.Root, filepath.FromSlash(f)))
		var st stamp
		if err == nil {
			st = stamp{size: fi.Size(), mtime: fi.ModTime(), ino: inode(fi)}
			s.freshMu.Lock()
			ok := s.fresh[f] == st
			s.freshMu.Unlock()
			if ok {
				continue
			}
		}
		if _, err := s.Meta.ReadSource(f); err != nil {
			return err
		}
		s.freshMu.Lock()
		s.fresh[f] = st
		s.freshMu.Unlock()
	}
	return nil
}

// Symbols returns the snapshot's symbol table, loading it on first use
// with connection c (one query: 0.4–0.5 s on the standard library, measured); nil
// without IndexOptions.SymbolTable.
func (s *Snapshot) Symbols(c *queries.DB) (*queries.SymbolTable, error) {
	if !s.symTable {
		return nil, nil
	}
	s.symOnce.Do(func() {
		s.symbols, s.symErr = (&queries.Engine{DB: c}).LoadSymbolTable()
	})
	return s.symbols, s.symErr
}

// Warm loads the current snapshot's symbol table now rather than on the
// first request (a server calls it in the background at start).
func (ix *Index) Warm() error {
	s, release, err := ix.Acquire()
	if err != nil {
		return err
	}
	defer release()
	c := s.Conn()
	defer s.PutConn(c)
	_, err = s.Symbols(c)
	return err
}

// Conn takes one of the snapshot's connections; put it back with PutConn.
// It waits while all are in use.
func (s *Snapshot) Conn() *queries.DB { return <-s.conns }

// PutConn returns a connection taken with Conn.
func (s *Snapshot) PutConn(c *queries.DB) { s.conns <- c }

func (s *Snapshot) release() {
	s.mu.Lock()
	s.refs--
	done := s.retired && s.refs == 0
	s.mu.Unlock()
	if done {
		s.close()
	}
}

func (s *Snapshot) retire() {
	s.mu.Lock()
	s.retired = true
	done := s.refs == 0
	s.mu.Unlock()
	if done {
		s.close()
	}
}

// close closes the connections, then the database (the order go-kuzu
// needs), then the text index.
func (s *Snapshot) close() {
	for _, c := range s.all {
		c.Close()
	}
	s.all = nil
	s.db.Close()
	if s.Text != nil {
		_ = s.Text.Close()
	}
}

// Close closes the current snapshot once no request holds it.
func (ix *Index) Close() {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if ix.cur != nil {
		ix.cur.retire()
		ix.cur = nil
	}
}

func inode(fi os.FileInfo) uint64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return st.Ino
	}
	return 0
}
