package app

type Server struct {
	Base
	Port int
}

func (s *Server) Handle(reqs []int) {
	for _, r := range reqs {
		if r > 0 {
			s.Touch(r)
		}
	}
	println(s.Label())
}

func (s Server) Reset() {
	s.Hits = 0
}

func Serve(port int, reqs []int) Server {
	srv := Server{Port: port}
	srv.Handle(reqs)
	srv.Reset()
	n := len(reqs)
	println(n)
	return srv
}
