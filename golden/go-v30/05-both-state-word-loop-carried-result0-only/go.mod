module example.com/g05

go 1.22
