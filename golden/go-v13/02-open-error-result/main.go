package main

import (
	"fmt"
	"strings"

	"example.com/e02/dial"
)

// Conn describes a database endpoint.
type Conn struct {
	Host string
	Port int
	Wait int
}

// Open parses dsn ("host:port") and computes the retry back-off.
func Open(dsn string, retries, defPort int) (c Conn, err error) {
	label := strings.ToUpper(dsn)
	defer func() {
		if err != nil {
			err = fmt.Errorf("open %s: %w", label, err)
		}
	}()
	host, port, err := dial.Split(dsn, defPort)
	if err != nil {
		return
	}
	c = Conn{Host: host, Port: port, Wait: dial.Backoff(retries)}
	return
}

func main() {
	dsn := "DB.internal:"
	retries := 3
	fallback := 5432
	conn, err := Open(dsn, retries, fallback)
	if err != nil {
		fmt.Println("error:", err)
		return
	}
	fmt.Println(conn.Host, conn.Port, conn.Wait)
	_, err = Open("cache.internal:70000", 1, fallback)
	fmt.Println("error:", err)
}
