package server

import (
	"errors"
	"strings"
)

type Options struct {
	Addr    string
	Timeout int
	Tags    []string
}

func Defaults() Options {
	return Options{Addr: "localhost:80", Timeout: 30}
}

func normAddr(a string) (string, error) {
	a = strings.TrimSpace(a)
	if a == "" {
		return "", errors.New("empty address")
	}
	if !strings.Contains(a, ":") {
		a += ":80"
	}
	return strings.ToLower(a), nil
}

// WithAddr returns a copy of o listening on a.
func (o Options) WithAddr(a string) (Options, error) {
	addr, err := normAddr(a)
	if err != nil {
		return o, err
	}
	o.Addr = addr
	return o, nil
}

func (o *Options) AddTag(t string) {
	o.Tags = append(o.Tags, strings.ToLower(t))
}

func (o Options) SetTimeout(sec int) {
	o.Timeout = sec
}
