package pdg

import (
	"github.com/semantica/semantica/loaders/ir"
)

// reboundParams finds, in every function that assigns one of its
// parameters, the statements the parameter's own object no longer reaches
// (scope.rebound): every path from the entry to them passes an assignment
// of the name (rows = [HEADER] + rows; logger = Logger(name)). A change
// made there (rows.append(x), logger.level = 3) changes the object the
// function made, not the caller's argument, so it is no parameter-out
// (rule 10: a parameter-out carries the changes of the object passed in;
// golden/go/RULES.md rule 10: assigning a parameter never reaches the
// caller). An assignment on some paths only (if index is None: index = {})
// leaves the statements after it reached by the parameter's object, and
// their changes stay parameter-outs; so does an augmented assignment
// (ir.Def.MayKeep: xs += ys extends the list passed in), and so does an
// assignment that may keep the object (xs = xs or []).
//
// It is the reaching-definitions question "does the formal-in of p reach
// this statement", answered by a breadth-first search from the entry over
// the real CFG edges that stops at the statements assigning p: linear in
// the CFG per assigned parameter. The CFGs it builds are kept for
// buildScope.
func (b *builder) reboundParams() {
	for _, sc := range b.scopes {
		if sc.fn.Kind != ir.FunctionScope || len(sc.fn.Params) == 0 {
			continue
		}
		params := map[string]bool{}
		for _, p := range sc.fn.Params {
			if !p.Value {
				params[p.Name] = true
			}
		}
		assigned := map[string]bool{}
		for _, s := range sc.stmts {
			for _, d := range s.Defs {
				if params[d.Path] && !d.May && !d.MayKeep {
					assigned[d.Path] = true
				}
			}
		}
		if len(assigned) == 0 {
			continue
		}
		sc.assigned = assigned
		cfg := b.cfgOf(sc)
		for p := range assigned {
			reached := make([]bool, len(cfg.Nodes))
			reached[Entry] = true
			queue := []int{Entry}
			for len(queue) > 0 {
				v := queue[0]
				queue = queue[1:]
				if v >= 2 && assigns(cfg.Nodes[v], p) {
					continue // the parameter's object does not leave v under its name
				}
				for _, e := range cfg.Succ[v] {
					if e.Real && !reached[e.To] {
						reached[e.To] = true
						queue = append(queue, e.To)
					}
				}
			}
			// A statement with several nodes (one per copy of a finally
			// clause) is reached when any of them is.
			live := map[*ir.Stmt]bool{}
			for v := 2; v < len(cfg.Nodes); v++ {
				if reached[v] {
					live[cfg.Nodes[v]] = true
				}
			}
			for v := 2; v < len(cfg.Nodes); v++ {
				s := cfg.Nodes[v]
				if live[s] {
					continue
				}
				if sc.rebound == nil {
					sc.rebound = map[*ir.Stmt]map[string]bool{}
				}
				if sc.rebound[s] == nil {
					sc.rebound[s] = map[string]bool{}
				}
				sc.rebound[s][p] = true
			}
		}
	}
}

// assigns reports whether s binds name p to another object: a definition
// of p itself that is neither a may-definition nor in place.
func assigns(s *ir.Stmt, p string) bool {
	for _, d := range s.Defs {
		if d.Path == p && !d.May && !d.MayKeep {
			return true
		}
	}
	return false
}

// cfgOf returns sc's CFG, built once and kept for the order analysis.
func (b *builder) cfgOf(sc *scope) *CFG {
	if cfg := b.ord.cfgs[sc]; cfg != nil {
		return cfg
	}
	cfg := BuildCFG(sc.fn.Body)
	b.ord.cfgs[sc] = cfg
	return cfg
}
