// Every statement of one scope's own body (anchored on the Func primary
// key), in stmt_row's layout, by line: a function's PDG as the web view
// draws it.
MATCH (f:Func {id: $func})-[:CONTAINS]->(s:Stmt)
RETURN s.id, s.file, s.line, s.end_line, s.kind, s.text, s.tokens, s.scored, f.qname, f.kind, f.def_stmt, f.parent, f.id, s.effect, f.last_change, f.hotspot
ORDER BY s.line, s.end_line;
