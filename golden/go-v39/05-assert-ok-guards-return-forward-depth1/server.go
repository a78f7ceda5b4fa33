package main

import "fmt"

type server struct {
	port    int
	workers int
	verbose bool
}

func loadServer(cfg map[string]any) server {
	var s server
	s.port = intSetting(cfg, "port", DefaultPort)
	s.workers = intSetting(cfg, "workers", DefaultWorkers)
	s.verbose = boolSetting(cfg, "verbose")
	return s
}

func main() {
	cfg := map[string]any{"port": "9090", "workers": 8, "verbose": 1}
	srv := loadServer(cfg)
	fmt.Printf("port=%d workers=%d verbose=%t\n", srv.port, srv.workers, srv.verbose)
}
