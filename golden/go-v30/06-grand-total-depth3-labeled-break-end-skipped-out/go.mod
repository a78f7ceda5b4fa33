module example.com/g06

go 1.22
