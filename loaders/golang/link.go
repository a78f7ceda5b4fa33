package golang

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
	"golang.org/x/mod/modfile"

	"github.com/semantica/semantica/loaders/ir"
)

// typeKind is what a declared type is, as far as linking cares.
type typeKind uint8

const (
	kindStruct    typeKind = iota + 1 // a struct or array: a copy when passed by value
	kindInterface                     // calls through it are resolved by class-hierarchy analysis
	kindOther                         // a map, slice, pointer, channel, function or another named type
)

// fileTypes are the type declarations of one file: each type's kind and
// each interface's methods (embedded interfaces not expanded).
type fileTypes struct {
	kinds  map[string]typeKind
	ifaces map[string][]string
	// results are the declared result types of the file's functions and
	// methods (by QName), position by position ("" for a type that is no
	// named type).
	results map[string][]string
	// fields are the declared types of struct fields ("T.f" -> type
	// name), for calls on a field (s.db.Query()).
	fields map[string]string
	// funcFields are the struct fields of function type ("T.f"): a call
	// s.f(...) through one reads the path s.f, not s whole (Go rule 10).
	funcFields map[string]bool
	// ranges are the range loops over an access path (for k, v := range
	// xs): the path and the targets (key, value; "" for _ or none).
	ranges map[*ir.Stmt]rangeOf
	// lhs are the targets, position by position ("" for _ or a target
	// that is no name), of the statements whose right-hand side is one
	// call (x, err := f()).
	lhs map[*ir.Stmt][]string
}

// rangeOf is one range loop over an access path (fileTypes.ranges).
type rangeOf struct {
	over    string
	targets []string
}

func newFileTypes() *fileTypes {
	return &fileTypes{kinds: map[string]typeKind{}, ifaces: map[string][]string{}, results: map[string][]string{},
		lhs: map[*ir.Stmt][]string{}, fields: map[string]string{}, funcFields: map[string]bool{}, ranges: map[*ir.Stmt]rangeOf{}}
}

func (ft *fileTypes) record(lw *lowerer, name string, t *sitter.Node) {
	if t == nil {
		return
	}
	switch t.Type() {
	case "struct_type", "array_type":
		ft.kinds[name] = kindStruct
		for _, fl := range named(t) {
			if fl.Type() != "field_declaration_list" {
				continue
			}
			for _, fd := range named(fl) {
				if fd.Type() != "field_declaration" {
					continue
				}
				ty := fd.ChildByFieldName("type")
				tn := typeOrContainer(lw, ty)
				for _, nm := range fieldAll(fd, "name") {
					if tn != "" {
						ft.fields[name+"."+lw.text(nm)] = tn
					}
					if ty != nil && ty.Type() == "function_type" {
						ft.funcFields[name+"."+lw.text(nm)] = true
					}
				}
			}
		}
	case "interface_type":
		ft.kinds[name] = kindInterface
		var ms []string
		for _, el := range named(t) {
			switch el.Type() {
			case "method_elem", "method_spec":
				if nm := el.ChildByFieldName("name"); nm != nil {
					ms = append(ms, methodShape(lw.text(nm), arity(el.ChildByFieldName("parameters")), resultArity(el.ChildByFieldName("result"))))
				}
			case "type_elem", "interface_type_name", "constraint_elem":
				// An embedded interface: its methods too (Link expands
				// "embed:T" once every interface is known).
				if el.NamedChildCount() == 1 {
					if n := typeName(lw, el.NamedChild(0)); n != "" {
						ms = append(ms, "embed:"+n)
					}
				}
			}
		}
		ft.ifaces[name] = ms
	case "type_identifier", "qualified_type", "generic_type":
		ft.kinds[name] = kindStruct // a named type over another: assume a struct (the common case)
	default:
		ft.kinds[name] = kindOther
	}
}

// methodShape names a method by its name and the numbers of its
// parameters (the receiver not counted) and results, which a type's method
// must match to implement an interface's (class-hierarchy analysis): a
// method of the same name with another arity is another method.
func methodShape(name string, params, results int) string {
	return fmt.Sprintf("%s/%d/%d", name, params, results)
}

