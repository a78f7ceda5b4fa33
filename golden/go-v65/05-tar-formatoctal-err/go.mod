module example.com/s05

go 1.22
