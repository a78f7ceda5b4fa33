package main

import (
	"fmt"

	"example.com/y02/params"
)

type Config struct {
	Workers int
	Queue   int
}

func Load(section string, opts map[string]string) (Config, error) {
	cfg := Config{Workers: 4, Queue: 64}
	label := section + ".workers"
	n, _ := params.Int(label, opts["workers"], 1, 64)
	cfg.Workers = n
	label = section + ".queue"
	q, err := params.Int(label, opts["queue"], 1, 1024)
	if err != nil {
		return cfg, err
	}
	cfg.Queue = q
	return cfg, nil
}

func main() {
	opts := map[string]string{"workers": "many", "queue": " 256"}
	cfg, err := Load("pool", opts)
	if err != nil {
		fmt.Println("config:", err)
		return
	}
	fmt.Println("workers", cfg.Workers, "queue", cfg.Queue)
}
