// Every statement of many scopes' own bodies, in stmts_many's columns (the
// engine adds the scopes' columns from funcs_many), matched on the scope's
// id the statement keeps and bounded as in stmts_many: 367 flask test
// functions in 23 ms, against 48 ms joined with Func over CONTAINS.
MATCH (s:Stmt)
WHERE s.func >= $lo AND s.func <= $hi AND {{in s.func ids}}
RETURN s.id, s.file, s.line, s.end_line, s.kind, s.text, s.tokens, s.scored, s.func, s.effect;
