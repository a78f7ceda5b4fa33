module example.com/s16

go 1.22
