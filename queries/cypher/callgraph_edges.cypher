// Call-graph edges to resolved callees (repository, builtin, external).
MATCH (a:Func)-[:CALLS]->(b:Func)
WHERE b.kind <> 'unresolved'
RETURN a.qname, b.qname;
