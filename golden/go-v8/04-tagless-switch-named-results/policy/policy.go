package policy

// Classify maps an HTTP status code to a log level, a retry decision and a
// back-off in milliseconds for the given attempt number.
func Classify(code, attempt int) (level string, retry bool, wait int) {
	wait = 100
	switch {
	case code >= 500:
		level = "error"
		retry = attempt < 3
		wait *= attempt + 1
	case code == 429:
		level = "warn"
		retry = true
		wait = 1000
	case code >= 400:
		level = "warn"
	default:
		level = "info"
	}
	return
}
