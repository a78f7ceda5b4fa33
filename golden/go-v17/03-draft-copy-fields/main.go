package main

import (
	"fmt"

	"example.com/m03/quota"
)

// plan sizes a tenant: the draft gets the headroom, the base is clamped
// for the audit log. It returns the draft and the CPU left under ceiling.
func plan(base quota.Limits, headroom, ceiling int) (quota.Limits, int) {
	base.Memory += headroom
	draft := base
	base.Clamp(ceiling / 2)
	draft.CPU += headroom
	draft.Burst = headroom / 2
	wide := draft.Doubled()
	if draft.CPU > ceiling {
		draft.CPU = ceiling
	}
	spare := ceiling - draft.CPU
	fmt.Println("audit:", base, "doubled:", wide)
	return draft, spare
}

func main() {
	base := quota.Default()
	draft, spare := plan(base, 100, 800)
	fmt.Println("draft:", draft, "spare CPU:", spare)
	fmt.Println("base after plan:", base)
}
