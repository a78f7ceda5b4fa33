package main

import (
	"fmt"
	"strconv"
	"strings"
)

func convert(amount string, rate float64) (float64, string, error) {
	v, err := strconv.ParseFloat(strings.TrimSpace(amount), 64)
	if err != nil {
		return 0, "", fmt.Errorf("amount %q: %w", amount, err)
	}
	label := fmt.Sprintf("%.2f", v)
	return v * rate, label, nil
}
