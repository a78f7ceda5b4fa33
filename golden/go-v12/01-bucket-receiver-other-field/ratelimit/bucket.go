package ratelimit

// Bucket is a token bucket refilled by elapsed clock ticks.
type Bucket struct {
	Capacity int
	rate     int
	tokens   int
	held     int
	last     int
	denied   int
}

// New returns a full bucket refilled by rate tokens per tick.
func New(capacity, rate int) *Bucket {
	return &Bucket{Capacity: capacity, rate: rate, tokens: capacity}
}

// Reserve sets aside up to n tokens for a caller's later burst.
func (b *Bucket) Reserve(n int) {
	if n > b.tokens {
		n = b.tokens
	}
	b.tokens -= n
	b.held += n
}

// Available reports the tokens left; it changes nothing.
func (b *Bucket) Available() int {
	return b.tokens
}

// Allow refills the bucket for the ticks since the last call and takes
// cost tokens if there are enough.
func (b *Bucket) Allow(now, cost int) bool {
	elapsed := now - b.last
	b.last = now
	b.tokens = min(b.Capacity, b.tokens+elapsed*b.rate)
	if b.tokens < cost {
		b.denied++
		return false
	}
	b.tokens -= cost
	return true
}
