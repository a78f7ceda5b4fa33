// Package tokens counts tokens the way the models a budget is spent on
// count them: tiktoken's BPE encodings cl100k_base (the default, in which
// every token count stored in the index is taken) and o200k_base, with
// their ranks compiled into the binary, so counting never touches the
// network. The ranks are tiktoken-go-loader's embedded files, read by
// rankLoader into one string and a pre-sized map (12 ms for cl100k_base
// against the package's own reader's 45–80 ms); tiktoken-go builds the
// encoder from them.
//
// It is a leaf package: the graph builder (token counts of statements and
// scopes), the planner and the optimizer (budgets) all use it, and it
// imports none of them.
//
// PieceCounter counts many short texts (source lines) fast: BPE never
// merges across the pieces the pre-tokenizer splits a text into, so the
// count of a text is the sum of its pieces' counts, and each distinct piece
// is counted once. A piece longer than MaxPieceBytes counts as its bytes, an
// upper bound, so that one long identifier cannot cost minutes while
// budgets still hold.
package tokens
