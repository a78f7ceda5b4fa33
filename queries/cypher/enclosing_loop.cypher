// The first line of the outermost loop of its own scope that encloses
// the statement of vertex $id (no row when none does): the loop headers
// that control the vertex, transitively (CTRL edges run from a loop
// header's statement vertex to the statements of its body, and on
// through nested ifs and loops to their calls and arguments; past the
// scope's entry they climb into the enclosing scopes, which l.func
// leaves out). A write made in a loop may reach a read anywhere in that
// loop, earlier lines included, through the loop's back edge.
// Anchored on the vertex's primary key with SHORTEST, as the closures
// are: a variable-length pattern from a statement matched by id instead
// ran from every loop header (14.6 s per query on the standard library,
// against about 1 ms).
MATCH (lv:Vertex)-[e:CTRL* SHORTEST 1..16]->(cv:Vertex {id: $id})
MATCH (l:Stmt)-[:OWNS]->(lv)
WHERE l.kind IN ['for', 'while', 'do_while'] AND l.func = cv.func
RETURN cv.id, min(l.line);
