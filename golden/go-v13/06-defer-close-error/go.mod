module example.com/e06

go 1.22
