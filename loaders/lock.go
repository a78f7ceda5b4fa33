package loaders

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// ErrBusy is returned when another process holds the lock of an index: an
// `index` run building it, or a `--write` session writing it.
var ErrBusy = errors.New("another semantica process is indexing or writing this index")

// Lock is the exclusive lock of one index directory, held by `index` for
// its whole run and by every writer (`query cypher --write`, `shell
// --write`) while it is open. It is flock(2) on DIR.lock, beside the
// directory because the directory itself is swapped; the kernel drops it
// when the holder dies, so a killed process never leaves it held.
type Lock struct{ f *os.File }

// LockPath is the lock file of the index directory dbDir.
func LockPath(dbDir string) string { return filepath.Clean(dbDir) + ".lock" }

// LockIndex takes the lock of the index at dbDir without waiting. It fails
// with ErrBusy (naming the holder's pid) when another process has it.
func LockIndex(dbDir string) (*Lock, error) {
	path := LockPath(dbDir)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		b := make([]byte, 32)
		n, _ := f.ReadAt(b, 0)
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, fmt.Errorf("%s: %w (pid %s holds %s)", dbDir, ErrBusy, strings.TrimSpace(string(b[:n])), path)
		}
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	_ = f.Truncate(0)
	_, _ = f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
	return &Lock{f: f}, nil
}

// Unlock releases the lock (the file stays: removing it would let two
// processes lock two different files of one name).
func (l *Lock) Unlock() {
	if l == nil || l.f == nil {
		return
	}
	_ = syscall.Flock(int(l.f.Fd()), syscall.LOCK_UN)
	l.f.Close()
	l.f = nil
}

// Recover makes the index at dir whole again after a process died between
// the two renames of a swap (dir moved aside to dir.old, the new one not
// yet in place): it puts dir.old back. It does so only under the lock;
// when an `index` run holds the lock, it is in that window right now, and
// Recover waits up to 2 s for the new index to appear instead.
func Recover(dir string) {
	if exists(dir) || !exists(dir+".old") {
		return
	}
	if l, err := LockIndex(dir); err == nil {
		if !exists(dir) {
			_ = os.Rename(dir+".old", dir)
		}
		l.Unlock()
		return
	}
	for i := 0; i < 200 && !exists(dir); i++ {
		time.Sleep(10 * time.Millisecond)
	}
}

// removeStale deletes what a killed run left beside dir: dir.new-PID build
// directories and, when dir itself is in place, dir.old. The caller holds
// the lock, so no live run owns them.
func removeStale(dir string) {
	matches, _ := filepath.Glob(dir + ".new-*")
	for _, m := range matches {
		if _, err := strconv.Atoi(strings.TrimPrefix(m, dir+".new-")); err == nil {
			_ = os.RemoveAll(m)
		}
	}
	if exists(dir) {
		_ = os.RemoveAll(dir + ".old")
	}
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}
