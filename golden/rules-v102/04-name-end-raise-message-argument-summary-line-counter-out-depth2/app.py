"""List the names declared in a small export header."""
from scan import read_names

SAMPLE = "alpha, beta\n  gamma_2 # delta\nomega\n"


def exported(source):
    text = source.replace("\t", " ")
    names = read_names(text)
    count = len(names)
    return sorted(names), count


if __name__ == "__main__":
    print(exported(SAMPLE))
