module example.com/g29s03

go 1.22
