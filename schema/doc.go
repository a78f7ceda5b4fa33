// Package schema defines what Semantica stores in Kùzu: the DDL of the node
// and rel tables (schema.cypher, embedded) and the Go types of their rows.
//
// The stored graph is a system dependence graph (SDG) in the sense of
// Horwitz, Reps and Binkley, "Interprocedural slicing using dependence
// graphs" (TOPLAS 1990), at statement granularity:
//
//   - Stmt rows are the statements a slice is made of (see
//     ../shared/slicing-rules.md, "Unit of a slice").
//   - Vertex rows are SDG vertices. Most statements have one vertex (role
//     stmt). A call to a function defined in the repository adds a call-site
//     vertex, one actual-in per bound parameter and actual-outs for the
//     result, for each parameter the callee may modify and for each default
//     the call may leave a parameter to, when the language evaluates it at
//     the call (JavaScript; pdg.linkDefaults); every function
//     has an entry vertex, formal-ins and formal-outs. Every vertex names the
//     statement it belongs to, so a set of reached vertices maps to a set of
//     statements with one join.
//   - Dependence edges point from the vertex depended on to the dependent
//     one, so a backward slice walks them in reverse and a forward slice
//     along them. Each kind has a rel table of its own (DATA, CTRL, JUMP,
//     SUMMARY, CALL, PARAM_IN, PARAM_OUT, ARG_CTRL, GLOBAL): a recursive pattern
//     selects kinds by label, since Kùzu applies a property filter of a
//     SHORTEST pattern only after choosing paths (schema.cypher). JUMP and
//     ARG_CTRL are walked by backward slices only.
//   - SLICE_FWD and SLICE_BWD repeat the edges a closure inside one call
//     level walks (ForwardClosureKinds; BackwardClosureKinds, reversed),
//     one table each, forward adjacency only: Kùzu's recursive join sets
//     up a scan per table of the pattern at every step of every seed's
//     search, so one table instead of three or five halves a closure.
//   - STUB_FWD and STUB_BWD (reversed) join every actual-in of a call to
//     each of the call's results (StubEdges): a closure at the depth limit
//     walks them beside SLICE_FWD / SLICE_BWD, since a callee beyond the
//     limit is a stub whose value depends on all its arguments
//     (slicing-rules.md rules 11 and 15). STUB_FWD keeps both adjacencies
//     for a thin backward closure, which walks it in reverse.
//   - BOUNDED_FWD_k and BOUNDED_BWD_k (k = 1..BoundedLevels; reversed)
//     hold the depth-bounded summary edges a closure with k call levels
//     left before the limit walks beside SLICE_FWD / SLICE_BWD: the
//     actual-in → actual-out pairs a call carries when the functions k or
//     more calls below the closure are stubs and its summary edges (the
//     unbounded fixpoint) do not (pdg.BoundedSummaries).
//   - GOVERNS links a try header, the else clause of a try or a finally
//     header to each statement it governs (its body at any depth of
//     nesting, but for a nested try's, which that try governs; for a
//     try, also its except and else headers): rule 8 puts the header in
//     every slice holding one of them.
//   - DEPENDS lifts the dependence edges (all kinds but CALL and ARG_CTRL)
//     to statements and INVOKES lifts CALLS to calling statements, for
//     explanations and stubs: they are derived from the vertex-level rows
//     at load time and never walked by a slice.
//
// Invariants: Func.id, Stmt.id and Vertex.id are unique within one index;
// every Vertex.stmt is a Stmt.id or -1; no dependence edge connects a
// vertex to itself but a GLOBAL edge, from a write of a module-level name
// to a read of it in the same statement that an earlier call of its
// function wrote (x += 1 under global x).
package schema
