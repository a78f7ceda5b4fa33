module example.com/s21

go 1.22
