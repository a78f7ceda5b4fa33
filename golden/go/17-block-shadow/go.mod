module example.com/s17

go 1.22
