module example.com/12mapnamedfu

go 1.22
