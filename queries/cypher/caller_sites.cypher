// The call sites (statement ids, with their first and last lines) at which
// function $caller calls function $callee directly (CALLS, the call
// graph): whether a closure $caller defines can reach $callee through the
// slice's own call, or is created inline in one (otherCallers). The
// statements are matched among $caller's own (CONTAINS), not by a scan.
MATCH (p:Func {id: $caller})-[c:CALLS]->(f:Func {id: $callee}), (p)-[:CONTAINS]->(s:Stmt)
WHERE s.id = c.site
RETURN DISTINCT s.id, s.line, s.end_line;
