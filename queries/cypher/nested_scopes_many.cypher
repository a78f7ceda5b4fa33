// The scopes directly nested in many scopes (their Func.parent is one of
// them), bounded as in stmt_scopes_many: child, then parent.
MATCH (f:Func)
WHERE f.parent >= $lo AND f.parent <= $hi AND {{in f.parent ids}}
RETURN f.id, f.parent;
