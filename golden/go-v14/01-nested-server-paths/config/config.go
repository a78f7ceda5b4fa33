package config

import (
	"strconv"
	"strings"
)

type Server struct {
	Host string
	Port int
}

type Limits struct {
	MaxConns int
	Burst    int
}

// Config is the service configuration; Admin is a second listener.
type Config struct {
	Name   string
	Server Server
	Admin  Server
	Limits Limits
}

// Load overlays env and port on the defaults and returns the listen address.
func Load(env map[string]string, port int) (Config, string) {
	cfg := Config{Name: "svc", Server: Server{Host: "0.0.0.0", Port: 8080}}
	cfg.Limits.MaxConns = 64
	if h, ok := env["host"]; ok {
		cfg.Server.Host = strings.TrimSpace(h)
	}
	if port > 0 {
		cfg.Server.Port = port
	}
	admin := cfg.Server
	admin.Port = cfg.Server.Port + 1
	cfg.Admin = admin
	if n, err := strconv.Atoi(env["conns"]); err == nil {
		cfg.Limits.MaxConns = n
	}
	cfg.Limits.Burst = cfg.Limits.MaxConns / 4
	host := cfg.Server.Host
	return cfg, host + ":" + strconv.Itoa(cfg.Server.Port)
}
