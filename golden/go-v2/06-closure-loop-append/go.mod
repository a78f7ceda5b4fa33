module example.com/v06

go 1.22
