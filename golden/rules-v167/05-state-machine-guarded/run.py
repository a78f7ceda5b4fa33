from machine import Machine


def drive(limit):
    m = Machine()
    spare = Machine()
    m.start()
    spare.start()
    ticks = 0
    while ticks < limit:
        ticks += 1
    print(m.describe())
    if ticks > 2:
        m.stop("limit")
    final = m.state
    return final, spare.state


print(drive(3))
