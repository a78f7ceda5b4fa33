"""Commands of a small batch file, one per line."""
from lexer import split_words


def parse_command(line, allow_comments):
    words = split_words(line, comments=allow_comments)
    if not words:
        return None
    return words[0], words[1:]


def is_blank(line):
    return not split_words(line)


def load(lines, strict):
    commands = []
    for line in lines:
        stripped = line.strip()
        if is_blank(stripped):
            continue
        cmd = parse_command(stripped, not strict)
        commands.append(cmd)
    return commands


if __name__ == "__main__":
    batch = ["ls -l '/tmp/my dir'  # list", "   # only a comment", "echo a\\ b \"c d\""]
    print(load(batch, False))
