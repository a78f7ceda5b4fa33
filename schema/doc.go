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
//     result and for each parameter the callee may modify; every function
//     has an entry vertex, formal-ins and formal-outs. Every vertex names the
//     statement it belongs to, so a set of reached vertices maps to a set of
//     statements with one join.
//   - DEP edges point from the vertex depended on to the dependent one, so a
//     backward slice walks them in reverse and a forward slice along them.
//     All edge kinds live in one rel table with a kind property: a recursive
//     pattern filters on kind (Kùzu drops edges whose filtered property is
//     missing when several rel tables are mixed).
//
// Invariants: Func.id, Stmt.id and Vertex.id are unique within one index;
// every Vertex.stmt is a Stmt.id or -1; DEP never connects a vertex to
// itself.
package schema
