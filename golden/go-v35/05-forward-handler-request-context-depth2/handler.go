package main

import "strings"

// Handler answers one request.
type Handler func(req string) string

func hello(req string) string {
	return "hello " + req
}

func shout(next Handler) Handler {
	return func(req string) string {
		return strings.ToUpper(next(req))
	}
}

func tagged(tag string) func(Handler) Handler {
	return func(next Handler) Handler {
		return func(req string) string {
			return tag + next(req)
		}
	}
}

// Chain applies mws so that mws[0] is the outermost layer.
func Chain(h Handler, mws ...func(Handler) Handler) Handler {
	for i := len(mws) - 1; i >= 0; i-- {
		h = mws[i](h)
	}
	return h
}
