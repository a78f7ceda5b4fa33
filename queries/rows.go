package queries

/*
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// The few declarations of Kùzu's C API (kuzu.h of go-kuzu v0.11.3) that
// readRows uses; the library itself is linked by go-kuzu.
typedef struct { void* _query_result; bool _is_owned_by_cpp; } kuzu_query_result;
typedef struct { void* _flat_tuple; bool _is_owned_by_cpp; } kuzu_flat_tuple;
typedef struct { void* _value; bool _is_owned_by_cpp; } kuzu_value;
typedef struct { void* _data_type; } kuzu_logical_type;
typedef int kuzu_state; // KuzuSuccess = 0

uint64_t kuzu_query_result_get_num_columns(kuzu_query_result*);
kuzu_state kuzu_query_result_get_column_data_type(kuzu_query_result*, uint64_t, kuzu_logical_type*);
bool kuzu_query_result_has_next(kuzu_query_result*);
kuzu_state kuzu_query_result_get_next(kuzu_query_result*, kuzu_flat_tuple*);
void kuzu_flat_tuple_destroy(kuzu_flat_tuple*);
kuzu_state kuzu_flat_tuple_get_value(kuzu_flat_tuple*, uint64_t, kuzu_value*);
int kuzu_data_type_get_id(kuzu_logical_type*);
void kuzu_data_type_destroy(kuzu_logical_type*);
bool kuzu_value_is_null(kuzu_value*);
kuzu_state kuzu_value_get_bool(kuzu_value*, bool*);
kuzu_state kuzu_value_get_int64(kuzu_value*, int64_t*);
kuzu_state kuzu_value_get_int32(kuzu_value*, int32_t*);
kuzu_state kuzu_value_get_int16(kuzu_value*, int16_t*);
kuzu_state kuzu_value_get_int8(kuzu_value*, int8_t*);
kuzu_state kuzu_value_get_uint64(kuzu_value*, uint64_t*);
kuzu_state kuzu_value_get_uint32(kuzu_value*, uint32_t*);
kuzu_state kuzu_value_get_uint16(kuzu_value*, uint16_t*);
kuzu_state kuzu_value_get_uint8(kuzu_value*, uint8_t*);
kuzu_state kuzu_value_get_double(kuzu_value*, double*);
kuzu_state kuzu_value_get_float(kuzu_value*, float*);
kuzu_state kuzu_value_get_string(kuzu_value*, char**);
void kuzu_destroy_string(char*);

// Kùzu's type ids (kuzu_data_type_id) of the columns readRows copies.
enum { T_SERIAL = 13, T_BOOL = 22, T_INT64 = 23, T_INT32 = 24, T_INT16 = 25, T_INT8 = 26,
	T_UINT64 = 27, T_UINT32 = 28, T_UINT16 = 29, T_UINT8 = 30, T_DOUBLE = 32, T_FLOAT = 33,
	T_STRING = 50 };

typedef struct { char* p; size_t n, cap; } sbuf;

static int grow(sbuf* b, size_t more) {
	if (b->n + more <= b->cap) return 0;
	size_t c = b->cap ? b->cap * 2 : 4096;
	while (c < b->n + more) c *= 2;
	char* p = realloc(b->p, c);
	if (!p) return -1;
	b->p = p;
	b->cap = c;
	return 0;
}

// column_types writes the type id of each of r's n columns to ids and
// returns 1 when readRows can copy them all, 0 when one has another type.
static int column_types(kuzu_query_result* r, uint64_t n, int32_t* ids) {
	for (uint64_t i = 0; i < n; i++) {
		kuzu_logical_type t;
		if (kuzu_query_result_get_column_data_type(r, i, &t) != 0) return 0;
		ids[i] = kuzu_data_type_get_id(&t);
		kuzu_data_type_destroy(&t);
		switch (ids[i]) {
		case T_SERIAL: case T_BOOL: case T_INT64: case T_INT32: case T_INT16: case T_INT8:
		case T_UINT64: case T_UINT32: case T_UINT16: case T_UINT8: case T_DOUBLE: case T_FLOAT:
		case T_STRING:
			break;
		default:
			return 0;
		}
	}
	return 1;
}

// read_rows copies every remaining tuple of r into one buffer: per value a
// byte (0 null, 1 not null), then 8 bytes (int64, uint64 or double bits;
// bool as 0/1) or, for a string, a 4-byte length and its bytes. It returns
// 0, or -1 when Kùzu fails a call or memory runs out (*out is then freed).
static int read_rows(kuzu_query_result* r, uint64_t n, const int32_t* ids, char** out, size_t* len, uint64_t* rows) {
	sbuf b = {0, 0, 0};
	*rows = 0;
	while (kuzu_query_result_has_next(r)) {
		kuzu_flat_tuple t;
		if (kuzu_query_result_get_next(r, &t) != 0) goto fail;
		for (uint64_t i = 0; i < n; i++) {
			kuzu_value v;
			if (kuzu_flat_tuple_get_value(&t, i, &v) != 0 || grow(&b, 9) != 0) { kuzu_flat_tuple_destroy(&t); goto fail; }
			if (kuzu_value_is_null(&v)) { b.p[b.n++] = 0; continue; }
			b.p[b.n++] = 1;
			int64_t x = 0;
			kuzu_state st = 0;
			switch (ids[i]) {
			case T_SERIAL: case T_INT64: st = kuzu_value_get_int64(&v, &x); break;
			case T_INT32: { int32_t y = 0; st = kuzu_value_get_int32(&v, &y); x = y; break; }
			case T_INT16: { int16_t y = 0; st = kuzu_value_get_int16(&v, &y); x = y; break; }
			case T_INT8: { int8_t y = 0; st = kuzu_value_get_int8(&v, &y); x = y; break; }
			case T_UINT64: { uint64_t y = 0; st = kuzu_value_get_uint64(&v, &y); memcpy(&x, &y, 8); break; }
			case T_UINT32: { uint32_t y = 0; st = kuzu_value_get_uint32(&v, &y); x = y; break; }
			case T_UINT16: { uint16_t y = 0; st = kuzu_value_get_uint16(&v, &y); x = y; break; }
			case T_UINT8: { uint8_t y = 0; st = kuzu_value_get_uint8(&v, &y); x = y; break; }
			case T_BOOL: { bool y = 0; st = kuzu_value_get_bool(&v, &y); x = y; break; }
			case T_DOUBLE: { double y = 0; st = kuzu_value_get_double(&v, &y); memcpy(&x, &y, 8); break; }
			case T_FLOAT: { float y = 0; st = kuzu_value_get_float(&v, &y); double z = y; memcpy(&x, &z, 8); break; }
			case T_STRING: {
				char* s = 0;
				if (kuzu_value_get_string(&v, &s) != 0) { kuzu_flat_tuple_destroy(&t); goto fail; }
				size_t l = strlen(s);
				if (l > 0xffffffffu || grow(&b, 4 + l) != 0) { kuzu_destroy_string(s); kuzu_flat_tuple_destroy(&t); goto fail; }
				uint32_t l32 = (uint32_t)l;
				memcpy(b.p + b.n, &l32, 4);
				memcpy(b.p + b.n + 4, s, l);
				b.n += 4 + l;
				kuzu_destroy_string(s);
				continue;
			}
			}
			if (st != 0) { kuzu_flat_tuple_destroy(&t); goto fail; }
			memcpy(b.p + b.n, &x, 8);
			b.n += 8;
		}
		kuzu_flat_tuple_destroy(&t);
		(*rows)++;
	}
	*out = b.p;
	*len = b.n;
	return 0;
fail:
	free(b.p);
	*out = 0;
	*len = 0;
	return -1;
}
*/
import "C"

