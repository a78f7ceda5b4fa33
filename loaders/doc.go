// Package loaders builds an index: it walks a repository, lowers every
// source file through a language front end (package python) to the
// statement IR (package ir), builds the system dependence graph (package
// pdg) and bulk-loads it into Kùzu.
//
// # Pipeline
//
//	Walk ─▶ parse (GOMAXPROCS workers) ─▶ pdg.Build ─▶ CSV files ─▶ COPY ─▶ swap
//	   └──▶ per-line token counts (beside parse and build) ──┘
//
// Walk honours .gitignore files (github.com/sabhiram/go-gitignore, one
// matcher per directory that has one), skips version-control, virtualenv,
// cache and node_modules directories, and skips with a warning files over
// the size limit or not valid UTF-8. It reads nothing outside the root:
// symlinks are never followed (one leaving the root, broken or looping is
// a warning), files are opened with O_NOFOLLOW.
//
// # Module names
//
// A file is named as Python imports it: by its path below a source root
// (roots.go), slashes turned to dots, ".py" and a final "__init__"
// dropped; a directory needs no __init__.py to be part of the name
// (namespace packages). SourceRoots finds the roots before parsing:
//
//   - The indexed directory is always one. When it is itself a package
//     (it has an __init__.py), names start with its directory name, so
//     that the package's absolute imports resolve.
//   - The indexed directory and every directory holding a walked file and
//     a pyproject.toml, setup.cfg or setup.py are projects. A project's
//     configuration declares roots relative to it: pyproject.toml
//     [tool.setuptools] package-dir and packages.find.where, [tool.poetry]
//     packages' from, hatch's packages (their parent directories) and
//     sources, [tool.pdm.build] package-dir, [tool.uv.build-backend]
//     module-root, [tool.maturin] python-source; setup.cfg [options]
//     package_dir and [options.packages.find] where. A package-dir entry
//     for a named package (or a hatch source rewritten to a name) makes
//     its directory stand for that name.
//   - A project that declares none and is not a package has its src/
//     directory as a root when src/ is not a package either (the src
//     layout): src/slugkit/core.py is slugkit.core, and tests that import
//     slugkit resolve into it. A src/ with an __init__.py keeps src.
//     names.
//
// A file is named from the longest root that holds it; files under no
// other root (tests/, setup.py, a flat layout) keep their path names from
// the indexed directory, so ordinary layouts are named as before and two
// projects' tests keep distinct names. pdg.Build also lets imports reach a
// renamed module by its path name (src.slugkit.core), as code that puts
// the repository itself on the import path writes it. Configuration that
// does not parse, or declares a root outside the repository, is a warning
// and adds nothing.
//
// # Change sets
//
// Package changes reads a change set from git (read-only: no index
// refresh, no external diff) as line numbers per file. ReadDiff compares
// its Python files with an index (the SHA-256 digests of meta.json; a
// deleted file still indexed is stale too; a changed file no index run
// takes is not indexed, never stale) and BaseScopes parses the base
// version of files that lost lines: it names the functions and classes
// deleted whole and places each run of deleted lines in its base scope,
// which diff-context finds in the head by name. IndexCommit indexes a
// commit's tree apart, in a temporary directory.
//
// # Invariants
//
//   - Loading is bulk COPY from CSV files only; row-by-row CREATE is three
//     orders of magnitude slower (../shared/kuzu-notes.md).
//   - An index is built in DIR.new-PID and replaces DIR only when complete
//     (swap: DIR → DIR.old, DIR.new-PID → DIR, remove DIR.old). Recover
//     restores DIR.old when a crash fell between the two renames, so an
//     interrupted run never loses the previous index.
//   - One flock(2) on DIR.lock (lock.go) is held by an index run for its
//     whole length and by a --write session while it is open: two writers
//     never meet, a swap never moves a directory a writer holds, and the
//     kernel releases the lock of a killed process. Under the lock a run
//     first removes what killed runs left (DIR.new-PID, DIR.old); a reader's
//     Recover acts only under the lock, and otherwise waits out the swap.
//   - meta.json (written by a rename, never in place) records size,
//     modification time and SHA-256 of the graph and search files
//     (integrity.go). ReadMeta compares sizes and times on every open, so a
//     truncated, replaced or rewritten file is reported as damage with the
//     command that rebuilds; Verify (`semantica check`) compares digests.
//   - A file that does not parse is indexed as far as tree-sitter recovered
//     it, and every broken region becomes a warning. A panic in a front end
//     or in the graph build costs only the file that causes it (buildSafe
//     builds each file alone to find it), and so does a scope over
//     MaxScopeStmts statements (limitScopes, before any graph is built).
//   - meta.json records the schema version, the absolute root and the
//     SHA-256 of every file, so queries can refuse a stale index.
//   - Token counts stored at index time are per-line sums (cl100k_base);
//     they are planning estimates. Output budgets are enforced by counting
//     the final text exactly.
//   - Statistics for the planner's cost model are computed from the built
//     graph (stats.go): DATA/CTRL fan-in and fan-out and call sites per
//     statement, size and call fan-in/out per scope, stub sizes; each
//     statement's effect class comes from pdg.Effect. Inside a git work
//     tree, `git blame --line-porcelain` of each tracked file gives per scope
//     the distinct commits behind its current lines (churn), the newest
//     commit time and churn over the repository's largest (hotspot). No
//     statistic needs the network.
//   - The Bleve text index (textindex.go: one document per module, class,
//     function and method; BM25 on the mapping) is written into the same
//     new directory, beside the Kùzu load, so it is swapped in with the
//     graph. The event log (events.jsonl) is carried over on re-indexing.
//   - Watch (`semantica watch`) keeps an index fresh: fsnotify events, one
//     watch per directory, settle for a debounce interval; then Changed
//     compares every file's SHA-256 with meta.json and Index runs only
//     when some content changed (in place when it can, below).
//
// # Incremental re-index
//
// A re-index first tries to update the previous index in place
// (incremental.go). The test it must pass is that the new tree's system
// dependence graph is the previous one but for text and positions: no
// file added or removed, at most MaxIncrementalFiles changed, none of
// them Go (whose Linker reads every file of a package) or with a syntax
// error, and each with its previous Fingerprint: the SHA-256 of its IR
// with every position, a scope's signature and docstring left out, a
// call's line kept relative to its statement (fingerprint.go). The IR is
// everything pdg.Build reads, so the graph's vertices, edges, calls,
// closure tables, statistics of fan-in and fan-out and ids are those of
// the previous run, and what differs is what the build copies from text
// and positions into rows. Those rows come from building the changed
// files alone: a statement's text, lines and tokens, a scope's lines,
// signature, docstring and token sums, a file's lines and tokens read
// nothing of other files. They are paired with the previous rows of the
// same files in id order (a build numbers a file's statements and scopes
// in the order of its IR, whatever other files it builds with; a pairing
// that disagrees on a kind or a qualified name declines the update),
// merged (the structural columns, the defs and uses whose parameter-outs
// come from other files among them, kept), and written into a copy of
// the index directory in one Kùzu write transaction: numeric columns of
// every moved row, string columns only where they changed (Kùzu rewrites
// a string column's whole node group for one value and reclaims nothing,
// so a graph grown past GraphGrowthLimit times its built size is built
// afresh), the calls' lines shifted with their statements, the changed
// files' chunks updated likewise when the edit kept every chunk id and
// link (a comment or a moved line: ids come from content), else replaced
// (COPY appends to the non-empty tables), and their search documents
// re-indexed in Bleve. The commit is left in Kùzu's write-ahead log
// (queries.WALFile) while the log stays under MaxWALBytes, so the graph
// file stays the copy's and the checkpoint (most of the update's time) is
// paid about once every few updates; every open replays the log. The copy
// is sealed (digests of the files that changed, the log's among them; the
// others' carried over) and swapped in like a
// full build's, so readers never see a half-applied update and a failed
// update leaves the previous index. Git statistics are kept only while
// HEAD has not moved: the changed files are blamed again, and a change of
// the largest churn (every hotspot's denominator) builds everything.
// Whatever fails the test (a statement, call, use or import changed, a
// constant the points-to analysis keys on) runs the full build, and the
// summary says why (Summary.FullReason). TestIncrementalEqualsFull checks,
// on random edit sequences over real Python and JavaScript packages, that
// the result equals a full index of the same tree, row by row.
package loaders
