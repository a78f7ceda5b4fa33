// The call sites (statement ids) at which function $caller calls function
// $callee directly (CALLS, the call graph): whether a closure $caller
// defines can reach $callee through the slice's own call (otherCallers).
MATCH (p:Func {id: $caller})-[c:CALLS]->(f:Func {id: $callee})
RETURN DISTINCT c.site;
