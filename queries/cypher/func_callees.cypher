// Callees of the call sites $ids of one scope, anchored on the Func
// primary key.
MATCH (f:Func {id: $func})-[c:CALLS]->(g:Func)
WHERE {{in c.site ids}}
RETURN DISTINCT c.site, g.qname, g.kind, g.file, g.line, g.end_line;
