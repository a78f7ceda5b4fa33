// Callees of the call sites among statements $ids (for stubs and the
// call/caller lists of the output), from INVOKES, the ids bounded and
// blocked as in stmt_scopes_many.
MATCH (s:Stmt)-[:INVOKES]->(g:Func)
WHERE s.id >= $lo AND s.id <= $hi AND (s.id / {{block}}) IN $blocks AND {{in s.id ids}}
RETURN s.id, g.qname, g.kind, g.file, g.line, g.end_line;
