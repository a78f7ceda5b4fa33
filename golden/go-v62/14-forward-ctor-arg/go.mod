module example.com/14p

go 1.22
