from engine import Motor


def simulate(base):
    fast = Motor(base)
    slow = Motor(1)
    extra = base // 2
    fast.boost(extra)
    slow.boost(9)
    print(fast.show(), slow.show())
    d1 = fast.step(0.5)
    d2 = slow.step(2)
    return d1 + d2


print(simulate(4))
