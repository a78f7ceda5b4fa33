"""Sort uploads by the gate that lets them through."""
from gate import Gate


def route(sizes):
    small = Gate("small")
    big = Gate("big")
    spare = Gate("spare")
    small.set_limit(10)
    big.set_limit(100)
    passed = []
    for size in sizes:
        if small.allow(size):
            passed.append(size)
        elif big.allow(size):
            passed.append(-size)
    probe = spare.allow(1)
    print(spare.tag(), probe)
    return passed


kept = route([5, 50, 500])
print("kept", kept)
