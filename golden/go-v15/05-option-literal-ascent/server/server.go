package server

import "time"

// Config holds the settings of a server.
type Config struct {
	Addr    string
	Timeout time.Duration
	Retries int
}

// Option changes one setting of a Config.
type Option func(*Config)

// WithTimeout sets the request timeout, capped at a minute; a timeout of
// zero or less keeps the default.
func WithTimeout(d time.Duration) Option {
	if d > time.Minute {
		d = time.Minute
	}
	return func(c *Config) {
		if d > 0 {
			c.Timeout = d
		}
	}
}

// WithRetries sets how often a failed request is retried.
func WithRetries(n int) Option {
	return func(c *Config) {
		c.Retries = n
	}
}

// New builds the Config for addr and applies the options in order.
func New(addr string, opts ...Option) *Config {
	c := &Config{Addr: addr, Timeout: 5 * time.Second, Retries: 1}
	for _, opt := range opts {
		opt(c)
	}
	return c
}
