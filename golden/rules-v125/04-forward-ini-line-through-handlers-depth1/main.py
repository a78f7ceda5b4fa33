"""Print the sections of a sample configuration."""
from ini import clean, read_ini

BANNER = "  Sample configuration  "
SAMPLE = """verbose
; comment line
[Server]
Host = example.org   ; the public name
Port = 8443
[Paths]
root = /srv/www
"""


def main():
    banner = clean(BANNER)
    config = read_ini(SAMPLE)
    print(banner)
    for name, values in config.items():
        pairs = ", ".join(f"{k}={v}" for k, v in values.items())
        print(f"[{name}] {pairs}")


if __name__ == "__main__":
    main()
