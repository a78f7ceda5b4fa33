package server

import "example.com/d08/netutil"

// Server is a configured, not yet running, listener.
type Server struct {
	Addr   string
	Banner string
	Port   int
}

// Start configures a server for host and port (0 means the default port).
func Start(host string, port int) *Server {
	if port == 0 {
		port = 8080
	}
	s := &Server{Port: port}
	s.Addr = listenAddr(host, port)
	s.Banner = describe(s.Addr)
	return s
}

func listenAddr(host string, port int) string {
	if host == "" {
		host = "localhost"
	}
	return netutil.Join(host, port)
}

func describe(addr string) string {
	prefix := "listening on "
	line := prefix + addr
	if len(line) > 40 {
		line = line[:40]
	}
	return line
}
