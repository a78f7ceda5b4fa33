package main

import "strings"

// sampleFeed is the demo event stream of kind:user records.
const sampleFeed = "open:ana;noise:;open:;close:bo;ping:;reopen:cy;close:ana"

// loadEvents parses the demo feed.
func loadEvents() []event {
	var out []event
	for _, rec := range strings.Split(sampleFeed, ";") {
		kind, user, _ := strings.Cut(rec, ":")
		out = append(out, event{kind: kind, user: user})
	}
	return out
}

// describe renders one event for the log.
func describe(e event) string {
	if e.user == "" {
		return e.kind + " (anonymous)"
	}
	return e.kind + " by " + e.user
}
