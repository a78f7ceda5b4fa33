package app

type Config struct {
	Limit int
	Name  string
}

type Store struct {
	cfg Config
}

func (s *Store) Get() Config {
	return s.cfg
}

func (s *Store) Cap() int {
	return s.cfg.Limit
}

func Tune(s *Store, extra int) int {
	c := s.Get()
	c.Limit += extra
	println(c.Name)
	l := s.Cap()
	return c.Limit + l
}

func Run(n int) int {
	st := &Store{cfg: Config{Limit: 5, Name: "a"}}
	v := Tune(st, n)
	println(st.Cap())
	return v * 2
}

func Main() {
	println(Run(3))
}
