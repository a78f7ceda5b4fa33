package main

import "fmt"

// Server embeds Stats, so Record, Reset and Mean are promoted to it.
type Server struct {
	Stats
	name   string
	served int
}

// Handle serves one payload and counts it through the promoted Record.
func (sv *Server) Handle(payload string) {
	sv.Record(len(payload))
	sv.served++
}

// meanOf is the figure the dashboard shows for a server.
func meanOf(s Server) int {
	return s.Mean()
}

func main() {
	srv := Server{name: "edge"}
	for _, p := range []string{"ab", "cdef", "xyz"} {
		srv.Handle(p)
	}
	srv.Reset()

	logs := Server{name: "logs"}
	logs.Record(99)

	avg := meanOf(srv)
	fmt.Println(srv.name, avg, srv.served)
	fmt.Println(logs.name, logs.Mean())
}
