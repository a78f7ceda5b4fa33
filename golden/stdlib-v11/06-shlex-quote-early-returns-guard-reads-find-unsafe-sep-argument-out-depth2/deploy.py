"""Render an rsync command line for a deploy step."""
from shellquote import quote


def render(argv, env, sep):
    words = []
    for key in sorted(env):
        words.append(key + "=" + quote(env[key]))
    for arg in argv:
        if arg is None:
            continue
        words.append(quote(arg))
    return sep.join(words)


def deploy_command(host, files, dry_run):
    argv = ["rsync", "-az"]
    if dry_run:
        argv.append("--dry-run")
    argv.extend(files)
    argv.append(host + ":/srv/app/")
    env = {"RSYNC_RSH": "ssh -p 2222"}
    sep = " \\\n    " if len(argv) > 5 else " "
    return render(argv, env, sep)


if __name__ == "__main__":
    print(deploy_command("deploy@web1", ["dist/app.tar", None, "it's notes.txt", ""], True))
