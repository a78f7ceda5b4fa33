"""Read the commands of a small script file (after cmd.Cmd and shlex.split)."""
from shsplit import split_words


def parse_commands(text, comment="#"):
    commands = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        words = split_words(line, comment)
        if words:
            commands.append((number, words[0], words[1:]))
    return commands


def run_script(text):
    commands = parse_commands(text)
    done = 0
    for number, name, args in commands:
        print("%3d %-5s %r" % (number, name, args))
        done += 1
    return done


if __name__ == "__main__":
    script = "echo \"a b\" c  # note\n\nset x='1 2'\n  # only a comment\nsay \"hi \\\"you\\\"\" ''\n"
    print(run_script(script), "commands")
