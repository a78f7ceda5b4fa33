from jobqueue import Job, enqueue, names


def schedule(specs, limit):
    pending = []
    rejected = 0
    for name, priority in specs:
        job = Job(name, priority)
        job.tries = 1
        if name.startswith("#"):
            continue
        ok = enqueue(pending, job, limit)
        if not ok:
            rejected += 1
    print("rejected", rejected)
    order = names(pending)
    return order


def plan(raw, limit):
    specs = []
    for part in raw.split(","):
        specs.append((part.strip(), len(part) % 3 - 1))
    return schedule(specs, limit)


def main(argv):
    limit = int(argv[1]) if len(argv) > 1 else 2
    return plan(argv[0], limit)


if __name__ == "__main__":
    print(main(["#skip, build,test ,deploy,lint", "1"]))
