module example.com/p09

go 1.22
