module example.com/04p

go 1.22
