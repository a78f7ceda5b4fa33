// Package changes reads what changed between two states of a git
// repository, as line numbers per file: the input of diff-context.
//
// # Model
//
// A change set compares a base commit with a head, which is either a
// commit or the work tree. With the work tree as head it holds staged and
// unstaged edits and untracked files (those `git status` lists, .gitignore
// honoured), each untracked file as added whole. The base is the merge
// base of the base ref and the head (of HEAD for the work tree), as a
// reviewer reads a branch: commits made on the base branch after the
// branch point are not the branch's changes.
//
// Each File says, in line numbers:
//
//   - Added: lines of the head version that are new or rewritten;
//   - Deleted: lines of the base version that were removed or rewritten;
//   - DeletedAt: for each run of deleted lines, the line of the head
//     version that now stands where they stood (the line after them; the
//     file's last line + 1 at its end), so a pure deletion still names a
//     place in the head version.
//
// Renames are detected by git (-M, 50% similarity) between tracked files:
// committed, or staged (git mv, git add); a renamed file keeps OldPath. A
// file moved with plain mv and not staged reads as the old path deleted
// and the new one untracked (added whole). Binary files are listed with
// no lines.
//
// Export writes a commit's tree with git archive, which honours the
// tree's .gitattributes: files marked export-ignore are left out (and
// export-subst applies).
//
// # Invariants
//
// Reading never writes to the repository: git runs with
// --no-optional-locks (no index refresh), no external diff or textconv
// driver, no pager and no colour. Paths are relative to the directory
// given (git diff --relative), slash-separated, so a repository indexed
// from a subdirectory reads as indexed; files outside it are not listed.
// Diffs are parsed with github.com/bluekeyes/go-gitdiff.
package changes
