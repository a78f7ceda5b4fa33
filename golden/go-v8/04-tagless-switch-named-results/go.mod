module example.com/y04

go 1.22
