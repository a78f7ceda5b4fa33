// Callees of every call site of one scope, anchored on the Func primary
// key; the caller keeps the sites it asked about.
MATCH (f:Func {id: $func})-[c:CALLS]->(g:Func)
RETURN DISTINCT c.site, g.qname, g.kind, g.file, g.line, g.end_line;
