package loaders

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"
)

// A SourceRoot is a directory of the repository that is on the import
// path: a file at Dir/a/b.py is the module Prefix.a.b, or a.b when Prefix
// is empty.
type SourceRoot struct {
	Dir    string // relative to the indexed root, slash-separated; "" for the root
	Prefix string // the dotted package name Dir stands for; "" for none
	Why    string // where the root comes from
}

// SourceRoots finds the source roots of the repository at root, whose
// walked files are files. The indexed root is always one: named after its
// directory when it is itself a package (it has an __init__.py), so that
// the package's absolute imports resolve, else with no prefix. The indexed
// root and every directory holding a walked file and a pyproject.toml,
// setup.cfg or setup.py (a project) add:
//
//   - the roots its configuration declares, relative to it: in
//     pyproject.toml [tool.setuptools] package-dir and
//     packages.find.where, [tool.poetry] packages' from, hatch's
//     packages (their parent directories) and sources, [tool.pdm.build]
//     package-dir, [tool.uv.build-backend] module-root and [tool.maturin]
//     python-source; in setup.cfg [options] package_dir and
//     [options.packages.find] where;
//   - when it declares none and is not itself a package, its src/
//     directory if that is not a package either (the src layout).
//
// A project's other files (tests/, setup.py, a flat layout) keep the
// names their paths give from the indexed root, so that the tests of two
// projects of a monorepo keep distinct names. A file is named from the longest root that
// holds it (ModuleName). The warnings say which configuration could not
// be read.
func SourceRoots(root string, files []SourceFile) ([]SourceRoot, []string) {
	isPkg := func(dir string) bool {
		fi, err := os.Stat(filepath.Join(root, filepath.FromSlash(dir), "__init__.py"))
		return err == nil && !fi.IsDir()
	}
	roots := []SourceRoot{{Why: "the indexed directory"}}
	if isPkg("") {
		roots[0] = SourceRoot{Prefix: filepath.Base(root), Why: "the indexed directory, itself a package"}
	}
	var srcRoots []SourceRoot
	var warnings []string
	for _, dir := range projectDirs(root, files) {
		var declared []SourceRoot
		for _, name := range []string{"pyproject.toml", "setup.cfg"} {
			rel := path.Join(dir, name)
			b, err := readConfig(filepath.Join(root, filepath.FromSlash(rel)))
			if b == nil {
				if err != nil {
					warnings = append(warnings, fmt.Sprintf("%s: %v (its source roots are ignored)", rel, err))
				}
				continue
			}
			var rs []SourceRoot
			if name == "pyproject.toml" {
				rs, err = pyprojectRoots(b)
			} else {
				rs = setupCfgRoots(b)
			}
			if err != nil {
				warnings = append(warnings, fmt.Sprintf("%s: %v (its source roots are ignored)", rel, err))
				continue
			}
			for _, r := range rs {
				d, ok := inside(dir, r.Dir)
				if !ok {
					warnings = append(warnings, fmt.Sprintf("%s: source root %q leaves the repository (ignored)", rel, r.Dir))
					continue
				}
				declared = append(declared, SourceRoot{Dir: d, Prefix: r.Prefix, Why: rel + " " + r.Why})
			}
		}
		roots = append(roots, declared...)
		if src := path.Join(dir, "src"); len(declared) == 0 && !isPkg(dir) && isDir(root, src) && !isPkg(src) {
			srcRoots = append(srcRoots, SourceRoot{Dir: src, Why: "src layout (a src/ directory that is not a package)"})
		}
	}
	roots = append(roots, srcRoots...)
	// One root per directory (the first found wins: the indexed root,
	// then declarations, then heuristics), longest first.
	seen := map[string]bool{}
	out := roots[:0]
	for _, r := range roots {
		if !seen[r.Dir] {
			seen[r.Dir] = true
			out = append(out, r)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return len(out[i].Dir) > len(out[j].Dir) })
	return out, warnings
}

