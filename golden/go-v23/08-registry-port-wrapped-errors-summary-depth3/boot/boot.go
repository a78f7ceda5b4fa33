package boot

import (
	"fmt"
	"strconv"
	"strings"

	"example.com/g08/registry"
)

// Start registers every "name:port" spec and returns the filled registry.
func Start(specs []string, verbose bool) (*registry.Registry, error) {
	reg := registry.New()
	for i, spec := range specs {
		name, portText, found := strings.Cut(spec, ":")
		if !found {
			return nil, fmt.Errorf("spec %d: no port in %q", i, spec)
		}
		port, err := strconv.Atoi(portText)
		if err != nil {
			return nil, fmt.Errorf("spec %d: %w", i, err)
		}
		if err := reg.Register(name, port); err != nil {
			return nil, fmt.Errorf("spec %d: %w", i, err)
		}
		if verbose {
			fmt.Println("registered", name, port)
		}
	}
	return reg, nil
}
