package upload

import "strings"

// Chunk is one piece of a payload, at byte offset Off.
type Chunk struct {
	Off  int
	Data string
}

// Split cuts data into pieces of size bytes and drops blank pieces. The
// second result records, after each piece, how many pieces were still to
// come. The range over pending is evaluated once, when the loop starts,
// so counting pending down does not shorten the loop.
func Split(data string, size int) ([]Chunk, []int) {
	pending := (len(data) + size - 1) / size
	var chunks []Chunk
	var left []int
	for i := range pending {
		off := i * size
		end := min(off+size, len(data))
		pending--
		left = append(left, pending)
		if strings.TrimSpace(data[off:end]) == "" {
			continue
		}
		chunks = append(chunks, Chunk{Off: off, Data: data[off:end]})
	}
	return chunks, left
}
