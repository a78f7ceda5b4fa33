module example.com/p17

go 1.22
