LOG = []


def record(event, level):
    tag = level.upper()
    LOG.append(event)
    return tag


names = ["a", "b", "c"]
count = 0
for name in names:
    count += 1
    record(name, "info")
size = len(LOG)
print(size, count)
