// The access paths statement $site reads (Stmt.uses): whether a call
// names a function, to call it or to pass it on (otherCallers). One
// primary-key lookup.
MATCH (s:Stmt {id: $site})
RETURN s.uses;
