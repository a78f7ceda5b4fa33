"""Track which TOML tables were frozen or opened explicitly while reading a config."""
from tomlflags import Flags


def mark_document(flags):
    flags.set(("tool",), Flags.EXPLICIT_NEST, recursive=False)
    flags.set(("tool", "black"), Flags.EXPLICIT_NEST, recursive=False)
    flags.set(("project", "urls"), Flags.FROZEN, recursive=True)
    flags.add_pending(("tool", "black", "target"), Flags.FROZEN)
    flags.finalize_pending()


def describe(flags, key):
    frozen = flags.is_(key, Flags.FROZEN)
    explicit = flags.is_(key, Flags.EXPLICIT_NEST)
    if frozen:
        return "%s: frozen" % ".".join(key)
    if explicit:
        return "%s: explicit table" % ".".join(key)
    return "%s: open" % (".".join(key) or "<root>")


def main():
    flags = Flags()
    mark_document(flags)
    keys = [(), ("tool",), ("tool", "black"), ("project", "urls", "home"),
            ("tool", "black", "target"), ("tool", "isort")]
    for key in keys:
        print(describe(flags, key))
    flags.unset_all(("tool", "black"))
    print(describe(flags, ("tool", "black")))


main()
