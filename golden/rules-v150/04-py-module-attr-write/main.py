import sys
import config
from config import allowed


def main(strict):
    if strict:
        config.LIMIT = 5
    config.OTHER = 99
    ok = allowed(7)
    print(ok)


main(len(sys.argv) > 5)
