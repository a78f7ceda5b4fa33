module example.com/11p

go 1.22
