module example.com/05p

go 1.22
