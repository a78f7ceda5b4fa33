package registry

import (
	"fmt"
	"strings"
)

// Registry maps service names to ports and remembers the order of registration.
type Registry struct {
	ports map[string]int
	order []string
}

// New returns an empty registry.
func New() *Registry {
	return &Registry{ports: make(map[string]int)}
}

func normalize(name string) string {
	return strings.ToLower(strings.TrimSpace(name))
}

// Register records the port of a service; a name may be taken only once.
func (r *Registry) Register(name string, port int) error {
	key := normalize(name)
	if _, dup := r.ports[key]; dup {
		return fmt.Errorf("register %q: already taken", key)
	}
	r.ports[key] = port
	r.order = append(r.order, key)
	return nil
}

// Port looks a service up on behalf of who.
func (r *Registry) Port(name, who string) (int, error) {
	p, ok := r.ports[strings.ToLower(name)]
	if !ok {
		return 0, fmt.Errorf("port %q for %s: unknown service", name, who)
	}
	return p, nil
}
