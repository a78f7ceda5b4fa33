from fees import Reduced, Capped


def summarize(values):
    return ", ".join(str(v) for v in values)


amount = 120
small = Reduced(2)
capped = Capped(1, 9)
a = small.charge(amount)
b = capped.charge(amount)
total = a + b
count = 2
print(small.describe(), capped.describe())
print(summarize([a, b]))
print("total", total, "over", count)
amount = 0
print("reset", amount)
print("done")
