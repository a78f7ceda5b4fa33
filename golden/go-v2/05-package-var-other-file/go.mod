module example.com/v05

go 1.22
