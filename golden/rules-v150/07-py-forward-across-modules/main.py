from lib.bill import bill

result = bill(10, "x")
other = 3
print(result, other)
