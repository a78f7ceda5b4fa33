package server

import (
	"fmt"

	"example.com/g08/pool"
)

// Server runs queued jobs on a worker pool.
type Server struct {
	Name  string
	pool  pool.Pool
	queue int
}

func New(name string, p pool.Pool) *Server {
	return &Server{Name: name, pool: p}
}

// Free is the number of jobs the server can still take.
func (s *Server) Free() int {
	return s.pool.Limit() - s.queue
}

// Enqueue books jobs waiting for a worker.
func (s *Server) Enqueue(jobs int) {
	s.queue += jobs
}

// Scale adds extra workers unless the pool would take more than ceiling*4 jobs.
func (s *Server) Scale(extra, ceiling int) error {
	grown := s.pool.Grow(extra)
	jobs := grown.Limit()
	if jobs > ceiling*4 {
		return fmt.Errorf("scale %s by %d: over %d jobs", s.Name, extra, ceiling*4)
	}
	s.pool = grown
	return nil
}
