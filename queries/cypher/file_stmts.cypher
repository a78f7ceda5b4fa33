// Every statement a file declares, in stmt_row's layout followed by the
// access paths it defines (anchored on the File primary key), by line.
MATCH (fl:File {path: $file})-[:DECLARES]->(s:Stmt)<-[:CONTAINS]-(f:Func)
RETURN s.id, s.file, s.line, s.end_line, s.kind, s.text, s.tokens, s.scored, f.qname, f.kind, f.def_stmt, f.parent, f.id, s.effect, f.last_change, f.hotspot, s.defs
ORDER BY s.line, s.end_line;
