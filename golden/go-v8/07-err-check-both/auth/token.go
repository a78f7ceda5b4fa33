package auth

import (
	"errors"
	"strconv"
	"strings"
)

type Claims struct {
	User  string
	Admin bool
}

func split(tok string) (user, exp, sig string, err error) {
	parts := strings.Split(tok, ".")
	if len(parts) != 3 {
		err = errors.New("token: want 3 parts")
		return
	}
	user, exp, sig = parts[0], parts[1], parts[2]
	return
}

func Sign(secret string, fields ...string) string {
	sum := uint32(2166136261)
	for _, r := range secret + strings.Join(fields, ".") {
		sum = (sum ^ uint32(r)) * 16777619
	}
	return strconv.FormatUint(uint64(sum), 16)
}

func Verify(tok string, now int, secret string) (Claims, error) {
	user, exp, sig, err := split(tok)
	if err != nil {
		return Claims{}, err
	}
	if sig != Sign(secret, user, exp) {
		return Claims{}, errors.New("token for " + user + ": bad signature")
	}
	expiry, err := strconv.Atoi(exp)
	if err != nil || expiry < now {
		return Claims{}, errors.New("token expired")
	}
	return Claims{User: user, Admin: strings.HasPrefix(user, "root")}, nil
}
