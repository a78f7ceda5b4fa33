module example.com/g29s01

go 1.22
