module example.com/v03

go 1.22
