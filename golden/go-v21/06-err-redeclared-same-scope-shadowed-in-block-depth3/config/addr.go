package config

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

func hostOf(addr string) (string, error) {
	host, _, ok := strings.Cut(addr, ":")
	if !ok || host == "" {
		return "", errors.New("no host in " + strconv.Quote(addr))
	}
	return strings.ToLower(host), nil
}

func portOf(addr string) (int, error) {
	_, text, ok := strings.Cut(addr, ":")
	if !ok {
		return 0, errors.New("no port in " + strconv.Quote(addr))
	}
	port, err := strconv.Atoi(text)
	if err != nil {
		return 0, err
	}
	return port, checkPort(port)
}

func checkPort(port int) error {
	if port < 1 || port > 65535 {
		return fmt.Errorf("port %d out of range", port)
	}
	return nil
}
