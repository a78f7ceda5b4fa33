package batch

type Batcher struct {
	size    int
	pending []string
	sent    [][]string
}

func New(size int) *Batcher {
	if size < 1 {
		size = 1
	}
	return &Batcher{size: size}
}

// seal copies lines, so that reusing them cannot change a sent batch.
func seal(lines []string) []string {
	out := make([]string, len(lines))
	copy(out, lines)
	return out
}

// Add queues s; a full batch is sent.
func (b *Batcher) Add(s string) {
	b.pending = append(b.pending, s)
	if len(b.pending) >= b.size {
		b.Flush()
	}
}

func (b *Batcher) Flush() {
	if len(b.pending) == 0 {
		return
	}
	b.sent = append(b.sent, seal(b.pending))
	b.pending = b.pending[:0]
}

func (b *Batcher) Sent() [][]string {
	return b.sent
}

func (b *Batcher) Pending() int {
	return len(b.pending)
}
