// The functions of $fns that hold a GOVERNS edge (a try, try-else or
// finally header and a statement it governs): governing asks its recursive
// query only of those. GOVERNS never leaves a scope, so the header's
// function is the governed statement's.
MATCH (f:Func)-[:CONTAINS]->(h:Stmt)-[:GOVERNS]->(:Stmt)
WHERE {{in f.id fns}}
RETURN DISTINCT f.id;
