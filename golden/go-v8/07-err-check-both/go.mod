module example.com/y07

go 1.22
