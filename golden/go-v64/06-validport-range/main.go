package main

import "fmt"

// validOptionalPort is verbatim from net/url/url.go.
func validOptionalPort(port string) bool {
	if port == "" {
		return true
	}
	if port[0] != ':' {
		return false
	}
	for _, b := range port[1:] {
		if b < '0' || b > '9' {
			return false
		}
	}
	return true
}

func main() {
	host := "example.com"
	port := ":8080"
	ok := validOptionalPort(port)
	fmt.Println(host, ok)
}
