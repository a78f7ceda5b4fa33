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
// query computes the closure inside a call level over data, ctrl, jump
// (backward only) and summary edges, and one plain query per boundary
// vertex crosses to the next level (param_in edges up, param_out down for a
// backward slice; mirrored forward). Call edges are not followed: slicing
// rules 12–13 ascend and descend only through parameters, and an
// actual-in's control dependence on its call-site vertex brings the call's
// own control dependences. A slice at depth d costs at most
// about 4d+2 queries. Seeds are grouped by distance so that each reached
// vertex gets its exact shortest dependence distance, which the planner uses
// to prune. A closure that reaches MaxHops edges continues from its
// frontier, so the hop bound never truncates a slice.
//
// Each query anchors on a primary key ({id: $seed}) and walks adjacency
// lists (DECLARES, OWNS, CONTAINS): 1–2 ms on the standard library, where
// an IN list or UNWIND makes Kùzu scan the table (25–40 ms). A seed inside
// a closure already computed at the same or a lower level is skipped. Past
// ManySeeds seeds (huge slices) the engine switches to one IN-list query per
// seed distance, since then one scan costs less than many lookups.
//
// # Query text
//
// The Cypher lives in cypher/*.cypher, embedded. User input reaches Kùzu
// only as parameters. Hop bounds and edge-kind lists inside recursive
// filters are literals filled in from constants, since Kùzu binds no
// parameters there.
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
// set of statements for the optimizer, one primary-key anchored query per
// scope (or one IN-list scan past ManyScopes scopes); a Memo keeps their
// rows for an engine's lifetime. TextIndex.Search ranks symbols with BM25
// over the Bleve index, one match query per field with the boosts of
// SearchFields; the question is analysed, never parsed as query syntax.
package queries
