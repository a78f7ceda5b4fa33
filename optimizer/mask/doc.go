// Package mask masks secrets in text before it is handed to a user or a
// model, using gitleaks' detector and rule set rather than a list of its
// own.
//
// # Rule set
//
// What counts as a secret is decided by the default configuration of
// gitleaks v8.30.1 (github.com/zricethezav/gitleaks/v8, MIT; RuleSet, and
// a test keeps it equal to the version go.mod requires): 222 rules for
// cloud and service credentials (AWS, GCP, Azure, GitHub, GitLab, Slack,
// Stripe, OpenAI and many more), private key blocks, JWTs, and a generic
// rule for values assigned to names like key, token, secret or password.
// gitleaks' own filters apply: a rule's keywords must occur, a value must
// reach the rule's entropy, and the global and per-rule allowlists and
// stopwords drop known placeholders (an AWS key ending in EXAMPLE, a value
// like ${VAR} or "true"). Text is scanned without a file name, so
// gitleaks' path allowlists (vendored code, lock files, an installed
// lib/python3.x) never exempt it. A line containing `gitleaks:allow` is
// left as written: that is gitleaks' mark for a value reviewed as not
// secret. Text is decoded up to MaxDecodeDepth times (base64, hex,
// percent and unicode escapes, gitleaks' CLI default) and scanned again,
// so a secret that is only there encoded is found too; then the encoded
// text is what is masked.
//
// What the rules do not find is not masked. Notably: short or low-entropy
// passwords ("hunter2hunter2"), credentials inside connection URLs
// (postgres://user:pass@host), and personal data. gitleaks has no rule for
// e-mail addresses, phone numbers or names, and no maintained Go library
// served by the module proxy finds them in text (nyaruka/phonenumbers,
// the Go port of libphonenumber, leaves its PhoneNumberMatcher
// unimplemented as of v1.8.1); this package deliberately adds no regular
// expressions of its own, so personal data is not masked.
//
// # Placeholder
//
// A secret's value (the rule's secret group, e.g. the token between the
// quotes, not the name it is assigned to) is replaced by
// Placeholder(ruleID), "«secret:RULE-ID»", for example
//
//	token = '«secret:github-pat»'
//
// Every copy of a found value in the text is masked, also where the rule
// would not have matched it (a second mention in a comment). Overlapping
// values are masked as one, named by the rule of the one that starts
// first.
//
// # Invariants
//
//   - The number of lines never changes: each newline inside a masked value
//     (a private key block) is kept, with the carriage return before it if
//     there is one, so the value's first line holds the placeholder and its
//     other lines become empty. Row numbers computed on the input stay
//     valid on the output.
//   - Text without findings is returned unchanged (the same string) with nil
//     findings.
//   - Masking masked text again changes nothing: the placeholder matches
//     no rule (tested for the rules the tests exercise).
//
// Mask whole texts, not line by line, or a multi-line value (a key block)
// is not recognised; the kept line count lets a caller split the result
// back into its lines. The placeholder's length differs from the value's,
// so tokens are best counted after masking.
//
// # Use and cost
//
// Source wraps a source reader so that every file it reads comes masked:
// the MCP server and the web view read sources through it once per
// snapshot, so their slices, packs, contexts and symbol_get show masked
// code. A one-shot command masks only what it prints instead (Printed, the
// optimizer's Input.Mask), which costs less than masking whole files.
// Both mask before tokens are counted and without decoding
// (SourceDecodeDepth), for speed; the chunk export masks with decoding.
//
// Text masks with a process-wide Masker built on first use (Default), so
// a program that never masks never loads the rules; New builds another.
// A Masker is safe for concurrent use. Loading the rules (parsing the
// TOML, compiling 222 regular expressions) takes about 30 ms; masking
// about 30 KB of Python about 35 ms, and time grows with the text's
// length. Most of it is Go's regexp running the rules whose keywords occur
// (the generic rule's keywords occur in almost any code), once more for
// each decoding pass that decoded something: without decoding the same
// text takes about 13 ms. Building with the tag
// gore2regex makes gitleaks use RE2 compiled to WebAssembly instead of
// Go's regexp: about 3 ms per 30 KB, but about 130 ms to load.
package mask
