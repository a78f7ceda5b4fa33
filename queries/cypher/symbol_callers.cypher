// Transitive callers of scope $id within {depth} calls (a literal the
// caller builds from a validated integer: Kùzu hop bounds cannot be
// parameters), each once, at its shortest call distance, with the scopes
// between, the call lines and the calling statements (Stmt.id) along that
// path (caller side first).
MATCH (b:Func {id: $id})<-[e:CALLS* SHORTEST 1..{depth}]-(f:Func)
WHERE f.id <> $id
RETURN f.id, f.qname, f.name, f.kind, f.file, f.line, f.end_line, f.signature, f.doc, f.tokens, f.calls_in, f.calls_out,
       length(e), properties(nodes(e), 'qname'), properties(rels(e), 'line'), properties(rels(e), 'site')
ORDER BY length(e), f.qname, f.file, f.line
LIMIT 5000;
