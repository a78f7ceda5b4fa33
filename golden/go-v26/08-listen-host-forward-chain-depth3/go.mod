module example.com/d08

go 1.22
