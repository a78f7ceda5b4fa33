// Package planner chooses what a slice query returns under a token
// budget, as a database optimizer chooses a plan.
//
// # Unit and statistics
//
// The unit of cost is the token of a BPE encoding (cl100k_base or
// o200k_base, counted by package schema/tokens) of the final formatted
// output. Costs are estimated from statistics the index
// stores (schema.cypher): per statement its tokens, DATA/CTRL fan-in and
// fan-out and effect class; per scope its tokens, statements, call-graph
// fan-in and fan-out, stub size, and git churn and last change; and the
// callers and callees of the criterion's scope by call distance (Stats).
//
// # Plans
//
// Shapes enumerates the candidates: the full two-phase SDG slice at depth
// 1..5, the thin slice (data dependences only), either with statements
// farther than k dependence edges outside the criterion's scope shown as
// their scope's signature, and the intraprocedural slice with callees as
// stubs. Each has an expected relevance (Shape.Prior) and an estimated
// output (Stats.Estimate; constants in cost.go with their provenance).
// Plan picks the most relevant candidate whose estimate fits, under the
// seed policy (depth 3 by default; deeper only under half the budget),
// without running a slice.
//
// # Execution
//
// Execute runs the chosen plan and measures its real output. An estimate
// that was wrong (output over the budget) falls back to the next
// candidate, at most MaxExecutions plans. Before a plan deeper than the
// default depth runs, the default depth's plan of the same thinness runs
// and is rendered: a slice only grows with depth, so when the default's
// output already holds half the budget or more, the deeper plans are
// skipped (the seed policy applied to actuals). Estimates are off by a
// median factor of 2.5-3.5 (bench plan), and a depth-5 slice costs several
// times a depth-3 one: on json/decoder.py:340 at 8,000 tokens the planner
// ran depths 5, 4 and 3 (25,778, 16,043 and 10,365 tokens) and pruned
// depth 5; it now runs 3, skips 5 and 4, and fills depth 2 from depth 3
// (1.0 s to 0.65 s a process). A plan of depth 1 or more runs under a
// vertex bound (MaxVerticesPerToken of the budget, at least MinVertexCap
// vertices): past it the engine stops and the plan is given up as too
// large, unrendered, with every deeper plan of the same thinness, and the
// next candidate runs; the intraprocedural plan has no bound, so some plan
// always completes. The accepted statements are
// ordered by relevance (Weights: RFC-06-SLICE's 0.5 distance, 0.3 effect,
// 0.1 recency, 0.1 hotspot), each after its control-dependence parents and
// its scope's def line, the criterion first; the longest prefix whose
// output fits is kept (binary search, then single additions), topped up
// from the other plans that ran when budget is left. Invariant: the
// output never exceeds the budget; when the full slice is larger than the
// budget it uses at least FillShare of it, unless the next statement alone
// is too large (a statement is never cut). An output always holds the
// criterion's statements: when the budget cannot hold them, Execute
// returns a *CriterionBudgetError with the tokens they need instead of a
// slice of something else.
//
// # EXPLAIN
//
// Plan.Explain prints the statistics, every candidate with estimated rows
// and tokens and why it lost, the chosen plan and its Cypher, and after
// execution actual rows, tokens and time per step; Plan.JSON gives the
// same as data. testdata/ holds datadriven EXPLAIN and plan-choice tests.
//
// # Change context (DiffContext)
//
// DiffContext answers "what does this change affect, and what must a
// reviewer read?" for the changed lines of a change set (DiffFile, in the
// head version's lines). Each added line maps to the innermost statement
// holding it, each deletion to the first statement of its scope at or
// after the place the lines stood; those statements are the seeds and
// their innermost scopes contain the diff. From all seeds at once it runs
// one forward slice (Depth call edges, default 3) in change-impact form —
// everything that depends on a seed by data or control, so a rewritten
// condition reaches what it governs (queries.Engine.SliceSeeds) — and one
// backward slice at depth DiffBackwardDepth (1), the two at once on two
// connections. Every scope the slices
// reach becomes one entry in its best class: contains_diff > affected
// (forward) > dependency (backward) > caller/callee (direct, reached by
// neither slice) > test (test code, IsTestCode, within TestCallDepth calls;
// test code is always ranked test). Within a class, entries go by
// dependence distance, call level, then place.
//
// Entries get code in rank order while it fits: a changed function whole,
// else its changed and slice statements; a test whole, else the
// statements reaching the change; other scopes their slice statements
// (the optimizer adds headers, stubs and omission markers). Up to
// SignatureShare of the budget is held back for the signatures of lower
// entries; what has neither code nor signature room is listed as omitted.
// Invariant: the context (code and signatures) never exceeds Budget tokens.
//
// # Retrieval (Retrieve, Pack)
//
// Retrieve ranks symbols for a question in prose, such as a bug report.
// ParseAnchors first finds the question's exact mentions of code:
// traceback frames, file paths, dotted names (Class.method), code-like
// names (builtin_str, QuerySet, flush()), capitalized words (weak: they
// count only as class names), lines of code, and messages. Each is
// resolved exactly: names against the Func table (one scan, the names as
// a parameter), dotted names against qualified names' tails, paths
// against module files by their longest matching tail, code lines and
// messages against the symbols' code and string literals (all their
// terms). An anchor matching k symbols gives each weight/√k. The anchors'
// weights are added to BM25 (normalised by the best hit); the methods of
// named classes and the symbols of named files join the pool; then the
// two files of the best candidates are searched again among themselves
// and their symbols get a bonus (file, then function: hierarchical
// localization); test code and modules are demoted by factors. The
// weights, bonuses and factors are in Fusion, fitted on the development repositories of
// `semantica bench localize` with the others held out. Each match says
// why it is there (its anchors, BM25 rank, bonuses).
//
// Pack takes Retrieve's candidates (at least one per TokensPerCandidate
// tokens of budget): the exploit lane shows the best TopK with their
// return statements' backward slices and callers' call sites, the explore
// lane stubs lower-ranked symbols of other modules, and the fill adds the
// next function and method candidates, whole, while the context is under
// PackFillShare of the budget and the next one fits. Invariant: the context never exceeds the budget.
package planner
