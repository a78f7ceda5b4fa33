module example.com/v04

go 1.22
