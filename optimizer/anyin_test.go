package optimizer

import "testing"

// TestAnyIn: both ways of looking (rows of the range, entries of the map)
// agree with a plain scan, at the range's ends and outside them.
func TestAnyIn(t *testing.T) {
	m := map[int]bool{3: true, 10: true, 40: true}
	for a := -2; a <= 45; a++ {
		for b := a - 1; b <= 46; b++ {
			want := false
			for r := range m {
				want = want || r >= a && r <= b
			}
			if got := anyIn(m, a, b); got != want {
				t.Fatalf("anyIn(%v, %d, %d) = %v, want %v", m, a, b, got, want)
			}
		}
	}
	if anyIn(map[int]string(nil), 0, 100) {
		t.Fatal("an empty map holds no row")
	}
}
