module example.com/y06

go 1.22
