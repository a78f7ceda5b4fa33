package app

var limit = 10

var verbose = false

func Setup() {
	Configure(20, true)
}
