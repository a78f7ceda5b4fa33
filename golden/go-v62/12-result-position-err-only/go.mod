module example.com/12p

go 1.22
