module example.com/g03

go 1.22
