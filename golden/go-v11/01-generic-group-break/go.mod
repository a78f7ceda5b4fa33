module example.com/w01

go 1.22
