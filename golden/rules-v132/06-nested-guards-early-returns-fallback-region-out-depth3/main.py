from batch import load_orders, process

RAW = [
    "1;US;2,1",
    "2;;0?,3",
    "",
    "3;;0",
    "4;US;",
    "5;;1,1,1",
]
HOME = "eu"
LIMIT = 2

orders = load_orders(RAW)
accepted, rejected = process(orders, HOME, LIMIT)
print("accepted:", accepted)
print("rejected:", rejected)
assert rejected + len(accepted) == len(orders)
summary = "ok" if rejected == 0 else "partial"
print("summary:", summary)
