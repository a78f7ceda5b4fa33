module example.com/06p

go 1.22