// projectDirs lists "" (the indexed root) and every directory holding a
// walked file that has a pyproject.toml, setup.cfg or setup.py, sorted.
func projectDirs(root string, files []SourceFile) []string {
	dirs := map[string]bool{"": true}
	for _, f := range files {
		for d := path.Dir(f.Path); d != "." && !dirs[d]; d = path.Dir(d) {
			dirs[d] = false
		}
	}
	var out []string
	for d, isProject := range dirs {
		if !isProject {
			for _, name := range []string{"pyproject.toml", "setup.cfg", "setup.py"} {
				if fi, err := os.Lstat(filepath.Join(root, filepath.FromSlash(d), name)); err == nil && fi.Mode().IsRegular() {
					isProject = true
					break
				}
			}
		}
		if isProject {
			out = append(out, d)
		}
	}
	sort.Strings(out)
	return out
}

// readConfig reads a configuration file: nil and no error when there is
// none or it is a symlink (which may leave the root), an error when it is
// over DefaultMaxFileBytes or cannot be read.
func readConfig(p string) ([]byte, error) {
	fi, err := os.Lstat(p)
	if err != nil || !fi.Mode().IsRegular() {
		return nil, nil
	}
	if fi.Size() > DefaultMaxFileBytes {
		return nil, fmt.Errorf("%d bytes is over the %d-byte limit", fi.Size(), DefaultMaxFileBytes)
	}
	return readNoFollow(p)
}

func isDir(root, rel string) bool {
	fi, err := os.Lstat(filepath.Join(root, filepath.FromSlash(rel)))
	return err == nil && fi.IsDir()
}

