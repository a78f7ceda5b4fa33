// Callees of the call sites among statements $ids (for stubs and the
// call/caller lists of the output), the ids bounded as in stmts_many.
MATCH (:Func)-[c:CALLS]->(g:Func)
WHERE c.site >= $lo AND c.site <= $hi AND c.site IN $ids
RETURN DISTINCT c.site, g.qname, g.kind, g.file, g.line, g.end_line;
