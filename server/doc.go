// Package server serves an index to agents over the Model Context Protocol
// (MCP, github.com/modelcontextprotocol/go-sdk): the engine's slices,
// packs, search and symbol queries as tools, over one index kept open.
//
// # Layers
//
// Index holds an index directory open read-only. Each request acquires a
// Snapshot — one build's Kùzu database (with a pool of connections, one
// per concurrent request, Kùzu's database being safe for concurrent use
// and a connection not), its Bleve text index and its metadata — and
// releases it when done. Acquire compares the directory's meta.json
// (size, time, inode) with the snapshot's; after `semantica index` swapped
// a new build in, the next request opens the new build and the old one
// closes when its last request releases it (its unlinked files stay
// readable through open descriptors). While a swap is between its two
// renames, or the new build fails to open, the old snapshot keeps serving.
//
// A snapshot also keeps what requests can share because a build never
// changes: the parsed sources of the optimizer (at most CachedFiles
// files), the engine's memo of query rows (closures, crossings, statement
// rows, edges and callees per statement; at most MemoRows rows),
// and, with IndexOptions.SymbolTable, every scope's name in memory, so a
// symbol resolves with map lookups and one primary-key query (0.45 ms on
// the standard library instead of a 10–20 ms scan of the Func table).
// Code read from the cache is checked against the disk before it is
// answered (Snapshot.CheckFresh: size and time, then the SHA-256 digest
// the index recorded), so a file edited since indexing is reported stale,
// never shown as if current.
//
// Service is the operations: Slice, Explain, Search, Pack, SymbolFind,
// SymbolGet, SymbolSlice, Calls (callers and callees), Impact,
// DiffContext, Cypher, Schema and Stats. Each returns an Answer: formatted text (the
// optimizer's markdown, text or ultracompact formats, or a list), never a
// raw data dump. The CLI's `semantica symbol` commands call the same
// operations.
//
// Server registers the operations as MCP tools and finishes every answer
// for the calling session (Service.Finish):
//
//   - Budget: every tool takes budget (tokens of the session's tokenizer,
//     default 2,000, 100 to 100,000). The operation fits its body into the
//     budget less a reserve of 60 tokens for the header; Finish then
//     counts the whole answer and, if it still runs over, cuts lines from
//     the end (closing an open code fence and saying so). So no answer
//     exceeds its budget.
//   - Paging: lists (search, symbol_find, callers, callees, cypher rows,
//     schema) show entries while they fit and end with a cursor
//     "HASH.OFFSET"; HASH is a digest of the request's other arguments, so
//     a cursor only continues the list it came from.
//   - Delta context: answers are numbered per session. Code comes in file
//     blocks; Finish splits each block into units at top-level lines and
//     at the methods of top-level classes, and keys a unit by its file and
//     the SHA-256 of its lines as shown. A unit of 3 lines or more the
//     session has already received is replaced by one line naming the
//     answer that sent it ("unchanged, sent in answer #4"); fresh=true
//     sends it again. symbol_get keys the whole symbol by its etag (the
//     first 16 hex digits of the SHA-256 of file, qualified name and
//     code): with the caller's matching etag the answer is UNCHANGED.
//   - Session budget: with SessionBudget > 0, each code answer is held to
//     what the session has left, and once the session has been served
//     that many tokens the code tools (slice, pack, symbol_get,
//     symbol_slice, impact, diff_context) answer with the reason and a summary of what
//     was served; the other tools keep answering.
//   - Errors: a bad argument, an unknown or ambiguous symbol (with its
//     candidates), a refused or limited Cypher query, or a stale file is
//     a tool error (IsError); the server keeps serving.
//
// # Safety
//
// The database is opened in Kùzu's read-only mode. Ad-hoc Cypher goes
// through queries.DB.AdHoc with the read-only guard (no writes, no file
// access, no extensions, one statement) and the time and memory limits
// of the snapshot's options. Other tools pass user text to Kùzu only as
// query parameters. The HTTP transport is served on loopback addresses
// only (cmd/semantica refuses others): it has no authentication.
package server
