// Semantica graph schema (Kùzu DDL). One statement per ";"-terminated block.
// Units: lines are 1-based and inclusive; tokens are cl100k_base BPE tokens.

// File: one indexed source file.
//   path: relative to the indexed root, slash-separated (primary key)
//   module: dotted module name; lines: line count; tokens: tokens of the whole file
//   sha256: hex digest of the content at index time (staleness check)
//   parse_errors: number of regions tree-sitter could not parse
//   stmts: statements; data_in, data_out: DATA edges from / to other files'
//   statements; calls_in, calls_out: CALLS edges from / to other files' scopes
//   churn: commits that last touched one of its current
//   lines (git blame), 0 outside git; last_change: newest such commit time,
//   Unix seconds, 0 outside git
CREATE NODE TABLE File(path STRING, module STRING, lines INT64, tokens INT64, sha256 STRING, parse_errors INT64, stmts INT64, data_in INT64, data_out INT64, calls_in INT64, calls_out INT64, churn INT64, last_change INT64, PRIMARY KEY(path));

// Func: a scope (module, class or function/method), a lambda (kind 'lambda':
// in the call graph only, with no statements of its own), or a callee that
// is not defined in the repository (kind 'builtin', 'external' or
// 'unresolved').
//   qname: dotted qualified name (pkg.mod.Class.method; module code as pkg.mod;
//          builtins as <builtin>.NAME; unresolved as <unresolved>.TEXT;
//          lambdas as SCOPE.<lambdaN>, N counting the scope's lambdas from 1)
//   file, line, end_line: span of the whole definition (0 for external callees)
//   signature: header text; doc: first docstring line; tokens: tokens of the span
//   def_stmt: Stmt.id of the def/class statement (-1 for modules, lambdas and externals)
//   parent: Func.id of the enclosing scope (-1 for modules and externals)
//   stmts: statements of its own body; body_tokens: their tokens, docstrings
//          and other string-only statements left out (what a slice can hold)
//   calls_in, calls_out: CALLS fan-in and fan-out
//   sig_tokens: tokens of its stub (signature and first docstring line)
//   churn, last_change: as for File, over the span's lines; hotspot: churn
//   divided by the largest churn of the repository, in [0,1]
CREATE NODE TABLE Func(id INT64, qname STRING, name STRING, kind STRING, file STRING, line INT64, end_line INT64, signature STRING, doc STRING, tokens INT64, def_stmt INT64, parent INT64, stmts INT64, body_tokens INT64, calls_in INT64, calls_out INT64, sig_tokens INT64, churn INT64, last_change INT64, hotspot DOUBLE, PRIMARY KEY(id));

// Stmt: one statement (a simple statement or the header of a compound one).
//   func: Func.id of the scope whose body holds it; kind: ir kind (simple, if, def, ...)
//   line..end_line: the statement's lines (header lines only for compound statements)
//   text: source text of those lines; tokens: tokens of text
//   scored: false for imports (not scored by slicing-rules.md)
//   defs, uses: space-separated access paths the statement defines / reads
//          (a def statement defines its name and its parameters)
//   effect: 0 pure, 0.1 read-only, 0.5 writes state, 1 I/O (planner.Effect)
//   data_in, data_out, ctrl_in, ctrl_out: DATA / CTRL edges between this
//          statement's vertices and other statements'; call_out: call sites
//   loop_from, loop_to: for a loop header (for, while, do_while), the first
//          and last line of what one iteration runs: the header and its body
//          (a do-while's body, then its condition), the loop's else clause
//          left out; 0 for any other statement
CREATE NODE TABLE Stmt(id INT64, file STRING, func INT64, line INT64, end_line INT64, kind STRING, text STRING, tokens INT64, scored BOOLEAN, defs STRING, uses STRING, effect DOUBLE, data_in INT64, data_out INT64, ctrl_in INT64, ctrl_out INT64, call_out INT64, loop_from INT64, loop_to INT64, PRIMARY KEY(id));

// Vertex: a vertex of the system dependence graph (Horwitz–Reps–Binkley 1990).
//   role: stmt | entry | call | actual_in | actual_out | formal_in | formal_out | jump
//         (jump: the control part of a return/raise/break/continue that can skip
//         statements; what it skips depends on it, and it has no data dependences)
//   stmt: Stmt.id of the statement the vertex belongs to (-1 for a module entry);
//         entry/formal vertices belong to the def/class statement
//   func: Func.id of the scope the vertex is in
//   var: what the vertex defines: for a stmt vertex the space-separated
//        access paths the statement itself defines; for an actual-out the
//        argument path a callee may modify ("return" for a call's result);
//        for actual-in and formal vertices the parameter name
CREATE NODE TABLE Vertex(id INT64, role STRING, stmt INT64, func INT64, var STRING, PRIMARY KEY(id));

