module example.com/s11

go 1.22
