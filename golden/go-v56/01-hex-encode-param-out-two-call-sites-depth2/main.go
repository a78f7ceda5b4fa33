package main

import (
	"fmt"

	"example.com/s01/hexx"
)

func main() {
	key := []byte("go")
	salt := []byte{0xde, 0xad}
	keyHex := make([]byte, len(key)*2)
	n := hexx.Encode(keyHex, key)
	saltHex := make([]byte, len(salt)*2)
	hexx.Encode(saltHex, salt)
	fmt.Println(string(keyHex), n)
	fmt.Println(string(saltHex))
}
