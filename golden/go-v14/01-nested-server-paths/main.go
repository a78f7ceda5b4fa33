package main

import (
	"fmt"

	"example.com/k01/config"
)

func main() {
	env := map[string]string{"host": " api.internal ", "conns": "256"}
	port := 9000
	cfg, addr := config.Load(env, port)
	fmt.Println(cfg.Name, addr)
	fmt.Println("admin:", cfg.Admin.Host, cfg.Admin.Port)
	fmt.Println("burst:", cfg.Limits.Burst)
	delete(env, "host")
	local, addr := config.Load(env, 0)
	fmt.Println(local.Server.Host, addr)
}
