package opts

import "time"

type Options struct {
	Timeout time.Duration
	Retries int
	Tag     string
}

func Default() Options {
	return Options{Timeout: time.Second, Retries: 1}
}

func (o Options) WithRetries(n int) Options {
	if n < 0 {
		n = 0
	}
	o.Retries = n
	return o
}

func (o Options) SetTag(tag string) {
	o.Tag = tag
}

func (o *Options) Scale(f int) {
	o.Timeout *= time.Duration(f)
}

func (o Options) Budget() time.Duration {
	return o.Timeout * time.Duration(o.Retries+1)
}