import (
	"encoding/binary"
	"fmt"
	"math"
	"runtime"
	"unsafe"

	kuzu "github.com/kuzudb/go-kuzu"
)

// readRows reads every row of res in one cgo call, when all its columns
// are of scalar types (integers, floating point, booleans, strings): the
// values come out as go-kuzu's FlatTuple.GetAsSlice gives them (int64 for
// INT64 and SERIAL, int32 for INT32, …, float64, float32, bool, string,
// nil for null). ok is false, and nothing is read, when a column is of
// another type (a list, a node): the caller reads res through go-kuzu.
//
// Why: go-kuzu makes about eight cgo calls per row and six per value (the
// value's type is copied and freed each time) and sets a finalizer on
// every row; on the 10-file flask diff-context that was about 250 ms of CPU
// a request, more than Kùzu spent running its queries.
//
// It depends on go-kuzu v0.11.3's layout: a QueryResult starts with its C
// kuzu_query_result, whose two fields are copied here (C code must not
// receive a pointer into Go memory holding Go pointers).
func readRows(res *kuzu.QueryResult) (data [][]any, ok bool, err error) {
	cr := *(*C.kuzu_query_result)(unsafe.Pointer(res))
	n := uint64(C.kuzu_query_result_get_num_columns(&cr))
	if n == 0 {
		return nil, false, nil
	}
	ids := make([]C.int32_t, n)
	if C.column_types(&cr, C.uint64_t(n), &ids[0]) == 0 {
		return nil, false, nil
	}
	var buf *C.char
	var size C.size_t
	var count C.uint64_t
	rc := C.read_rows(&cr, C.uint64_t(n), &ids[0], &buf, &size, &count)
	runtime.KeepAlive(res) // its finalizer destroys the C result cr points to
	if rc != 0 {
		return nil, true, fmt.Errorf("read query rows: Kùzu failed to return a value")
	}
	defer C.free(unsafe.Pointer(buf))
	b := unsafe.Slice((*byte)(unsafe.Pointer(buf)), int(size))
	rows := int(count)
	if rows == 0 {
		return nil, true, nil // as go-kuzu's loop leaves it
	}
	data = make([][]any, rows)
	vals := make([]any, rows*int(n))
	at := 0
	for r := 0; r < rows; r++ {
		row := vals[r*int(n) : (r+1)*int(n) : (r+1)*int(n)]
		for i := range row {
			if b[at] == 0 {
				at++
				continue // null
			}
			at++
			if ids[i] == C.T_STRING {
				l := int(binary.NativeEndian.Uint32(b[at:]))
				row[i] = string(b[at+4 : at+4+l])
				at += 4 + l
				continue
			}
			x := binary.NativeEndian.Uint64(b[at:])
			at += 8
			switch ids[i] {
			case C.T_SERIAL, C.T_INT64:
				row[i] = int64(x)
			case C.T_INT32:
				row[i] = int32(int64(x))
			case C.T_INT16:
				row[i] = int16(int64(x))
			case C.T_INT8:
				row[i] = int8(int64(x))
			case C.T_UINT64:
				row[i] = x
			case C.T_UINT32:
				row[i] = uint32(x)
			case C.T_UINT16:
				row[i] = uint16(x)
			case C.T_UINT8:
				row[i] = uint8(x)
			case C.T_BOOL:
				row[i] = x != 0
			case C.T_DOUBLE:
				row[i] = math.Float64frombits(x)
			case C.T_FLOAT:
				row[i] = float32(math.Float64frombits(x))
			}
		}
		data[r] = row
	}
	return data, true, nil
}

// Int, Float and String convert a value of Rows.Data (Kùzu's INT64, DOUBLE
// and STRING columns) to Go; NULL reads as 0, 0 and "".
func Int(v any) int64 { return asInt(v) }

// Float is Int for DOUBLE columns.
func Float(v any) float64 { return asFloat(v) }

// String is Int for STRING columns.
func String(v any) string { return asString(v) }
