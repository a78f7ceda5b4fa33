module example.com/k01

go 1.22
