package syntax

import (
	"fmt"
	"reflect"
	"slices"

	"github.com/semantica/semantica/loaders/ir"
)

// Scope is the scope of names of one function (or a class body or a
// module) while a front end lowers it, for languages whose blocks scope
// their declarations and that declare no nonlocal or global names (the
// IR has Python's function-level scoping; such a front end renames and
// infers instead):
//
//   - Blocks is a stack of blocks, each mapping a declared name to the
//     name the IR uses for it: itself, or name@line when it shadows a
//     name that an enclosing block of the same function declares, or
//     repeats one a closed sibling block declared (Declare);
//   - Nonlocal and Global are the names the function writes that an
//     enclosing function or the module declares (Def); Leave records them
//     as the function's ir.Func.Nonlocals and Globals.
type Scope struct {
	Func   *ir.Func
	Parent *Scope
	Blocks []map[string]string
	// Nonlocal and Global are the names written here that an enclosing
	// function declares, or the module (or no scope of the file: a name
	// another file of a module of several declares, or a global).
	Nonlocal, Global map[string]bool
	// Results are the function's named results (Go), read by its
	// returns.
	Results []string
	// declared holds the names some block of s declared so far, closed
	// blocks included (Declare).
	declared map[string]bool
}

// Where a name is declared, as Resolve reports it.
const (
	Here      = iota // in the current function
	Enclosing        // in an enclosing function
	Module           // at module level, seen from a function
	Nowhere          // in no scope of the file
)

// Enter starts the scope of fn inside parent (nil for a module), its
// first block declaring names (the parameters).
func Enter(parent *Scope, fn *ir.Func, names ...string) *Scope {
	s := &Scope{Func: fn, Parent: parent, Blocks: []map[string]string{{}}, Nonlocal: map[string]bool{}, Global: map[string]bool{}}
	for _, n := range names {
		s.Blocks[0][n] = n
	}
	return s
}

// Leave ends s: the names it writes that an enclosing function declares
// become its Func's Nonlocals, those of the module (or of no scope) its
// Globals, sorted. It returns the enclosing scope.
func (s *Scope) Leave() *Scope {
	for n := range s.Nonlocal {
		s.Func.Nonlocals = append(s.Func.Nonlocals, n)
	}
	for n := range s.Global {
		s.Func.Globals = append(s.Func.Globals, n)
	}
	slices.Sort(s.Func.Nonlocals)
	slices.Sort(s.Func.Globals)
	return s.Parent
}

// Push opens a new innermost block and returns it; Pop closes it.
func (s *Scope) Push() map[string]string {
	m := map[string]string{}
	s.Blocks = append(s.Blocks, m)
	return m
}

// Pop closes the innermost block.
func (s *Scope) Pop() { s.Blocks = s.Blocks[:len(s.Blocks)-1] }

// Innermost returns the innermost block.
func (s *Scope) Innermost() map[string]string { return s.Blocks[len(s.Blocks)-1] }

// Declare binds name in block m (one of s's blocks) and returns its IR
// name: name@at when another block of s, an enclosing function or the
// module declares it (a shadowing declaration), or a block of s that is
// closed already (a sibling: the const plan of an if branch and the one
// of its else are two variables), name otherwise. A name m declares
// already keeps its IR name.
func (s *Scope) Declare(m map[string]string, name string, at int) string {
	if v, ok := m[name]; ok {
		return v
	}
	if s.declared == nil {
		s.declared = map[string]bool{}
		for _, b := range s.Blocks {
			for n := range b {
				s.declared[n] = true
			}
		}
	}
	sibling := s.declared[name]
	s.declared[name] = true
	for i := len(s.Blocks) - 1; i >= 0; i-- {
		if sameMap(s.Blocks[i], m) {
			continue
		}
		if _, ok := s.Blocks[i][name]; ok {
			m[name] = fmt.Sprintf("%s@%d", name, at)
			return m[name]
		}
	}
	if sibling {
		m[name] = fmt.Sprintf("%s@%d", name, at)
		return m[name]
	}
	if s.Func.Kind != ir.ModuleScope && s.declaredOutside(name) {
		// A local shadowing an enclosing function's or the module's
		// name: the IR scopes names per function, so the local would
		// take every read of the name in the function, the declaring
		// statement's own right-hand side included (Go's step := step +
		// 1 reads the package-level step).
		m[name] = fmt.Sprintf("%s@%d", name, at)
		return m[name]
	}
	m[name] = name
	return name
}

// declaredOutside reports whether an enclosing function or the module
// declares name.
func (s *Scope) declaredOutside(name string) bool {
	for fc := s.Parent; fc != nil; fc = fc.Parent {
		for _, b := range fc.Blocks {
			if _, ok := b[name]; ok {
				return true
			}
		}
	}
	return false
}

func sameMap(a, b map[string]string) bool {
	return reflect.ValueOf(a).UnsafePointer() == reflect.ValueOf(b).UnsafePointer()
}

// Resolve returns the IR name of name as read or written in s, and where
// it is declared (Here, Enclosing, Module, Nowhere). At module level an
// undeclared name is the module's own (Here). s may be nil (Nowhere).
func (s *Scope) Resolve(name string) (string, int) {
	for fc, level := s, 0; fc != nil; fc, level = fc.Parent, level+1 {
		for i := len(fc.Blocks) - 1; i >= 0; i-- {
			if v, ok := fc.Blocks[i][name]; ok {
				switch {
				case level == 0:
					return v, Here
				case fc.Func.Kind == ir.ModuleScope:
					return v, Module
				}
				return v, Enclosing
			}
		}
	}
	if s != nil && s.Func.Kind == ir.ModuleScope {
		return name, Here
	}
	return name, Nowhere
}

// Use is the IR name read for name.
func (s *Scope) Use(name string) string {
	v, _ := s.Resolve(name)
	return v
}

// Def is the IR name written for name, recording in a function's scope a
// write of an enclosing function's name (Nonlocal) or the module's, or
// of a name no scope of the file declares (Global).
func (s *Scope) Def(name string) string {
	v, where := s.Resolve(name)
	if s == nil || s.Func.Kind != ir.FunctionScope {
		return v
	}
	switch where {
	case Enclosing:
		s.Nonlocal[v] = true
	case Module, Nowhere:
		s.Global[v] = true
	}
	return v
}