// arity counts the parameters of a parameter list (a, b int counts two;
// a variadic one, one); 0 for nil.
func arity(list *sitter.Node) int {
	if list == nil {
		return 0
	}
	n := 0
	for _, p := range named(list) {
		switch p.Type() {
		case "parameter_declaration":
			n += max(1, len(fieldAll(p, "name")))
		case "variadic_parameter_declaration":
			n++
		}
	}
	return n
}

// resultArity counts a result: a parameter list's entries, one for a bare
// type, 0 for none.
func resultArity(r *sitter.Node) int {
	switch {
	case r == nil:
		return 0
	case r.Type() == "parameter_list":
		return arity(r)
	}
	return 1
}

// Link completes the IR of a repository's Go files (ir.Linker):
//
//   - an import path of a package of the repository (the nearest go.mod
//     above the importing file names the module path) becomes that
//     package's module name; any other becomes its path with dots for
//     slashes (an external module, net/http as net.http);
//   - a parameter passed by value whose type turns out to be an
//     interface or a map, slice, pointer, channel or function type is no
//     copy (ir.Param.Value);
//   - a method call on a variable or parameter whose declared type is an
//     interface of the repository is resolved by class-hierarchy
//     analysis (Dean, Grove and Chambers 1995, as golang.org/x/tools
//     go/callgraph/cha): to the method of that name of every type of the
//     repository whose method set (value and pointer receivers, methods
//     declared in the type's own package) holds all the interface's
//     methods; one ir.Call per target (Call.Target).
//
// root is the indexed directory; only go.mod files are read from it.
func (Go) Link(root string, files []*ir.File) error {
	mods := &goMods{root: root, byDir: map[string]*goMod{}}
	dirMod := map[string]string{} // directory -> module name of its package
	for _, f := range files {
		if !strings.HasSuffix(f.Module, "_test") {
			dirMod[path.Dir(f.Path)] = f.Module
		}
	}
	for _, f := range files {
		gm, err := mods.of(path.Dir(f.Path))
		if err != nil {
			return err
		}
		f.Top.Walk(func(fn *ir.Func) {
			fn.Stmts(func(s *ir.Stmt) {
				if s.Import == nil {
					return
				}
				m := importModule(s.Import.Module, gm, dirMod)
				s.Import.Module = m
				if s.Import.IsFrom {
					s.Import.From = m
				}
				for i := range s.Import.Names {
					if s.Import.Names[i].Name != "*" {
						s.Import.Names[i].Name = m
					}
				}
			})
		})
	}
	// The repository's types: kinds, interfaces, method sets, results.
	kinds := map[string]typeKind{"error": kindInterface}                 // module.T -> kind
	ifaces := map[string][]string{"error": {methodShape("Error", 0, 1)}} // module.I -> methods (methodShape)
	methods := map[string][]*ir.Func{}                                   // module.T -> its methods
	results := map[string][]string{}                                     // function -> qualified result types
	lhs := map[*ir.Stmt][]string{}
	ranges := map[*ir.Stmt]rangeOf{}
	fields := map[string]string{}               // module.T.field -> qualified type
	funcFields := map[string]bool{}             // module.T.field of a function type
	bases := map[string][]string{}              // module.T -> embedded types
	imports := map[*ir.File]map[string]string{} // file -> local package name -> module
	for _, f := range files {
		im := map[string]string{}
		for _, s := range f.Top.Body {
			if s.Import != nil && !s.Import.IsFrom {
				for _, n := range s.Import.Names {
					im[n.Alias] = n.Name
				}
			}
		}
		imports[f] = im
	}
	for _, f := range files {
		if ft, ok := f.Linking.(*fileTypes); ok {
			for n, k := range ft.kinds {
				kinds[f.Module+"."+n] = k
			}
			for n, ms := range ft.ifaces {
				var out []string
				for _, m := range ms {
					if e, ok := strings.CutPrefix(m, "embed:"); ok {
						if q := qualify(f, imports[f], e); q != "" {
							m = "embed:" + q
						} else {
							m = "embed:?" + e // a library interface: its methods are unknown here
						}
					}
					out = append(out, m)
				}
				ifaces[f.Module+"."+n] = out
			}
			for q, rs := range ft.results {
				qs := make([]string, len(rs))
				for i, r := range rs {
					qs[i] = qualify(f, imports[f], r)
				}
				results[q] = qs
			}
			for s, ns := range ft.lhs {
				lhs[s] = ns
			}
			for s, r := range ft.ranges {
				ranges[s] = r
			}
		}
		if ft, ok := f.Linking.(*fileTypes); ok {
			for tf, ft2 := range ft.fields {
				if q := qualify(f, imports[f], ft2); q != "" {
					fields[f.Module+"."+tf] = q
				}
			}
			for tf := range ft.funcFields {
				funcFields[f.Module+"."+tf] = true
			}
		}
		f.Linking = nil
		for _, s := range f.Top.Body {
			if s.Kind == ir.ClassStmt && s.Func != nil {
				for _, b := range s.Func.Bases {
					if q := qualify(f, imports[f], b); q != "" {
						bases[s.Func.QName] = append(bases[s.Func.QName], q)
					}
				}
				for _, m := range s.Func.Body {
					if m.Kind == ir.DefStmt && m.Func != nil && m.Func.IsMethod {
						methods[s.Func.QName] = append(methods[s.Func.QName], m.Func)
					}
				}
			}
		}
	}
	// An interface's methods include those of the interfaces it embeds
	// (of the repository; error's Error; a library one's are unknown and
	// ignored, which makes more types implement it than Go would).
	var expand func(q string, seen map[string]bool) []string
	expand = func(q string, seen map[string]bool) []string {
		if seen[q] {
			return nil
		}
		seen[q] = true
		var out []string
		for _, m := range ifaces[q] {
			if e, ok := strings.CutPrefix(m, "embed:"); ok {
				out = append(out, expand(e, seen)...)
				continue
			}
			out = append(out, m)
		}
		return out
	}
	expanded := map[string][]string{}
	for q := range ifaces {
		expanded[q] = expand(q, map[string]bool{})
	}
	ifaces = expanded
	// method is the qualified name of method m of type t, looked up in
	// t's own methods, then in those of the types it embeds (one level).
	method := func(t, m string) string {
		for _, f := range methods[t] {
			if f.Name == m {
				return f.QName
			}
		}
		for _, b := range bases[t] {
			for _, f := range methods[b] {
				if f.Name == m {
					return f.QName
				}
			}
		}
		return ""
	}
	implementers := map[string][]string{} // interface -> types, sorted
	cha := func(iface string) []string {
		if ts, ok := implementers[iface]; ok {
			return ts
		}
		var out []string
		for t, ms := range methods {
			have := map[string]bool{}
			for _, m := range ms {
				have[methodShape(m.Name, len(m.Params)-1, len(results[m.QName]))] = true
			}
			all := len(ifaces[iface]) > 0
			for _, m := range ifaces[iface] {
				if !have[m] {
					all = false
					break
				}
			}
			if all {
				out = append(out, t)
			}
		}
		sort.Strings(out)
		implementers[iface] = out
		return out
	}
	for _, f := range files {
		im := imports[f]
		alias := map[string]string{} // module -> local package name
		for a, m := range im {
			alias[m] = a
		}
		// local names a qualified type as this file spells it, "" when
		// the file does not import its package.
		local := func(q string) string {
			if q == "error" {
				return q
			}
			i := strings.LastIndexByte(q, '.')
			if i < 0 {
				return ""
			}
			if q[:i] == f.Module {
				return q[i+1:]
			}
			if a, ok := alias[q[:i]]; ok {
				return a + q[i:]
			}
			return ""
		}
		f.Top.Walk(func(fn *ir.Func) {
			declared := map[string]string{} // variable -> qualified type
			for i, p := range fn.Params {
				if p.Type == "" {
					continue
				}
				q := qualify(f, im, p.Type)
				declared[p.Name] = q
				if k, ok := kinds[q]; ok && k != kindStruct {
					fn.Params[i].Value = false
				}
			}
			// callee is the function a call runs, when known here.
			callee := func(c *ir.Call) string {
				switch {
				case c.Target != "":
					return c.Target
				case c.Callee == "":
					return ""
				case !strings.Contains(c.Callee, "."):
					return f.Module + "." + c.Callee
				}
				recv, m, _ := strings.Cut(c.Callee, ".")
				if strings.Contains(m, ".") {
					return ""
				}
				if mod, ok := im[recv]; ok {
					return mod + "." + m
				}
				if t := declared[recv]; t != "" {
					return t + "." + m
				}
				return ""
			}
			// typeOf is the qualified type of an access path (x, x.f).
			typeOf := func(p string) string {
				if r, field, ok := strings.Cut(p, "."); ok {
					if t := declared[r]; t != "" {
						return fields[t+"."+field]
					}
					if m, ok := im[r]; ok {
						return declared[m+"."+field] // a package-level variable of another package: unknown
					}
					return ""
				}
				return declared[p]
			}
			fn.Stmts(func(s *ir.Stmt) {
				for _, th := range s.Types {
					declared[th.Path] = qualify(f, im, th.Type)
				}
				if len(s.Defs) == 1 && !s.Defs[0].May && !strings.Contains(s.Defs[0].Path, ".") && len(s.Types) == 0 {
					// (A declared type, var s Shape = Rect{...}, wins.)
					d := s.Defs[0].Path
					switch {
					case s.Alias != "":
						// x := y, x := y.f: y's type, the field's.
						if t := typeOf(s.Alias); t != "" {
							declared[d] = t
						}
					case len(s.Uses) == 1 && s.Uses[0].Call >= 0 && s.Uses[0].Call < len(s.Calls):
						// x := T{...}, x := &T{...}: a composite literal.
						if c := s.Calls[s.Uses[0].Call]; c.Method == "" && c.Callee != "" {
							if q := qualify(f, im, c.Callee); kinds[q] == kindStruct {
								declared[d] = q
							}
						}
					}
				}
				// x, err := f(): the targets take f's declared result types.
				if ns, ok := lhs[s]; ok && len(s.Uses) == 1 && s.Uses[0].Call >= 0 && s.Uses[0].Call < len(s.Calls) {
					rs := results[callee(&s.Calls[s.Uses[0].Call])]
					for i, n := range ns {
						if n == "" || i >= len(rs) || rs[i] == "" || len(ns) != len(rs) {
							continue
						}
						declared[n] = rs[i]
						if l := local(rs[i]); l != "" && kinds[rs[i]] != kindInterface {
							s.Types = append(s.Types, ir.TypeHint{Path: n, Type: l})
						}
					}
				}
				// for k, v := range xs: the key and element types of xs.
				if r, ok := ranges[s]; ok {
					k, v := elemTypes(typeOf(r.over))
					for i, t := range []string{k, v} {
						if i < len(r.targets) && r.targets[i] != "" && t != "" {
							declared[r.targets[i]] = t
							if l := local(t); l != "" && kinds[t] != kindInterface {
								s.Types = append(s.Types, ir.TypeHint{Path: r.targets[i], Type: l})
							}
						}
					}
				}
				n := len(s.Calls)
				for ci := 0; ci < n; ci++ {
					c := s.Calls[ci]
					if c.Method == "" || c.Target != "" {
						continue
					}
					var iface string
					switch {
					case c.RecvPath != "":
						iface = typeOf(c.RecvPath) // s.db.Query(): the field's declared type
					case len(c.Receiver) == 1 && c.Receiver[0].Call >= 0 && c.Receiver[0].Call < ci:
						// f(x).M(): f's first declared result type.
						if rs := results[callee(&s.Calls[c.Receiver[0].Call])]; len(rs) > 0 {
							iface = rs[0]
						}
					}
					if kinds[iface] == kindStruct {
						// A concrete type: the method is known statically.
						if m := method(iface, c.Method); m != "" {
							s.Calls[ci].Target = m
						} else if funcFields[iface+"."+c.Method] {
							// n.Send(...) through a field of function type:
							// an unresolved call that reads the path n.Send,
							// not the object n whole (Go rule 10, rule 2).
							fp := c.RecvPath // s.cfg.Send: paths stop at name.attr (rule 2)
							if !strings.Contains(fp, ".") {
								fp += "." + c.Method
							}
							s.Calls[ci].Method, s.Calls[ci].RecvPath, s.Calls[ci].Receiver = "", "", nil
							s.Calls[ci].CalleeUses = []ir.Ref{ir.PathRef(fp)}
						}
						continue
					}
					if kinds[iface] != kindInterface {
						continue
					}
					var targets []string
					for _, t := range cha(iface) {
						for _, m := range methods[t] {
							if m.Name == c.Method {
								targets = append(targets, m.QName)
							}
						}
					}
					for k, q := range targets {
						if k == 0 {
							s.Calls[ci].Target = q
							continue
						}
						dup := c
						dup.Target = q
						s.Calls = append(s.Calls, dup)
						s.Uses = append(s.Uses, ir.CallRef(len(s.Calls)-1))
					}
				}
			})
		})
	}
	return nil
}

