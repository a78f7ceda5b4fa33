package main

import (
	"fmt"
	"os"
)

func collect(msgs []string, verbose bool) Log {
	var lg Log
	for i, m := range msgs {
		if verbose {
			fmt.Println("msg", i)
		}
		lg.Add(i%3, m)
	}
	fmt.Println("count", lg.Count())
	return lg
}

func main() {
	verbose := len(os.Args) > 1
	msgs := []string{"boot", "", "ready"}
	lg := collect(msgs, verbose)
	fmt.Println(len(lg.lines), lg.drops)
}
