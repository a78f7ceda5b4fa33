package limit

// Limiter admits or refuses requests of a given weight.
type Limiter interface {
	Allow(weight int) bool
	Left() int
}

// Bucket holds tokens that Allow spends.
type Bucket struct {
	tokens int
}

// NewBucket returns a bucket holding capacity tokens.
func NewBucket(capacity int) *Bucket {
	return &Bucket{tokens: capacity}
}

func (b *Bucket) Allow(weight int) bool {
	if weight > b.tokens {
		return false
	}
	b.tokens -= weight
	return true
}

func (b *Bucket) Left() int {
	return b.tokens
}

// Cap admits any request up to Max. Used is counted on a copy, so the
// caller's Cap never changes.
type Cap struct {
	Max  int
	Used int
}

func (c Cap) Allow(weight int) bool {
	c.Used += weight
	return weight <= c.Max
}

func (c Cap) Left() int {
	return c.Max - c.Used
}
