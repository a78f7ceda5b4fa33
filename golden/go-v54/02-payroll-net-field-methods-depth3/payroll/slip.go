package payroll

import "fmt"

// Rates are the deduction rates in percent.
type Rates struct {
	Tax     int
	Pension int
	Union   int
}

// Slip is one employee's pay slip for a month.
type Slip struct {
	Name    string
	Gross   int
	Tax     int
	Pension int
}

// DefaultRates are this year's statutory rates.
func DefaultRates() Rates {
	return Rates{Tax: 20, Pension: 5, Union: 1}
}

// Percent returns p percent of amount, rounded down.
func Percent(amount, p int) int {
	return amount * p / 100
}

// ApplyTax stores the income tax on the slip.
func (s *Slip) ApplyTax(rate int) {
	s.Tax = Percent(s.Gross, rate)
}

// ApplyPension stores the pension contribution.
func (s *Slip) ApplyPension(rate int) {
	s.Pension = Percent(s.Gross, rate)
}

// WithBonus returns the gross pay including a bonus; the slip is a copy.
func (s Slip) WithBonus(extra int) int {
	s.Gross += extra
	return s.Gross
}

// Print writes a one-line summary; it only reads the slip.
func (s *Slip) Print() {
	fmt.Printf("%s gross=%d tax=%d pension=%d\n", s.Name, s.Gross, s.Tax, s.Pension)
}

// Net is what the employee is paid.
func (s *Slip) Net() int {
	return s.Gross - s.Tax - s.Pension
}
