"""Run a short script of commands through the registry."""
from commands import build_commands
from registry import dispatch, names

SETTINGS = {"strict": True, "prompt": "> "}
SCRIPT = [("greet", "ada"), ("shout", "quiet please"), ("hi", "bob")]


def make_shell(settings):
    strict = settings.get("strict", False)
    table = build_commands(strict)
    print("commands: " + ", ".join(names(table)))
    return table


def run(settings, script):
    table = make_shell(settings)
    prompt = settings["prompt"]
    for name, arg in script:
        print(prompt + dispatch(table, name, arg))


if __name__ == "__main__":
    run(SETTINGS, SCRIPT)
