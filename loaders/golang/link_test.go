package golang

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders/ir"
)

// TestLink indexes a two-package module written out here and checks what
// only Link can know: import paths mapped through go.mod to modules (the
// root package by its package clause, a package of the module by its
// directory, the standard library by its path), by-value parameters of
// an interface type unmarked, and an interface call resolved by
// class-hierarchy analysis to the methods of every implementing type of
// the repository, in any package, and to no type that lacks one of the
// interface's methods or has one with another number of parameters or
// results; loop variables typed by what they range over.
func TestLink(t *testing.T) {
	root := t.TempDir()
	files := map[string]string{
		"go.mod": "module example.com/shop\n\ngo 1.22\n",
		"main.go": `package shop

import (
	"fmt"

	"example.com/shop/geo"
)

func Total(s geo.Shape, r geo.Rect) int {
	fmt.Println(r)
	return s.Area() + s.Perimeter()
}

func Sum(rs []geo.Rect, byName map[string]geo.Shape) int {
	n := 0
	for _, r := range rs {
		n += r.Area()
	}
	for _, s := range byName {
		n += s.Perimeter()
	}
	return n
}
`,
		"geo/shape.go": `package geo

type Shape interface {
	Area() int
	Perimeter() int
}

type Rect struct{ W, H int }
`,
		"geo/rect.go": `package geo

func (r Rect) Area() int      { return r.W * r.H }
func (r Rect) Perimeter() int { return 2 * (r.W + r.H) }
`,
		"geo/square.go": `package geo

type Square struct{ S int }

func (q *Square) Area() int      { return q.S * q.S }
func (q *Square) Perimeter() int { return 4 * q.S }

type Line struct{ L int }

func (l Line) Area() int { return 0 }

type Ring struct{ R int }

func (g Ring) Area(scale int) int { return g.R * scale }
func (g Ring) Perimeter() int     { return g.R }
`,
	}
	var parsed []*ir.File
	p := NewParser()
	defer p.Close()
	for rel, src := range files {
		abs := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(abs), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(abs, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		if !strings.HasSuffix(rel, ".go") {
			continue
		}
		f, err := p.Parse(rel, Module(rel), false, []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		parsed = append(parsed, f)
	}
	if err := (Go{}).Link(root, parsed); err != nil {
		t.Fatal(err)
	}
	var main *ir.File
	for _, f := range parsed {
		if f.Path == "main.go" {
			main = f
		}
		if f.Linking != nil {
			t.Errorf("%s: Linking kept after Link", f.Path)
		}
	}
	if main.Module != "shop" {
		t.Errorf("root package module = %q, want shop (its package clause)", main.Module)
	}
	imports := map[string]string{}
	for _, s := range main.Top.Body {
		if s.Import != nil {
			imports[s.Import.Names[0].Alias] = s.Import.Names[0].Name
		}
	}
	if imports["geo"] != "geo" || imports["fmt"] != "fmt" {
		t.Errorf("imports = %v, want geo -> geo (a package of the module), fmt -> fmt", imports)
	}
	var total *ir.Func
	main.Top.Walk(func(fn *ir.Func) {
		if fn.QName == "shop.Total" {
			total = fn
		}
	})
	if total == nil {
		t.Fatal("no shop.Total")
	}
	if total.Params[0].Value || !total.Params[1].Value {
		t.Errorf("Value of s (geo.Shape, an interface) = %v, of r (geo.Rect, a struct) = %v; want false, true",
			total.Params[0].Value, total.Params[1].Value)
	}
	var got []string
	total.Stmts(func(s *ir.Stmt) {
		for _, c := range s.Calls {
			if c.Target != "" {
				got = append(got, c.Target)
			}
		}
	})
	slices.Sort(got)
	want := []string{"geo.Rect.Area", "geo.Rect.Perimeter", "geo.Square.Area", "geo.Square.Perimeter"}
	if !slices.Equal(got, want) {
		t.Errorf("CHA targets = %v, want %v (never geo.Line.Area: Line lacks Perimeter; never geo.Ring's: its Area takes a parameter, another method than Shape's)", got, want)
	}
	// Ranging over a slice of a struct type and a map of an interface
	// types the loop variables: a static call and a CHA call.
	got = nil
	main.Top.Walk(func(fn *ir.Func) {
		if fn.QName == "shop.Sum" {
			fn.Stmts(func(s *ir.Stmt) {
				for _, c := range s.Calls {
					if c.Target != "" {
						got = append(got, c.Target)
					}
				}
			})
		}
	})
	slices.Sort(got)
	want = []string{"geo.Rect.Area", "geo.Rect.Perimeter", "geo.Square.Perimeter"}
	if !slices.Equal(got, want) {
		t.Errorf("targets in Sum = %v, want %v", got, want)
	}
}
