module example.com/k04

go 1.22
