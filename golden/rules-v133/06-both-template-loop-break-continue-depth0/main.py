from workers import LoudWorker, QuietWorker


def total(values):
    result = 0
    for v in values:
        result += v
    return result


jobs = [3, None, 5, 7, None, 9]
loud = LoudWorker("ann", 2)
quiet = QuietWorker("bob", 10)
n1 = loud.run(jobs)
n2 = quiet.run(jobs)
print("loud took", n1)
print("quiet took", n2)
print("loud done", loud.done, total(loud.done))
print("quiet done", quiet.done, total(quiet.done))
print("all", n1 + n2)
