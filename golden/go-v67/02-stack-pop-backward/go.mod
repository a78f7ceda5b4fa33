module example.com/02stackpopba

go 1.22
