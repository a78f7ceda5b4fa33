package wc

type State int

const (
	Space State = 0
	Word  State = 1
)

// Count returns the number of words in s and the length of the longest
// one. A NUL byte ends the text.
func Count(s string) (int, int) {
	words := 0
	longest := 0
	run := 0
	state := Space
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == 0 {
			break
		}
		if c == ' ' || c == '\n' {
			state = Space
			run = 0
			continue
		}
		if state == Space {
			words++
		}
		state = Word
		run++
		longest = max(longest, run)
	}
	return words, longest
}
