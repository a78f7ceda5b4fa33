package queries

import (
	"reflect"
	"testing"
)

func TestParamNames(t *testing.T) {
	got := paramNames(`MATCH (a {id: $seed}) WHERE a.name = '$notaparam' AND a.x IN $ids_2 OR a.y = $seed RETURN "$no"`)
	if want := []string{"seed", "ids_2"}; !reflect.DeepEqual(got, want) {
		t.Errorf("paramNames = %v, want %v", got, want)
	}
}

func TestIsReadOnlyQuery(t *testing.T) {
	for q, want := range map[string]bool{
		"MATCH (s:Stmt) RETURN s.text":                         true,
		"MATCH (s:Stmt) WHERE s.text = 'CREATE x' RETURN s.id": true,
		"MATCH (s:Stmt) DELETE s":                              false,
		"match (s:Stmt) set s.text = 'x'":                      false,
		"CREATE (:File {path: 'x'})":                           false,
		"MATCH (a)\nDETACH DELETE a":                           false,
		"COPY Stmt FROM 'x.csv'":                               false,
		"MATCH (f:Func) WHERE f.qname CONTAINS 'set' RETURN f": true,
	} {
		if got := IsReadOnlyQuery(q); got != want {
			t.Errorf("IsReadOnlyQuery(%q) = %v, want %v", q, got, want)
		}
	}
}
