module example.com/y03

go 1.22
