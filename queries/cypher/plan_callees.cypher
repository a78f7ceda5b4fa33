// Callees of a scope up to 5 call edges away (BFS), with their sizes:
// the scopes a slice can descend into, level by level. Builtin and
// unresolved callees have no size.
MATCH (f:Func {id: $id})-[e:CALLS* SHORTEST 1..5]->(g:Func)
RETURN g.id, length(e), g.body_tokens, g.stmts, g.sig_tokens;
