"""The dispatcher of a small interactive shell."""
from commands import find_command

COMMANDS = [("status", "exact"), ("checkout", "alias", "co", "switch"), ("commit", "prefix"), ("stash", "exact")]


def dispatch(line, table=COMMANDS):
    words = line.split()
    if not words:
        return None
    at = find_command(table, words[0])
    if at < 0:
        return "?" + words[0]
    name = table[at][0]
    return " ".join([name] + words[1:])


def session(lines):
    done = []
    for line in lines:
        text = dispatch(line)
        if text:
            done.append(text)
    return done


if __name__ == "__main__":
    print(session(["status", "com -m fix", "", "co main", "switch dev", "stat", "stash pop"]))
