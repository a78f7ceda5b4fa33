// The statements of scopes $fns with their first lines and, for a loop
// header, the lines one iteration of it runs (0, 0 for any other
// statement): a GLOBAL round orders the call sites it brings into a scope
// the slice holds against the statements held there (twoPhase's
// precedeHeld).
MATCH (f:Func)-[:CONTAINS]->(s:Stmt)
WHERE f.id >= $lo AND f.id <= $hi AND {{in f.id fns}}
RETURN f.id, s.id, s.line, s.loop_from, s.loop_to;
