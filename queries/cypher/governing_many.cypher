// The headers governing statements spread over many scopes (see governing):
// one scan of Stmt instead of one query per scope.
MATCH (h:Stmt)-[g:GOVERNS* SHORTEST 1..{{hops}}]->(s:Stmt)
WHERE s.id >= $lo AND s.id <= $hi AND {{in s.id ids}}
RETURN h.id, s.id, length(g);
