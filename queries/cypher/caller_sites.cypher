// The call sites (statement ids, with their first and last lines) at which
// function $caller calls function $callee directly (CALLS, the call
// graph): whether a closure $caller defines can reach $callee through the
// slice's own call, or is created inline in one (otherCallers).
MATCH (p:Func {id: $caller})-[c:CALLS]->(f:Func {id: $callee})
WITH DISTINCT c.site AS site
MATCH (s:Stmt)
WHERE s.id = site
RETURN site, s.line, s.end_line;
