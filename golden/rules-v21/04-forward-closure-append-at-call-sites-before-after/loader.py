"""Check every section of every parsed configuration file and print the problems found."""
import checks


def check_sections(sections, path):
    found = []
    for name in sorted(sections):
        where = "%s [%s]" % (path, name)
        found.extend(checks.validate(sections[name], where))
    return found


def check_files(configs):
    report = {}
    for path, sections in configs.items():
        report[path] = check_sections(sections, path)
    return report


def main(configs):
    report = check_files(configs)
    for path in sorted(report):
        print(path, len(report[path]), "problems")
        for line in report[path]:
            print("  " + line)
    return 0


if __name__ == "__main__":
    main({"app.ini": {"db": {"host": "x", "debug": "1"}, "cache": {}}, "web.ini": {"http": {"host": "", "port": "80"}}})
