// Package chunks cuts indexed files into retrieval chunks whose ids follow
// content, not position, and tells two index runs' chunks apart as
// INSERT, UPDATE, DELETE or NOOP (Delta).
//
// # Parents and leaves
//
// A ParentChunk stands for a file (exactly one per file), a class, a
// function or a method: the scopes of the dependence graph (schema.Func,
// lambdas excepted), each over its whole span. A parent's own lines are
// those of its span that lie in no nested parent (a class's own lines are
// its header and class-level statements; its methods are parents of their
// own). LeafChunks cut a parent's own lines, so every line of a file is
// owned by exactly one parent and the leaves' cores tile the owned lines
// that hold statements (code a syntax error left out of every statement
// is in no leaf).
//
// Leaves are syntax-aware: a unit is a statement's lines (a compound
// statement's header alone, its body being statements of their own) with
// the comment and blank lines before it, and a leaf is a run of whole
// units. A cut therefore never falls inside a statement: it falls only
// where no statement of the file spans the line break (schema.Stmt lines).
// A leaf closes before a unit that would take it over its maximum
// (Config.MaxTokens, measured in tokens of the units' canonical text so
// that comments and formatting move no boundary; times
// Config.ImportantFactor for an important parent: one with at least
// Config.ImportantCallers callers or Config.ImportantChurn commits among
// its lines, absolute thresholds so that a parent's maximum does not move
// when the rest of the repository changes), and after a
// unit whose canonical text hashes to 0 modulo Config.BoundaryEvery once it
// holds Config.MinTokens (a content-defined boundary, as in content-defined
// chunking: an edit moves only the boundaries near it). A last leaf under
// the minimum joins the one before it when the two fit the maximum. A unit
// larger than the maximum is a leaf of its own (a statement is never cut),
// and each run of a parent's own lines between its nested parents is cut
// on its own, so a run under the minimum (a class header between two
// methods, a function's few lines) makes one small leaf.
// Each leaf after the first of a run starts with the whole units of the
// previous leaf that hold at most Config.OverlapLines lines of code in all
// (the overlap; blank and comment lines are not counted); its statements are those of its core only
// (schema.ChunkStmt), so each statement belongs to one leaf.
//
// # Ids
//
// Ids are the first 64 bits of SHA-256 (16 hex digits) of NUL-separated
// parts, as the issue that specified chunks asks (the repository is named
// by the caller: the loaders give its git remote origin's URL, else the
// root directory's name):
//   - parent = hash(repository, file path, kind, qualified name (a file's
//     path), canonical signature, occurrence number among equal ones in
//     the file); the file path too because two files may name the same
//     module (one per source root of a monorepo);
//   - leaf = hash(repository, file path, canonical text, parent id,
//     occurrence number among equal texts of the parent).
//
// The canonical text comes from the file's front end (python.Canonical):
// comments and insignificant whitespace are dropped, so a comment- or
// format-only change changes no id and no content hash (a NOOP), and no id
// holds a line number, so a line added at the top of a file changes no id
// below the leaf it lands in (beyond it, at most the leaves up to the next
// content-defined boundary of the same run). ContentHash is the hash of
// the canonical text of the chunk's lines: a parent keeps its id when its
// body changes, and its hash tells the change.
//
// # Lineage and cost
//
// Every chunk records its file's SHA-256, the front end that parsed it,
// Config.Hash and the index run's id. Build reports, per file, the
// chunking time (ms), the parents and leaves made and the token waste: the
// overlap tokens over all leaf tokens.
package chunks
