// The call-site vertices of function $fn: the calls whose CALL edge enters
// its entry vertex. A slice that crosses a GLOBAL edge into a write inside
// $fn takes them: the call statement is where the write happens to its
// caller (rule 10, as a parameter-out).
MATCH (c:Vertex)-[:CALL]->(e:Vertex)
WHERE e.func = $fn AND e.role = 'entry'
RETURN c.id, c.stmt, c.func, c.role;
