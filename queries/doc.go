// Package queries is Semantica's only door to Kùzu: opening a database,
// running Cypher with parameters, bulk COPY, and the slice engine. Keeping
// Kùzu behind this package lets a fork or another openCypher engine replace
// it (Kùzu's repository was archived in October 2025).
//
// # Slices in Cypher
//
// A slice is reachability over the SDG, computed inside Kùzu with
// recursive SHORTEST patterns (one BFS per query; path enumeration is never
// used, it explodes). Horwitz–Reps–Binkley two-phase slicing must not
// ascend after it has descended, and rule 15 bounds how many call edges may
// be crossed, so the engine runs each phase level by level: one recursive
// query computes the closure inside a call level over data, ctrl, jump and
// arg_ctrl (both backward only) and summary edges, and one plain query per
// boundary vertex crosses to the next level (param_in edges up, param_out
// down for a backward slice; mirrored forward). A recursive function's
// call of itself crosses no call edge between functions (rule 15 counts
// the edges from the criterion's function, and a function is at its own
// distance): what a crossing reaches in the very function it crossed from
// (vref.from) stays at the level and is closed over and crossed from again
// at that level, at most maxRecursionPasses times per level and phase, and
// at the depth limit phase 1 crosses only to such call sites
// (selfCallSites) and to call sites in the criterion's own function
// (Result.home, at level 0: a mutual recursion back into it, one
// held_caller_pairs query in place of held_callers). The criterion's own
// function is at distance 0 however a path comes back to it: a phase 2
// crossing into it from another function enters it at level 0, and once
// phase 2 is done it runs again from those vertices (go-v25/07: from a
// delete in Prune the slice climbs two callers and descends through
// sweep's call of Prune for its result, which must not make Prune a
// stub); at the depth limit phase 2 crosses only from functions that call
// themselves or the criterion's (limitCallers, one held_caller_pairs
// query). Seeds in several functions (a diff) have no home, so that
// their slice stays the union of theirs, each taken without one. Any
// other mutual recursion still counts each edge. Phase 2 is
// context-sensitive for calls through a value too (rule 12: a descent never
// returns to a different call site): a function entered only by descent
// runs the closures its entering call sites pass, so a crossing from it into
// a closure nested in a function that calls it directly, at call sites none
// of which the slice reached, is dropped, and so is one created inline in
// a call of it the slice does not hold, module code included
// (sumBy(parcels, ({ kg }) => kg)); backward, so is a function defined at
// module level that the crossed call does not name itself when at most
// maxNamedSites call sites of the descended function name it
// (sum_by(parcels, weight_of)) and the slice holds none of them
// (otherCallers: one func_row per function met, one caller_sites query
// per enclosing function and function pair, one site_uses query per call
// statement and one callee_sites query per descended function; other
// module- and class-level functions, and all of them forward, where a
// slice from several seeds must stay the union of theirs, are kept). A
// backward
// criterion that uses var (a guard such as if value < 0:) seeds the
// reaching definitions of var and its control dependences (from other
// statements: a call of the line's own, the control parent of its
// actual-outs, is not one, or cmp(b, 3) with var b would bring what the
// callee's name reads), and the raise
// statements it guards (guarded_jumps, rule 9: a jump is in whenever its
// guard is); a return, break or continue it guards comes after it and is
// left out, as the golden scenarios' authors read it (guardedJumps).
// Forward, a criterion that defines var seeds its uses; an if, elif or
// while header that defines it (Python's walrus, JavaScript's assignment
// in a condition) also seeds itself, as its condition is made from the
// definition and what it controls depends on it (conditionDefines).
// Call edges are not followed: slicing rules 12–13 ascend and descend only through
// parameters. Backward, an actual-in's arg_ctrl edge from its call-site
// vertex brings the call's own control dependences; forward, a call reached
// by control dependence alone reaches its actual-outs (what the call
// defines) but not its actual-ins, so the slice descends only through
// arguments whose value depends on the criterion. A GLOBAL edge (a write of
// a module-level variable inside a function, read in another scope) ends a
// round: when the two phases are done, the reads they reached that have
// one (their ids are loaded once per DB) are crossed to the writes, which
// start another round of both phases at the read's call level, free to
// ascend to the writer's call sites (rule 12 from the writer, issue 11
// defect 5), at most MaxGlobalRounds rounds after the first. A backward
// round also takes the call-site vertices of each writer's function, one
// call level up (writer_calls.cypher per function, or for ManyWriters
// functions and more func_defs_many and writer_calls_many for all of
// them), or at the level of their function when the slice already holds
// it (a script's module code that calls the writer is the criterion's own
// scope): the call statement is where the write happens to its caller, as
// a parameter-out's call is (rule 10). Forward, the mirror: a write made in
// the criterion's function, or in a caller the slice ascended to, brings
// that function's call statements (late calls excepted), where the value
// leaves it (rule 13). The same holds for the writes that
// reach the criterion's own read (its reaching definitions through GLOBAL
// edges): their writers' call sites seed the first round. A call marked
// late for the variables of the writes crossed to (schema.LateCall on its
// CALL edge: no read of them can run after it; vertex_vars_many.cypher
// gives each write's variable) is no such call site, and a round after the
// first does not ascend into it through the writer's parameters either.
// Depth in such a round is call distance (rule 15): one breadth-first
// search per slice over CALLS, both ways through the repository's own
// scopes (call_distance.cypher, one query per edge), gives every function
// within depth its distance from the criterion's functions (forward, a
// read a GLOBAL edge reaches, from the criterion's write or in a round,
// is in no slice when its function lies past depth: the write gets there
// through call sites; a second search, farLevels levels further and at most
// farFrontier functions a level, tells such a function from one no call
// path joins to the criterion's, whose read stays); a writer's
// call site, and a call site the round ascends to, in a function nearer
// than the level it was reached at starts the next round again at that
// distance, even from the depth limit (a writer called through a function
// the criterion's own function calls is that near the criterion, not one
// level per caller above the read), in id order. A writer's call in a
// function the slice does not hold, or holds only as a callee it descended
// into (which runs the writer at each of its calls, not only the one the
// descent came through), also brings that function's call sites in
// functions the slice holds (held_callers.cypher, one call up). A
// writer's call sites sit one level above its nearest write, whatever
// order the rows come in. Calls share module-level state in order: in the
// criterion's function and the callers the first round ascended to, a
// round's call site is taken only when it may precede a statement the
// slice holds there (backward; forward, follow one other than the
// criterion's), by line, or anywhere in a loop around both, or anywhere
// backward when the function may run again (runsAgain: two call sites, or
// one in a loop or in a caller that may run again)
// (precedeHeld: scope_lines_many with the loops' lines; a call in
// another scope whose call sites all lie there is ordered as they are,
// one call up, backward for at most MaxUpChecks functions a slice; so is,
// backward, a write the round crosses to in a function outside those
// scopes: bump() called only after a = show() writes nothing a's slice
// reads; and by its own line a write in the criterion's own function
// when that function surely runs once, runsOnceSure: module code, a Go
// main or init, one call site outside loops in such a caller; the
// other strict scopes' writes keep their edge); one held back
// is taken when a later round holds such a statement. What a descent
// reaches is never restarted, so the slice does not ascend after
// descending, with one exception: a formal-in a descent reached, reached
// again by a later round's phase 1, is ascended from then (a write
// entered through a GLOBAL edge depends on its function's parameters at
// every call). The number of queries
// is not bounded by the depth alone: per phase and call level, the
// closure runs one query per seed not yet covered (past ManyClosure seeds,
// one query for the nearest ManyChunk of them, then for twice as many of
// those still uncovered, and so on), the crossing one query per boundary
// vertex (past ManyCross, one for all; a GLOBAL crossing for all returns
// one row per write reached, with its least distance and level, since the
// reads a slice crosses from share most of their writes: on sympy that
// took the crossings' rows over 200 slices from 5.46 million to 66,000),
// and a closure that reaches MaxHops one more from its frontier. The multi-seed closure returns a row per
// reached vertex, aggregated in Kùzu: its fewest edges from any seed and
// its distance through the nearest seed, its exact shortest dependence
// distance, which the planner uses to prune. A closure that reaches
// MaxHops edges continues from its frontier, so the hop bound never
// truncates a slice.
//
// The closure walks one table per direction, SLICE_FWD or SLICE_BWD (the
// latter with its edges reversed, so both run the forward query shape):
// Kùzu sets up a scan of every table of a recursive pattern at each
// iteration of each seed's search, and the per-kind tables made that three
// or five scans. At the depth limit a callee is a stub whose value depends
// on all its arguments (rule 15, with rule 11's reading for a callee the
// slice does not enter), so a first-round closure at that call level also
// walks STUB_FWD or STUB_BWD, which join each actual-in of a call to its
// results (stubRels), but for a call of the function that makes it: the
// closure is inside that function, which the slice has entered. Nor is a
// call at the limit of a function nearer the criterion than the limit
// (its call distance from the criterion's own function, callDistances,
// below the depth: the criterion's function in a caller the slice
// climbed to from it, a mutual recursion back into a function entered
// above): there the closure walks the tables without the stubs and
// steps across the stubs of the other calls it reaches itself, one
// stub_inputs query a round (closureSteppingStubs; a loop's next call of
// the criterion's function reads only the arguments its summary edges
// name). Away from the criterion's callers, a walk with the stubs comes
// first, and only one that reaches such a call is walked again so. Within the limit a callee's summary edges stand for
// its whole body, every call below it entered; a first-round closure with
// k call levels left also walks BOUNDED_FWD_k or BOUNDED_BWD_k when one of
// its seeds' functions holds a row of it (boundedIn), the pairs a
// call carries when the functions more than k − 1 calls below its callee
// are stubs (depthRels), so a stub inside a callee the slice enters counts
// for the call it entered from. A GLOBAL round's closures walk neither:
// its levels climb one per caller from the read's and may overstate a
// function's call distance. Kùzu runs the seeds of a multi-seed closure one after
// another on one thread: an Engine given a spare connection (Engine.Spare)
// runs half of a closure of SplitClosure seeds or more on it at the same
// time and merges the rows per vertex, which gives the same rows.
//
// Kùzu runs one BFS per seed. Past 1,000 reached vertices (its default
// sparse_frontier_threshold) a BFS switches to a dense frontier, an array
// over the whole vertex table scanned at every iteration, so a closure of
// thousands of vertices cost the whole table per iteration; every
// connection raises the threshold to SparseFrontierThreshold. On sympy
// (1.6 million vertices, 200 depth-3 slices) the threshold, the
// aggregated rows and the chunks took the slowest slice from 201 s to
// 11 s and the 95th percentile from 5.7 s to 1.7 s (bench slice). Every query a slice runs, those that
// resolve the criterion and fetch statements included, is a Step of its
// Result; `semantica bench slice` reports queries per slice and time per
// query kind (on the standard library, 200 depth-3 backward slices: 24
// queries at the median, 70 at the 95th percentile).
//
// A criterion's MaxVertices bounds the vertices a slice may reach: the
// engine checks it after every closure query and every call level and stops with
// a *TooLargeError past it (the planner's bound for a plan it could not
// show within its budget anyway).
//
// A Memo keeps, for an engine's lifetime, the rows of every query keyed by
// one id: closures per seed vertex (and per seed set, under a hash of the
// set checked on every hit), crossings per boundary vertex, statement
// rows, the edges and callees of each statement (below), and the planner's
// per-scope statistics (ScopeRows). The plans a
// planner runs for one request (depths 1..5, thin, the fill plan) and the
// requests of a server then share them. Which seeds are closed, and in
// what order, never depends on the memo: a slice is the same with or
// without one (bench slice prints a digest of the slices to check it).
//
// Reached formal-outs map to no statement: a function's def line comes
// in with a statement of its body (rule 14), not with its result vertex
// alone (report(a, b) of a function returning nothing). Two rules add
// statements that no dependence reaches, when the reached
// vertices are mapped to statements (one query per scope, or one IN-list
// scan past ManyScopes scopes): the def or class line of every scope with a
// statement in the slice (rule 14, from the scope's row), and the try,
// try-else and finally headers that govern a statement of the slice (rule
// 8: a recursive query over GOVERNS, which links such a header to the
// statements of its body). The headers are looked up only in a slice with
// a forward half that is not thin: a backward slice reaches them by
// control dependence, a forward slice follows what depends on the
// criterion and would miss them, and a thin slice keeps values only.
// Neither rule adds what the added line controls.
//
// SliceSeeds slices from several statements at once (diff-context's
// changed statements): their seeds start each phase together, so a slice
// of a hundred statements costs about one multi-seed closure per level,
// not a hundred slices; its result is the union of the single-statement
// slices (tested on the json package). Forward it is the change-impact
// slice: seeded, like a backward slice without a variable, by every vertex
// of the statement, it follows what depends on the statement by control
// as well as data (a rewritten `if` reaches what it governs), where
// Slice's forward slice (rule 17) follows only the names it defines.
// Before its first closure, one non-recursive query for the seeds'
// neighbours drops the seeds whose closure lies in the others' (every
// neighbour a seed) or starts from their outside neighbours when those
// are fewer (pruneSeeds): Kùzu runs a breadth-first search per seed, and a
// diff's changed statements lie close together and read the same
// definitions.
//
// Each query anchors on a primary key ({id: $seed}) and walks adjacency
// lists (DECLARES, OWNS, CONTAINS): 1–2 ms on the standard library, where
// an IN list or UNWIND makes Kùzu scan the table (12–40 ms). A seed inside
// a closure already computed at the same or a lower level is skipped. Past
// ManyClosure or ManyCross seeds the engine switches to one IN-list query
// for all seeds, bounded by the least and greatest id so that the scan
// skips the rest of the table: then one scan costs less than many lookups.
//
// Kùzu 0.11.3 tests `x IN $list` against every scanned row in time
// proportional to the list: on sympy a scan with 3,000 ids cost 560 ms,
// and the test took 47% of the CPU of the slowest slices. The queries
// therefore name their id sets with a template, {{in EXPR NAME}} (and
// {{at LIST NAME EXPR}} for a list parallel to the ids), which DB.Query
// expands into IN below HashedIDs ids and past it into a test of one hash
// bucket: the ids go in as a list of lists by id modulo the number of ids,
// and a row tests the one bucket its own id selects (expandSets). The
// same scan then costs 31 ms. On 200 depth-3 sympy slices (bench slice, two
// rounds alternating with the IN-only build) the closure and crossing
// queries went from 23.9–24.5 to 19.6–19.9 s, the slowest slice from 3.4
// to 2.1 s, the 95th percentile from 691–732 to 559–629 ms, with the same
// slices (digest); the standard library's slices, whose lists are short,
// cost what they did. Joining
// anything to the rows of a recursive pattern (the statement of each
// reached vertex, its call-boundary neighbours) makes Kùzu 0.11.3 hash-join
// against a scan (about 40 ms a query on the standard library), so those
// rows come from separate anchored queries. The same planner choice made
// every multi-seed query build a hash table over the whole vertex table
// just to read the reached vertices' properties; a join-order HINT
// (s JOIN (e JOIN t)) makes Kùzu read them through a semi-mask of the
// BFS's output instead (45 seeds: 97 ms without, 17 ms with), and
// writer_calls.cypher is anchored on a primary key with a left-deep HINT
// (12.6 ms to 2.4 ms).
//
// # Query text
//
// The Cypher lives in cypher/*.cypher, embedded. User input reaches Kùzu
// only as parameters. Hop bounds and edge-kind lists inside recursive
// filters are literals filled in from constants, since Kùzu binds no
// parameters there.
//
// # Ad-hoc queries: safe by construction
//
// Text a person or an agent types (query cypher, the shell, a server's
// cypher tool) runs only through DB.AdHoc, never DB.Query. Kùzu can load
// shared libraries (LOAD EXTENSION runs their constructors in this
// process), read and write files (LOAD FROM, COPY, EXPORT/IMPORT
// DATABASE), open other databases (ATTACH, USE) and change the limits of a
// connection (CALL timeout=0), and its read-only mode stops none of these
// but graph writes. AdHoc therefore runs two checks before the query:
//
//  1. CheckQuery, a lexer that drops comments and string literals: the
//     text's size (DefaultMaxQueryBytes), tokens (DefaultMaxTokens: an
//     operator chain nests like brackets) and bracket nesting
//     (DefaultMaxNesting) are capped before Kùzu's parser sees it, one
//     statement only, ASCII parameter names, none of the clauses above in
//     any casing, writes only with ReadWrite, CALL only of catalog
//     functions (allowedCalls).
//  2. checkPlan: Kùzu's own EXPLAIN of the query (planned, not run) must
//     hold only operators of an allow-list (readOperators, plus
//     writeOperators with ReadWrite) and table functions of allowedCalls.
//     What the lexer does not know, the plan still refuses.
//
// The query then runs with the database's time limit (Options.Timeout,
// Kùzu's query timeout) and memory limit (Options.BufferPoolBytes, Kùzu's
// buffer pool), and a cancelled context interrupts it inside Kùzu. Errors
// are *RefusedError (nothing ran) or *LimitError (a limit stopped it).
// The buffer pool bounds what Kùzu allocates through its memory manager;
// a scalar function that builds one huge value (range(1, 3e7) builds a
// 30-million-element list) allocates outside it and is not interruptible
// mid-call: that is a known limit of Kùzu 0.11.3.
//
// # go-kuzu pitfalls handled here
//
// Results, prepared statements, the connection and the database are closed
// in that order; a query naming a parameter that is not set is refused
// before it reaches go-kuzu (a missing list parameter crashes it); empty
// list parameters are refused; a locked database is reported as ErrLocked.
//
// # Explanations and search
//
// Edges and Callees fetch the dependence edges and call targets among a
// set of statements for the optimizer from DEPENDS and INVOKES, the SDG's
// edges and the call graph lifted to statements at load time (one hop from
// the statements asked about, where the vertex-level pattern expands every
// vertex of their scopes): for the statements a Memo does not hold, one
// query per scope anchored on its primary key and limited to those
// statements, or one IN-list scan past ManyScopes scopes; the Memo keeps
// the rows per statement. The many-id queries of statements test the id's
// block of BlockIDs before the long id set (hashed past HashedIDs ids, as
// above). TextIndex.Search ranks symbols with BM25
// over the Bleve index, one match query per field with the boosts of
// SearchFields; the question is analysed, never parsed as query syntax.
package queries