// inside joins a configured directory to the project directory it is
// relative to; false when the result is absolute or leaves the root.
func inside(project, dir string) (string, bool) {
	dir = strings.ReplaceAll(strings.TrimSpace(dir), `\`, "/")
	if path.IsAbs(dir) {
		return "", false
	}
	d := path.Join(project, dir)
	if d == ".." || strings.HasPrefix(d, "../") {
		return "", false
	}
	if d == "." {
		d = ""
	}
	return d, true
}

// pyprojectRoots reads the source roots a pyproject.toml declares. Dir is
// relative to the file's directory.
func pyprojectRoots(b []byte) ([]SourceRoot, error) {
	var doc map[string]any
	if err := toml.Unmarshal(b, &doc); err != nil {
		return nil, fmt.Errorf("not valid TOML: %v", err)
	}
	var out []SourceRoot
	add := func(dir, prefix, why string) { out = append(out, SourceRoot{Dir: dir, Prefix: prefix, Why: why}) }
	// setuptools: package-dir maps package names to directories ("" is the
	// root package); packages.find (a table of its own, or the packages key
	// as an inline table) looks for packages under where.
	for name, dir := range table(doc, "tool", "setuptools", "package-dir") {
		if s, ok := dir.(string); ok {
			add(s, name, "[tool.setuptools] package-dir")
		}
	}
	for _, w := range strings_(lookup(doc, "tool", "setuptools", "packages", "find", "where")) {
		add(w, "", "[tool.setuptools.packages.find] where")
	}
	// Poetry: packages = [{include = "pkg", from = "src"}].
	if list, ok := lookup(doc, "tool", "poetry", "packages").([]any); ok {
		for _, e := range list {
			if m, ok := e.(map[string]any); ok {
				if from, ok := m["from"].(string); ok {
					add(from, "", "[tool.poetry] packages from")
				}
			}
		}
	}
	// Hatch: packages = ["src/pkg"] ships pkg from src; sources is a list
	// of prefixes to strip or a table rewriting them.
	for _, at := range [][]string{{"tool", "hatch", "build"}, {"tool", "hatch", "build", "targets", "wheel"}} {
		for _, p := range strings_(lookup(doc, append(at, "packages")...)) {
			if d := path.Dir(strings.TrimSuffix(p, "/")); d != "." {
				add(d, "", "[tool.hatch] packages")
			}
		}
		switch s := lookup(doc, append(at, "sources")...).(type) {
		case []any:
			for _, d := range strings_(s) {
				add(d, "", "[tool.hatch] sources")
			}
		case map[string]any:
			for d, to := range s {
				if t, ok := to.(string); ok {
					add(d, strings.ReplaceAll(strings.Trim(t, "/"), "/", "."), "[tool.hatch] sources")
				}
			}
		}
	}
	if d, ok := lookup(doc, "tool", "pdm", "build", "package-dir").(string); ok {
		add(d, "", "[tool.pdm.build] package-dir")
	}
	if d, ok := lookup(doc, "tool", "uv", "build-backend", "module-root").(string); ok {
		add(d, "", "[tool.uv.build-backend] module-root")
	}
	if d, ok := lookup(doc, "tool", "maturin", "python-source").(string); ok {
		add(d, "", "[tool.maturin] python-source")
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Dir < out[j].Dir })
	return out, nil
}

// lookup follows keys through nested tables; nil when one is missing.
func lookup(v any, keys ...string) any {
	for _, k := range keys {
		m, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		v = m[k]
	}
	return v
}

func table(v any, keys ...string) map[string]any {
	m, _ := lookup(v, keys...).(map[string]any)
	return m
}

// strings_ reads a string or a list of strings.
func strings_(v any) []string {
	switch v := v.(type) {
	case string:
		return []string{v}
	case []any:
		var out []string
		for _, e := range v {
			if s, ok := e.(string); ok {
				out = append(out, s)
			}
		}
		return out
	}
	return nil
}

// setupCfgRoots reads the source roots a setup.cfg declares: [options]
// package_dir ("=src" for the root package, "pkg = lib/pkg" per package)
// and [options.packages.find] where.
func setupCfgRoots(b []byte) []SourceRoot {
	var out []SourceRoot
	for _, kv := range iniValues(b, "options", "package_dir") {
		name, dir, ok := strings.Cut(kv, "=")
		if ok {
			out = append(out, SourceRoot{Dir: strings.TrimSpace(dir), Prefix: strings.TrimSpace(name), Why: "[options] package_dir"})
		}
	}
	for _, w := range iniValues(b, "options.packages.find", "where") {
		out = append(out, SourceRoot{Dir: w, Why: "[options.packages.find] where"})
	}
	return out
}

// iniValues returns the non-empty lines of key's value in section of an
// INI file as setuptools reads it: "key = value" or "key: value", the
// value continued on indented lines, comments starting with # or ;.
func iniValues(b []byte, section, key string) []string {
	var out []string
	cur, inKey := "", false
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		line := sc.Text()
		trimmed := strings.TrimSpace(line)
		if trimmed == "" || trimmed[0] == '#' || trimmed[0] == ';' {
			continue
		}
		if line[0] == ' ' || line[0] == '\t' {
			if inKey {
				out = append(out, trimmed)
			}
			continue
		}
		inKey = false
		if strings.HasPrefix(trimmed, "[") && strings.HasSuffix(trimmed, "]") {
			cur = strings.TrimSpace(trimmed[1 : len(trimmed)-1])
			continue
		}
		i := strings.IndexAny(trimmed, "=:")
		if cur != section || i < 0 || strings.TrimSpace(trimmed[:i]) != key {
			continue
		}
		inKey = true
		if v := strings.TrimSpace(trimmed[i+1:]); v != "" {
			out = append(out, v)
		}
	}
	return out
}

// ModuleName returns the dotted module name of the file at rel (relative
// to the indexed root) and whether it is a package's __init__. The file is
// named from the longest of roots (SourceRoots) that holds it: its path
// below the root's directory, after the root's prefix. A directory below
// the root needs no __init__.py to be part of the name (namespace
// packages).
func ModuleName(roots []SourceRoot, rel string) (string, bool) {
	if fe := FrontEndOf(rel); fe != nil && fe.Name() != "python" {
		// Source roots come from Python's project files; other languages
		// name a file by its path from the indexed root, as their front
		// ends resolve relative imports.
		return fe.Module(rel)
	}
	r := SourceRoot{}
	for _, c := range roots {
		if c.Dir == "" || strings.HasPrefix(rel, c.Dir+"/") {
			r = c
			break
		}
	}
	mod, pkg := pathModule(strings.TrimPrefix(rel, r.Dir+"/"))
	switch {
	case r.Prefix == "":
		return mod, pkg
	case mod == "":
		return r.Prefix, pkg
	}
	return r.Prefix + "." + mod, pkg
}

// pathModule names the file at rel by its path alone, as its front end
// does (ir.FrontEnd.Module); a file no front end reads is named by its
// path without its extension, slashes turned to dots.
func pathModule(rel string) (string, bool) {
	if fe := FrontEndOf(rel); fe != nil {
		return fe.Module(rel)
	}
	mod := strings.TrimSuffix(rel, path.Ext(rel))
	return strings.ReplaceAll(mod, "/", "."), false
}
