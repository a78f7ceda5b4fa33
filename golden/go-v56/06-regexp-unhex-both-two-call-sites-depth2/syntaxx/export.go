package syntaxx

// ValidName reports whether name can name a capture group.
func ValidName(name string) bool {
	return isValidCaptureName(name)
}

// HexValue returns the value of the hexadecimal digit c, or -1.
func HexValue(c rune) rune {
	return unhex(c)
}
