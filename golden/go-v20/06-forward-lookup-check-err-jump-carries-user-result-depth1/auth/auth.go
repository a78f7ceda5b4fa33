package auth

import (
	"errors"
	"fmt"
	"strings"
)

// User is an account of the service.
type User struct {
	Name   string
	Secret string
	Admin  bool
}

// Lookup resolves a "name:secret" token against db.
func Lookup(db map[string]User, token string) (User, error) {
	name, secret, ok := strings.Cut(token, ":")
	if !ok {
		return User{}, fmt.Errorf("token %q: no secret", token)
	}
	u, found := db[name]
	err := check(u, found, secret)
	if err != nil {
		return User{}, fmt.Errorf("lookup %s: %w", name, err)
	}
	u.Name = name
	return u, nil
}

func check(u User, found bool, secret string) error {
	if !found {
		return errors.New("unknown user")
	}
	if u.Secret != secret {
		return errors.New("bad secret")
	}
	return nil
}
