package loaders

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"hash"
	"math"
	"reflect"

	"github.com/semantica/semantica/loaders/ir"
)

// Fingerprint returns the SHA-256 (hex) of what the dependence-graph build
// reads of f: its IR with every position left out. Two versions of a file
// with the same fingerprint differ only where the build copies text and
// positions into rows (statement text, lines, token counts, a scope's
// signature and docstring) and never where it decides an edge, a call or
// a statement: comments, blank lines, layout, the operators and literals
// of expressions (not a constant the points-to analysis keys on:
// ir.Stmt.Const, ir.Arg.Const, ir.Key.Const). The incremental re-index
// (incremental.go) relies on it.
//
// Left out: every ir.Span (lines and byte offsets), a scope's Signature and
// Doc, the file's source, parse errors and what only the Linker reads.
// A call's line is kept relative to the line its statement starts on, so
// a call that moves within its statement changes the fingerprint. Pointers
// to a scope's parent and def statement are not followed (the tree reaches
// them). Every field not named here counts, so a field added to the IR
// makes fingerprints more exact, never less.
func Fingerprint(f *ir.File) string {
	h := sha256.New()
	fp := fingerprinter{h: h, buf: make([]byte, 0, 64<<10)}
	fp.value(reflect.ValueOf(f).Elem())
	h.Write(fp.buf)
	return hex.EncodeToString(h.Sum(nil))
}

// fingerprintSkip names the fields Fingerprint leaves out, by struct type
// and field name.
var fingerprintSkip = map[reflect.Type]map[string]bool{
	reflect.TypeOf(ir.File{}): {"Src": true, "Errors": true, "Linking": true},
	reflect.TypeOf(ir.Func{}): {"Parent": true, "Def": true, "Signature": true, "Doc": true},
}

var (
	spanType = reflect.TypeOf(ir.Span{})
	stmtType = reflect.TypeOf(ir.Stmt{})
	callType = reflect.TypeOf(ir.Call{})
)

// fingerprinter feeds the hash through buf, flushed every 64 KiB (a Write
// per value cost more than the walk).
type fingerprinter struct {
	h    hash.Hash
	line int // the line the statement being walked starts on
	buf  []byte
}

func (p *fingerprinter) int(n int64) {
	p.buf = binary.LittleEndian.AppendUint64(p.buf, uint64(n))
	p.flush()
}

func (p *fingerprinter) str(s string) {
	p.int(int64(len(s)))
	p.buf = append(p.buf, s...)
	p.flush()
}

func (p *fingerprinter) flush() {
	if len(p.buf) >= 64<<10 {
		p.h.Write(p.buf)
		p.buf = p.buf[:0]
	}
}

func (p *fingerprinter) value(v reflect.Value) {
	switch v.Kind() {
	case reflect.Bool:
		if v.Bool() {
			p.int(1)
		} else {
			p.int(0)
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		p.int(v.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		p.int(int64(v.Uint()))
	case reflect.Float32, reflect.Float64:
		p.int(int64(math.Float64bits(v.Float())))
	case reflect.String:
		p.str(v.String())
	case reflect.Pointer:
		if v.IsNil() {
			p.int(-1)
			return
		}
		p.int(1)
		p.value(v.Elem())
	case reflect.Interface:
		if v.IsNil() {
			p.str("")
			return
		}
		// A language's Semantics: its type names it.
		p.str(v.Elem().Type().String())
	case reflect.Slice, reflect.Array:
		p.int(int64(v.Len()))
		for i := 0; i < v.Len(); i++ {
			p.value(v.Index(i))
		}
	case reflect.Map:
		// The IR holds no maps today; one would need its keys sorted.
		panic("loaders: Fingerprint cannot hash a map in the IR (" + v.Type().String() + ")")
	case reflect.Struct:
		t := v.Type()
		if t == spanType {
			return
		}
		saved := p.line
		if t == stmtType {
			p.line = v.FieldByName("Span").Field(0).Interface().(int)
			defer func() { p.line = saved }()
		}
		skip := fingerprintSkip[t]
		for i := 0; i < t.NumField(); i++ {
			sf := t.Field(i)
			if skip[sf.Name] {
				continue
			}
			p.int(int64(i))
			if t == callType && sf.Name == "Line" {
				p.int(v.Field(i).Int() - int64(p.line))
				continue
			}
			p.value(v.Field(i))
		}
	default:
		panic("loaders: Fingerprint cannot hash " + v.Type().String())
	}
}
