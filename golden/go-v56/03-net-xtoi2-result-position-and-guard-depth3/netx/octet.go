package netx

// Octet parses the two hexadecimal digits at the start of s, which
// must end there or be followed by sep, as in a MAC address.
func Octet(s string, sep byte) (byte, bool) {
	return xtoi2(s, sep)
}
