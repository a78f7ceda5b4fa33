// The try, try-else and finally headers that govern statements of one
// scope (rule 8), through nested ones: a header in the else body of a try
// is governed by that else, which is governed by the try. Anchored on the
// Func primary key like func_stmts; GOVERNS never leaves a scope. The hop
// bound is a literal (MaxHops); the engine continues from a header found
// at the bound.
MATCH (f:Func {id: $func})-[:CONTAINS]->(s:Stmt)
WHERE {{in s.id ids}}
MATCH (h:Stmt)-[g:GOVERNS* SHORTEST 1..{{hops}}]->(s)
RETURN h.id, s.id, length(g);