// qualify is the qualified name (module.T) of type t as file f spells it
// (T, pkg.T) given its imports; "error" stays itself; "" when t is empty
// or names a package f does not import.
func qualify(f *ir.File, imports map[string]string, t string) string {
	switch {
	case t == "":
		return ""
	case t == "error":
		return t
	case strings.HasPrefix(t, "[]"):
		if e := qualify(f, imports, t[2:]); e != "" {
			return "[]" + e
		}
		return ""
	case strings.HasPrefix(t, "map["):
		k, v, _ := strings.Cut(t[4:], "]")
		return "map[" + qualify(f, imports, k) + "]" + qualify(f, imports, v)
	}
	if i := strings.IndexByte(t, '.'); i >= 0 {
		if m, ok := imports[t[:i]]; ok {
			return m + t[i:]
		}
		return ""
	}
	return f.Module + "." + t
}

// importModule maps import path ipath, imported from a package of module
// gm (nil: none), to a module name.
func importModule(ipath string, gm *goMod, dirMod map[string]string) string {
	if gm != nil {
		rel, ok := "", false
		switch {
		case ipath == gm.path:
			rel, ok = gm.dir, true
		case strings.HasPrefix(ipath, gm.path+"/"):
			rel, ok = path.Join(gm.dir, strings.TrimPrefix(ipath, gm.path+"/")), true
		}
		if ok {
			if m, found := dirMod[rel]; found {
				return m
			}
		}
	}
	return strings.ReplaceAll(ipath, "/", ".")
}