// Dependence edges, one rel table per kind, from the vertex depended on to
// the dependent vertex. var is the access path a DATA edge carries, the
// parameter of a PARAM_IN/PARAM_OUT edge, "" otherwise. One table per kind
// (not one table with a kind property) because Kùzu 0.11.3 applies a
// property filter of a SHORTEST recursive pattern after choosing shortest
// paths (kuzudb/kuzu#5331) and so misses reachable vertices; a label
// alternation (DATA|CTRL) selects tables before the search.
//   DATA: def-use chain (reaching definitions)
//   CTRL: control dependence (Ferrante–Ottenstein–Warren), also call-site to
//         actual-outs
//   ARG_CTRL: call-site to actual-in (the argument is evaluated when the call
//         runs), walked backward only: a forward slice enters a callee only
//         through arguments that carry the criterion's value (rules 12–14)
//   JUMP: a guard depends on the jump it guards (rule 9), walked backward only
//   SUMMARY: actual-in to actual-out through a callee (HRB summary edge)
//   CALL: call-site vertex to the callee's entry
//   PARAM_IN: actual-in to formal-in; PARAM_OUT: formal-out to actual-out
//   GLOBAL: a def-use chain from a write of a module-level variable inside a
//         function to a read of it in another scope; a slice crossing it
//         may climb to the writer's call sites
CREATE REL TABLE DATA(FROM Vertex TO Vertex, var STRING);
CREATE REL TABLE CTRL(FROM Vertex TO Vertex, var STRING);
CREATE REL TABLE JUMP(FROM Vertex TO Vertex, var STRING);
CREATE REL TABLE SUMMARY(FROM Vertex TO Vertex, var STRING);
CREATE REL TABLE CALL(FROM Vertex TO Vertex, var STRING);
CREATE REL TABLE PARAM_IN(FROM Vertex TO Vertex, var STRING);
CREATE REL TABLE PARAM_OUT(FROM Vertex TO Vertex, var STRING);
CREATE REL TABLE ARG_CTRL(FROM Vertex TO Vertex, var STRING);
CREATE REL TABLE GLOBAL(FROM Vertex TO Vertex, var STRING);

// SLICE_FWD and SLICE_BWD: the edges a slice's closure inside a call level
// walks, forward (DATA, CTRL, SUMMARY) and backward (those and JUMP,
// ARG_CTRL), each in one table, stored in the direction the closure walks
// it: SLICE_BWD holds its edges reversed (dependent to depended-on), and
// both keep their forward adjacency only. Kùzu's recursive join sets up a
// scan of every table of a pattern at each iteration of each seed's
// search: over one table instead of three or five, the closures of a
// 10-file flask diff took 16-21 ms instead of 29-48 (forward) and 16-18
// instead of 48-68 (backward). Each pair of vertices is joined once,
// without properties; the per-kind tables stay for every other use (an
// unlabeled rel pattern matches these two as well: name the tables). A
// --write session refills them when it ends (DB.RebuildClosureTables).
CREATE REL TABLE SLICE_FWD(FROM Vertex TO Vertex) WITH (storage_direction = 'fwd');
CREATE REL TABLE SLICE_BWD(FROM Vertex TO Vertex) WITH (storage_direction = 'fwd');

// STUB_FWD and STUB_BWD: at the depth limit a callee is a stub (rule 15)
// whose value depends on all its arguments (rule 11's reading for a callee
// the slice does not enter): an edge from every actual-in of a call (ARG_CTRL
// from its call vertex) to each of the call's results (its actual-outs
// 'return' and, for a Go call with several results, 'return#i', CTRL from
// the call vertex), forward, and reversed in STUB_BWD.
// A closure at the depth limit walks them beside SLICE_FWD / SLICE_BWD in
// place of the callees' summary edges, which stand for bodies the slice
// would enter. STUB_FWD keeps both adjacencies: a thin backward closure
// walks it in reverse beside DATA and SUMMARY (a reverse walk over a table
// stored forward only crashes Kùzu 0.11.3). Refilled with the closure
// tables (DB.RebuildClosureTables).
CREATE REL TABLE STUB_FWD(FROM Vertex TO Vertex);
CREATE REL TABLE STUB_BWD(FROM Vertex TO Vertex) WITH (storage_direction = 'fwd');

