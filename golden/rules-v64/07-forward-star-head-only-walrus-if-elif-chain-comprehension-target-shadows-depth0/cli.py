"""Command-line front end: resolve an abbreviated sub-command name."""


def resolve(argv, commands, aliases):
    command, *rest = argv or ["help"]
    verbose = "-v" in rest
    flags = [word for word in rest if word.startswith("-") and word != "-v"]
    usage = {command: sorted(options) for command, options in commands.items() if options}
    width = max(len(command) for command in commands)
    wanted = aliases.get(command, command)
    matches = sorted((name for name in commands if name.startswith(wanted)), key=lambda command: (len(command), command))
    if (count := len(matches)) == 1:
        command = matches[0]
    elif wanted in matches:
        command = wanted
    else:
        command = "help"
    plural = "" if count == 1 else "es"
    allowed = usage.get(command, [])
    unknown = [flag for flag in flags if flag not in allowed]
    if verbose:
        print(f"{command:<{width}} {count} match{plural}, unknown flags {unknown}")
    return command
