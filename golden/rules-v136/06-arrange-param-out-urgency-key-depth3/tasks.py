"""Reading tasks from text lines."""


def norm(word):
    return word.strip().lower()


def parse(line):
    name, level, age, flags = line.split(",")
    blocked = "blocked" in norm(flags)
    done = "done" in flags
    return {"name": name, "level": int(level), "age": int(age),
            "blocked": blocked, "done": done}


def load_tasks(lines):
    tasks = []
    for line in lines:
        if not line.strip():
            continue
        tasks.append(parse(line))
    return tasks
