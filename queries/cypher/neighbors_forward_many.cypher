// The direct successors of many seeds over the closure's edge kinds, one
// row per edge (successor, seed): see neighbors_backward_many.
MATCH (t:Vertex)-[e:{{rels}}]->(p:Vertex)
WHERE t.id IN $ids
HINT (t JOIN e) JOIN p
RETURN p.id, t.id;