// BOUNDED_FWD_k and BOUNDED_BWD_k (k = 1..5): the depth-bounded summary
// edges a closure with k call levels left before the depth limit walks
// beside SLICE_FWD / SLICE_BWD: actual-in to actual-out of a call that
// carries the argument into that result when the functions more than k - 1
// calls below its callee are stubs (rule 15; a recursive call enters a
// function already entered), and whose summary edge (the unbounded
// fixpoint) does not. Computed by the loader (pdg.BoundedSummaries) and
// refilled after a --write session (loaders.RebuildBoundedTables);
// BOUNDED_FWD_k keeps both adjacencies for a thin backward closure, as
// STUB_FWD does.
CREATE REL TABLE BOUNDED_FWD_1(FROM Vertex TO Vertex);
CREATE REL TABLE BOUNDED_BWD_1(FROM Vertex TO Vertex) WITH (storage_direction = 'fwd');
CREATE REL TABLE BOUNDED_FWD_2(FROM Vertex TO Vertex);
CREATE REL TABLE BOUNDED_BWD_2(FROM Vertex TO Vertex) WITH (storage_direction = 'fwd');
CREATE REL TABLE BOUNDED_FWD_3(FROM Vertex TO Vertex);
CREATE REL TABLE BOUNDED_BWD_3(FROM Vertex TO Vertex) WITH (storage_direction = 'fwd');
CREATE REL TABLE BOUNDED_FWD_4(FROM Vertex TO Vertex);
CREATE REL TABLE BOUNDED_BWD_4(FROM Vertex TO Vertex) WITH (storage_direction = 'fwd');
CREATE REL TABLE BOUNDED_FWD_5(FROM Vertex TO Vertex);
CREATE REL TABLE BOUNDED_BWD_5(FROM Vertex TO Vertex) WITH (storage_direction = 'fwd');

// CALLS: call-graph edge; site is the Stmt.id of the calling statement.
CREATE REL TABLE CALLS(FROM Func TO Func, site INT64, line INT64);

// INVOKES: a calling statement and each function it calls (CALLS by its
// site, one row per statement and callee), for the callees of a slice's
// statements (stubs, call lists): matched from the statements, the query
// reads Stmt's id column and the rows of the statements asked about,
// where matching CALLS on site filters every call-graph edge.
CREATE REL TABLE INVOKES(FROM Stmt TO Func);

// CONTAINS: a scope and the statements of its own body.
CREATE REL TABLE CONTAINS(FROM Func TO Stmt);

// DECLARES: a file and its statements.
CREATE REL TABLE DECLARES(FROM File TO Stmt);

// OWNS: a statement and the SDG vertices that belong to it.
CREATE REL TABLE OWNS(FROM Stmt TO Vertex);

// GOVERNS: a try header, the else clause of a try or a finally header, and
// each statement it governs (rule 8): the statements of its body (with the
// finally clause of a try among them) and, for a try, its except and else
// headers. Rule 8 puts such a header in every slice that holds a statement
// it governs, also where no dependence brings it (a forward slice follows
// what depends on the criterion, not what its statements depend on). Not a
// dependence edge: the engine follows it, transitively, after the slice is
// computed.
CREATE REL TABLE GOVERNS(FROM Stmt TO Stmt);

// DEPENDS: the dependence edges of the SDG lifted to statements, for the
// explanation of each line of a slice (why it is there): a row per
// distinct (statement depended on, dependent statement, kind, var) of the
// DATA, GLOBAL, CTRL, JUMP, SUMMARY, PARAM_IN and PARAM_OUT edges between
// vertices of two different statements; kind is the edge's table name.
// Never walked by a slice (slices follow the vertex-level edges, which
// keep call sites and parameters apart): it answers "which edges join
// these statements" in one hop from the statements asked about, where the
// vertex-level pattern expands every vertex of their scopes (an index
// change measured on 24 depth-3 slices of the standard library: 1.40 s
// of queries before, 0.59 s after).
CREATE REL TABLE DEPENDS(FROM Stmt TO Stmt, kind STRING, var STRING);

// Chunk: retrieval chunks (loaders/chunks). A parent for every file
// (exactly one), class, function and method, and leaves: pieces of a
// parent's own lines (those of no nested class or function) between
// min_tokens and max_tokens, cut only where no statement spans the cut,
// each after the first starting with up to overlap_lines lines of the one
// before it. Ids come from content, not position: a parent's from the
// repository, its qualified name (a file's path) and its canonical
// signature; a leaf's from the repository, the file path, its canonical
// text (comments and insignificant whitespace dropped) and its parent's
// id. content_hash is the hash of the canonical text, so a re-index can
// tell INSERT, UPDATE, DELETE and NOOP apart. file_sha256, parser, config
// and run are the chunk's lineage. func is the scope's Func id (a leaf:
// its parent's), -1 when none.
CREATE NODE TABLE Chunk(id STRING, kind STRING, parent STRING, file STRING, qname STRING, func INT64, line INT64, core_line INT64, end_line INT64, ordinal INT64, tokens INT64, content_hash STRING, file_sha256 STRING, parser STRING, config STRING, run STRING, PRIMARY KEY(id));

// CHUNK_OF: a chunk and the scope (Func) it is or lies in.
CREATE REL TABLE CHUNK_OF(FROM Chunk TO Func);

// CHUNK_HOLDS: a leaf chunk and the statements whose first line lies in
// its core (its lines less the overlap): each statement in at most one.
CREATE REL TABLE CHUNK_HOLDS(FROM Chunk TO Stmt);
