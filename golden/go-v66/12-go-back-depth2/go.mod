module example.com/dj

go 1.22
