package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

type Config struct {
	Host string
	Port int
}

func clean(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}

func field(line, key string) (string, error) {
	k, v, ok := strings.Cut(line, "=")
	if !ok || strings.TrimSpace(k) != key {
		return "", fmt.Errorf("want %s in %q", key, line)
	}
	return clean(v), nil
}

func hint(key string) string {
	return "check the " + strings.ToUpper(key) + " line"
}

func parse(lines []string) (Config, error) {
	if len(lines) < 2 {
		return Config{}, errors.New("short config")
	}
	host, err := field(lines[0], "host")
	if err != nil {
		return Config{}, err
	}
	raw, err := field(lines[1], "port")
	if err != nil {
		msg := hint("port")
		return Config{}, fmt.Errorf("%s: %w", msg, err)
	}
	port, err := strconv.Atoi(raw)
	if err != nil {
		return Config{}, err
	}
	cfg := Config{Host: host, Port: port}
	return cfg, nil
}
