module example.com/g29s05

go 1.22
