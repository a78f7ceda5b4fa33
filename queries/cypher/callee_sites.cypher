// The call sites (statement ids) of function $callee in every caller
// (CALLS, the call graph): where a function passed to it by name may be
// passed (otherCallers).
MATCH (:Func)-[c:CALLS]->(f:Func {id: $callee})
RETURN DISTINCT c.site;
