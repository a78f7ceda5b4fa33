// Transitive callees of scope $id within {depth} calls (see
// symbol_callers.cypher), external and builtin callees included.
MATCH (b:Func {id: $id})-[e:CALLS* SHORTEST 1..{depth}]->(f:Func)
WHERE f.id <> $id
RETURN f.id, f.qname, f.name, f.kind, f.file, f.line, f.end_line, f.signature, f.doc, f.tokens, f.calls_in, f.calls_out,
       length(e), properties(nodes(e), 'qname'), properties(rels(e), 'line')
ORDER BY length(e), f.qname, f.file, f.line
LIMIT 5000;
