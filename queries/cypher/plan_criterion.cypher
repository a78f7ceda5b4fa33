// Planner statistics of a criterion: the statements on the line and the
// scope holding them, with the fan-in/fan-out and size statistics the cost
// model reads. Anchored on the File primary key.
MATCH (:File {path: $file})-[:DECLARES]->(s:Stmt)<-[:CONTAINS]-(f:Func)
WHERE s.line <= $line AND s.end_line >= $line
RETURN s.id, s.tokens, s.data_in, s.data_out, s.ctrl_in, s.ctrl_out, f.id, f.qname, f.body_tokens, f.stmts, f.calls_in, f.calls_out, f.sig_tokens;