// goMod is one go.mod: its module path and its directory (relative to
// the root, "." for the root).
type goMod struct {
	path, dir string
}

type goMods struct {
	root  string
	byDir map[string]*goMod
}

// of returns the go.mod nearest above directory dir (relative to the
// root), nil when there is none up to the root.
func (g *goMods) of(dir string) (*goMod, error) {
	if gm, ok := g.byDir[dir]; ok {
		return gm, nil
	}
	var gm *goMod
	file := filepath.Join(g.root, filepath.FromSlash(dir), "go.mod")
	data, err := os.ReadFile(file)
	switch {
	case err == nil && modfile.ModulePath(data) != "":
		gm = &goMod{path: modfile.ModulePath(data), dir: dir}
	case err != nil && !os.IsNotExist(err):
		return nil, fmt.Errorf("read %s: %w", file, err)
	case dir != "." && dir != "" && dir != "/":
		// No go.mod here (or one without a module line): the parent's.
		if gm, err = g.of(path.Dir(dir)); err != nil {
			return nil, err
		}
	}
	g.byDir[dir] = gm
	return gm, nil
}

// elemTypes are the key and element types that ranging over a value of
// qualified type t yields: an int and E for "[]E", K and V for
// "map[K]V", nothing for another type.
func elemTypes(t string) (key, elem string) {
	switch {
	case strings.HasPrefix(t, "[]"):
		return "", t[2:]
	case strings.HasPrefix(t, "map["):
		k, v, _ := strings.Cut(t[4:], "]")
		return k, v
	}
	return "", ""
}
