// Call-graph edges among a pack's symbols.
MATCH (a:Func)-[:CALLS]->(b:Func)
WHERE a.id IN $ids AND b.id IN $ids
RETURN DISTINCT a.id, b.id
ORDER BY a.id, b.id;
