module example.com/p18

go 1.22
