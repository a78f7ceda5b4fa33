package javascript

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/semantica/semantica/loaders/ir"
)

// importStmt lowers an ESM import: a default import binds the module's
// default, named imports each their name, a namespace import the module
// itself (as Python's import m as ns). Type-only imports bind nothing that
// runs.
func (lw *lowerer) importStmt(n *sitter.Node) []*ir.Stmt {
	if isTypeOnly(lw, n) {
		return nil
	}
	spec, ok := stringValue(lw, n.ChildByFieldName("source"))
	if !ok {
		return nil
	}
	mod := SpecifierModule(lw.file.Path, spec)
	from := &ir.ImportInfo{IsFrom: true, From: mod, Module: mod}
	var ns *ir.ImportInfo
	for _, c := range named(n) {
		if c.Type() != "import_clause" {
			continue
		}
		for _, x := range named(c) {
			switch x.Type() {
			case "identifier":
				from.Names = append(from.Names, ir.ImportName{Name: "default", Alias: lw.def(lw.text(x))})
			case "namespace_import":
				if id := lastIdent(x); id != nil {
					ns = &ir.ImportInfo{Module: mod, Names: []ir.ImportName{{Name: mod, Alias: lw.def(lw.text(id))}}}
				}
			case "named_imports":
				for _, sp := range named(x) {
					if sp.Type() != "import_specifier" || isTypeOnly(lw, sp) {
						continue
					}
					nm, al := sp.ChildByFieldName("name"), sp.ChildByFieldName("alias")
					if nm == nil {
						continue
					}
					name := strings.Trim(lw.text(nm), `'"`)
					alias := name
					if al != nil {
						alias = lw.text(al)
					}
					from.Names = append(from.Names, ir.ImportName{Name: name, Alias: lw.def(alias)})
				}
			}
		}
	}
	var out []*ir.Stmt
	for _, info := range []*ir.ImportInfo{from, ns} {
		if info == nil || len(info.Names) == 0 {
			continue
		}
		s := lw.newStmt(ir.Import, n)
		s.Import = info
		for _, nm := range info.Names {
			s.Defs = append(s.Defs, ir.Def{Path: nm.Alias})
		}
		out = append(out, s)
	}
	return out
}

func isTypeOnly(lw *lowerer, n *sitter.Node) bool {
	for i := 0; i < int(n.ChildCount()) && i < 3; i++ {
		if c := n.Child(i); c.Type() == "type" || c.Type() == "typeof" {
			return true
		}
	}
	return false
}

func lastIdent(n *sitter.Node) *sitter.Node {
	for i := int(n.NamedChildCount()) - 1; i >= 0; i-- {
		if c := n.NamedChild(i); c.Type() == "identifier" {
			return c
		}
	}
	return nil
}

// exportStmt lowers an export: export of a declaration is the declaration
// (a module's names are its exports); export default binds default
// (to the declared function or class, or to the expression); re-exports
// (export {a} from m, export * from m) are imports. An export list
// without a source binds nothing in the module; its renamings
// (export { gross as total }) go to ir.File.Exports, which importers
// resolve through.
func (lw *lowerer) exportStmt(n *sitter.Node) []*ir.Stmt {
	if isTypeOnly(lw, n) {
		return nil
	}
	isDefault := false
	for i := 0; i < int(n.ChildCount()); i++ {
		if n.Child(i).Type() == "default" {
			isDefault = true
		}
	}
	if d := n.ChildByFieldName("declaration"); d != nil {
		if isDefault {
			switch d.Type() {
			case "function_declaration", "generator_function_declaration", "class_declaration", "abstract_class_declaration":
				nm := d.ChildByFieldName("name")
				if nm == nil {
					if strings.HasPrefix(d.Type(), "class") {
						return []*ir.Stmt{lw.classDef(d, "default", n)}
					}
					return []*ir.Stmt{lw.funcDef(d, "default", n)}
				}
				ss := lw.stmt(d)
				al := lw.newStmt(ir.Simple, n)
				al.Span.EndLine, al.Span.EndByte = al.Span.Line, al.Span.StartByte
				al.Defs = []ir.Def{{Path: "default"}}
				al.Uses = []ir.Ref{ir.PathRef(lw.text(nm))}
				al.Alias = lw.text(nm)
				return append(ss, al)
			}
		}
		return lw.stmt(d)
	}
	if v := n.ChildByFieldName("value"); v != nil {
		u := unwrap(v)
		switch u.Type() {
		case "arrow_function", "function_expression", "function", "generator_function":
			return []*ir.Stmt{lw.funcDef(u, "default", n)}
		case "class":
			return []*ir.Stmt{lw.classDef(u, "default", n)}
		}
		s := lw.newStmt(ir.Simple, n)
		e := &exprCtx{lw: lw, st: s}
		s.Uses = e.expr(v)
		s.Defs = append(s.Defs, ir.Def{Path: "default"})
		if d := dotted(lw, u); d != "" {
			s.Alias = d
		}
		return []*ir.Stmt{s}
	}
	src := n.ChildByFieldName("source")
	if src == nil {
		for _, c := range named(n) {
			if c.Type() != "export_clause" {
				continue
			}
			for _, sp := range named(c) {
				nm, al := sp.ChildByFieldName("name"), sp.ChildByFieldName("alias")
				if sp.Type() != "export_specifier" || nm == nil || al == nil {
					continue
				}
				name, alias := strings.Trim(lw.text(nm), `'"`), strings.Trim(lw.text(al), `'"`)
				if name != alias {
					lw.file.Exports = append(lw.file.Exports, ir.ImportName{Name: name, Alias: alias})
				}
			}
		}
		return nil
	}
	spec, ok := stringValue(lw, src)
	if !ok {
		return nil
	}
	mod := SpecifierModule(lw.file.Path, spec)
	info := &ir.ImportInfo{IsFrom: true, From: mod, Module: mod}
	for _, c := range named(n) {
		switch c.Type() {
		case "export_clause":
			for _, sp := range named(c) {
				if sp.Type() != "export_specifier" {
					continue
				}
				nm, al := sp.ChildByFieldName("name"), sp.ChildByFieldName("alias")
				if nm == nil {
					continue
				}
				name := strings.Trim(lw.text(nm), `'"`)
				alias := name
				if al != nil {
					alias = strings.Trim(lw.text(al), `'"`)
				}
				info.Names = append(info.Names, ir.ImportName{Name: name, Alias: alias})
			}
		case "namespace_export":
			if id := lastIdent(c); id != nil {
				s := lw.newStmt(ir.Import, n)
				s.Import = &ir.ImportInfo{Module: mod, Names: []ir.ImportName{{Name: mod, Alias: lw.text(id)}}}
				s.Defs = []ir.Def{{Path: lw.text(id)}}
				return []*ir.Stmt{s}
			}
		}
	}
	if len(info.Names) == 0 {
		info.Names = []ir.ImportName{{Name: "*"}}
	}
	s := lw.newStmt(ir.Import, n)
	s.Import = info
	for _, nm := range info.Names {
		if nm.Name != "*" {
			s.Defs = append(s.Defs, ir.Def{Path: nm.Alias})
		}
	}
	return []*ir.Stmt{s}
}
