package queries

import (
	"fmt"
	"path/filepath"
	"reflect"
	"testing"
)

// TestReadRowsAsGoKuzu: readRows gives every scalar column exactly what
// go-kuzu's FlatTuple.GetAsSlice gives (same Go types, nulls, strings
// with multi-byte characters, extreme integers), falls back for a list
// column, and leaves an empty result nil.
func TestReadRowsAsGoKuzu(t *testing.T) {
	db, err := OpenWith(filepath.Join(t.TempDir(), "g.kz"), Options{BufferPoolBytes: 64 << 20})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, q := range []string{
		`CREATE NODE TABLE T(id SERIAL, i64 INT64, i32 INT32, i16 INT16, i8 INT8, u64 UINT64, u32 UINT32, u16 UINT16, u8 UINT8, d DOUBLE, f FLOAT, b BOOLEAN, s STRING, PRIMARY KEY(id))`,
		`CREATE (:T {i64: -9223372036854775808, i32: -2147483648, i16: -32768, i8: -128, u64: 18446744073709551615, u32: 4294967295, u16: 65535, u8: 255, d: -1.5e300, f: 0.25, b: true, s: 'Kùzu → ✓'})`,
		`CREATE (:T {i64: 9223372036854775807, i32: 7, i16: 1, i8: 127, u64: 0, u32: 0, u16: 0, u8: 0, d: 0.1, f: -3.5, b: false, s: ''})`,
		`CREATE (:T {s: 'only a string'})`,
	} {
		if _, err := db.Query(q, nil); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	both := func(q string, params map[string]any) (fast, slow *Rows) {
		t.Helper()
		var err error
		if fast, err = db.Query(q, params); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		goKuzuRows = true
		defer func() { goKuzuRows = false }()
		if slow, err = db.Query(q, params); err != nil {
			t.Fatalf("%s (go-kuzu): %v", q, err)
		}
		return fast, slow
	}
	for _, q := range []string{
		`MATCH (t:T) RETURN t.id, t.i64, t.i32, t.i16, t.i8, t.u64, t.u32, t.u16, t.u8, t.d, t.f, t.b, t.s ORDER BY t.id`,
		`MATCH (t:T) RETURN collect(t.id), count(*)`, // a list column: go-kuzu reads it
		`MATCH (t:T) WHERE t.id > 100 RETURN t.s`,    // no row
	} {
		fast, slow := both(q, nil)
		if !reflect.DeepEqual(fast, slow) {
			t.Errorf("%s:\nreadRows %s\ngo-kuzu  %s", q, typed(fast), typed(slow))
		}
	}
	fast, _ := both(`MATCH (t:T) RETURN t.id, t.i64, t.s ORDER BY t.id`, nil)
	if len(fast.Data) != 3 || fast.Data[0][2] != "Kùzu → ✓" || fast.Data[2][1] != nil || fast.Data[1][1] != int64(9223372036854775807) {
		t.Errorf("rows %s, want 3 rows with the values inserted", typed(fast))
	}
	if none, _ := both(`MATCH (t:T) WHERE t.id > 100 RETURN t.s`, nil); none.Data != nil {
		t.Errorf("an empty result gives %#v, want nil", none.Data)
	}
}

func typed(r *Rows) string {
	out := ""
	for _, row := range r.Data {
		for _, v := range row {
			out += fmt.Sprintf("%T(%v) ", v, v)
		}
		out += "| "
	}
	return out
}
