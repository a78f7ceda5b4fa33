// The calls from a function of $held to a function of $fns (CALLS, the
// call graph), as (callee, caller) pairs: which functions at a slice's
// depth limit are called by themselves or by a function the slice reached
// nearer the criterion (selfCallers), told apart by the caller.
MATCH (a:Func)-[:CALLS]->(b:Func)
WHERE {{in b.id fns}} AND {{in a.id held}}
RETURN DISTINCT b.id, a.id;
