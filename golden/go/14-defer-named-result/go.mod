module example.com/s14

go 1.22
