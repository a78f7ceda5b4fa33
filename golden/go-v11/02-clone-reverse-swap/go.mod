module example.com/w02

go 1.22
