package limiter

import "strings"

// Plan describes a customer tier.
type Plan struct {
	Name  string
	Burst int
	Per   int
}

// Plans lists the known tiers.
var Plans = map[string]Plan{
	"free": {Name: "free", Burst: 3, Per: 60},
	"pro":  {Name: "pro", Burst: 10, Per: 60},
}

// Lookup finds a plan by name, falling back to the free tier.
func Lookup(name string) Plan {
	key := strings.ToLower(strings.TrimSpace(name))
	p, ok := Plans[key]
	if !ok {
		return Plans["free"]
	}
	return p
}

// Bucket is a token bucket.
type Bucket struct {
	Capacity int
	Tokens   int
}

// NewBucket makes a full bucket.
func NewBucket(capacity int) *Bucket {
	return &Bucket{Capacity: capacity, Tokens: capacity}
}

// Take uses cost tokens if there are enough of them.
func (b *Bucket) Take(cost int) bool {
	if cost > b.Tokens {
		return false
	}
	b.Tokens -= cost
	return true
}

// Refill puts n tokens back, up to the capacity.
func (b *Bucket) Refill(n int) {
	b.Tokens += n
	if b.Tokens > b.Capacity {
		b.Tokens = b.Capacity
	}
}
