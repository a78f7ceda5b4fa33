package queries

import (
	"reflect"
	"strings"
	"testing"
)

func TestParamNames(t *testing.T) {
	got := paramNames(`MATCH (a {id: $seed}) WHERE a.name = '$notaparam' AND a.x IN $ids_2 OR a.y = $seed RETURN "$no"`)
	if want := []string{"seed", "ids_2"}; !reflect.DeepEqual(got, want) {
		t.Errorf("paramNames = %v, want %v", got, want)
	}
}

// TestEmbeddedQueriesOnlyRead: every query the engine runs passes the
// read-only guard's lexical pass, so no read path can write, load code or
// touch a file through its own Cypher either.
func TestEmbeddedQueriesOnlyRead(t *testing.T) {
	ents, err := cypherFS.ReadDir("cypher")
	if err != nil {
		t.Fatal(err)
	}
	if len(ents) < 10 {
		t.Fatalf("%d embedded queries, want the engine's", len(ents))
	}
	for _, e := range ents {
		name := strings.TrimSuffix(e.Name(), ".cypher")
		q := strings.NewReplacer("{{rels}}", "DATA|CTRL", "{{hops}}", "30").Replace(Cypher(name))
		if err := CheckQuery(q, ReadOnly, Limits{}); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}
