"""Build the shell line that runs a job in its working directory."""
from shlex_quote import quote


def command_line(program, args, cwd=None):
    parts = [quote(program)]
    for arg in args:
        if arg.startswith("--"):
            parts.append(arg)
            continue
        parts.append(quote(arg))
    line = " ".join(parts)
    if cwd:
        line = "cd " + quote(cwd) + " && " + line
    return line


def job(name, message):
    tag = name.upper()
    cmd = command_line("git", ["commit", "--quiet", "-m", message], "/srv/" + name)
    return tag + ": " + cmd


if __name__ == "__main__":
    print(job("web app", "it's done"))
    print(job("api", ""))
