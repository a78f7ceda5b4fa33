// Backward closure from many seeds at once (one BFS per seed inside one
// query), a row per reached vertex: l is its fewest edges from any seed
// (MaxHops: continue from it), d its distance through the nearest seed,
// the seed's own distance ($dists, parallel to $seeds) plus the edges.
// Rows per (vertex, seed) pair instead reached 7 million in one
// 200-slice run on sympy. Matching seeds ({{in}}: an IN list, hashed
// past HashedIDs seeds) scans the vertex table between the least and the
// greatest seed (12–40 ms on the standard library), so the engine uses
// this form only when there are more seeds than primary-key queries would
// cost.
// The HINT fixes the join order: without it Kùzu 0.11.3 builds a hash
// table over a scan of the whole vertex table (539,098 rows on the
// standard library) to fetch the properties of s; with it the reached
// vertices' properties are read through a semi-mask of the BFS's output
// (45 seeds: 97 ms without, 17 ms with; PROFILE in queries/doc.go).
MATCH (s:Vertex)-[e:{{rels}}* SHORTEST 1..{{hops}}]->(t:Vertex)
WHERE t.id >= $lo AND t.id <= $hi AND {{in t.id seeds}}
HINT s JOIN (e JOIN t)
RETURN s.id, s.stmt, s.func, s.role, min(length(e)), min(length(e) + {{at dists seeds t.id}});
