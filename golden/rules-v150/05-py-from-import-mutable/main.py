import plugin
import registry


def main():
    plugin.register("a")
    n = registry.count()
    print(n)


main()
