// Call sites (Stmt ids) of up to two callers of a scope.
MATCH (g:Func)-[c:CALLS]->(f:Func {id: $id})
WHERE g.file <> ''
RETURN c.site, g.file, c.line
ORDER BY g.file, c.line
LIMIT 2;
