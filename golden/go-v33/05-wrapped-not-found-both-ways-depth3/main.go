package main

import (
	"errors"
	"fmt"
)

func main() {
	st := &Store{data: map[string]string{
		"user:ann": "  writes Go  ",
		"user:bob": "",
	}}
	bio, err := st.Profile("Ann")
	fmt.Printf("ann: %q err=%v\n", bio, err)
	card, _ := st.Profile("Bob")
	if card == "" {
		card = "(no bio)"
	}
	fmt.Println("bob:", card)
	_, err = st.Profile("Cy")
	if errors.Is(err, ErrNotFound) {
		fmt.Println("missing:", err)
	}
	fmt.Println("lookups that hit:", st.hits)
}
