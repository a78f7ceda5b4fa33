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
