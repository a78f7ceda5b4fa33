module example.com/k06

go 1.22
