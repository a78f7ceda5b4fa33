// The call-site vertices of function $fn, whose def statement is $def:
// the calls whose CALL edge enters its entry vertex (an entry vertex
// belongs to its function's def statement). A slice that crosses a GLOBAL
// edge into a write inside $fn takes them: the call statement is where
// the write happens to its caller (rule 10, as a parameter-out).
// Anchored on the def statement's primary key with the join order fixed,
// left-deep from it: filtering the vertex table on func and role instead
// scans it (12.6 ms against 2.4 ms for a function with 47 callers on the
// standard library). The last column is the CALL edge's var: "late:" and
// variables (schema.LateCall) marks a call after which no read of those
// variables can run; the engine leaves it out for writes of them.
MATCH (d:Stmt {id: $def})-[o:OWNS]->(e:Vertex)<-[k:CALL]-(c:Vertex)
WHERE e.role = 'entry' AND e.func = $fn
HINT (((d JOIN o) JOIN e) JOIN k) JOIN c
RETURN c.id, c.stmt, c.func, c.role, coalesce(k.var, '');
