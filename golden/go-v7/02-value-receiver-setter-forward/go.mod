module example.com/x02

go 1.22
