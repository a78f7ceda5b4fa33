// Call-graph edges among a pack's symbols.
MATCH (a:Func)-[:CALLS]->(b:Func)
WHERE {{in a.id ids}} AND {{in b.id ids}}
RETURN DISTINCT a.id, b.id
ORDER BY a.id, b.id;
