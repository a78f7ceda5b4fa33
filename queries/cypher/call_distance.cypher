// One step of the call distance (slicing-rules rule 15: call edges
// crossed, up and down added): the functions, methods, classes and modules
// of the repository that call, or are called by, a function of $frontier.
// An external callee (print, a library function) is no step: it would make
// every two functions that call it two edges apart. Engine.callDistances
// runs it once per edge, breadth first (Kùzu 0.11.3 ignores a node filter
// on a SHORTEST recursive pattern, and a plain variable-length pattern
// enumerates every path).
MATCH (a:Func)-[:CALLS]-(b:Func)
WHERE {{in a.id frontier}} AND b.file IS NOT NULL
RETURN DISTINCT b.id;
