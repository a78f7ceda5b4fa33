from pkg.calc import compute

x = 2
y = 5
print(compute(x, y))
