// Transitive callers of each scope of $ids within {depth} calls (see
// symbol_callers.cypher), with the scope's id first: one query for all
// (one BFS per scope inside Kùzu, without a query per scope), and the
// calling statement (Stmt.id) of each edge of the path.
MATCH (b:Func)<-[e:CALLS* SHORTEST 1..{depth}]-(f:Func)
WHERE {{in b.id ids}} AND f.id <> b.id
RETURN b.id, f.id, f.qname, f.name, f.kind, f.file, f.line, f.end_line, f.signature, f.doc, f.tokens, f.calls_in, f.calls_out,
       length(e), properties(nodes(e), 'qname'), properties(rels(e), 'line'), properties(rels(e), 'site')
ORDER BY b.id, length(e), f.qname, f.file, f.line;
