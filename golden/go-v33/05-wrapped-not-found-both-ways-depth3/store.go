package main

import (
	"errors"
	"fmt"
	"strings"
)

// ErrNotFound is returned by get for an unknown key.
var ErrNotFound = errors.New("not found")

// Store is an in-memory profile store that counts successful lookups.
type Store struct {
	data map[string]string
	hits int
}

func (s *Store) get(key string) (string, error) {
	v, ok := s.data[key]
	if !ok {
		return "", ErrNotFound
	}
	s.hits++
	return v, nil
}

// Profile returns the trimmed bio of user, or an error naming the user.
func (s *Store) Profile(user string) (bio string, err error) {
	key := "user:" + strings.ToLower(user)
	bio, err = s.get(key)
	if err != nil {
		err = fmt.Errorf("profile %s: %w", user, err)
		return
	}
	bio = strings.TrimSpace(bio)
	return
}
