package api

import "strings"

// Request is the part of an HTTP request the server looks at.
type Request struct {
	Method string
	Path   string
	Token  string
}

// Server maps bearer tokens to users and to the path prefixes they may open.
type Server struct {
	Users  map[string]string
	Grants map[string]map[string]bool
}

func allowed(prefixes map[string]bool, path string) bool {
	for p := range prefixes {
		if strings.HasPrefix(path, p) {
			return true
		}
	}
	return false
}

// Handle answers a request with a status code and a body.
func (s *Server) Handle(req Request) (int, string) {
	tok := strings.TrimPrefix(req.Token, "Bearer ")
	user, ok := s.Users[tok]
	if !ok {
		return 401, "unknown token"
	}
	if !allowed(s.Grants[tok], req.Path) {
		return 403, user + " may not open " + req.Path
	}
	if req.Method != "GET" {
		return 405, req.Method + " not allowed"
	}
	return 200, "hello " + user + ", here is " + req.Path
}
