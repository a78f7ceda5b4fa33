package quota

// Limits caps one tenant: CPU in millicores, Memory in MiB, Burst in
// percent over CPU.
type Limits struct {
	CPU    int
	Memory int
	Burst  int
}

// Default is the starting point for a new tenant.
func Default() Limits {
	return Limits{CPU: 500, Memory: 256, Burst: 100}
}

// Doubled returns a copy with CPU and Memory doubled.
func (l Limits) Doubled() Limits {
	l.CPU *= 2
	l.Memory *= 2
	return l
}

// Clamp lowers CPU and Memory to at most ceiling.
func (l *Limits) Clamp(ceiling int) {
	l.CPU = min(l.CPU, ceiling)
	l.Memory = min(l.Memory, ceiling)
}
