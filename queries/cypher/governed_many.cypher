// Which of the statements $ids some header governs directly (a GOVERNS
// edge ends at them): governing_many's recursive search runs from these
// only. Few statements have one (try, try-else and finally bodies), and a
// search from each of the others costs as much as one that finds a header.
MATCH (h:Stmt)-[:GOVERNS]->(s:Stmt)
WHERE s.id >= $lo AND s.id <= $hi AND {{in s.id ids}}
RETURN DISTINCT s.id;
