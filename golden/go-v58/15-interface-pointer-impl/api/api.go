package api

type Store interface {
	Put(k string, v int)
	Get(k string) int
}
