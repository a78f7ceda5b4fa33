package main

import (
	"fmt"

	"example.com/c08/api"
)

func main() {
	srv := &api.Server{
		Users: map[string]string{"t1": "ann", "t2": "bob"},
		Grants: map[string]map[string]bool{
			"t1": {"/docs": true, "/admin": true},
			"t2": {"/docs": true},
		},
	}
	reqs := []api.Request{
		{Method: "GET", Path: "/docs/intro", Token: "Bearer t2"},
		{Method: "GET", Path: "/admin/users", Token: "Bearer t2"},
		{Method: "POST", Path: "/admin/users", Token: "Bearer t1"},
		{Method: "GET", Path: "/docs", Token: "Bearer nope"},
	}
	failed := 0
	for _, r := range reqs {
		status, body := srv.Handle(r)
		if status != 200 {
			failed++
			fmt.Print(status, " ")
		}
		fmt.Println(body)
	}
	fmt.Println(failed, "of", len(reqs), "requests failed")
}
