// Package web is Semantica's local web view: packs, slices and one
// function's graphs drawn for a person to look at, served by `semantica
// serve` over the same read-only Service the MCP server uses.
//
// # Design
//
// The server is a thin JSON API over the engine; the page is static HTML
// and JavaScript embedded in the binary (go:embed of assets/), so one
// `go build` reproduces it and the page needs no network at run time. The
// page draws with Cytoscape.js (MIT, its licence beside it in
// assets/vendor), pinned in frontend/package-lock.json; `make web-assets`
// installs that exact version with npm and copies its built file into
// assets/vendor. Nothing else is built: app.js is plain JavaScript.
//
// Three views, each a function of the URL's hash, so a link reproduces it:
//
//   - Pack (#pack?q=...): the retrieval pack's visual_graph (planner.Pack)
//     as a force-directed graph (Cytoscape's CoSE layout): nodes coloured
//     by the contract's states (searching red, selected blue, dropped
//     grey), bordered by lane (exploit solid, explore dashed), sized by
//     score. Clicking a symbol or statement opens its code with the lines
//     of its slice (backward, call depth 1, from its last return: what the
//     pack's exploit lane takes) highlighted and the reason for each.
//   - Slice (#slice?file=...&line=...): the slice's statements as nodes in
//     rings by dependence distance from the criterion (drawn as a star),
//     with the DATA, CTRL, JUMP, SUMMARY, PARAM_IN/OUT, GLOBAL edges among
//     them read from the index and CALL edges from each call site to its
//     callee's def statement; beside it the slice as the optimizer prints
//     it, every line with its reason, and the plan's EXPLAIN ANALYZE
//     (estimated against actual rows).
//   - Function (#function?symbol=...): one scope's CFG and PDG side by
//     side, laid out as the code reads. The CFG is rebuilt from the indexed
//     source by the Python front end and pdg.BuildCFG, exactly as `index`
//     built it (the index stores no CFG); edges that are only in the
//     augmented CFG (Ball and Horwitz 1993) are dotted. The PDG is the
//     scope's own statements and its def statement with the dependence
//     edges among them, read from the index. Clicking a node in either
//     marks the same statement in the other and in the code.
//
// # Invariants
//
//   - Read-only: every request runs on a snapshot opened read-only; the
//     only files read are the index's own sources, and only as indexed
//     (loaders.Meta.ReadSource refuses a changed file). User text reaches
//     Cypher only as query parameters.
//   - Loopback: `serve` listens on loopback addresses only, and the
//     handler refuses a request whose Host is not a loopback name (a DNS
//     name rebound to 127.0.0.1 cannot reach the index from another site).
//   - Bad input is a 400 with {"error": ...} naming the argument; the
//     server keeps serving.
//   - Bounded: a graph has at most MaxFunctionNodes CFG nodes, a code
//     panel at most 3,000 lines, a budget at most MaxViewBudget tokens.
package web
