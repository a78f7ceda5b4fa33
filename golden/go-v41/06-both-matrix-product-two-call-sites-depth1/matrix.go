package main

// mulCalls counts how many products have been computed.
var mulCalls int

// clone copies m row by row.
func clone(m [][]int) [][]int {
	out := make([][]int, len(m))
	for i := range m {
		out[i] = append([]int(nil), m[i]...)
	}
	return out
}

// scaled returns k*m without touching m.
func scaled(m [][]int, k int) [][]int {
	out := clone(m)
	for i := range m {
		for j := range m[i] {
			out[i][j] *= k
		}
	}
	return out
}

// mul returns the matrix product a*b.
func mul(a, b [][]int) [][]int {
	mulCalls++
	n, p, inner := len(a), len(b[0]), len(b)
	m := make([][]int, n)
	for i := 0; i < n; i++ {
		m[i] = make([]int, p)
		for j := 0; j < p; j++ {
			for k := 0; k < inner; k++ {
				m[i][j] += a[i][k] * b[k][j]
			}
		}
	}
	return m
}
