// The scopes directly nested in many scopes (their Func.parent is one of
// them): child, then parent.
MATCH (f:Func)
WHERE f.parent IN $ids
RETURN f.id, f.parent;
