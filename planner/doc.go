// Package planner chooses what a query returns under a token budget.
//
// The unit of cost is the token of a BPE encoding (cl100k_base or
// o200k_base, via github.com/pkoukk/tiktoken-go with offline ranks): budgets
// are counted on the final output text, never estimated. Today the plan is
// distance pruning (Fit): statements are ranked by dependence distance from
// the criterion, the criterion's own statements first, and the longest
// prefix whose rendering fits is kept. The cost-based choice among slice
// plans (thin slice, depth, stubs) builds on it.
package planner
