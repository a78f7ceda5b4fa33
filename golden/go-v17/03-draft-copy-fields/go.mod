module example.com/m03

go 1.22
