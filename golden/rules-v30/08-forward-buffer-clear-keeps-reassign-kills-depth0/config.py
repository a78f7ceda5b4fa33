"""Read a block of assignments into a dict, keeping the comments apart."""
from assign import split_assignment


def read_block(text):
    values = {}
    notes = {}
    for line in text.splitlines():
        if not line.strip():
            continue
        key, value, comment = split_assignment(line)
        values[key] = value
        notes[key] = comment
    return values, notes


if __name__ == "__main__":
    block = "host = example.org  # primary\n\nport=8080\npath = C:\\\\data\\#1 # escaped hash\n"
    values, notes = read_block(block)
    print(values)
    print({key: note for key, note in notes.items() if note})
