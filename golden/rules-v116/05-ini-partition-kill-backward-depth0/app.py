from iniparse import parse_ini

CONFIG = """
# service settings
name = "billing"   # quoted
[Database]
Host = db.local
port 5432
User = 'svc'
[end]
ignored = yes
"""


def main():
    settings = parse_ini(CONFIG)
    for key in sorted(settings):
        print(f"{key} -> {settings[key]}")


if __name__ == "__main__":
    main()
