module example.com/y01

go 1.22
