module example.com/15swappointe

go 1.22
