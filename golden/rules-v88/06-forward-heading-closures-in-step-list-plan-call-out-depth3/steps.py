"""Run a list of build steps in order, or only show what would run."""


def run_steps(steps, name):
    done = []
    for step in steps:
        step()
        done.append(step.__name__)
    print(name, "ran", ", ".join(done))
    return len(done)


def plan(steps, name):
    names = [step.__name__ for step in steps]
    print(name, "will run", ", ".join(names))
    return names
