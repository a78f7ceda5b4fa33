// Every statement a file declares, anchored on the File primary key, by
// line: the statement columns withScopes takes (s.id .. s.scored, s.func,
// s.effect) followed by the access paths it defines
// (Engine.FileStmts adds the scopes' columns from funcs_many; joining Func
// here cost 3-5 ms more per file).
MATCH (fl:File {path: $file})-[:DECLARES]->(s:Stmt)
RETURN s.id, s.file, s.line, s.end_line, s.kind, s.text, s.tokens, s.scored, s.func, s.effect, s.defs
ORDER BY s.line, s.end_line, s.id;
