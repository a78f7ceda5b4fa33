package main

import "strings"

type User struct {
	Name string
	Age  int
	Role string
}

func badge(role string) string {
	return "[" + strings.ToUpper(role) + "]"
}

func Active(users []User, minAge int, banned map[string]bool) []string {
	var names []string
	skipped := 0
	for _, u := range users {
		if banned[u.Name] {
			skipped++
			continue
		}
		if u.Age < minAge {
			continue
		}
		name, tag := strings.TrimSpace(u.Name), badge(u.Role)
		println(tag)
		names = append(names, name)
	}
	println("skipped", skipped)
	return names
}

func Roster(all []User) string {
	banned := map[string]bool{"root": true}
	adults := Active(all, 18, banned)
	return strings.Join(adults, ",")
}

func main() {
	println(Roster([]User{{Name: "ann", Age: 30, Role: "dev"}}))
}
