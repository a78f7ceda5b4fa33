module example.com/w06

go 1.22
